// @ts-check
/**
 * `npm run build`: `netlify build --offline` (netlify.toml's build through Netlify's own runner), printed as it runs
 * until a step fails. Netlify then prints its failure block, about 200 lines ending in the whole resolved
 * configuration, which would scroll the project's message away: that block goes to .netlify/build-failure.log, and
 * the build ends with one line naming the failed step and the report, then the step's error again (from its first
 * line starting with "error" or "failed", Gatsby's way; else its last 10 lines): the project's message, last.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import readline from "node:readline"
import { stripVTControlCharacters as plain } from "node:util"

const root = path.resolve(import.meta.dirname, "..")
const reportFile = ".netlify/build-failure.log"
const netlify = path.join(root, "node_modules/.bin/netlify")
// One pipe for both streams, so that the lines keep the order Netlify and Gatsby wrote them in.
const run = spawn("sh", ["-c", 'exec "$0" "$@" 2>&1', netlify, "build", "--offline", ...process.argv.slice(2)], {
  cwd: root,
  stdio: ["inherit", "pipe", "inherit"],
})
const print = (/** @type {string} */ line) => process.stdout.write(`${line}\n`)
/** @type {string[]} the lines of the section running, the failed step's once one failed */
let section = []
/** @type {string[]} Netlify's failure block */
const failure = []
/** @type {string | undefined} a line printed once the next shows it is not the title of Netlify's failure block */
let held
// A section of Netlify's output starts with its title and a line of "─".
for await (const line of readline.createInterface({ input: run.stdout })) {
  if (failure.length > 0) failure.push(plain(line))
  else if (held !== undefined && /^─{8,}$/.test(plain(line)) && /failed|error/i.test(plain(held))) {
    failure.push(plain(held).trim(), plain(line))
  } else {
    if (held !== undefined) print(held)
    if (/^─{8,}$/.test(plain(line))) section = []
    else if (held !== undefined && !/^─{8,}$/.test(plain(held))) section.push(plain(held))
    held = line
  }
}
const code = run.exitCode ?? (await new Promise((resolve) => run.on("close", resolve)))
if (failure.length === 0 && held !== undefined) print(held)
if (failure.length > 0) {
  fs.mkdirSync(path.join(root, path.dirname(reportFile)), { recursive: true })
  fs.writeFileSync(path.join(root, reportFile), `${failure.join("\n")}\n`)
  // Netlify writes an empty line as a zero-width space; Gatsby ends with "not finished <step>" lines.
  const lines = section.filter((line) => line.replace(/\u200b/g, "").trim() !== "" && !/^not finished /.test(line))
  const first = lines.findIndex((line) => /^\s*(error|failed)\b/i.test(line))
  print("")
  print(`npm run build: ${failure[0]} (Netlify's report and resolved configuration: ${reportFile}). The error:`)
  for (const line of first === -1 ? lines.slice(-10) : lines.slice(first)) print(line)
}
process.exitCode = typeof code === "number" ? code : 1
