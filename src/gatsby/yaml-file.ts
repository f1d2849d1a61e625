import fs from "fs"
import path from "path"
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLError } from "yaml"
import { escapePointer } from "./json-schema"

/**
 * How the build reads data/*.yaml (with the `yaml` package): the values, the line of
 * every value, and syntax errors an editor can act on. Unquoted dates (2026-11-22)
 * become dates, as gatsby-transformer-yaml reads them, so the schema check can say
 * "put the value in quotes".
 */

export const yamlOptions = { customTags: ["timestamp" as const], merge: true }

export interface ParsedYaml {
  data: unknown
  /** JSON pointer ("/openingHours/1/days/0") → 1-based line: of the key for a field, of the entry in a list */
  lines: Map<string, number>
}

/** A YAML syntax error: where, what, and what to check. */
export class YamlSyntaxError extends Error {
  constructor(
    /** The file as shown, e.g. "data/site.yaml" */
    readonly file: string,
    /** 1-based */
    readonly line: number,
    readonly column: number,
    /** e.g. "bad indentation of a mapping entry – check the spaces …" */
    readonly reason: string,
    /** The lines around the error with a marker under the column. */
    readonly snippet: string,
  ) {
    super(`${file}, line ${line}, column ${column}: the YAML is not valid: ${reason}\n${snippet}`)
    this.name = "YamlSyntaxError"
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
]

function describeError(error: YAMLError): string {
  const message = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")
  const known = reasons.find(([code, pattern]) => code === error.code && pattern.test(message))
  if (!known) return message[0].toLowerCase() + message.slice(1)
  return known[3] ? `${known[2]} – ${known[3]}` : known[2]
}

/** The lines around a position, numbered, with a marker under the column (as js-yaml showed them). */
export function snippet(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n|\r/)
  // The end of the last line is no line of its own.
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop()
  const before = 3
  const after = 2
  const last = Math.min(line + after, lines.length)
  const width = String(last).length
  const maxLength = 79 - (1 + width + 3)
  const half = Math.floor(maxLength / 2) - 1
  const cut = (text: string, position: number) => {
    let start = 0
    let end = text.length
    let head = ""
    let tail = ""
    if (position > half) {
      head = " ... "
      start = position - half + head.length
    }
    if (end - position > half) {
      tail = " ..."
      end = position + half - tail.length
    }
    return { text: head + text.slice(start, end).replace(/\t/g, "→") + tail, position: position - start + head.length }
  }
  const numbered = (n: number, text: string) => ` ${String(n).padStart(width)} | ${text}`
  const result: string[] = []
  for (let n = Math.max(1, line - before); n < line; n++) result.push(numbered(n, cut(lines[n - 1], column - 1).text))
  const here = cut(lines[line - 1] ?? "", column - 1)
  result.push(numbered(line, here.text), `${"-".repeat(1 + width + 3 + here.position)}^`)
  for (let n = line + 1; n <= last; n++) result.push(numbered(n, cut(lines[n - 1], column - 1).text))
  return result.join("\n")
}

/** Parses one YAML document; records the line of every value; throws a YamlSyntaxError naming `file`. */
export function parseYaml(source: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { ...yamlOptions, lineCounter, prettyErrors: false })
  const error = document.errors[0] ?? document.warnings[0]
  if (error) {
    let position = error.pos[0]
    // A quote that is not closed: the parser reads on to the end of the file; point at the opening quote.
    const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1]
    if (error.code === "MISSING_CHAR" && quote) {
      const opening = source.lastIndexOf(quote, Math.min(position, source.length - 1))
      if (opening >= 0) position = opening
    }
    const { line, col: errorColumn } = lineCounter.linePos(position)
    let col = errorColumn
    // An indentation error points at the start of the line: point at the field instead.
    const text = source.split(/\r?\n|\r/)[line - 1] ?? ""
    if (error.code === "BAD_INDENT" && /^ *$/.test(text.slice(0, col - 1))) col = Math.max(col, text.search(/\S|$/) + 1)
    throw new YamlSyntaxError(file, line, col, describeError(error), snippet(source, line, col))
  }
  const lines = new Map<string, number>()
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined, fallback: number) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : fallback
  const walk = (node: unknown, pointer: string, line: number) => {
    lines.set(pointer, line)
    const target = isAlias(node) ? node.resolve(document) : node
    if (isMap(target)) {
      for (const pair of target.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
        walk(pair.value, `${pointer}/${escapePointer(key)}`, lineOf(pair.key as Node | null, line))
      }
    } else if (isSeq(target)) {
      target.items.forEach((item, index) => walk(item, `${pointer}/${index}`, lineOf(item as Node | null, line)))
    }
  }
  if (document.contents) walk(document.contents, "", lineOf(document.contents, 1))
  return { data: document.toJS(), lines }
}

/** Reads and parses a YAML file; a syntax error names the file relative to the working folder. */
export function readYaml<T = unknown>(file: string): T {
  return parseYaml(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file)).data as T
}
