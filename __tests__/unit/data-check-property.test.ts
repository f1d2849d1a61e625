import fs from "fs"
import path from "path"
import fc from "fast-check"
import { load as jsYamlLoad } from "js-yaml"
import { stringify } from "yaml"
import { collections } from "../../src/content/collections"
import { collectionFiles } from "../../src/content/data-files"
import { validateDataDir, type ValidationProblem } from "../../src/gatsby/validate-data"
import { parseYaml } from "../../src/gatsby/yaml-file"
import { copyData, realDataDir, removeCopies } from "./support/data-copy"

/**
 * Whatever an editor (or a broken save) writes into one data file, the data check answers
 * in time with problems that name the file, and the field where a value is wrong – it never
 * throws – and what it accepts gatsby-transformer-yaml (js-yaml) reads as the same data.
 */

afterAll(removeCopies)

// The first check compiles the schemas: not part of any run's time.
beforeAll(() => expect(validateDataDir(realDataDir)).toEqual([]))

/** Every data file of the site, from the table of collections: "partners/miyako.yaml". */
const dataFiles = collections.flatMap((collection) =>
  collectionFiles(collection, realDataDir).map((file) => path.relative(realDataDir, file).split(path.sep).join("/")),
)

const originals = new Map(dataFiles.map((file) => [file, fs.readFileSync(path.join(realDataDir, file), "utf8")]))
/** Milliseconds of CPU time for one check of one file. */
const timeLimit = 2000

/**
 * A data folder with only `file` and what its checks look up (the rooms an event's place names,
 * the photos): the check then reads one file per run, not all of them.
 */
function folderFor(file: string): string {
  const dir = copyData()
  for (const other of dataFiles) {
    if (other !== file && !other.startsWith("rooms/")) fs.rmSync(path.join(dir, other))
  }
  return dir
}

/** Runs the build's data check with `text` in place of `file`; the problems, after checking what every run must hold. */
function check(dataDir: string, file: string, text: string): ValidationProblem[] {
  const full = path.join(dataDir, file)
  fs.writeFileSync(full, text)
  // CPU time, not the clock: what a hostile file costs, whatever else the machine runs.
  const start = process.cpuUsage()
  let problems: ValidationProblem[]
  try {
    problems = validateDataDir(dataDir)
  } finally {
    fs.writeFileSync(full, originals.get(file)!)
  }
  const { user, system } = process.cpuUsage(start)
  expect((user + system) / 1000).toBeLessThan(timeLimit)
  for (const problem of problems) {
    expect(problem.file).toMatch(/^data\/[a-z-]+(\/[a-z0-9-]+)?\.yaml$/)
    expect(problem.message).toMatch(/\S/)
  }
  if (problems.length === 0) {
    // The build reads the file again with js-yaml: it must read it, and as the check did. Both read the file's
    // bytes, in which UTF-8 has made a lone surrogate of the text (half of a cut emoji) U+FFFD.
    const written = Buffer.from(text, "utf8").toString("utf8")
    expect(JSON.stringify(jsYamlLoad(written))).toBe(JSON.stringify(parseYaml(written, file).data))
  }
  return problems
}

// (a) Changes to the text

const texts = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(..."\"'[]{}:-#&*!|>%@`,? \t\n\r\\"), maxLength: 8 }),
  fc.constantFrom(
    "\0",
    "\uFEFF",
    "\u2028",
    "\r\n",
    "  ",
    "\t",
    "---\n",
    "...",
    "<<: ",
    "? ",
    "- ",
    "&a ",
    "*a",
    "!!binary ",
  ),
)

type TextChange =
  | { kind: "delete"; at: number; length: number }
  | { kind: "insert"; at: number; text: string }
  | { kind: "duplicate line" | "delete line" | "indent" | "dedent"; line: number }

const textChange: fc.Arbitrary<TextChange> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: texts }),
  fc.record({
    kind: fc.constantFrom("duplicate line" as const, "delete line" as const, "indent" as const, "dedent" as const),
    line: fc.nat(),
  }),
)

function applyChange(text: string, change: TextChange): string {
  if (change.kind === "delete") {
    const at = change.at % (text.length + 1)
    return text.slice(0, at) + text.slice(at + change.length)
  }
  if (change.kind === "insert") {
    const at = change.at % (text.length + 1)
    return text.slice(0, at) + change.text + text.slice(at)
  }
  const lines = text.split("\n")
  const index = change.line % lines.length
  if (change.kind === "duplicate line") lines.splice(index, 0, lines[index])
  if (change.kind === "delete line") lines.splice(index, 1)
  if (change.kind === "indent") lines[index] = ` ${lines[index]}`
  if (change.kind === "dedent") lines[index] = lines[index].replace(/^ /, "")
  return lines.join("\n")
}

// (b) Values of any type at any field

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3, withBoxedValues: false }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    "\0\u0007\u001b",
    "<script>alert(1)</script>",
    "{{unknown}}",
    "2026-02-30",
    "../../../etc/passwd",
  ),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.integer({ min: 1000, max: 300 * 1024 }).map((length) => "x".repeat(length)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 200 }),
)

/** Every JSON pointer of a file's data, from the reader's map of lines. */
const pointers = new Map(dataFiles.map((file) => [file, [...parseYaml(originals.get(file)!, file).lines.keys()]]))

function replaced(data: unknown, pointer: string, value: unknown): unknown {
  if (pointer === "") return value
  const segments = pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
  const copy = structuredClone(data) as Record<string, unknown>
  let parent = copy
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, unknown>
  parent[segments[segments.length - 1]] = value
  return copy
}

const numRuns = Number(process.env.DATA_CHECK_RUNS ?? 15)

describe("the data check, fed changed copies of every data file", () => {
  it.each(dataFiles)("%s: a changed text is accepted or refused with the file, in time", (file) => {
    const dataDir = folderFor(file)
    fc.assert(
      fc.property(fc.array(textChange, { minLength: 1, maxLength: 4 }), (changes) => {
        const text = changes.reduce(applyChange, originals.get(file)!)
        check(dataDir, file, text)
      }),
      // Found by a run: an emoji pasted, then half of it deleted.
      {
        numRuns,
        examples: [
          [
            [
              { kind: "insert", at: 1, text: "𐀀" },
              { kind: "delete", at: 1, length: 1 },
            ],
          ],
        ],
      },
    )
  })

  it.each(dataFiles)("%s: any value at any field is accepted or refused with the field", (file) => {
    const data = parseYaml(originals.get(file)!, file).data
    const dataDir = folderFor(file)
    fc.assert(
      fc.property(fc.constantFrom(...pointers.get(file)!), anyValue, (pointer, value) => {
        const text = stringify(replaced(data, pointer, value), { aliasDuplicateObjects: false }) ?? ""
        for (const problem of check(dataDir, file, text).filter((problem) => problem.file === `data/${file}`)) {
          // A value the reader takes: its problem names the field; otherwise the file or the line.
          const located =
            problem.field !== undefined || problem.line !== undefined || /^the file /.test(problem.message)
          expect({ problem, located }).toEqual({ problem, located: true })
        }
      }),
      { numRuns },
    )
  })
})
