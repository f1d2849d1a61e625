import path from "path"
import { describeProblem, validateDataDir, validateInterfaceWords } from "../../src/gatsby/validate-data"
import { readYaml } from "../../src/gatsby/yaml-file"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { saveProblem } from "../../src/cms/save-checks"
import { factValues, fillFacts } from "../../src/content/site-facts"
import { copyData, edit, realDataDir, removeCopies } from "./support/data-copy"
import fs from "fs"

afterAll(removeCopies)

const documents = readSchemaDocuments()
const words = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(realDataDir, `../locales/${language}/translation.json`), "utf8"))
const problemsAfter = (change: (dataDir: string) => void): string[] => {
  const dataDir = copyData()
  change(dataDir)
  return validateDataDir(dataDir).map(describeProblem)
}

describe("facts the data knows, written into prose", () => {
  const facts = { partnerKinds: ["food", "food", "beauty", "services", "fashion"], roomCount: 2 }

  it("counts the partners and rooms in words, and names the kinds they have in the kinds' order", () => {
    const de = factValues(facts, words("de"), "de")
    expect(de).toEqual({
      partnerCount: "fünf",
      partnerKinds: "Essen & Trinken, Schönheit & Pflege, Mode und Dienstleistungen",
      roomCount: "zwei",
    })
    expect(fillFacts("{{partnerCount}} Betriebe: {{partnerKinds}}. Dazu {{roomCount}} Räume.", de)).toBe(
      "Fünf Betriebe: Essen & Trinken, Schönheit & Pflege, Mode und Dienstleistungen. Dazu zwei Räume.",
    )
    const en = factValues({ partnerKinds: ["beauty", "food"], roomCount: 14 }, words("en"), "en")
    expect(fillFacts("{{partnerKinds}} – plus {{roomCount}} rooms; {{name}} stays", en)).toBe(
      "Food and drink and beauty and care – plus 14 rooms; {{name}} stays",
    )
  })

  it("a kind without partners is not named", () => {
    const de = factValues({ partnerKinds: ["food", "beauty"], roomCount: 2 }, words("de"), "de")
    expect(de.partnerKinds).toBe("Essen & Trinken und Schönheit & Pflege")
  })

  it("refuses a count written by hand in data/home.yaml and data/site.yaml, naming file, line and field", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "home.yaml", 'de: "{{partnerCount}} Betriebe machen', 'de: "Acht Betriebe machen')
        edit(dir, "site.yaml", "– plus {{roomCount}} party rooms", "– plus two party rooms")
        edit(dir, "home.yaml", "{{partnerKinds}} under one roof", "{{partnerKind}} under one roof")
      }),
    ).toEqual([
      'data/home.yaml, line 50: field "partnersSection.subtitle.en" uses the unknown placeholder {{partnerKind}}; use one of {{partnerCount}}, {{partnerKinds}}, {{roomCount}}',
      'data/home.yaml, line 52: field "partnersSection.description.de" says "Acht Betriebe": the site counts them itself, and a number written here goes stale when one is added or removed – write {{partnerCount}} instead of "Acht"',
      'data/site.yaml, line 20: field "description.en" says "two party rooms": the site counts them itself, and a number written here goes stale when one is added or removed – write {{roomCount}} instead of "two"',
    ])
  })

  it("refuses a counted sentence once only one room is left, naming the files that count them", () => {
    const problems = problemsAfter((dir) => {
      const [, second] = fs.readdirSync(path.join(dir, "rooms")).sort()
      fs.rmSync(path.join(dir, "rooms", second))
    }).filter((problem) => problem.includes("{{roomCount}}"))
    expect(problems).toEqual(
      [
        "home.yaml, line 10",
        "home.yaml, line 11",
        "home.yaml, line 27",
        "home.yaml, line 28",
        "site.yaml, line 19",
        "site.yaml, line 20",
      ].map((place) => expect.stringContaining(`data/${place}`)),
    )
    expect(problems[0]).toMatch(
      /uses \{\{roomCount\}\}, but there is only one party room: the sentence is written for two and more – write it for one, without \{\{roomCount\}\}$/,
    )
  })

  it('refuses "täglich geöffnet" once the passage\'s hours leave a day out', () => {
    expect(
      problemsAfter((dir) =>
        edit(dir, "site.yaml", "days: [mon, tue, wed, thu, fri, sat, sun]", "days: [mon, tue, wed, thu, fri, sat]"),
      ),
    ).toEqual([
      expect.stringMatching(
        /^data\/home\.yaml, line 27: .* says "täglich", but the passage's opening hours \(openingHours in data\/site\.yaml\) leave out Sunday – say it as the hours do/,
      ),
      expect.stringMatching(/^data\/home\.yaml, line 28: .* says "daily"/),
      expect.stringMatching(/^data\/site\.yaml, line 19: .* says "täglich"/),
      expect.stringMatching(/^data\/site\.yaml, line 20: .* says "daily"/),
      expect.stringMatching(/^data\/site\.yaml, line 48: field "openDaily.de" says "Täglich"/),
      expect.stringMatching(/^data\/site\.yaml, line 49: field "openDaily.en" says "daily"/),
    ])
  })

  it("refuses a room's or a business's name written by hand where it goes stale, naming file, line and field", () => {
    const first = <T>(folder: string) =>
      readYaml(path.join(realDataDir, folder, fs.readdirSync(path.join(realDataDir, folder))[0])) as T
    const room = first<{ id: string; name: Record<string, string> }>("rooms")
    const partner = first<{ id: string; name: string }>("partners")
    const problems = problemsAfter((dir) => {
      edit(dir, "plan.yaml", /zu den Partyräumen und/, `zum ${room.name.de}s und`)
      edit(dir, "events/advent-2026.yaml", /a cosy afternoon\./, `a cosy afternoon at ${partner.name}.`)
      edit(dir, "home.yaml", /Over time, shops and restaurants/, `Over time, ${partner.name} and restaurants`)
      edit(dir, "legal/terms.yaml", /The party rooms can/, `The ${room.name.en.toLowerCase()} can`)
    })
    const message = (name: string, file: string) =>
      `names "${name}" by hand: renamed in ${file}, this text would go on saying the old name – say what it is instead ("die Partyräume", "the party rooms"); the site names it from its file`
    // An event's text tells of its evening: a business named there is no stale fact.
    expect(problems).toEqual([
      expect.stringMatching(/^data\/home\.yaml, line \d+: field "about\.history\.text\.en" /),
      expect.stringMatching(
        /^data\/legal\/terms\.yaml, line \d+: legal page "terms", field "sections\[2\]\.paragraphs\[0\]\.en" /,
      ),
      expect.stringMatching(/^data\/plan\.yaml, line \d+: field "stepFreeRoutes\[1\]\.text\.de" /),
    ])
    expect(problems[0]).toContain(message(partner.name, `data/partners/${partner.id}.yaml`))
    expect(problems[1]).toContain(message(room.name.en, `data/rooms/${room.id}.yaml`))
    expect(problems[2]).toContain(message(room.name.de, `data/rooms/${room.id}.yaml`))
    expect(problemsAfter(() => {})).toEqual([])
  })

  it("refuses a count written by hand in the interface words", () => {
    const root = path.dirname(copyData())
    for (const language of ["de", "en"]) {
      fs.mkdirSync(path.join(root, "locales", language), { recursive: true })
      fs.copyFileSync(
        path.join(realDataDir, `../locales/${language}/translation.json`),
        path.join(root, "locales", language, "translation.json"),
      )
    }
    const file = path.join(root, "locales/en/translation.json")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("{{roomCount}} rooms for", "2 rooms for"))
    const line =
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .findIndex((text) => text.includes("2 rooms for")) + 1
    expect(validateInterfaceWords(root).map(describeProblem)).toEqual([
      `locales/en/translation.json, line ${line}: interface words, field "rooms.intro" says "2 rooms": the site counts them itself, and a number written here goes stale when one is added or removed – write {{roomCount}} instead of "2"`,
    ])
  })
})

describe("fields that say one thing twice", () => {
  const partner = () => readYaml(path.join(realDataDir, "partners/miyako.yaml")) as Record<string, unknown>
  const site = () => readYaml(path.join(realDataDir, "site.yaml")) as Record<string, unknown>

  it("a phone number shown is the one dialled: the build and the editor refuse another", () => {
    const changed = { ...partner(), phone: { href: "+437242211111", display: "+43 7242 21 22 22" } }
    const message =
      'is "+43 7242 21 22 22", but the link dials "+437242211111" (href): visitors would read one number and call another – write the same number in both'
    expect(saveProblem(documents, "partners", changed)).toBe(
      `data/partners/miyako.yaml: field "phone.display" ${message}`,
    )
    expect(saveProblem(documents, "partners", partner())).toBeNull()
    expect(
      problemsAfter((dir) => edit(dir, "site.yaml", 'display: "+43 660 460 09 43"', 'display: "+43 660 460 09 44"')),
    ).toEqual([
      `data/site.yaml, line 36: field "phone.display" is "+43 660 460 09 44", but the link dials "+436604600943" (href): visitors would read one number and call another – write the same number in both`,
    ])
  })

  it("the passage's e-mail address shown is the one linked", () => {
    const changed = { ...site(), email: { ...(site().email as object), display: "info@freiung-passage.at" } }
    const message =
      'is "info@freiung-passage.at", but the link writes to "office@freiung-passage.at" (email.address): visitors would read one address and write to another – write the same address in both'
    expect(saveProblem(documents, "site", changed)).toBe(`data/site.yaml: field "email.display" ${message}`)
    expect(saveProblem(documents, "site", site())).toBeNull()
    expect(
      problemsAfter((dir) =>
        edit(dir, "site.yaml", 'display: "office@freiung-passage.at"', 'display: "OFFICE@freiung-passage.at"'),
      ),
    ).toEqual([])
  })
})
