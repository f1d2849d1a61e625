// @ts-check
/**
 * `npm run build`: `netlify build --offline` (netlify.toml's build through Netlify's own runner), printed as it runs
 * until a step fails. Netlify then prints its failure block, about 200 lines ending in the whole resolved
 * configuration, which would scroll the project's message away: that block goes to .netlify/build-failure.log, and
 * the build ends with one line naming the failed step and the report, then the failed step's error (the project's
 * message: file, entry, field and the fix) again, last.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import readline from "node:readline"
import { stripVTControlCharacters } from "node:util"

const root = path.resolve(import.meta.dirname, "..")
export const reportFile = ".netlify/build-failure.log"

/**
 * The error a step printed: from its first line that starts with "error" or "failed" (Gatsby's reporter), without
 * blank lines and Gatsby's "not finished …" lines; a step without one, its last 10 lines.
 * @param {string[]} lines the step's output, without colours
 */
export function stepError(lines) {
  const first = lines.findIndex((line) => /^\s*(error|failed)\b/i.test(line))
  const kept = (first === -1 ? lines : lines.slice(first)).filter(
    // Netlify writes an empty line as a zero-width space.
    (line) => line.replace(/\u200b/g, "").trim() !== "" && !/^not finished /.test(line),
  )
  return first === -1 ? kept.slice(-10) : kept
}

/**
 * Reads Netlify's output line by line: prints it while no step failed, and keeps the failure block aside. A section
 * starts with its title and a line of "─"; a title with "failed" or "error" opens the failure block.
 */
export function netlifyOutput() {
  /** @type {string[]} the current section's lines, without colours */
  let section = []
  /** @type {string[]} */
  const failure = []
  /** @type {string | undefined} the line before, printed once the next shows it is no failure's title */
  let held
  let failed = false
  let title = ""
  /** @type {string[]} */
  let failedStep = []
  return {
    /** @param {string} line @param {(line: string) => void} print */
    line(line, print) {
      if (failed) return void failure.push(line)
      if (held !== undefined && /^─{8,}$/.test(stripVTControlCharacters(line))) {
        const heading = stripVTControlCharacters(held).trim()
        if (/failed|error/i.test(heading)) {
          failed = true
          title = heading
          failedStep = section
          failure.push(held, line)
        } else {
          print(held)
          print(line)
          section = []
        }
        held = undefined
        return
      }
      if (held !== undefined) {
        print(held)
        section.push(stripVTControlCharacters(held).trimEnd())
      }
      held = line
    },
    /** @param {(line: string) => void} print @returns {{ title: string, error: string[], report: string[] } | undefined} */
    end(print) {
      if (!failed) {
        if (held !== undefined) print(held)
        return undefined
      }
      return { title, error: stepError(failedStep), report: failure }
    },
  }
}

if (import.meta.main) {
  // One pipe for both streams, so that the lines keep the order Netlify and Gatsby wrote them in.
  const netlify = spawn(
    "sh",
    [
      "-c",
      'exec "$0" "$@" 2>&1',
      path.join(root, "node_modules/.bin/netlify"),
      "build",
      "--offline",
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: ["inherit", "pipe", "inherit"],
    },
  )
  const output = netlifyOutput()
  const print = (/** @type {string} */ line) => process.stdout.write(`${line}\n`)
  readline.createInterface({ input: netlify.stdout }).on("line", (line) => output.line(line, print))
  const code = await new Promise((resolve) => netlify.on("close", resolve))
  const failure = output.end(print)
  if (failure) {
    fs.mkdirSync(path.join(root, path.dirname(reportFile)), { recursive: true })
    fs.writeFileSync(path.join(root, reportFile), `${failure.report.map(stripVTControlCharacters).join("\n")}\n`)
    print("")
    print(`npm run build: ${failure.title} (Netlify's report and resolved configuration: ${reportFile}). The error:`)
    for (const line of failure.error) print(line)
  }
  process.exitCode = typeof code === "number" ? code : 1
}
