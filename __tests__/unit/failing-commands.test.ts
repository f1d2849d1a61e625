/**
 * A failing command ends with what to fix: `npm run build` (Netlify's runner, for real, on a stand-in build command),
 * `npm test` (.ci/test, its steps stood in by an `npm` and `npx` that print and fail) and `npm run album` on an
 * error the project did not foresee. The whole site's build with a step of the recipe left out, and with a wrong
 * value: __tests__/browser/new-kind-of-content.test.ts.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { stripVTControlCharacters } from "util"

const root = path.resolve(__dirname, "../..")
const message = 'data/notices/late-opening.yaml, line 3: notice "late-opening", field "order" must be a whole number'
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-failing-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The lines a command printed, without colours and blank lines (Netlify writes a blank line as a zero-width space). */
const linesOf = (output: string) =>
  stripVTControlCharacters(output)
    .split("\n")
    .filter((line) => line.replace(/\u200b/g, "").trim() !== "")

describe("a failing command's last lines are the project's message", () => {
  it("npm run build: Netlify's failure block goes to a file, the build's error comes last", () => {
    fs.mkdirSync(path.join(dir, "scripts"))
    fs.copyFileSync(path.join(root, "scripts/build.mjs"), path.join(dir, "scripts/build.mjs"))
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    // Gatsby's way of stopping: progress, the error, "not finished" lines.
    const command = [
      "echo 'success load plugins - 0.5s'",
      "echo",
      `echo 'error ${message}' >&2`,
      "echo 'not finished onPreBootstrap - 0.1s'",
      "exit 1",
    ].join("; ")
    fs.writeFileSync(
      path.join(dir, "netlify.toml"),
      `[build]\n  command = ${JSON.stringify(command)}\n  publish = "public"\n[build.environment]\n  SOME_SETTING = "1"\n`,
    )
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, encoding: "utf8" })
    expect(build.status).not.toBe(0)
    const lines = linesOf(`${build.stdout}${build.stderr}`)
    expect(lines.slice(-3)).toEqual([
      `npm run build: "build.command" failed (Netlify's report and resolved configuration: .netlify/build-failure.log).`,
      "The error:",
      `error ${message}`,
    ])
    // What Netlify printed while it ran stays; its failure block and configuration are in the file.
    expect(lines).toContain("success load plugins - 0.5s")
    expect(lines.join("\n")).not.toMatch(/Resolved config|SOME_SETTING|Error location/)
    const report = fs.readFileSync(path.join(dir, ".netlify/build-failure.log"), "utf8")
    expect(report).toMatch(/^"build\.command" failed/)
    expect(report).toContain("Resolved config")
    expect(report).toContain("SOME_SETTING")
  }, 120000)

  it("npm run build: a build that passes is printed whole, to Netlify's last line", () => {
    fs.mkdirSync(path.join(dir, "scripts"))
    fs.copyFileSync(path.join(root, "scripts/build.mjs"), path.join(dir, "scripts/build.mjs"))
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    fs.mkdirSync(path.join(dir, "public"))
    fs.writeFileSync(
      path.join(dir, "netlify.toml"),
      '[build]\n  command = "echo built: 3 pages"\n  publish = "public"\n',
    )
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, encoding: "utf8" })
    expect(build.status).toBe(0)
    const lines = linesOf(build.stdout)
    expect(lines).toContain("built: 3 pages")
    expect(lines.at(-1)).toMatch(/^\(Netlify Build completed in /)
    expect(fs.existsSync(path.join(dir, ".netlify/build-failure.log"))).toBe(false)
  }, 120000)

  it("npm test: each failed step's last lines after the other steps' output", () => {
    const bin = path.join(dir, "bin")
    fs.mkdirSync(bin)
    // `npm run build` fails with the project's message; the type check passes with a lot to say; the rest pass.
    const npm = [
      "#!/usr/bin/env bash",
      `if [ "$2" = build ]; then echo "success compile gatsby files"; cat ${path.join(bin, "message")} >&2; exit 1; fi`,
      'if [ "$2" = typecheck ]; then for i in $(seq 300); do echo "checked $i"; done; fi',
      "exit 0",
    ].join("\n")
    fs.writeFileSync(path.join(bin, "message"), `error ${message}\n`)
    fs.writeFileSync(path.join(bin, "npm"), npm, { mode: 0o755 })
    fs.writeFileSync(path.join(bin, "npx"), "#!/usr/bin/env bash\necho 'Tests: 10 passed'\n", { mode: 0o755 })
    const run = spawnSync("bash", [path.join(root, ".ci/test")], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, RESULTS_DIR: "" },
    })
    expect(run.status).toBe(1)
    const lines = linesOf(`${run.stdout}${run.stderr}`)
    expect(lines.slice(-3)).toEqual([
      "npm test: build failed (exit 1); its last lines:",
      "success compile gatsby files",
      `error ${message}`,
    ])
  }, 60000)

  it("npm run album: a folder that is not there ends in the project's message, without a stack", () => {
    const event = fs.readdirSync(path.join(root, "data/events")).find((file) => file.endsWith(".yaml"))!
    const missing = path.join(dir, "no-such-folder")
    const album = spawnSync(process.execPath, ["scripts/album.mjs", missing, event.replace(/\.yaml$/, "")], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, VERBOSE: "" },
    })
    expect(album.status).toBe(1)
    const lines = linesOf(`${album.stdout}${album.stderr}`)
    expect(lines).toEqual([`${missing} is not a folder: give the folder that holds the photos`])
  }, 60000)
})
