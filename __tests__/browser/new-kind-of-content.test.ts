/**
 * The recipe "Add a collection" (docs/architecture.md), proved: a copy of the site gets a throwaway collection,
 * notices (__tests__/fixtures/new-kind/: one entry in src/content/collections.ts, one schema with a photo field, one
 * template built like the site's own with Layout and pageHead, one file of content and its photo; its address in the
 * legal slug's pattern) and nothing else; its build then validates the notices, makes their pages in both languages
 * with the photo, lists them in the sitemap, maps their schema for VS Code, gives the browser editor a collection for
 * them, uploading into a folder of their own, and writes the generated files anew, after which the unit tests it can
 * affect pass (none of them lists today's collections or templates), and so do lint and typecheck. A step left out
 * (the site's fields in the template's query) and a wrong value stop `npm run build` early, its last line naming the
 * file and the fix.
 *
 * Fast: the copy's photos are thumbnails, committed so in the copy before the recipe's changes, and its builds find the
 * webpack cache of the worker's copy before (support/site-copy.ts); lint and typecheck run beside the unit tests.
 */
import { execFileSync, spawn, spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { buildCopy, copySite, removeCopy, root, shrinkPhotos } from "./support/site-copy"

const fixture = path.join(root, "__tests__/fixtures/new-kind")
const template = "src/templates/notice-page.tsx"
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

/**
 * The fixture's files of a folder into the copy; a name ending in .txt loses it (the template is kept out of this
 * repository's own type check and lint, which would not find its imports or its generated types).
 */
function copyFixture(folder: string): void {
  for (const file of fs.readdirSync(path.join(fixture, folder), { recursive: true, encoding: "utf8" })) {
    const from = path.join(fixture, folder, file)
    if (!fs.statSync(from).isFile()) continue
    const to = path.join(copy, folder, file.replace(/\.txt$/, ""))
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(from, to)
  }
}

beforeAll(async () => {
  copy = copySite("new-kind")
  await shrinkPhotos(copy)
  git("init", "-q")
  git("add", "-A")
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "the site")

  addTableEntry()
  reserveAddress("notices")
  for (const folder of ["schemas", "src", "data"]) copyFixture(folder)
}, 120000)

afterAll(() => {
  if (copy) removeCopy(copy)
})

/** The files git sees changed or new in the copy. */
const status = () =>
  // Not trimmed: a status line starts with a space for a file changed but not staged.
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: copy, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .sort()

interface Checked {
  command: string
  status: number | null
  tail: string
}

/** Runs a command in the copy without waiting for it: its exit status and, if it failed, its last lines. */
function started(command: string, args: string[]): Promise<Checked> {
  const child = spawn(command, args, { cwd: copy })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  return new Promise((resolve) =>
    child.on("close", (status) =>
      resolve({ command: path.basename(command), status, tail: status === 0 ? "" : output.slice(-4000) }),
    ),
  )
}

/** Lint and typecheck, run beside the unit tests. */
let lintAndTypes: Promise<Checked[]>

const recipe = [
  " M schemas/legal.schema.json",
  " M src/content/collections.ts",
  "?? data/images/notices/late-opening/1.jpg",
  "?? data/notices/late-opening.yaml",
  "?? schemas/notice.schema.json",
  `?? ${template}`,
]
/** What the build writes anew for the new collection, committed with it. */
const generated = [" M .vscode/settings.json", " M src/gatsby-types.d.ts"]

/**
 * What `npm run build` printed after the last line containing `message`, without blank lines (Netlify writes one as a
 * zero-width space); undefined if no line contains it.
 */
function linesAfter(log: string, message: string): string[] | undefined {
  const lines = log.split("\n").filter((line) => line.replace(/\u200b/g, "").trim() !== "")
  const last = lines.findLastIndex((line) => line.includes(message))
  return last === -1 ? undefined : lines.slice(last + 1)
}

/**
 * A failed `npm run build`: its last lines are the project's message, `message` among them, at most 10 lines after it;
 * nothing of Netlify's report or the bundled code.
 */
function expectEndsWith(build: { status: number | null; log: string }, message: string): void {
  expect(build.status).not.toBe(0)
  const after = linesAfter(build.log, message)
  // The whole tail on failure.
  expect({ fewLinesAfter: after !== undefined && after.length <= 10, tail: build.log.slice(-3000) }).toEqual({
    fewLinesAfter: true,
    tail: expect.any(String),
  })
  expect(build.log.slice(build.log.lastIndexOf("npm run build: "))).toContain(message)
  expect(build.log).not.toContain("Resolved config")
  // No bundled or minified code: the longest line is the message's.
  expect(Math.max(...build.log.split("\n").map((line) => line.length))).toBeLessThan(400)
}

/**
 * Lint as `npm run lint` does, on the files the recipe and the build changed (npm test lints the rest); types whole.
 */
function lintAndTypecheck(changed: string[]): Promise<Checked[]> {
  const bin = (name: string) => path.join(root, "node_modules/.bin", name)
  // All started at once: the unit tests' spawnSync holds the event loop, so a step started after another would wait.
  return Promise.all([
    started(bin("eslint"), ["--no-warn-ignored", ...changed]),
    started(bin("prettier"), ["--check", "--ignore-unknown", ...changed]),
    started("npm", ["run", "typecheck"]),
  ])
}

describe("a new collection: one table entry, one schema, one template, its address reserved", () => {
  it("touches no other file", () => {
    expect(status()).toEqual(recipe)
  })

  it("ends `npm run build` with the line naming the template and the fix when its query lacks the site's fields", () => {
    const complete = read(template)
    const withoutSite = complete.replace(/\n {4}site: siteYaml \{\n {6}\.\.\.SiteSeo\n {4}\}/, "")
    expect(withoutSite).not.toContain("SiteSeo")
    fs.writeFileSync(path.join(copy, template), withoutSite)
    try {
      expectEndsWith(
        buildCopy(copy, { npm: true }),
        `${template}: the page's query has no \`site: siteYaml { ...SiteSeo }\`, which pageHead needs: add it at its top level, as src/templates/legal-page.tsx does (docs/architecture.md, "Add a collection")`,
      )
    } finally {
      fs.writeFileSync(path.join(copy, template), complete)
    }
  }, 300000)

  it("is built: validated, pages in both languages with the photo, sitemap entries, VS Code's schema and an editor collection", () => {
    const build = buildCopy(copy)
    expect({ status: build.status, tail: build.status === 0 ? "" : build.log.slice(-4000) }).toEqual({
      status: 0,
      tail: "",
    })
    expect(build.log).toContain("data/: every YAML file matches its schema in schemas/")

    for (const [page, title, alt] of [
      ["public/notices/late-opening/index.html", "Lange Einkaufsnacht", "Die beleuchtete Passage am Abend"],
      ["public/en/notices/late-opening/index.html", "Late-night shopping", "The passage lit up in the evening"],
    ]) {
      const html = read(page)
      expect(html).toContain(`<h1>${title}</h1>`)
      // The photo, as gatsby-plugin-image writes it: an <img> of a processed copy, with its description.
      const img = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? ""
      expect(img).toMatch(/ (data-)?src="\/static\/[0-9a-f]+\/[0-9a-f]+\/[^"]+\.(jpg|webp|avif)"/)
      const src = / (?:data-)?src="([^"]+)"/.exec(img)![1]
      expect(fs.existsSync(path.join(copy, "public", src))).toBe(true)
    }

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
    const fields = notices!.fields as { name: string; widget: string }[]
    expect(fields.map((f) => [f.name, f.widget])).toEqual([
      ["slug", "string"],
      ["order", "number"],
      ["title", "bilingual"],
      ["text", "bilingual"],
      ["image", "image"],
      ["imageAlt", "bilingual"],
    ])
    // The table names no media folders: a notice's photos go to a folder of its own.
    expect(fields.find((f) => f.name === "image")).toMatchObject({
      media_folder: "/data/images/notices/{{fields.slug}}",
      public_folder: "../images/notices/{{fields.slug}}",
    })
    expect(status()).toEqual([...recipe, ...generated].sort())
  }, 900000)

  it("passes the unit tests a new collection can affect, with the generated files the build wrote", () => {
    // Those that import a file the recipe or the build changed, and those that name its folder (data/, schemas/,
    // src/content/ …) in a test or a support file of theirs, reading it themselves: a test that listed today's
    // collections, templates or pages by hand would fail here. Not the admin's bundle, which finds a second React
    // through the copy's link to admin/node_modules.
    const changed = status().map((line) => line.slice(3))
    lintAndTypes = lintAndTypecheck(changed.filter((file) => !file.startsWith("data/images/")))
    const folders = new Set(changed.map((file) => (file.startsWith("src/") ? path.dirname(file) : file.split("/")[0])))
    const names = [...folders].map((folder) => (folder === "src" ? "gatsby-types" : folder.replace(/\./g, "\\.")))
    const naming = new RegExp(`["'\`/](${names.join("|")})[/."'\`]`)
    const readers = fs
      .readdirSync(path.join(copy, "__tests__/unit"), { recursive: true, encoding: "utf8" })
      .map((file) => path.join("__tests__/unit", file))
      .filter((file) => /\.tsx?$/.test(file) && naming.test(read(file)))
    const related = changed.filter((file) => !file.startsWith("data/images/"))
    const args = ["--selectProjects", "unit", "--no-watchman", "--testPathIgnorePatterns", "cms-bundle"]
    const run = spawnSync(
      path.join(root, "node_modules/.bin/jest"),
      [...args, "--findRelatedTests", ...related, ...readers],
      { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "1" }, maxBuffer: 64 * 1024 * 1024 },
    )
    console.log(`new kind of content: ${/Test Suites: .*/.exec(run.stderr)?.[0]} (those a new collection can affect)`)
    expect({ status: run.status, tail: run.status === 0 ? "" : `${run.stdout}\n${run.stderr}`.slice(-6000) }).toEqual({
      status: 0,
      tail: "",
    })
  }, 900000)

  it("passes lint and typecheck, the template typed by the generated types", async () => {
    for (const checked of await lintAndTypes) expect(checked).toEqual({ command: checked.command, status: 0, tail: "" })
  }, 600000)

  it("ends `npm run build` with the line naming the file, the entry and the field when a notice is wrong", () => {
    fs.writeFileSync(
      path.join(copy, "data/notices/late-opening.yaml"),
      read("data/notices/late-opening.yaml").replace("order: 1", "order: first"),
    )
    // A fresh build (the adapter moved files of the last one), stopped by the data check before anything is built.
    fs.rmSync(path.join(copy, "public"), { recursive: true, force: true })
    expectEndsWith(
      buildCopy(copy, { npm: true }),
      'data/notices/late-opening.yaml, line 3: notice "late-opening", field "order" must be a whole number (found "first")',
    )
  }, 300000)
})
