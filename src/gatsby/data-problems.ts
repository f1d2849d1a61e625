/** A problem of a data file, and how the build says it. */
import path from "path"
import { dataFolder, isFolderCollection, type Collection } from "../content/collections"
import { escapePointer, pointerSegments } from "./json-schema"

export interface ValidationProblem {
  file: string
  line?: number
  column?: number
  /** The file's entry, e.g. `partner "miyako"` */
  entry?: string
  field?: string
  /** The rest of the sentence, e.g. `must be a number (found "384 Euro")` */
  message: string
  /** The lines around a syntax error, with a marker under the column. */
  snippet?: string
}

/** The entry a file holds, in messages: `partner "miyako"` (its key, else its file name); none for a file collection. */
export function entryName(collection: Collection, record: Record<string, unknown>, file: string): string | undefined {
  if (!isFolderCollection(collection)) return undefined
  const key = record[collection.key]
  return `${collection.noun} ${JSON.stringify(typeof key === "string" ? key : path.basename(file, ".yaml"))}`
}

export function pointerOf(field: string): string {
  const segments = field.replace(/\[(\d+)\]/g, ".$1").split(".")
  return field === "" ? "" : `/${segments.map(escapePointer).join("/")}`
}

export function fieldPath(pointer: string): string {
  return pointerSegments(pointer).reduce(
    (dotted, segment) => (/^\d+$/.test(segment) ? `${dotted}[${segment}]` : dotted ? `${dotted}.${segment}` : segment),
    "",
  )
}

/** The line of a pointer, or of its closest parent that has one (not the file's first line). */
export function lineOf(lines: Map<string, number>, pointer: string): number | undefined {
  for (let current = pointer; current !== ""; current = current.slice(0, current.lastIndexOf("/"))) {
    const line = lines.get(current)
    if (line !== undefined) return line
  }
  return undefined
}

/** One problem as one line: `data/partners/miyako.yaml, line 31: partner "miyako", field "…" must be …` */
export function describeProblem(problem: ValidationProblem): string {
  const { file, line, column, entry, field, message } = problem
  const where = [file, line && `line ${line}`, column && `column ${column}`].filter(Boolean).join(", ")
  const subject = [entry, field !== undefined && `field "${field}"`].filter(Boolean).join(", ")
  return `${where}: ${subject ? `${subject} ` : ""}${message}`
}

/** The message that stops the build: a heading, then one line (and a YAML excerpt) per problem. */
export function formatProblems(problems: readonly ValidationProblem[], displayRoot: string = dataFolder): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const lines = [`${displayRoot}/ has ${count} – the site was not built:`, ""]
  for (const problem of problems) {
    lines.push(`  - ${describeProblem(problem)}`)
    const snippet = problem.snippet ? problem.snippet.replace(/\s+$/, "").split("\n") : []
    lines.push(...snippet.map((line) => `      ${line}`))
  }
  lines.push("", 'Schemas: schemas/*.schema.json. How to edit the data: README.md, section "For editors".')
  return lines.join("\n")
}
