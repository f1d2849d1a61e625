/**
 * The launch checklist (src/gatsby/launch-check.ts, `npm run launch-check`): on the repository as it
 * stands, and on a copy of it where the passage has supplied everything (built here from the real
 * files), then with one thing at a time taken back out. The production build's warning with a fake reporter.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { formatLaunchCheck, launchCheck, scannedPaths, warnOpenItems } from "../../src/gatsby/launch-check"

const root = path.resolve(__dirname, "../..")
const copies: string[] = []
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A copy of the scanned files (photos aside) with every note confirmed and every fact supplied. */
function filledCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-"))
  copies.push(dir)
  for (const relative of scannedPaths) {
    const from = path.join(root, relative)
    if (!fs.existsSync(from)) continue
    fs.cpSync(from, path.join(dir, relative), {
      recursive: true,
      filter: (source) => !/[/\\](images|node_modules)$/.test(source) && !source.endsWith("gatsby-types.d.ts"),
    })
  }
  const walk = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))
  for (const file of walk(dir)) {
    const text = fs.readFileSync(file, "utf8")
    if (text.includes("TODO(client):")) fs.writeFileSync(file, text.split("TODO(client):").join("Confirmed:"))
  }
  fs.appendFileSync(
    path.join(dir, "data/site.yaml"),
    [
      "imprint:",
      '  legalForm: { de: "Gesellschaft mit beschränkter Haftung", en: "limited liability company" }',
      '  registerNumber: "FN 123456a"',
      '  registerCourt: { de: "Landesgericht Wels", en: "Regional Court of Wels" }',
      '  vatId: "ATU12345678"',
      '  chamber: { de: "Wirtschaftskammer Oberösterreich", en: "Austrian Economic Chamber, Upper Austria" }',
      '  authority: { de: "Magistrat der Stadt Wels", en: "Municipal Authority of Wels" }',
      "forms:",
      '  notificationEmail: "office@freiung-passage.at"',
      "",
    ].join("\n"),
  )
  // The newsletter: a provider instead of "none" (data/site.yaml ends with `newsletter:`).
  edit(dir, "data/site.yaml", (text) =>
    text.replace(
      /^newsletter:\n {2}provider: "none"$/m,
      [
        "newsletter:",
        '  provider: "brevo"',
        '  action: "https://a1b2c3.sibforms.com/serve/MUIFAB"',
        '  processor: { de: "Sendinblue SAS (Brevo), Paris, Frankreich", en: "Sendinblue SAS (Brevo), Paris, France" }',
        '  retention: { de: "bis Sie sich abmelden", en: "until you unsubscribe" }',
      ].join("\n"),
    ),
  )
  return dir
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), "utf8")))

describe("the launch checklist on the repository as it stands", () => {
  const items = launchCheck(root)
  const lineAt = (file: string, line: number) => fs.readFileSync(path.join(root, file), "utf8").split("\n")[line - 1]

  it("lists every TODO(client) note with its file and line, none from tests, docs or its own source", () => {
    const notes = items.filter((item) => item.what.startsWith("to confirm: "))
    expect(notes.length).toBeGreaterThan(10)
    for (const note of notes) expect(lineAt(note.file, note.line)).toContain("TODO(client):")
    const files = new Set(notes.map((note) => note.file))
    expect(files).toContain("data/site.yaml")
    expect(files).toContain("src/cms/config.ts")
    expect([...files].filter((file) => /^(__tests__|docs|public|node_modules)\//.test(file))).toEqual([])
    expect(files).not.toContain("src/gatsby/launch-check.ts")
  })

  it("lists each imprint fact, the newsletter provider and the form notifications' address as open", () => {
    const site = items.filter((item) => item.file === "data/site.yaml").map((item) => item.what)
    for (const field of ["legalForm", "registerNumber", "registerCourt", "vatId", "chamber", "authority"])
      expect(site).toContainEqual(expect.stringContaining(`(imprint.${field})`))
    expect(site).toContain("no newsletter provider is configured (newsletter.provider)")
    expect(site).toContainEqual(expect.stringMatching(/^no address for Netlify's form notifications/))
  })

  it("prints one line per item and exits 1 (npm run launch-check)", () => {
    const result = spawnSync(process.execPath, [path.join(root, "scripts/launch-check.mjs")], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "" },
    })
    expect(result.status).toBe(1)
    expect(result.stdout.trim()).toBe(formatLaunchCheck(items))
    expect(result.stdout).toMatch(/^ {2}src\/cms\/config\.ts:\d+: to confirm: /m)
  })
})

describe("the launch checklist on a copy where everything is supplied", () => {
  const dir = filledCopy()

  it("finds nothing, and npm run launch-check exits 0", () => {
    expect(launchCheck(dir)).toEqual([])
    const result = spawnSync(process.execPath, [path.join(root, "scripts/launch-check.mjs"), "--root", dir], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "" },
    })
    expect([result.status, result.stdout.trim()]).toEqual([
      0,
      "Launch check: nothing left to supply – ready to go live.",
    ])
  })

  it("finds a placeholder text in a value, but not in a comment", () => {
    edit(dir, "data/legal/terms.yaml", (text) =>
      text
        .replace("Rechtsform: {{legalForm}}.", "Rechtsform: [wird ergänzt].")
        .replace("# Placeholders", "# [wird ergänzt] Placeholders"),
    )
    const items = launchCheck(dir)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ file: "data/legal/terms.yaml", what: "a fact still to supply: [wird ergänzt]" })
    expect(fs.readFileSync(path.join(dir, items[0].file), "utf8").split("\n")[items[0].line - 1]).toContain(
      "Rechtsform: [wird ergänzt].",
    )
    edit(dir, "data/legal/terms.yaml", (text) =>
      text.replace("Rechtsform: [wird ergänzt].", "Rechtsform: {{legalForm}}."),
    )
  })

  it("lists each gallery photo still with its automatic description, at its line", () => {
    const file = "data/events/carnival-2025.yaml"
    const before = fs.readFileSync(path.join(dir, file), "utf8")
    edit(dir, file, (text) =>
      text.replace(
        'de: "Gäste in bunten Faschingskostümen stoßen gemeinsam an"\n      en: "Guests in colourful carnival costumes raising their glasses together"',
        'de: "Faschingsparty 2025, Foto 1"\n      en: "Carnival party 2025, photo 1"',
      ),
    )
    const lines = fs.readFileSync(path.join(dir, file), "utf8").split("\n")
    expect(launchCheck(dir)).toEqual([
      {
        file,
        line: lines.findIndex((l) => l.includes('"Faschingsparty 2025, Foto 1"')),
        what: 'photo 1 (../images/events/carnival-2025/1.jpg) has no description of its own yet (photos[0].alt): the site calls it "Faschingsparty 2025, Foto 1"',
      },
    ])
    fs.writeFileSync(path.join(dir, file), before)
    expect(launchCheck(dir)).toEqual([])
  })

  it("lists a partner whose photos are still to come, left out or an empty list", () => {
    const file = "data/partners/maxmara.yaml"
    const before = fs.readFileSync(path.join(dir, file), "utf8")
    const photos = /\nimages:\n( {2}- .*\n)+/
    edit(dir, file, (text) => text.replace(photos, "\nimages: []\n"))
    const what = "photos to come (images): the site shows the partner's icon and name until they arrive"
    const line = fs.readFileSync(path.join(dir, file), "utf8").split("\n").indexOf("images: []") + 1
    expect(launchCheck(dir)).toEqual([{ file, line, what }])
    edit(dir, file, (text) => text.replace("\nimages: []\n", "\n"))
    expect(launchCheck(dir)).toEqual([{ file, line: 1, what }])
    fs.writeFileSync(path.join(dir, file), before)
    expect(launchCheck(dir)).toEqual([])
  })

  it("finds a placeholder site address, repository, e-mail, a provider of none and a missing imprint fact", () => {
    edit(dir, "data/site.yaml", (text) =>
      text
        .replace(/^siteUrl: .*$/m, 'siteUrl: "https://www.example.org"')
        .replace(/^ {2}provider: "brevo"$/m, "  provider: none")
        .replace(/^ {2}notificationEmail: .*$/m, '  notificationEmail: "office@example.org"')
        .replace(/^ {2}vatId: .*\n/m, ""),
    )
    edit(dir, "src/cms/config.ts", (text) => text.replace(/repo: "[^"]+"/, 'repo: "owner/repo"'))
    const site = fs.readFileSync(path.join(dir, "data/site.yaml"), "utf8").split("\n")
    expect(launchCheck(dir).map(({ file, line, what }) => [file, line, what])).toEqual([
      [
        "data/site.yaml",
        site.findIndex((l) => l.startsWith("siteUrl:")) + 1,
        "the site's address is a placeholder (https://www.example.org)",
      ],
      [
        "data/site.yaml",
        site.findIndex((l) => l.includes("vatId")) + 1,
        "the imprint's VAT number (UID) is not filled in (imprint.vatId)",
      ],
      [
        "data/site.yaml",
        site.findIndex((l) => l.includes("provider: none")) + 1,
        "no newsletter provider is configured (newsletter.provider)",
      ],
      [
        "data/site.yaml",
        site.findIndex((l) => l.startsWith("  notificationEmail:")) + 1,
        "the form notifications' address is a placeholder (office@example.org)",
      ],
      [
        "src/cms/config.ts",
        fs
          .readFileSync(path.join(dir, "src/cms/config.ts"), "utf8")
          .split("\n")
          .findIndex((l) => l.includes('"owner/repo"')) + 1,
        "the CMS's GitHub repository is a placeholder (owner/repo)",
      ],
    ])
    // On Netlify the repository is the one the site is built from.
    expect(
      launchCheck(dir, { REPOSITORY_URL: "https://github.com/freiung/passage" }).some(
        (item) => item.file === "src/cms/config.ts",
      ),
    ).toBe(false)
  })
})

describe("the warning of a production build", () => {
  const reporter = () => {
    const said: { warn: string[]; info: string[] } = { warn: [], info: [] }
    return { said, reporter: { warn: (m: string) => said.warn.push(m), info: (m: string) => said.info.push(m) } }
  }

  it("is one loud block listing every open item in a production build on Netlify, and no failure", () => {
    const { said, reporter: fake } = reporter()
    const items = warnOpenItems({ reporter: fake }, root, { CONTEXT: "production" })
    expect(items.length).toBeGreaterThan(0)
    expect(said.warn).toHaveLength(1)
    expect(said.warn[0]).toContain("THIS PRODUCTION SITE IS NOT READY TO GO LIVE (README: Going live)")
    expect(said.warn[0]).toContain(formatLaunchCheck(items))
    expect(said.info).toEqual([])
  })

  it("is one line in other builds (deploy previews, local builds)", () => {
    const { said, reporter: fake } = reporter()
    const items = warnOpenItems({ reporter: fake }, root, { CONTEXT: "deploy-preview" })
    expect(said.warn).toEqual([])
    expect(said.info).toEqual([
      `Launch check: ${items.length} items still to supply before going live (npm run launch-check)`,
    ])
  })

  it("says nothing when everything is supplied, and only warns when it cannot run", () => {
    const { said, reporter: fake } = reporter()
    expect(warnOpenItems({ reporter: fake }, filledCopy(), { CONTEXT: "production" })).toEqual([])
    const broken = filledCopy()
    fs.writeFileSync(path.join(broken, "data/site.yaml"), "name: [unclosed\n")
    expect(warnOpenItems({ reporter: fake }, broken, { CONTEXT: "production" })).toEqual([])
    expect(said.info).toEqual([])
    expect(said.warn).toEqual([expect.stringMatching(/^Launch check could not run: data\/site\.yaml, line \d+/)])
  })
})
