/**
 * The recipe "Add a collection" (docs/architecture.md), proved: a copy of the site gets a
 * throwaway collection, notices (__tests__/fixtures/new-kind/: one entry in src/content/collections.ts,
 * one schema, one template, one file of content; its address in the legal slug's pattern) and nothing else; its build then validates the
 * notices, makes their pages in both languages, lists them in the sitemap, maps their schema for
 * VS Code, gives the browser editor a collection for them and writes the generated files anew, after
 * which the unit tests that read the table pass (none of them lists today's collections), and so do
 * lint and typecheck.
 *
 * It builds the copy with `gatsby build` (a few minutes: every photo is processed again).
 */
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"

const root = path.resolve(__dirname, "../..")
const fixture = path.join(root, "__tests__/fixtures/new-kind")
let copy: string

const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" }).trim()
const read = (file: string) => fs.readFileSync(path.join(copy, file), "utf8")

/** Puts the fixture's table entry at the end of the table of collections. */
function addTableEntry(): void {
  const file = path.join(copy, "src/content/collections.ts")
  const text = fs.readFileSync(file, "utf8")
  const start = text.indexOf("export const collections")
  const end = text.indexOf("\n]\n", start)
  if (start === -1 || end === -1) throw new Error("src/content/collections.ts: no `export const collections = [ … ]`")
  const entry = fs.readFileSync(path.join(fixture, "collection-entry.txt"), "utf8")
  fs.writeFileSync(file, `${text.slice(0, end)}\n${entry.trimEnd()}${text.slice(end)}`)
}

/**
 * A collection with pages owns the first segment of their address: the legal slug's pattern and its
 * message in schemas/legal.schema.json list it among the addresses a legal page may not take.
 */
function reserveAddress(segment: string): void {
  const file = path.join(copy, "schemas/legal.schema.json")
  const text = fs.readFileSync(file, "utf8")
  const names = /\(\?:([a-z0-9|-]+)\)\$\)/.exec(text)![1].split("|")
  const withIt = [...names, segment].sort()
  fs.writeFileSync(
    file,
    text
      .replace(`(?:${names.join("|")})`, `(?:${withIt.join("|")})`)
      .replace(`(${names.join(", ")})`, `(${withIt.join(", ")})`),
  )
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "passage-new-kind-"))
  // The repository's files as committed or changed, without what builds and installs make.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(copy, file))
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir")
  fs.symlinkSync(path.join(root, "admin/node_modules"), path.join(copy, "admin/node_modules"), "dir")
  git("init", "-q")
  git("add", "-A")
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "the site")

  addTableEntry()
  reserveAddress("notices")
  fs.cpSync(path.join(fixture, "schemas"), path.join(copy, "schemas"), { recursive: true })
  fs.cpSync(path.join(fixture, "src"), path.join(copy, "src"), { recursive: true })
  fs.cpSync(path.join(fixture, "data"), path.join(copy, "data"), { recursive: true })
}, 120000)

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true })
})

/** The files git sees changed or new in the copy. */
const status = () =>
  // Not trimmed: a status line starts with a space for a file changed but not staged.
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: copy, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .sort()

const recipe = [
  " M schemas/legal.schema.json",
  " M src/content/collections.ts",
  "?? data/notices/late-opening.yaml",
  "?? schemas/notice.schema.json",
  "?? src/templates/notice-page.tsx",
]
/** What the build writes anew for the new collection, committed with it. */
const generated = [" M .vscode/settings.json", " M src/gatsby-types.d.ts"]

/** The unit tests that read the table of collections, the schemas or what is made from them. */
function tableSuites(): string[] {
  const dir = path.join(copy, "__tests__/unit")
  return fs
    .readdirSync(dir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) =>
      /content\/collections"|gatsby\/validate-data"|cms\/config"|gatsby\/schema"|gatsby\/create-pages"/.test(
        fs.readFileSync(path.join(dir, name), "utf8"),
      ),
    )
    .map((name) => `__tests__/unit/${name}`)
}

describe("a new collection: one table entry, one schema, one template, its address reserved", () => {
  it("touches no other file", () => {
    expect(status()).toEqual(recipe)
  })

  it("is built: validated, pages in both languages, sitemap entries, VS Code's schema and an editor collection", () => {
    const build = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
    const log = `${build.stdout}\n${build.stderr}`
    expect({ status: build.status, tail: build.status === 0 ? "" : log.slice(-4000) }).toEqual({ status: 0, tail: "" })
    expect(log).toContain("data/: every YAML file matches its schema in schemas/")

    expect(read("public/notices/late-opening/index.html")).toContain("<h1>Lange Einkaufsnacht</h1>")
    expect(read("public/en/notices/late-opening/index.html")).toContain("<h1>Late-night shopping</h1>")

    const sitemap = read("public/sitemap-0.xml")
    expect(sitemap).toContain("/notices/late-opening/</loc>")
    expect(sitemap).toContain("/en/notices/late-opening/</loc>")

    const settings = JSON.parse(read(".vscode/settings.json"))
    expect(settings["yaml.schemas"]["./schemas/notice.schema.json"]).toBe("data/notices/*.yaml")

    const config = parse(read("public/admin/config.yml")) as { collections: Record<string, unknown>[] }
    const notices = config.collections.find((collection) => collection.name === "notices")
    expect(notices).toMatchObject({
      folder: "data/notices",
      create: true,
      format: "yaml-notices",
      slug: "{{fields.slug}}",
    })
    expect((notices!.fields as { name: string; widget: string }[]).map((f) => [f.name, f.widget])).toEqual([
      ["slug", "string"],
      ["order", "number"],
      ["title", "bilingual"],
      ["text", "bilingual"],
    ])
    expect(status()).toEqual([...recipe, ...generated].sort())
  }, 900000)

  it("passes the unit tests that read the table, with the generated files the build wrote", () => {
    const suites = tableSuites()
    expect(suites).toEqual(expect.arrayContaining(["__tests__/unit/validate-data.test.ts"]))
    const run = spawnSync(path.join(root, "node_modules/.bin/jest"), [...suites, "--selectProjects", "unit"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, CI: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
    expect({ status: run.status, tail: run.status === 0 ? "" : `${run.stdout}\n${run.stderr}`.slice(-6000) }).toEqual({
      status: 0,
      tail: "",
    })
  }, 900000)

  it("passes lint and typecheck, the template typed by the generated types", () => {
    for (const script of ["lint", "typecheck"]) {
      const run = spawnSync("npm", ["run", script], { cwd: copy, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
      expect({
        script,
        status: run.status,
        tail: run.status === 0 ? "" : `${run.stdout}\n${run.stderr}`.slice(-4000),
      }).toEqual({
        script,
        status: 0,
        tail: "",
      })
    }
  }, 600000)

  it("stops the build when a notice is wrong, naming the file, the entry and the field", () => {
    fs.writeFileSync(
      path.join(copy, "data/notices/late-opening.yaml"),
      read("data/notices/late-opening.yaml").replace("order: 1", "order: first"),
    )
    // A fresh build (the adapter moved files of the last one), stopped by the data check before anything is built.
    fs.rmSync(path.join(copy, "public"), { recursive: true, force: true })
    const build = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(build.status).not.toBe(0)
    expect(`${build.stdout}\n${build.stderr}`).toContain(
      'data/notices/late-opening.yaml, line 3: notice "late-opening", field "order" must be a whole number (found "first")',
    )
  }, 300000)
})
