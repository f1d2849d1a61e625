import fs from "fs"
import path from "path"
import {
  collections,
  dataFolder,
  globOf,
  interfaceWords,
  isFolderCollection,
  placeOf,
  reservedAddresses,
  type CheckContext,
  type Collection,
} from "../content/collections"
import {
  byName,
  collectionOfFile,
  dataDir as defaultDataDir,
  linksUnder,
  projectRoot,
  shownPath,
  yamlFilesUnder,
} from "../content/data-files"
import { languages as siteLanguages } from "../i18n/languages"
import { localesFolder } from "../content/data-places"
import { loadSchemas } from "./data-schemas"
import { schemaDir } from "./schema-files"
import { checkImage, imagePaths } from "./data-photos"
import { dateDefinitions, fieldsOf, valuesAt } from "./json-schema"
import { dateRangeProblem } from "../content/date-range"
import { phoneProblems } from "../content/agreeing-fields"
import { viennaDate } from "../i18n/vienna-time"
import { entryName, fieldPath, lineOf, pointerOf, type ValidationProblem } from "./data-problems"
import { schemaProblems, show } from "./schema-errors"
import { parseYaml, readDataText, YamlFileError, type ParsedYaml } from "./yaml-file"

/** Checks data/ against schemas/ plus what a schema cannot say, in words an editor understands. */

export { describeProblem, formatProblems, type ValidationProblem } from "./data-problems"
export { loadSchemas, schemaDir }
export { show }

/** Where each collection's files are (for .vscode/settings.json and the tests): glob → schema file. */
export const schemaGlobs: Record<string, string> = Object.fromEntries(
  collections.map((collection) => [globOf(collection), collection.schema]),
)

/** Where YAML files belong, from the table of collections. */
function unknownFileMessage(displayRoot: string): string {
  const files = collections.filter((c) => !isFolderCollection(c)).map((c) => placeOf(c).slice(dataFolder.length + 1))
  const folders = collections
    .filter(isFolderCollection)
    .map((c) => `${displayRoot}${c.folder.slice(dataFolder.length)}/`)
  return (
    `the site does not know this file. YAML files belong in ${displayRoot}/ (${files.join(", ")}) ` +
    `or, one per entry, in ${folders.slice(0, -1).join(", ")} or ${folders[folders.length - 1]}`
  )
}

interface Checked {
  file: string
  collection: Collection
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
  /** The day of the check, "YYYY-MM-DD" (Vienna's today): dates may lie up to ten years after it. */
  today?: string
}

/** The addresses a legal page may not take, from src/pages, static/ and the table of collections. */
export function siteReservedAddresses(root: string = projectRoot): Map<string, string> {
  const pages = fs.readdirSync(path.join(root, "src/pages"), { recursive: true, encoding: "utf8" })
  const staticDir = path.join(root, "static")
  const staticEntries = fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : []
  return reservedAddresses(pages.sort(), staticEntries.sort(), siteLanguages)
}

/** Ids, slugs and positions unique among a folder collection's files. */
function duplicateProblems(checked: readonly Checked[]): ValidationProblem[] {
  const problems: ValidationProblem[] = []
  for (const collection of collections.filter(isFolderCollection)) {
    const files = checked.filter((item) => item.collection === collection)
    for (const field of [collection.key, "order"]) {
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
          message: `is ${JSON.stringify(value)}, the same as in ${first.file}: every ${collection.noun} needs its own ${field === "order" ? "position (1, 2, 3, …)" : field}`,
        })
      }
    }
  }
  return problems
}

export function validateDataDir(dataDir: string = defaultDataDir, options: ValidateOptions = {}): ValidationProblem[] {
  const displayRoot = options.displayRoot ?? dataFolder
  const today = options.today ?? viennaDate(new Date())
  const schemas = loadSchemas(options.schemaDir)
  const problems: ValidationProblem[] = []
  const checked: Checked[] = []

  for (const link of linksUnder(dataDir))
    problems.push({ file: shownPath(dataDir, link, displayRoot), message: linkMessage })

  // A file of its own the site cannot do without (deleted by a slip, not a change of content).
  for (const collection of collections.filter((c) => !isFolderCollection(c))) {
    const relative = placeOf(collection).slice(dataFolder.length + 1)
    if (!fs.existsSync(path.join(dataDir, relative)))
      problems.push({
        file: `${displayRoot}/${relative}`,
        message: `is missing: the site is built from it (the ${collection.noun}) – restore it, e.g. \`git checkout -- ${dataFolder}/${relative}\` or from the repository's history on GitHub`,
      })
  }

  for (const absolute of yamlFilesUnder(dataDir)) {
    const file = shownPath(dataDir, absolute, displayRoot)
    if (fs.lstatSync(absolute).isSymbolicLink()) continue
    if (!absolute.endsWith(".yaml")) {
      problems.push({
        file,
        message: `the file name must end in .yaml – rename it to ${path.basename(absolute).replace(/\.[^.]+$/, ".yaml")}`,
      })
      continue
    }
    const collection = collectionOfFile(dataDir, absolute)
    if (!collection) {
      problems.push({ file, message: unknownFileMessage(displayRoot) })
      continue
    }

    let parsed: ParsedYaml
    try {
      parsed = parseYaml(readDataText(absolute, file), file)
    } catch (error) {
      if (!(error instanceof YamlFileError)) throw error
      const { line, column, problem, snippet, field } = error
      problems.push({ file, line, column, field, message: problem, snippet })
      continue
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
    const entry = entryName(collection, record, absolute)
    const reported = new Set<string>()
    const add = (pointer: string, message: string) => {
      reported.add(pointer)
      problems.push({ file, line: lineOf(lines, pointer), entry, field: fieldPath(pointer) || undefined, message })
    }

    for (const [pointer, message] of schemaProblems(schemas, collection, record)) add(pointer, message)

    const name = path.basename(absolute, ".yaml")
    const key = isFolderCollection(collection) ? record[collection.key] : undefined
    if (isFolderCollection(collection) && typeof key === "string" && /^[a-z0-9-]+$/.test(key) && key !== name)
      add(
        `/${collection.key}`,
        `must be the file name without .yaml, "${name}" (found ${JSON.stringify(key)}) – change the ${collection.key} or rename the file`,
      )

    for (const image of imagePaths(schemas.documents, collection, record)) {
      if (reported.has(image.pointer)) continue
      const message = checkImage(absolute, dataDir, displayRoot, image.path)
      if (message) add(image.pointer, message)
    }

    for (const field of fieldsOf(schemas.documents, collection.schema, dateDefinitions)) {
      for (const { pointer, value } of valuesAt(record, field)) {
        const message = reported.has(pointer) ? undefined : dateRangeProblem(value, today)
        if (message) add(pointer, message)
      }
    }

    for (const [pointer, message] of phoneProblems(schemas.documents, collection.schema, record))
      if (!reported.has(pointer) && !reported.has(pointer.replace(/\/display$/, ""))) add(pointer, message)

    checked.push({ file, collection, data: record, lines, entry, reported })
  }

  const context: CheckContext = {
    reserved: siteReservedAddresses(),
    keysOf: (name) => {
      const collection = collections.find((c) => c.name === name)
      if (!collection || !isFolderCollection(collection)) return undefined
      const folder = `${displayRoot}${collection.folder.slice(dataFolder.length)}/`
      if (problems.some((problem) => problem.file.startsWith(folder))) return undefined
      return checked.filter((item) => item.collection === collection).map((item) => String(item.data[collection.key]))
    },
    entriesOf: (name) => {
      const items = checked.filter((item) => item.collection.name === name)
      // A file collection with problems of its own would only add more of them elsewhere.
      if (items.some((item) => !isFolderCollection(item.collection) && item.reported.size > 0)) return undefined
      return items.map((item) => item.data)
    },
  }
  for (const item of checked) {
    for (const [field, message] of item.collection.check?.(item.data, context) ?? []) {
      const pointer = pointerOf(field)
      if (item.reported.has(pointer)) continue
      problems.push({ file: item.file, line: lineOf(item.lines, pointer), entry: item.entry, field, message })
    }
  }

  problems.push(...duplicateProblems(checked))

  // Top to bottom: by file, then by line (fields that are missing altogether first)
  return problems.sort((a, b) => byName(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0))
}

const linkMessage =
  "is a symbolic link: the build would follow it to files the data check never sees – put the files themselves here and delete the link"

/**
 * The other folder Gatsby reads (locales/) holds only the interface words: a YAML file there (gatsby-transformer-yaml
 * would publish it unchecked) or a link stops the build, named.
 */
export function sourcedFolderProblems(root: string = projectRoot): ValidationProblem[] {
  const folder = path.join(root, localesFolder)
  if (!fs.existsSync(folder)) return []
  const links = linksUnder(folder)
  return [
    ...links.map((link) => ({ file: shownPath(folder, link, localesFolder), message: linkMessage })),
    ...yamlFilesUnder(folder)
      .filter((file) => !links.includes(file))
      .map((file) => ({
        file: shownPath(folder, file, localesFolder),
        message: `is a YAML file outside ${dataFolder}/, which the build would publish without any check – ${localesFolder}/ holds only the interface words (${interfaceWords.file("de")}, …); move the file to its place in ${dataFolder}/ or delete it`,
      })),
  ]
}

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

/** Checks the interface words: every language has the same non-empty words and placeholders. */
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
    const file = interfaceWords.file(language)
    for (const [field, message] of interfaceWords.check(words[language], language, others))
      problems.push({ file, line: jsonLineOf(texts[language], field), entry: "interface words", field, message })
  }
  return problems
}
