import { isUtf8 } from "buffer"
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import {
  Composer,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  visit,
  YAMLParseError,
  type Document,
  type Node,
  type YAMLError,
} from "yaml"
import { escapePointer } from "./json-schema"
import { fieldPath, lineOf as lineOfPointer } from "./data-problems"
import {
  nonPrintable,
  positionOf,
  sizeRefusal,
  yamlTextRefusal,
  yamlTokenRefusal,
  type YamlRefusal,
} from "./yaml-refusals"

/**
 * One reading: the values the check judges are js-yaml's, the very module gatsby-transformer-yaml
 * resolves and calls as `load(text)` to build the published nodes. The `yaml` package reads the same
 * text for what js-yaml cannot give: the refusals before any value is built and each value's line.
 * Where the two read a value differently (`0b101`: text to one, 5 to the other), the file is refused.
 */
const projectRequire = createRequire(path.resolve(__dirname, "../../package.json"))
const transformerRequire = createRequire(projectRequire.resolve("gatsby-transformer-yaml"))
export const publishedYaml = transformerRequire("js-yaml") as { load(text: string): unknown }

/** Unquoted dates become dates, as gatsby-transformer-yaml reads them, so the schema check can say "quote it". */

// Duplicate keys are found in parseYaml: the package's own check compares every key with every other.
// No merge keys: `<<` is an ordinary key, which the schema then refuses by name.
export const yamlOptions = { customTags: ["timestamp" as const], merge: false, uniqueKeys: false }

export interface ParsedYaml {
  data: unknown
  /** JSON pointer ("/openingHours/1/days/0") → 1-based line: of the key for a field, of the entry in a list */
  lines: Map<string, number>
}

/** A data file the readers refuse: where (line and column where there is one), why, and what to do. */
export class YamlFileError extends Error {
  constructor(
    /** The file as shown, e.g. "data/site.yaml" */
    readonly file: string,
    /** The sentence after the place, e.g. "anchors (&) and aliases (*) are not allowed …" */
    readonly problem: string,
    readonly line?: number,
    readonly column?: number,
    readonly snippet?: string,
    /** The dotted field the refusal is about, when it is one value's */
    readonly field?: string,
  ) {
    const where = [file, line && `line ${line}`, line && column && `column ${column}`, field && `field "${field}"`]
    super(`${where.filter(Boolean).join(", ")}: ${problem}${snippet ? `\n${snippet}` : ""}`)
    this.name = "YamlFileError"
  }
}

const indentationHint =
  "check the spaces at the start of this line (fields at the same level start in the same column) and that every quote above is closed"
const lineHint =
  "check this line and the one above: a missing colon after the field name, an unclosed quote or a wrong indentation"

/** The `yaml` package's errors in an editor's words: [code, message pattern, reason, hint]. */
const reasons: [string, RegExp, string, string | undefined][] = [
  ["BAD_INDENT", /^All mapping items/, "bad indentation of a mapping entry", indentationHint],
  [
    "BAD_INDENT",
    /^Flow (sequence|map)/,
    "a list in [ ] or a group in { } is not closed",
    "a ] or } is missing, or a comma between the entries",
  ],
  ["DUPLICATE_KEY", /./, "duplicated mapping key", "this field is written twice at the same level; keep one"],
  ["TAB_AS_INDENT", /./, "tab characters must not be used in indentation", "use spaces, not tabs, to indent"],
  [
    "MISSING_CHAR",
    /^Missing closing "quote/,
    "the text in quotes that starts here is not closed",
    'add the closing " at the end of the text',
  ],
  [
    "MISSING_CHAR",
    /^Missing closing 'quote/,
    "the text in quotes that starts here is not closed",
    "add the closing ' at the end of the text",
  ],
  ["MISSING_CHAR", /^Implicit map keys need to be followed by map values/, "a field name without a value", lineHint],
  [
    "BLOCK_AS_IMPLICIT_KEY",
    /./,
    'a value that contains ": " or goes on in the next line',
    'put a text that contains ": " in "double quotes", and check the indentation of the next line',
  ],
  ["MULTILINE_IMPLICIT_KEY", /./, "a field name that goes on in the next line", lineHint],
  ["UNEXPECTED_TOKEN", /./, "unexpected text after a value", lineHint],
  [
    "MULTIPLE_DOCS",
    /./,
    "a second document starts here",
    "a data file is one document: delete this --- line (or the ... line above)",
  ],
]

function describeError(error: YAMLError): string {
  const message = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")
  const known = reasons.find(([code, pattern]) => code === error.code && pattern.test(message))
  if (!known) return message[0].toLowerCase() + message.slice(1)
  return known[3] ? `${known[2]} – ${known[3]}` : known[2]
}

/** js-yaml's own snippet of the lines around an offset, numbered, with a marker under its column. */
const makeSnippet = transformerRequire(
  path.join(path.dirname(transformerRequire.resolve("js-yaml")), "lib", "snippet.js"),
) as (mark: { buffer: string; position: number; line: number }) => string

/** The lines around `offset`, as js-yaml shows them (for a text that ends in a line break, as js-yaml reads it). */
export function snippet(source: string, offset: number): string {
  const buffer = /[\r\n]$/.test(source) ? source : `${source}\n`
  return makeSnippet({ buffer, position: offset, line: positionOf(source, offset)[0] - 1 })
}

/** A refusal at an offset of `source`: its line and column, and the lines around it. */
function errorAt(source: string, file: string, offset: number, problem: string): YamlFileError {
  const [line, column] = positionOf(source, offset)
  return new YamlFileError(file, problem, line, column, snippet(source, offset))
}

/** Parses one YAML document; records the line of every value; throws a YamlFileError naming `file`. */
export function parseYaml(source: string, file: string): ParsedYaml {
  // Before any value is built: anchors, deep nesting and the like (src/gatsby/yaml-refusals.ts).
  const refuse = ({ offset, reason }: YamlRefusal) =>
    offset === undefined ? new YamlFileError(file, reason) : errorAt(source, file, offset, reason)
  const textRefusal = yamlTextRefusal(source)
  if (textRefusal) throw refuse(textRefusal)
  const lineCounter = new LineCounter()
  const tokens = [...new Parser(lineCounter.addNewLine).parse(source)]
  const tokenRefusal = yamlTokenRefusal(tokens)
  if (tokenRefusal) throw refuse(tokenRefusal)
  // The composer always yields a document (forceDoc); destructuring composes none after the second.
  const [document, second] = new Composer(yamlOptions).compose(tokens, true, source.length)
  const message = "Source contains multiple documents"
  if (second) document.errors.push(new YAMLParseError([second.range[0], second.range[1]], "MULTIPLE_DOCS", message))
  const error = document.errors[0] ?? document.warnings[0] ?? duplicateKey(document)
  if (error) {
    let position = error.pos[0]
    // A quote that is not closed: the parser reads on to the end of the file; point at the opening quote.
    const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1]
    if (error.code === "MISSING_CHAR" && quote) {
      const opening = source.lastIndexOf(quote, Math.min(position, source.length - 1))
      if (opening >= 0) position = opening
    }
    // An indentation error points at the start of the line: point at the field instead.
    const lineStart = position - lineCounter.linePos(position).col + 1
    const text = source.slice(lineStart).split(/\r?\n|\r/)[0]
    if (error.code === "BAD_INDENT" && /^ *$/.test(source.slice(lineStart, position)))
      position = Math.max(position, lineStart + text.search(/\S|$/))
    throw errorAt(source, file, position, `the YAML is not valid: ${describeError(error)}`)
  }
  const lines = new Map<string, number>()
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined, fallback: number) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : fallback
  const walk = (node: unknown, pointer: string, line: number) => {
    lines.set(pointer, line)
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
        walk(pair.value, `${pointer}/${escapePointer(key)}`, lineOf(pair.key as Node | null, line))
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, `${pointer}/${index}`, lineOf(item as Node | null, line)))
    }
  }
  if (document.contents) walk(document.contents, "", lineOf(document.contents, 1))
  let checked: unknown
  try {
    checked = document.toJS()
  } catch (error) {
    throw new YamlFileError(file, `cannot be read as data: ${error instanceof Error ? error.message : String(error)}`)
  }
  const data = publishedReading(source, file)
  const refuseAt = (pointer: string, problem: string) => {
    if (pointer === "") throw new YamlFileError(file, `the file ${problem}`)
    throw new YamlFileError(file, problem, lineOfPointer(lines, pointer), undefined, undefined, fieldPath(pointer))
  }
  const difference = firstDifference(checked, data)
  if (difference) {
    const [pointer, ours, theirs] = difference
    refuseAt(
      pointer,
      `is read by the build as ${shown(theirs)} and by the check as ${shown(ours)} – write a text in "double quotes"`,
    )
  }
  const control = controlCharacterIn(data)
  if (control) {
    const [pointer, code] = control
    refuseAt(
      pointer,
      `holds an invisible control character (U+${code}), written as an escape (\\…) – delete it; data files take such characters neither raw nor escaped`,
    )
  }
  return { data, lines }
}

/** What gatsby-transformer-yaml publishes for `source`; its refusal (a reader's error) names the file. */
function publishedReading(source: string, file: string): unknown {
  try {
    return publishedYaml.load(source)
  } catch (error) {
    // Where js-yaml stopped (0-based) with its own snippet, which snippet() above imitates for the yaml package.
    type Mark = { line: number; column: number; snippet?: string | null }
    const { mark, reason = String(error) } = error as { mark?: Mark; reason?: string }
    const problem = `the build cannot read the file: ${reason}`
    throw new YamlFileError(file, problem, mark && mark.line + 1, mark && mark.column + 1, mark?.snippet ?? undefined)
  }
}

const shown = (value: unknown) =>
  value instanceof Date
    ? `the date ${Number.isNaN(value.getTime()) ? "(invalid)" : value.toISOString()}`
    : typeof value === "string"
      ? `the text ${JSON.stringify(value)}`
      : typeof value === "number"
        ? `the number ${String(value)}`
        : (JSON.stringify(value) ?? String(value))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)

/** The first place two readings differ: [pointer, the check's value, the published value], or undefined. */
export function firstDifference(a: unknown, b: unknown, pointer = ""): [string, unknown, unknown] | undefined {
  // No value, either way: an empty file is null to the yaml package and undefined to js-yaml (both "the file is empty").
  if (a == null && b == null) return undefined
  if (a instanceof Date || b instanceof Date) {
    const same = a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime())
    return same ? undefined : [pointer, a, b]
  }
  // A list compares as the record of its indices.
  if ((Array.isArray(a) && Array.isArray(b)) || (isRecord(a) && isRecord(b))) {
    const [recordA, recordB] = [a, b] as Record<string, unknown>[]
    const [keysA, keysB] = [Object.keys(recordA), Object.keys(recordB)]
    if (keysA.length !== keysB.length || keysA.some((key, index) => key !== keysB[index])) return [pointer, a, b]
    for (const key of keysA) {
      const found = firstDifference(recordA[key], recordB[key], `${pointer}/${escapePointer(key)}`)
      if (found) return found
    }
    return undefined
  }
  // -0 and 0 are one number to JSON and GraphQL.
  return a === b || (Number.isNaN(a) && Number.isNaN(b)) ? undefined : [pointer, a, b]
}

/** A control character in a key or text of the values (an escape such as "\\e" or "\\x07" builds one): [pointer, code]. */
export function controlCharacterIn(value: unknown, pointer = ""): [string, string] | undefined {
  const codeIn = (text: string) => {
    const match = nonPrintable.exec(text) ?? /\r/.exec(text)
    if (!match) return undefined
    const offset = /^[\uDC00-\uDFFF]/.test(match[0].slice(1)) ? match.index + 1 : match.index
    return text.codePointAt(offset)!.toString(16).toUpperCase().padStart(4, "0")
  }
  if (typeof value === "string") {
    const code = codeIn(value)
    return code ? [pointer, code] : undefined
  }
  // A list's keys are its indices.
  if (Array.isArray(value) || isRecord(value))
    for (const [key, item] of Object.entries(value)) {
      const keyCode = codeIn(key)
      if (keyCode) return [pointer, keyCode]
      const found = controlCharacterIn(item, `${pointer}/${escapePointer(key)}`)
      if (found) return found
    }
  return undefined
}

/** The first duplicate key, in linear time; keys compare as text, as js-yaml does (`1:` equals `"1":`). */
function duplicateKey(document: Document): YAMLError | undefined {
  let first: YAMLError | undefined
  visit(document, {
    Map(_key, map) {
      const seen = new Set<string>()
      for (const { key } of map.items) {
        if (!isScalar(key)) continue
        const offset = key.range?.[0] ?? 0
        if (seen.has(String(key.value)) && (!first || offset < first.pos[0]))
          first = new YAMLParseError([offset, offset + 1], "DUPLICATE_KEY", "Map keys must be unique")
        seen.add(String(key.value))
      }
    },
  })
  return first
}

/** Refuses a file too large to read or not UTF-8 (a replaced byte would reach the site as "�"). */
export function readDataText(file: string, shown: string): string {
  const tooLarge = sizeRefusal(fs.statSync(file).size)
  if (tooLarge) throw new YamlFileError(shown, tooLarge.reason)
  const bytes = fs.readFileSync(file)
  const text = bytes.toString("utf8")
  if (!isUtf8(bytes))
    throw errorAt(
      text,
      shown,
      text.indexOf("\uFFFD"),
      "the file is not saved as UTF-8 – save it with the encoding UTF-8 and check the special characters (ä, ö, ü, ß, €) here",
    )
  return text
}

/** Reads and parses a YAML file; a refusal names the file relative to the working folder. */
export function readYaml<T = unknown>(file: string): T {
  const shown = path.relative(process.cwd(), file)
  return parseYaml(readDataText(file, shown), shown).data as T
}
