// @ts-check
/**
 * `npm run build`: `netlify build --offline`, printed as it runs until a step fails. Netlify's failure block (about
 * 200 lines, the resolved configuration last) goes to .netlify/build-failure.log instead, and the build ends with
 * one line naming the step and the report, then the step's error again (from its first line starting with "error"
 * or "failed", Gatsby's way; else its last 10 lines): the project's message, last.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import readline from "node:readline"
import { stripVTControlCharacters as plain } from "node:util"

process.chdir(`${import.meta.dirname}/..`)
// One pipe for both streams, so that the lines keep the order Netlify and Gatsby wrote them in.
const args = ["-c", 'exec "$0" "$@" 2>&1', "node_modules/.bin/netlify", "build", "--offline", ...process.argv.slice(2)]
const run = spawn("sh", args, { stdio: ["inherit", "pipe", "inherit"] })
const rule = /^─{8,}$/ // a section of Netlify's output starts with its title and a line of "─"
let section = /** @type {string[]} */ ([]) // the running section's lines, the failed step's once one failed
const failure = /** @type {string[]} */ ([])
let held = /** @type {string | undefined} */ (undefined) // printed once the next line shows it is no failure's title
for await (const line of readline.createInterface({ input: run.stdout })) {
  if (failure.length > 0 || (held && rule.test(plain(line)) && /failed|error/i.test(plain(held)))) {
    failure.push(...(failure.length ? [] : [plain(held ?? "").trim()]), plain(line))
    continue
  }
  if (held !== undefined) console.log(held)
  if (rule.test(plain(line))) section = []
  else if (held !== undefined && !rule.test(plain(held))) section.push(plain(held))
  held = line
}
const code = run.exitCode ?? (await new Promise((resolve) => run.on("close", resolve)))
if (failure.length === 0 && held !== undefined) console.log(held)
if (failure.length > 0) {
  fs.mkdirSync(".netlify", { recursive: true })
  fs.writeFileSync(".netlify/build-failure.log", `${failure.join("\n")}\n`)
  // Netlify writes an empty line as a zero-width space; Gatsby ends with "not finished <step>" lines.
  const lines = section.filter((line) => line.replace(/\u200b/g, "").trim() && !/^not finished /.test(line))
  const first = lines.findIndex((line) => /^\s*(error|failed)\b/i.test(line))
  console.log(
    `\nnpm run build: ${failure[0]} (Netlify's report and resolved configuration: .netlify/build-failure.log).`,
  )
  console.log(["The error:", ...(first === -1 ? lines.slice(-10) : lines.slice(first))].join("\n"))
}
process.exitCode = typeof code === "number" ? code : 1
