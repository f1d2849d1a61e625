import fs from "fs"
import path from "path"
import Ajv, { type AnySchemaObject, type ErrorObject, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import {
  collectionOf,
  collections,
  globOf,
  interfaceWords,
  reservedAddresses,
  type CheckContext,
  type Collection,
} from "../content/collections"
import {
  escapePointer,
  pointerSegments,
  resolveSchema,
  tooLongMessage,
  tooManyMessage,
  type JsonSchema,
} from "./json-schema"
import { readSchemaDocuments, schemaDir } from "./schema-files"
import { parseYaml, readDataText, YamlFileError, type ParsedYaml } from "./yaml-file"
import { languages as siteLanguages } from "../i18n/languages"

/**
 * Checks every YAML file under data/ against the JSON Schemas in schemas/ (the
 * same files editors' editors use) plus what a schema cannot say: image paths
 * point to files, ids and slugs equal the file name, ids, slugs and positions
 * are unique, legal texts use only known placeholders. Every problem names the
 * file, the line, the entry and the field in words an editor understands.
 */

export const projectRoot = path.resolve(__dirname, "../..")
export const defaultDataDir = path.join(projectRoot, "data")
export { schemaDir }

export interface ValidationProblem {
  /** Shown path, e.g. "data/partners/miyako.yaml" */
  file: string
  line?: number
  column?: number
  /** The file's entry, e.g. `partner "miyako"` */
  entry?: string
  /** Dotted field path, e.g. "openingHours[1].days[0]" */
  field?: string
  /** The rest of the sentence, e.g. `must be a number (found "384 Euro")` */
  message: string
  /** The lines around a syntax error, with a marker under the column */
  snippet?: string
}

/** What each YAML file is: its collection in src/content/collections.ts, chosen by the file's place under data/. */
export type DataKind = Collection

/** The collection of a file by its path relative to data/ ("partners/miyako.yaml"), or undefined. */
export function kindOf(relativePath: string): DataKind | undefined {
  return collectionOf(`data/${relativePath.split(/[\\/]/).join("/")}`)
}

/** Where each kind of YAML file lives (for .vscode/settings.json and the tests): glob → schema file. */
export const schemaGlobs: Record<string, string> = Object.fromEntries(
  collections.map((collection) => [globOf(collection), collection.schema]),
)

/** "sections[0].heading" → "/sections/0/heading" */
function pointerOf(field: string): string {
  return field === ""
    ? ""
    : "/" +
        field
          .replace(/\[(\d+)\]/g, ".$1")
          .split(".")
          .map(escapePointer)
          .join("/")
}

// ---------------------------------------------------------------------------
// Schemas

interface Schemas {
  ajv: Ajv
  documents: Record<string, JsonSchema>
  validators: Record<string, ValidateFunction>
}

let cached: { dir: string; schemas: Schemas } | undefined

/** Compiles every schemas/*.schema.json; throws if one does not compile. */
export function loadSchemas(dir: string = schemaDir): Schemas {
  if (cached?.dir === dir) return cached.schemas
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true })
  addFormats(ajv)
  // Keywords for editors' editors: VS Code shows patternErrorMessage; x-unit is ours;
  // x-cms-hint is the CMS form's hint where the description speaks of YAML syntax.
  ajv.addVocabulary(["patternErrorMessage", "x-unit", "x-cms-hint"])
  const documents = readSchemaDocuments(dir)
  // No $id in the files: editors resolve "defs.schema.json#/…" next to the file, ajv by this key.
  for (const [file, document] of Object.entries(documents)) ajv.addSchema(document as AnySchemaObject, file)
  const validators: Record<string, ValidateFunction> = {}
  for (const file of Object.keys(documents)) {
    const validate = ajv.getSchema(file)
    if (!validate) throw new Error(`schemas/${file} did not compile`)
    validators[file] = validate
  }
  const schemas = { ajv, documents, validators }
  cached = { dir, schemas }
  return schemas
}

// ---------------------------------------------------------------------------
// Field paths

/** "/openingHours/1/days/0" → "openingHours[1].days[0]" */
export function fieldPath(pointer: string): string {
  return pointerSegments(pointer).reduce(
    (dotted, segment) => (/^\d+$/.test(segment) ? `${dotted}[${segment}]` : dotted ? `${dotted}.${segment}` : segment),
    "",
  )
}

/** The line of a pointer, or of its closest parent that has one (not the file's first line). */
function lineOf(lines: Map<string, number>, pointer: string): number | undefined {
  for (let current = pointer; current !== ""; current = current.slice(0, current.lastIndexOf("/"))) {
    const line = lines.get(current)
    if (line !== undefined) return line
  }
  return undefined
}

// ---------------------------------------------------------------------------
// Turning ajv's errors into sentences

/** How a found value is shown: strings in quotes, dates and lists in words. */
export function show(value: unknown): string {
  if (value === null || value === undefined) return "nothing"
  if (value instanceof Date) return `${value.toISOString().slice(0, 10)} without quotes`
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "string") return JSON.stringify(value)
  return String(value)
}

/** "Name / name" → "name": the English half of a bilingual title. */
function englishTitle(schema: AnySchemaObject | undefined): string | undefined {
  const title = typeof schema?.title === "string" ? schema.title : undefined
  if (!title) return undefined
  const english = title.includes(" / ") ? title.slice(title.lastIndexOf(" / ") + 3) : title
  return english.replace(/\s*\(.*\)$/, "")
}

function withArticle(label: string, isList: boolean): string {
  if (isList && !/^list\b/.test(label)) return label
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`
}

const localizedTextTitle = "Text auf Deutsch und Englisch / text in German and English"

class Describer {
  constructor(
    private readonly schemas: Schemas,
    private readonly kind: DataKind,
  ) {}

  /** Follows a $ref ("defs.schema.json#/definitions/x" or "#/definitions/x") from a document. */
  private resolve(schema: AnySchemaObject | undefined, documentName: string): JsonSchema | undefined {
    if (!schema) return undefined
    // ajv inlines small definitions: the error's schemaPath then names the referring document,
    // not the one whose "#/definitions/…" the schema points into.
    for (const name of new Set([documentName, ...Object.keys(this.schemas.documents)])) {
      try {
        return resolveSchema(this.schemas.documents, schema as JsonSchema, name, name).schema
      } catch {
        // Not in this document.
      }
    }
    return undefined
  }

  private documentOf(error: ErrorObject): string {
    const [file] = error.schemaPath.split("#")
    return file || this.kind.schema
  }

  /** The field the error is about and the rest of its sentence. */
  describe(error: ErrorObject): { pointer: string; message: string } | undefined {
    const parent = error.parentSchema as AnySchemaObject | undefined
    const found = ` (found ${show(error.data)})`
    switch (error.keyword) {
      // "must match the then schema": the rule that failed inside says what is wrong.
      case "if":
        return undefined
      case "required": {
        const missing = (error.params as { missingProperty: string }).missingProperty
        const pointer = `${error.instancePath}/${escapePointer(missing)}`
        if (parent?.title === localizedTextTitle) {
          return { pointer, message: `is missing: every text needs de: (German) and en: (English)` }
        }
        const property = this.resolve(
          parent?.properties?.[missing] as AnySchemaObject | undefined,
          this.documentOf(error),
        )
        const ownTitle = englishTitle(parent?.properties?.[missing] as AnySchemaObject | undefined)
        const label = ownTitle ? withArticle(ownTitle, property?.type === "array") : `"${missing}"`
        const segments = pointerSegments(error.instancePath)
        const owner =
          error.instancePath === ""
            ? this.kind.owner
            : /^\d+$/.test(segments[segments.length - 1])
              ? `every ${englishTitle(parent) ?? "entry"}`
              : `"${fieldPath(error.instancePath)}"`
        return { pointer, message: `is missing: ${owner} needs ${label}` }
      }
      case "additionalProperties": {
        const extra = (error.params as { additionalProperty: string }).additionalProperty
        const known = Object.keys((parent?.properties as object | undefined) ?? {})
        const guess = closest(extra, known)
        const hint = guess ? `did you mean "${guess}"?` : "check the spelling."
        return {
          pointer: `${error.instancePath}/${escapePointer(extra)}`,
          message: `is not a known field – ${hint} Allowed here: ${known.join(", ")}`,
        }
      }
      case "type": {
        const expected = (error.params as { type: string }).type
        const [noun, hint] = this.typeNoun(expected, parent, error.data)
        return { pointer: error.instancePath, message: `must be ${noun}${found}${hint ? ` – ${hint}` : ""}` }
      }
      case "enum":
        return {
          pointer: error.instancePath,
          message: `must be one of ${(error.schema as unknown[]).join(", ")}${found}`,
        }
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum": {
        const words = {
          minimum: "at least",
          maximum: "at most",
          exclusiveMinimum: "more than",
          exclusiveMaximum: "less than",
        }
        const unit = typeof parent?.["x-unit"] === "string" ? ` ${parent["x-unit"]}` : ""
        return {
          pointer: error.instancePath,
          message: `must be ${words[error.keyword]} ${String(error.schema)}${unit}${found}`,
        }
      }
      case "minLength":
        return {
          pointer: error.instancePath,
          message:
            error.schema === 1 ? "must not be empty" : `must have at least ${String(error.schema)} characters${found}`,
        }
      case "maxLength":
        return {
          pointer: error.instancePath,
          message: tooLongMessage(Number(error.schema), typeof error.data === "string" ? error.data.length : 0),
        }
      case "maxItems":
        return {
          pointer: error.instancePath,
          message: tooManyMessage(Number(error.schema), Array.isArray(error.data) ? error.data.length : 0),
        }
      case "minItems": {
        const count = Number(error.schema)
        return {
          pointer: error.instancePath,
          message: `must list at least ${count} ${count === 1 ? "entry" : "entries"}${found}`,
        }
      }
      case "uniqueItems": {
        const { i } = error.params as { i: number; j: number }
        const twice = Array.isArray(error.data) ? show(error.data[i]) : "a value"
        return { pointer: error.instancePath, message: `must not list the same value twice (${twice} is there twice)` }
      }
      case "pattern": {
        const hint =
          typeof parent?.patternErrorMessage === "string"
            ? parent.patternErrorMessage
            : `must match the pattern ${String(error.schema)}`
        return { pointer: error.instancePath, message: `${hint}${found}` }
      }
      case "format": {
        const formats: Record<string, string> = {
          date: 'must be a real date written as "YYYY-MM-DD", e.g. "2026-11-22"',
          email: 'must be an e-mail address, e.g. "office@example.at"',
          uri: 'must be a full web address starting with https://, e.g. "https://www.example.at"',
        }
        const format = String(error.schema)
        return { pointer: error.instancePath, message: `${formats[format] ?? `must be a valid ${format}`}${found}` }
      }
      default:
        return { pointer: error.instancePath, message: `${error.message ?? "is not valid"}${found}` }
    }
  }

  /** What a value of the expected type is called, and a hint how to write it. */
  private typeNoun(expected: string, schema: AnySchemaObject | undefined, value: unknown): [string, string?] {
    switch (expected) {
      case "number":
        return ["a number", "write only the digits, with a point for decimals, e.g. 102.9"]
      case "integer":
        return ["a whole number", typeof value === "string" ? "write only the digits, e.g. 5000" : undefined]
      case "string":
        return value instanceof Date || typeof value === "number" || typeof value === "boolean"
          ? ["text in quotes", 'put the value in "double quotes"']
          : ["text"]
      case "array":
        return ["a list", 'one line starting with "- " per entry, or [a, b, c]']
      case "object": {
        if (schema?.title === localizedTextTitle)
          return ["a text in German and English", "write de: and en: indented below it"]
        const keys = Object.keys((schema?.properties as object | undefined) ?? {})
        return ["a group of fields", keys.length > 0 ? `indent ${keys.join(", ")} below it` : undefined]
      }
      default:
        return [expected]
    }
  }
}

/** The known word closest to a misspelt one, if it is close enough. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined
}

/** Edits (insert, delete, change, swap two neighbours) that turn a into b. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

/** One sentence per field: of several errors for one field, the most basic wins. */
const keywordRank = ["type", "required", "additionalProperties", "enum", "pattern", "format"]

function rank(keyword: string): number {
  const index = keywordRank.indexOf(keyword)
  return index === -1 ? keywordRank.length : index
}

// ---------------------------------------------------------------------------
// The checks a schema cannot make

/** Every image path in the data: fields named image (a path) and images (a list of paths), at any depth. */
function imagePaths(value: unknown, pointer = ""): { pointer: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagePaths(item, `${pointer}/${index}`))
  if (value === null || typeof value !== "object" || value instanceof Date) return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const childPointer = `${pointer}/${escapePointer(key)}`
    if (key === "image" && typeof child === "string") return [{ pointer: childPointer, path: child }]
    if (key === "images" && Array.isArray(child)) {
      return child.flatMap((item, index) =>
        typeof item === "string" ? [{ pointer: `${childPointer}/${index}`, path: item }] : [],
      )
    }
    return imagePaths(child, childPointer)
  })
}

function checkImage(file: string, dataDir: string, displayRoot: string, imagePath: string): string | undefined {
  const absolute = path.resolve(path.dirname(file), imagePath)
  const relative = path.relative(dataDir, absolute)
  const shown = `${displayRoot}/${relative.split(path.sep).join("/")}`
  if (relative.startsWith("..") || path.isAbsolute(relative)) {
    return `must point to a photo inside ${displayRoot}/ (found ${JSON.stringify(imagePath)})`
  }
  if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return undefined
  const folder = path.dirname(absolute)
  if (!fs.existsSync(folder)) {
    return `points to ${shown}, but the folder ${path.dirname(shown)}/ does not exist`
  }
  const sameButCase = fs
    .readdirSync(folder)
    .find((name) => name.toLowerCase() === path.basename(absolute).toLowerCase())
  if (sameButCase) {
    return `points to ${shown}, but the file is called "${sameButCase}" – upper and lower case must match`
  }
  return `points to ${shown}, but there is no such file`
}

// ---------------------------------------------------------------------------
// Walking data/

function yamlFiles(dir: string): string[] {
  return (
    fs
      .readdirSync(dir, { withFileTypes: true })
      // "s-gerstl" before "s-gerstl-2": a copy comes after its original
      .sort((a, b) => byName(a.name, b.name))
      .flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return yamlFiles(full)
        return /\.ya?ml$/i.test(entry.name) ? [full] : []
      })
  )
}

function byName(a: string, b: string): number {
  const [x, y] = [a.replace(/\.ya?ml$/i, ""), b.replace(/\.ya?ml$/i, "")]
  return x < y ? -1 : x > y ? 1 : 0
}

/** Where YAML files belong, from the table of collections. */
function unknownFileMessage(displayRoot: string): string {
  const shown = (path: string) => path.replace(/^data(?=\/)/, displayRoot)
  const files = collections.filter((c) => c.file).map((c) => shown(c.file!).slice(displayRoot.length + 1))
  const folders = collections.filter((c) => c.folder).map((c) => `${shown(c.folder!)}/`)
  return (
    `the site does not know this file. YAML files belong in ${displayRoot}/ (${files.join(", ")}) ` +
    `or, one per entry, in ${folders.slice(0, -1).join(", ")} or ${folders[folders.length - 1]}`
  )
}

interface Checked {
  file: string
  kind: DataKind
  data: Record<string, unknown>
  lines: Map<string, number>
  entry?: string
  /** Fields the schema already found a problem in (one sentence per field). */
  reported: Set<string>
}

export interface ValidateOptions {
  /** How data/ is named in messages (the tests validate a copy in a temporary folder) */
  displayRoot?: string
  schemaDir?: string
}

/** The addresses a legal page may not take, from src/pages, static/ and the table of collections. */
export function siteReservedAddresses(root: string = projectRoot): Map<string, string> {
  const pages = fs.readdirSync(path.join(root, "src/pages"), { recursive: true, encoding: "utf8" })
  const staticDir = path.join(root, "static")
  const staticEntries = fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : []
  return reservedAddresses(pages.sort(), staticEntries.sort(), siteLanguages)
}

/** Validates every YAML file under dataDir; an empty list means all is well. */
export function validateDataDir(dataDir: string = defaultDataDir, options: ValidateOptions = {}): ValidationProblem[] {
  const displayRoot = options.displayRoot ?? "data"
  const schemas = loadSchemas(options.schemaDir ?? schemaDir)
  const problems: ValidationProblem[] = []
  const checked: Checked[] = []

  for (const absolute of yamlFiles(dataDir)) {
    const relative = path.relative(dataDir, absolute).split(path.sep).join("/")
    const file = `${displayRoot}/${relative}`
    if (!relative.endsWith(".yaml")) {
      problems.push({
        file,
        message: `the file name must end in .yaml – rename it to ${path.basename(relative).replace(/\.[^.]+$/, ".yaml")}`,
      })
      continue
    }
    const kind = kindOf(relative)
    if (!kind) {
      problems.push({
        file,
        message: unknownFileMessage(displayRoot),
      })
      continue
    }

    let parsed: ParsedYaml
    try {
      parsed = parseYaml(readDataText(absolute, file), file)
    } catch (error) {
      if (error instanceof YamlFileError) {
        const { line, column, problem, snippet } = error
        problems.push({ file, line, column, message: problem, snippet })
        continue
      }
      throw error
    }
    const { data, lines } = parsed
    if (data === null || data === undefined) {
      problems.push({ file, message: "the file is empty" })
      continue
    }
    if (typeof data !== "object" || Array.isArray(data) || data instanceof Date) {
      problems.push({
        file,
        message: `the file must consist of fields ("name: value", one per line), but it holds ${show(data)}`,
      })
      continue
    }
    const record = data as Record<string, unknown>
    const name = path.basename(relative, ".yaml")
    const key = kind.key ? record[kind.key] : undefined
    const entry = kind.key ? `${kind.noun} ${JSON.stringify(typeof key === "string" ? key : name)}` : undefined
    const reported = new Set<string>()
    const add = (pointer: string, message: string) => {
      reported.add(pointer)
      problems.push({ file, line: lineOf(lines, pointer), entry, field: fieldPath(pointer) || undefined, message })
    }

    // The schema
    const validate = schemas.validators[kind.schema]
    if (!validate(record)) {
      const describer = new Describer(schemas, kind)
      const byField = new Map<string, { rank: number; message: string }>()
      for (const error of validate.errors ?? []) {
        const described = describer.describe(error)
        if (!described) continue
        const { pointer, message } = described
        const previous = byField.get(pointer)
        if (!previous || rank(error.keyword) < previous.rank)
          byField.set(pointer, { rank: rank(error.keyword), message })
      }
      for (const [pointer, { message }] of byField) add(pointer, message)
    }

    // The id or slug is the file name
    if (kind.key && typeof key === "string" && /^[a-z0-9-]+$/.test(key) && key !== name) {
      add(
        `/${kind.key}`,
        `must be the file name without .yaml, "${name}" (found ${JSON.stringify(key)}) – change the ${kind.key} or rename the file`,
      )
    }

    // Image paths point to files
    for (const image of imagePaths(record)) {
      if (reported.has(image.pointer)) continue
      const message = checkImage(absolute, dataDir, displayRoot, image.path)
      if (message) add(image.pointer, message)
    }

    checked.push({ file, kind, data: record, lines, entry, reported })
  }

  // Each collection's own checks (src/content/collections.ts), once every file is read
  const context: CheckContext = {
    reserved: siteReservedAddresses(),
    keysOf: (name) => {
      const collection = collections.find((c) => c.name === name)
      if (!collection?.key) return undefined
      const folder = `${displayRoot}/${collection.folder!.replace(/^data\//, "")}/`
      if (problems.some((problem) => problem.file.startsWith(folder))) return undefined
      return checked.filter((item) => item.kind === collection).map((item) => String(item.data[collection.key!]))
    },
  }
  for (const item of checked) {
    for (const [field, message] of item.kind.check?.(item.data, context) ?? []) {
      const pointer = pointerOf(field)
      if (item.reported.has(pointer)) continue
      problems.push({ file: item.file, line: lineOf(item.lines, pointer), entry: item.entry, field, message })
    }
  }

  // Unique ids, slugs and positions among the files of one kind
  for (const kind of collections.filter((collection) => collection.folder)) {
    const files = checked.filter((item) => item.kind === kind)
    for (const field of [kind.key, "order"] as const) {
      if (!field) continue
      const firstWith = new Map<unknown, Checked>()
      for (const item of files) {
        const value = item.data[field]
        if (typeof value !== "string" && typeof value !== "number") continue
        const first = firstWith.get(value)
        if (!first) {
          firstWith.set(value, item)
          continue
        }
        problems.push({
          file: item.file,
          line: item.lines.get(`/${field}`),
          entry: item.entry,
          field,
          message:
            `is ${JSON.stringify(value)}, the same as in ${first.file}: ` +
            (field === "order"
              ? `every ${kind.noun} needs its own position (1, 2, 3, …)`
              : `every ${kind.noun} needs its own ${field}`),
        })
      }
    }
  }

  // Top to bottom: by file, then by line (fields that are missing altogether first)
  return problems.sort((a, b) => byName(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0))
}

// ---------------------------------------------------------------------------
// The photos the data points to

/** A photo one field of one entry points to. */
export interface PhotoReference {
  /** Shown path of the YAML file, e.g. "data/events/carnival-2027.yaml". */
  file: string
  line?: number
  entry?: string
  /** Dotted field path, e.g. "photos[2].image". */
  field: string
  /** The photo's absolute path. */
  photo: string
}

/**
 * Every photo path of every YAML file under dataDir that points to an existing file inside it,
 * with the file, entry and field that name it (for the photo checks of src/gatsby/photos.ts,
 * which run once validateDataDir found nothing).
 */
export function photoReferences(dataDir: string = defaultDataDir, displayRoot = "data"): PhotoReference[] {
  return yamlFiles(dataDir).flatMap((absolute) => {
    const relative = path.relative(dataDir, absolute).split(path.sep).join("/")
    const kind = kindOf(relative)
    if (!kind) return []
    const { data, lines } = parseYaml(fs.readFileSync(absolute, "utf8"), relative)
    if (data === null || typeof data !== "object" || Array.isArray(data)) return []
    const record = data as Record<string, unknown>
    const key = kind.key ? record[kind.key] : undefined
    const entry = kind.key
      ? `${kind.noun} ${JSON.stringify(typeof key === "string" ? key : path.basename(relative, ".yaml"))}`
      : undefined
    return imagePaths(record).flatMap((image) => {
      if (checkImage(absolute, dataDir, displayRoot, image.path)) return []
      return [
        {
          file: `${displayRoot}/${relative}`,
          line: lineOf(lines, image.pointer),
          entry,
          field: fieldPath(image.pointer),
          photo: path.resolve(path.dirname(absolute), image.path),
        },
      ]
    })
  })
}

// ---------------------------------------------------------------------------
// Output

/** One problem as one line: `data/partners/miyako.yaml, line 31: partner "miyako", field "…" must be …` */
export function describeProblem(problem: ValidationProblem): string {
  let where = problem.file
  if (problem.line !== undefined) where += `, line ${problem.line}`
  if (problem.column !== undefined) where += `, column ${problem.column}`
  const subject = [problem.entry, problem.field !== undefined ? `field "${problem.field}"` : undefined]
    .filter(Boolean)
    .join(", ")
  return `${where}: ${subject ? `${subject} ` : ""}${problem.message}`
}

/** The message that stops the build: a heading, then one line (and a YAML excerpt) per problem. */
export function formatProblems(problems: readonly ValidationProblem[], displayRoot = "data"): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const lines = [`${displayRoot}/ has ${count} – the site was not built:`, ""]
  for (const problem of problems) {
    lines.push(`  - ${describeProblem(problem)}`)
    if (problem.snippet) {
      lines.push(
        ...problem.snippet
          .replace(/\s+$/, "")
          .split("\n")
          .map((line) => `      ${line}`),
      )
    }
  }
  lines.push("", 'Schemas: schemas/*.schema.json. How to edit the data: README.md, section "For editors".')
  return lines.join("\n")
}

// ---------------------------------------------------------------------------
// The interface words (locales/)

/** The line of a dotted key in a JSON file written one key per line: each part after its parent's line. */
function jsonLineOf(text: string, key: string): number | undefined {
  const lines = text.split("\n")
  let from = 0
  for (const part of key.split(".")) {
    const index = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(`${JSON.stringify(part)}:`))
    if (index === -1) return undefined
    from = index + 1
  }
  return from
}

/**
 * Checks the interface words of every language (src/content/collections.ts, `interfaceWords`): the
 * files parse, every language has the same words, none is empty, and each has the placeholders
 * the other languages' word has.
 */
export function validateInterfaceWords(root: string = projectRoot, languages: readonly string[] = siteLanguages) {
  const problems: ValidationProblem[] = []
  const texts: Record<string, string> = {}
  const words: Record<string, unknown> = {}
  for (const language of languages) {
    const file = interfaceWords.file(language)
    try {
      texts[language] = fs.readFileSync(path.join(root, file), "utf8")
      words[language] = JSON.parse(texts[language])
    } catch (error) {
      problems.push({ file, message: `cannot be read as JSON: ${(error as Error).message}` })
    }
  }
  if (problems.length > 0) return problems
  // The default language's words are the ones the site uses: each other language is held against them.
  const [reference] = languages
  for (const language of languages) {
    const others = language === reference ? {} : { [reference]: words[reference] }
    for (const [field, message] of interfaceWords.check(words[language], language, others)) {
      problems.push({
        file: interfaceWords.file(language),
        line: jsonLineOf(texts[language], field),
        entry: "interface words",
        field,
        message,
      })
    }
  }
  return problems
}
