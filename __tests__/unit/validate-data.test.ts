import fs from "fs"
import path from "path"
import {
  describeProblem,
  formatProblems,
  loadSchemas,
  schemaDir,
  schemaGlobs,
  siteReservedAddresses,
  validateDataDir,
} from "../../src/gatsby/validate-data"
import { collectionNamed, collections, fileOf, isFolderCollection } from "../../src/content/collections"
import { collectionOfFile } from "../../src/content/data-files"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { resolveSchema, type JsonSchema } from "../../src/gatsby/json-schema"
import { copyData, edit, realDataDir, removeCopies } from "./support/data-copy"
import { saveProblem } from "../../src/cms/save-checks"
import { readYaml } from "../../src/gatsby/yaml-file"

afterAll(removeCopies)

const readPartner = (id: string) => fs.readFileSync(path.join(realDataDir, `partners/${id}.yaml`), "utf8")

/** Validates a copy of data/ after `change` broke it; returns one line per problem. */
function problemsAfter(change: (dataDir: string) => void): string[] {
  const dataDir = copyData()
  change(dataDir)
  return validateDataDir(dataDir).map(describeProblem)
}

describe("validateDataDir: the real data", () => {
  it("has no problems", () => {
    expect(validateDataDir(realDataDir).map(describeProblem)).toEqual([])
  })
})

describe("validateDataDir: what an editor gets wrong", () => {
  it("a YAML syntax error names the file, the line and the column", () => {
    const dataDir = copyData()
    // One space too many before `en:`
    edit(dataDir, "partners/da-tano.yaml", '\n  en: "Pizzeria DA TANO serves', '\n   en: "Pizzeria DA TANO serves')
    const problems = validateDataDir(dataDir)
    expect(problems.map(describeProblem)).toEqual([
      "data/partners/da-tano.yaml, line 10, column 4: the YAML is not valid: bad indentation of a mapping entry" +
        " – check the spaces at the start of this line (fields at the same level start in the same column)" +
        " and that every quote above is closed",
    ])
    // The build message shows the lines around it, with a marker under the column
    expect(formatProblems(problems)).toContain('  10 |    en: "Pizzeria DA TANO serves')
  })

  it("an unclosed quote is a syntax error where the quote opens", () => {
    expect(problemsAfter((dir) => edit(dir, "partners/maxmara.yaml", 'name: "MaxMara"', 'name: "MaxMara'))).toEqual([
      "data/partners/maxmara.yaml, line 4, column 7: the YAML is not valid: the text in quotes that starts here" +
        ' is not closed – add the closing " at the end of the text',
    ])
  })

  it("a field written twice, a tab and an unclosed list are syntax errors with a hint", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "partners/maxmara.yaml", "order: 8\n", "order: 8\norder: 9\n")
        edit(dir, "rooms/party-cellar.yaml", /\n {2}(\w+):/, "\n\t$1:")
        edit(dir, "partners/miyako.yaml", "days: [tue, wed, thu, fri, sat, sun]", "days: [tue, wed, thu, fri, sat, sun")
      }),
    ).toEqual([
      "data/partners/maxmara.yaml, line 4, column 1: the YAML is not valid: duplicated mapping key" +
        " – this field is written twice at the same level; keep one",
      "data/partners/miyako.yaml, line 30, column 5: the YAML is not valid: a list in [ ] or a group in { } is not closed" +
        " – a ] or } is missing, or a comma between the entries",
      "data/rooms/party-cellar.yaml, line 6, column 1: the YAML is not valid: tab characters must not be used in indentation" +
        " – use spaces, not tabs, to indent",
    ])
  })

  it("a partner without its name", () => {
    expect(problemsAfter((dir) => edit(dir, "partners/da-tano.yaml", 'name: "Pizzeria DA TANO"\n', ""))).toEqual([
      'data/partners/da-tano.yaml: partner "da-tano", field "name" is missing: every partner needs a name',
    ])
  })

  it("a price that is not a number", () => {
    expect(
      problemsAfter((dir) => edit(dir, "rooms/party-cellar.yaml", "pricePerDay: 384", "pricePerDay: 384 Euro")),
    ).toEqual([
      'data/rooms/party-cellar.yaml, line 10: room "party-cellar", field "pricePerDay" must be a number (found "384 Euro")' +
        " – write only the digits, with a point for decimals, e.g. 102.9",
    ])
  })

  it("a weekday that does not exist", () => {
    const problems = problemsAfter((dir) => edit(dir, "partners/miyako.yaml", "days: [tue", "days: [mo"))
    expect(problems).toEqual([
      'data/partners/miyako.yaml, line 29: partner "miyako", field "openingHours[0].days[0]"' +
        ' must be one of mon, tue, wed, thu, fri, sat, sun (found "mo")',
    ])
  })

  it("a weekday in the second opening hours entry is named by its position", () => {
    const problems = problemsAfter((dir) =>
      edit(dir, "partners/miyako.yaml", 'closes: "14:30"\n  - days: [tue', 'closes: "14:30"\n  - days: [Tue'),
    )
    expect(problems).toEqual([
      'data/partners/miyako.yaml, line 32: partner "miyako", field "openingHours[1].days[0]"' +
        ' must be one of mon, tue, wed, thu, fri, sat, sun (found "Tue")',
    ])
  })

  it("a carousel interval under 1000 ms", () => {
    expect(
      problemsAfter((dir) =>
        edit(dir, "partners/maxmara.yaml", "homeCarouselInterval: 6500", "homeCarouselInterval: 500"),
      ),
    ).toEqual([
      'data/partners/maxmara.yaml, line 31: partner "maxmara", field "homeCarouselInterval" must be at least 1000 ms (found 500)',
    ])
  })

  it("an image path that points to no file", () => {
    expect(problemsAfter((dir) => edit(dir, "partners/maxmara.yaml", "maxmara/4.jpg", "maxmara/6.jpg"))).toEqual([
      'data/partners/maxmara.yaml, line 17: partner "maxmara", field "images[3]"' +
        " points to data/images/partners/maxmara/6.jpg, but there is no such file",
    ])
  })

  it("an image path whose upper and lower case differ from the file's", () => {
    expect(
      problemsAfter((dir) =>
        edit(dir, "home.yaml", "image: images/hero/passage.jpg", "image: images/hero/Passage.jpg"),
      ),
    ).toEqual([
      'data/home.yaml, line 12: field "hero.image" points to data/images/hero/Passage.jpg,' +
        ' but the file is called "passage.jpg" – upper and lower case must match',
    ])
  })

  it("a duplicate id (a partner file copied without changing it)", () => {
    expect(
      problemsAfter((dir) =>
        fs.copyFileSync(path.join(dir, "partners/miyako.yaml"), path.join(dir, "partners/miyako-copy.yaml")),
      ),
    ).toEqual([
      'data/partners/miyako-copy.yaml, line 2: partner "miyako", field "id"' +
        ' must be the file name without .yaml, "miyako-copy" (found "miyako") – change the id or rename the file',
      'data/partners/miyako-copy.yaml, line 2: partner "miyako", field "id"' +
        ' is "miyako", the same as in data/partners/miyako.yaml: every partner needs its own id',
      'data/partners/miyako-copy.yaml, line 3: partner "miyako", field "order"' +
        " is 2, the same as in data/partners/miyako.yaml: every partner needs its own position (1, 2, 3, …)",
    ])
  })

  it("a duplicate position", () => {
    expect(problemsAfter((dir) => edit(dir, "rooms/event-hall.yaml", "order: 2", "order: 1"))).toEqual([
      'data/rooms/party-cellar.yaml, line 3: room "party-cellar", field "order"' +
        " is 1, the same as in data/rooms/event-hall.yaml: every room needs its own position (1, 2, 3, …)",
    ])
  })

  it("a misspelt field", () => {
    const partnerSchema = readSchemaDocuments()[collectionNamed("partners").schema]
    expect(problemsAfter((dir) => edit(dir, "partners/maxmara.yaml", "openingHours:", "openingHuors:"))).toEqual([
      'data/partners/maxmara.yaml: partner "maxmara", field "openingHours" is missing: every partner needs opening hours',
      'data/partners/maxmara.yaml, line 27: partner "maxmara", field "openingHuors" is not a known field' +
        ` – did you mean "openingHours"? Allowed here: ${Object.keys(partnerSchema.properties!).join(", ")}`,
    ])
  })

  it("a date without quotes", () => {
    expect(
      problemsAfter((dir) => edit(dir, "legal/terms.yaml", 'updated: "2026-11-22"', "updated: 2026-11-22")),
    ).toEqual([
      'data/legal/terms.yaml, line 14: legal page "terms", field "updated"' +
        ' must be text in quotes (found 2026-11-22 without quotes) – put the value in "double quotes"',
    ])
  })

  it("a date that does not exist", () => {
    expect(problemsAfter((dir) => edit(dir, "home.yaml", '- date: "2025-03-10"', '- date: "2025-02-30"'))).toEqual([
      'data/home.yaml, line 78: field "news.items[2].date"' +
        ' must be a real date written as "YYYY-MM-DD", e.g. "2026-11-22" (found "2025-02-30")',
    ])
  })

  it("a text with only one language", () => {
    expect(problemsAfter((dir) => edit(dir, "events/carnival-2025.yaml", '  en: "Carnival party 2025"\n', ""))).toEqual(
      [
        'data/events/carnival-2025.yaml, line 8: event "carnival-2025", field "title.en" is missing: every text needs de: (German) and en: (English)',
      ],
    )
  })

  it("an event time that is not a date, that the clocks skip, or an end before the start", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "events/carnival-2025.yaml", 'start: "2025-02-28 20:00"', 'start: "2025-02-30 20:00"')
        edit(dir, "events/carnival-2027.yaml", 'end: "2027-02-06 02:00"', 'end: "2027-02-05 02:00"')
        edit(dir, "events/advent-2026.yaml", 'start: "2026-12-12 15:00"', 'start: "2027-03-28 02:30"')
        edit(dir, "events/advent-2026.yaml", 'end: "2026-12-12 20:00"', "end: 2026-12-12")
      }),
    ).toEqual([
      'data/events/advent-2026.yaml, line 4: event "advent-2026", field "start" is "2027-03-28 02:30", a time that does' +
        " not exist in Vienna: the clocks go from 02:00 straight to 03:00 that night; choose another time",
      'data/events/advent-2026.yaml, line 5: event "advent-2026", field "end" must be text in quotes (found 2026-12-12' +
        ' without quotes) – put the value in "double quotes"',
      'data/events/carnival-2025.yaml, line 5: event "carnival-2025", field "start" is "2025-02-30 20:00", which is not' +
        ' a real date and time: write "YYYY-MM-DD HH:MM" with a date the calendar has, e.g. "2027-02-05 20:00"',
      'data/events/carnival-2027.yaml, line 5: event "carnival-2027", field "end" is "2027-02-05 02:00", which is not' +
        ' after the start "2027-02-05 20:00": the end must come after the start (for a party past midnight, the next' +
        " day's date)",
    ])
  })

  it("an event in a place that is neither the passage nor a room, a missing photo", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "events/carnival-2027.yaml", "place: party-cellar", "place: party-celar")
        edit(dir, "events/carnival-2025.yaml", "carnival-2025/4.jpg", "carnival-2025/5.jpg")
      }),
    ).toEqual([
      expect.stringMatching(
        /^data\/events\/carnival-2025\.yaml, line 5\d: event "carnival-2025", field "photos\[3\]\.image" .*5\.jpg/,
      ),
      'data/events/carnival-2027.yaml, line 6: event "carnival-2027", field "place" is "party-celar", which is neither' +
        ' "passage" nor a room: use "passage" or one of "event-hall", "party-cellar" (the ids in data/rooms/)',
    ])
  })

  it("a value out of range and a time that does not exist", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "site.yaml", "revealThreshold: 0.1 ", "revealThreshold: 10  ")
        edit(dir, "site.yaml", 'closes: "24:00"', 'closes: "24:30"')
      }),
    ).toEqual([
      'data/site.yaml, line 55: field "openingHours[0].closes" must be a time written as "HH:MM" between "00:00"' +
        ' and "24:00", e.g. "18:00" ("24:00" for midnight) (found "24:30")',
      'data/site.yaml, line 73: field "ui.revealThreshold" must be at most 1 (found 10)',
    ])
  })

  it("a room's taken date that does not exist, a day listed twice and a last day before the first", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "rooms/event-hall.yaml", '- date: "2026-12-05"', '- date: "2026-11-31"')
        edit(dir, "rooms/event-hall.yaml", '- date: "2027-01-16"', '- date: "2027-01-01"')
        edit(dir, "rooms/event-hall.yaml", '- date: "2027-02-13"', '- date: "2027-02-13"\n    until: "2027-02-12"')
        edit(dir, "rooms/party-cellar.yaml", '- date: "2027-01-09"', '- date: "2026-12-19"')
      }),
    ).toEqual([
      'data/rooms/event-hall.yaml, line 52: room "event-hall", field "takenDates[0].date"' +
        ' must be a real date written as "YYYY-MM-DD", e.g. "2026-11-22" (found "2026-11-31")',
      'data/rooms/event-hall.yaml, line 56: room "event-hall", field "takenDates[3].date" is "2027-01-01",' +
        " a day takenDates[2] already lists: list each day once – delete one of the two",
      'data/rooms/event-hall.yaml, line 58: room "event-hall", field "takenDates[4].until" is "2027-02-12",' +
        ' before the date "2027-02-13": "until" is the last day taken, the date or a later one',
      'data/rooms/party-cellar.yaml, line 53: room "party-cellar", field "takenDates[2].date" is "2026-12-19",' +
        " a day takenDates[1] already lists: list each day once – delete one of the two",
    ])
  })

  it("a run of taken days that overlaps another, or goes on for more than a month", () => {
    expect(
      problemsAfter((dir) => {
        edit(dir, "rooms/event-hall.yaml", '- date: "2027-01-16"', '- date: "2026-12-30"\n    until: "2026-12-31"')
        edit(dir, "rooms/party-cellar.yaml", 'until: "2027-02-06"', 'until: "2028-02-06"')
      }),
    ).toEqual([
      'data/rooms/event-hall.yaml, line 56: room "event-hall", field "takenDates[3].date" with until "2026-12-31"' +
        ' takes "2026-12-31", a day takenDates[2] already lists: list each day once',
      'data/rooms/party-cellar.yaml, line 55: room "party-cellar", field "takenDates[3].until" is "2028-02-06",' +
        ' more than 31 days after the date "2027-02-05": check the year, or write one entry per booking',
    ])
  })

  it("a newsletter provider without the address of its sign-up form, or with a plain http one", () => {
    expect(problemsAfter((dir) => edit(dir, "site.yaml", 'provider: "none"', 'provider: "brevo"'))).toEqual([
      'data/site.yaml, line 106: field "newsletter.action" is missing: with provider "brevo" the sign-up posts to the' +
        ' address of Brevo\'s sign-up form ("https://…", from Brevo\'s form settings); or set provider to "none"',
      'data/site.yaml, line 106: field "newsletter.processor" is missing: the privacy page names who stores the' +
        " addresses (e.g. Brevo's company, city and country)",
      'data/site.yaml, line 106: field "newsletter.retention" is missing: the privacy page says how long addresses are kept',
    ])
    expect(
      problemsAfter((dir) =>
        edit(
          dir,
          "site.yaml",
          '  provider: "none"',
          [
            '  provider: "mailchimp"',
            '  action: "http://passage.us21.list-manage.com/subscribe/post"',
            '  processor: { de: "The Rocket Science Group LLC, Atlanta, USA", en: "The Rocket Science Group LLC, Atlanta, USA" }',
            '  retention: { de: "bis Sie sich abmelden", en: "until you unsubscribe" }',
          ].join("\n"),
        ),
      ),
    ).toEqual([
      'data/site.yaml, line 108: field "newsletter.action" must be the address of a Mailchimp sign-up form, from' +
        " Mailchimp's embedded form code, with & instead of &amp;:" +
        ' "https://<account>.<us1…>.list-manage.com/subscribe/post?u=…&id=…"' +
        ' (found "http://passage.us21.list-manage.com/subscribe/post")',
    ])
  })

  const brevo = (action: string) =>
    [
      '  provider: "brevo"',
      `  action: "${action}"`,
      '  processor: { de: "Sendinblue SAS (Brevo), Paris", en: "Sendinblue SAS (Brevo), Paris" }',
      '  retention: { de: "bis Sie sich abmelden", en: "until you unsubscribe" }',
    ].join("\n")

  it("a newsletter address on a host its provider does not use, and a real Brevo one", () => {
    expect(
      problemsAfter((dir) => edit(dir, "site.yaml", '  provider: "none"', brevo("https://evil.example/serve/x"))),
    ).toEqual([
      'data/site.yaml, line 108: field "newsletter.action" must be the address of a Brevo sign-up form, from' +
        ' Brevo\'s form → Share → HTML code: "https://<id>.sibforms.com/serve/<code>" (found "https://evil.example/serve/x")',
    ])
    // A Mailchimp address is not Brevo's either.
    expect(
      problemsAfter((dir) =>
        edit(dir, "site.yaml", '  provider: "none"', brevo("https://a.us21.list-manage.com/subscribe/post?u=1a&id=2b")),
      ),
    ).toHaveLength(1)
    expect(
      problemsAfter((dir) =>
        edit(
          dir,
          "site.yaml",
          '  provider: "none"',
          brevo("https://ffec09e3.sibforms.com/serve/MUIFABym0-nvtIcid_RPi4Fm"),
        ),
      ),
    ).toEqual([])
  })

  it("a map or a web address whose host is not letters, digits, dots and hyphens", () => {
    const [embed] = fs.readFileSync(path.join(realDataDir, "site.yaml"), "utf8").match(/embedUrl: ".*"/)!
    expect(problemsAfter((dir) => edit(dir, "site.yaml", embed, 'embedUrl: "https://*/x"'))).toEqual([
      'data/site.yaml, line 63: field "map.embedUrl" must be a full web address starting with https://, its host name' +
        ' of letters, digits, dots and hyphens only, e.g. "https://www.example.at" (found "https://*/x")',
    ])
    expect(
      problemsAfter((dir) =>
        edit(dir, "site.yaml", embed, 'embedUrl: "https://maps.example.at/export/embed.html?x=1"'),
      ),
    ).toEqual([
      'data/site.yaml, line 63: field "map.embedUrl" must be the address of an OpenStreetMap map to embed, from' +
        ' openstreetmap.org → Share → HTML, e.g. "https://www.openstreetmap.org/export/embed.html?bbox=…&layer=mapnik&marker=…"' +
        ' (found "https://maps.example.at/export/embed.html?x=1")',
    ])
  })

  it("an e-mail address that carries more than an address", () => {
    const [address] = fs.readFileSync(path.join(realDataDir, "site.yaml"), "utf8").match(/ {2}address: ".*"/)!
    expect(
      problemsAfter((dir) => edit(dir, "site.yaml", address, '  address: "office@example.at?bcc=spy@evil.example"')),
    ).toEqual([
      'data/site.yaml, line 41: field "email.address" must be a plain e-mail address, e.g. "office@example.at": letters,' +
        " digits and . _ + - before the @, a host name of letters, digits, dots and hyphens after it, nothing else" +
        ' (no spaces, ? & % , quotes or <>) (found "office@example.at?bcc=spy@evil.example")',
    ])
  })

  it("a text or a list longer than its limit, and a number above its range", () => {
    expect(
      problemsAfter((dir) => {
        const file = path.join(dir, "partners/miyako.yaml")
        const text = fs.readFileSync(file, "utf8")
        fs.writeFileSync(
          file,
          text.replace(/^( {2}de: ).*$/m, `$1"${"x".repeat(100000)}"`).replace(/^order: .*$/m, "order: 1000"),
        )
      }).map((line) => line.replace(/line \d+/, "line N")),
    ).toEqual([
      'data/partners/miyako.yaml, line N: partner "miyako", field "order" must be at most 999 (found 1000)',
      'data/partners/miyako.yaml, line N: partner "miyako", field "category.de" is too long: at most 120 characters,' +
        " found 100000 – shorten it",
    ])
    const photos = Array.from(
      { length: 61 },
      () => '  - image: "../images/events/carnival-2025/1.jpg"\n    alt: { de: "Foto", en: "Photo" }',
    )
    expect(
      problemsAfter((dir) => {
        const file = path.join(dir, "events/carnival-2025.yaml")
        const text = fs.readFileSync(file, "utf8")
        fs.writeFileSync(file, text.replace(/^photos:(.|\n)*?(?=^\S)/m, `photos:\n${photos.join("\n")}\n`))
      }).map((line) => line.replace(/line \d+/, "line N")),
    ).toEqual([
      'data/events/carnival-2025.yaml, line N: event "carnival-2025", field "photos" lists too many entries: at most 60,' +
        " found 61 – remove some",
    ])
  })

  it("a legal page at an address the site already uses", () => {
    const reserved = siteReservedAddresses()
    for (const name of ["partners", "party-rooms", "events", "contact", "admin", "en", "fonts", "404"]) {
      expect(reserved.has(name)).toBe(true)
    }
    expect(reserved.has("privacy")).toBe(false)
    const owned = [...reserved.keys()].filter((name) => /^[a-z0-9-]+$/.test(name)).sort()
    expect(
      problemsAfter((dir) => {
        const text = fs.readFileSync(path.join(dir, "legal/privacy.yaml"), "utf8")
        fs.writeFileSync(
          path.join(dir, "legal/admin.yaml"),
          text.replace(/^slug: .*$/m, "slug: admin").replace(/^order: .*$/m, "order: 9"),
        )
      }),
    ).toEqual([
      'data/legal/admin.yaml, line 6: legal page "admin", field "slug" must use only lower-case letters, digits and' +
        ` hyphens, and not an address the site already uses (${owned.join(", ")}): choose another, e.g. "imprint" (found "admin")`,
    ])
  })

  it("the legal slug's pattern refuses exactly the addresses src/pages, static/ and the collections own", () => {
    const { documents } = loadSchemas()
    const pattern = (documents["legal.schema.json"].properties!.slug as { pattern: string }).pattern
    const inPattern = /^\^\(\?!\(\?:([^)]*)\)\$\)/.exec(pattern)![1].split("|").sort()
    const derived = [...siteReservedAddresses().keys()].filter((name) => /^[a-z0-9-]+$/.test(name)).sort()
    // A new page, static folder or collection with pages: add its name to the slug's pattern in schemas/legal.schema.json.
    expect(inPattern).toEqual(derived)
    // What the schema lets through, the build's own check refuses all the same, naming the owner.
    const context = { keysOf: () => undefined, reserved: siteReservedAddresses() }
    expect(collectionNamed("legal").check!({ slug: "partners" }, context)).toEqual([
      [
        "slug",
        'is "partners", an address the site already uses for a page of the site (src/pages/partners.tsx): choose' +
          ' another slug, e.g. "imprint", and name the file after it',
      ],
    ])
  })

  it("an exception whose last day comes before its first", () => {
    expect(
      problemsAfter((dir) => edit(dir, "partners/rose-podologie.yaml", 'to: "2027-02-19"', 'to: "2027-02-10"')),
    ).toEqual([
      'data/partners/rose-podologie.yaml, line 46: partner "rose-podologie", field "exceptions[1].to" is 2027-02-10,' +
        " before its from 2027-02-15: the last day of an exception must not come before its first day",
    ])
  })

  it("an exception on a date that does not exist", () => {
    expect(
      problemsAfter((dir) => edit(dir, "partners/rose-podologie.yaml", 'from: "2027-02-15"', 'from: "2027-02-30"')),
    ).toEqual([
      'data/partners/rose-podologie.yaml, line 45: partner "rose-podologie", field "exceptions[1].from" must be a real' +
        ' date written as "YYYY-MM-DD", e.g. "2026-11-22" (found "2027-02-30")',
    ])
  })

  it("exceptions that overlap", () => {
    expect(
      problemsAfter((dir) =>
        edit(
          dir,
          "partners/rose-podologie.yaml",
          '- from: "2026-12-24"\n',
          '- from: "2026-12-24"\n    to: "2027-02-16"\n',
        ),
      ),
    ).toEqual([
      'data/partners/rose-podologie.yaml, line 46: partner "rose-podologie", field "exceptions[1].from"' +
        " (2027-02-15 – 2027-02-19) overlaps exceptions[0] (2026-12-24 – 2027-02-16): each day may have only one" +
        " exception; join them or change the dates",
    ])
  })

  it("an exception's hours that close before they open", () => {
    expect(problemsAfter((dir) => edit(dir, "partners/miyako.yaml", 'closes: "14:00"', 'closes: "11:00"'))).toEqual([
      'data/partners/miyako.yaml, line 43: partner "miyako", field "exceptions[0].hours[0].closes" is "11:00", before' +
        ' the opening time "11:30": hours past midnight may close until "06:00" the next morning (a bar open Friday' +
        ' 20:00 to 02:00: the entry of Friday with opens "20:00", closes "02:00"); otherwise check the times',
    ])
  })

  it("a public holiday rule: hours without hours, hours without the rule, an unknown rule", () => {
    expect(problemsAfter((dir) => edit(dir, "site.yaml", "publicHolidays: regular", "publicHolidays: hours"))).toEqual([
      'data/site.yaml, line 112: field "publicHolidays" is "hours", but there are no publicHolidayHours: add the hours' +
        " of a public holiday, or choose closed or regular",
    ])
    expect(
      problemsAfter((dir) =>
        edit(
          dir,
          "site.yaml",
          "publicHolidays: regular",
          'publicHolidays: regular\npublicHolidayHours:\n  - opens: "10:00"\n    closes: "16:00"',
        ),
      ),
    ).toEqual([
      'data/site.yaml, line 113: field "publicHolidayHours" is used only when publicHolidays is "hours" (it is' +
        ' "regular"): set publicHolidays to hours, or remove these hours',
    ])
    expect(
      problemsAfter((dir) => edit(dir, "partners/da-tano.yaml", "publicHolidays: regular", "publicHolidays: open")),
    ).toEqual([
      'data/partners/da-tano.yaml, line 34: partner "da-tano", field "publicHolidays" must be one of closed, regular,' +
        ' hours (found "open")',
    ])
  })

  it("an unknown placeholder in a legal text", () => {
    expect(problemsAfter((dir) => edit(dir, "legal/terms.yaml", "Telefon: {{phone}}", "Telefon: {{telefon}}"))).toEqual(
      [
        'data/legal/terms.yaml, line 26: legal page "terms", field "sections[0].paragraphs[1].de" uses the unknown' +
          " placeholder {{telefon}}; use one of {{name}}, {{legalName}}, {{address}}, {{phone}}, {{email}}, {{depositPerRoom}}, {{legalForm}}, {{registerNumber}}, {{registerCourt}}, {{vatId}}, {{chamber}}, {{authority}}, {{newsletterProvider}}, {{newsletterRetention}}",
      ],
    )
  })

  it("a YAML file the site does not know", () => {
    const files = collections.filter((c) => !isFolderCollection(c)).map((c) => path.basename(fileOf(c)))
    const folders = collections.filter(isFolderCollection).map((c) => `${c.folder}/`)
    expect(problemsAfter((dir) => fs.writeFileSync(path.join(dir, "partner.yaml"), "name: x\n"))).toEqual([
      `data/partner.yaml: the site does not know this file. YAML files belong in data/ (${files.join(", ")})` +
        ` or, one per entry, in ${folders.slice(0, -1).join(", ")} or ${folders[folders.length - 1]}`,
    ])
    expect(files).toEqual(expect.arrayContaining(["home.yaml", "site.yaml"]))
    expect(folders).toEqual(expect.arrayContaining(["data/partners/", "data/rooms/", "data/events/", "data/legal/"]))
  })

  it("formats all problems under one heading for the build", () => {
    const dataDir = copyData()
    edit(dataDir, "partners/da-tano.yaml", 'name: "Pizzeria DA TANO"\n', "")
    edit(dataDir, "partners/maxmara.yaml", "homeCarouselInterval: 6500", "homeCarouselInterval: 500")
    expect(formatProblems(validateDataDir(dataDir))).toBe(
      [
        "data/ has 2 problems – the site was not built:",
        "",
        '  - data/partners/da-tano.yaml: partner "da-tano", field "name" is missing: every partner needs a name',
        '  - data/partners/maxmara.yaml, line 31: partner "maxmara", field "homeCarouselInterval" must be at least 1000 ms (found 500)',
        "",
        'Schemas: schemas/*.schema.json. How to edit the data: README.md, section "For editors".',
      ].join("\n"),
    )
  })
})

describe("validateDataDir: a partner before its photos", () => {
  const noPhotos = (text: string) =>
    text
      .replace(/^image: .*\n/m, "")
      .replace(/^images:\n( {2}- .*\n)+/m, "")
      .replace(/^imageAlt:\n( {2}.*\n)+/m, "")

  it("is valid without image, images and imageAlt, or with an empty list", () => {
    expect(
      problemsAfter((dir) => edit(dir, "partners/miyako.yaml", /[\s\S]*/, noPhotos(readPartner("miyako")))),
    ).toEqual([])
    expect(
      problemsAfter((dir) =>
        edit(dir, "partners/miyako.yaml", /[\s\S]*/, `${noPhotos(readPartner("miyako"))}images: []\n`),
      ),
    ).toEqual([])
  })

  it("once it has photos, needs their description, in the build and in the editor", () => {
    const message =
      'field "imageAlt" is missing: a partner with photos needs it – say what the photos show (blind visitors hear it)'
    expect(problemsAfter((dir) => edit(dir, "partners/miyako.yaml", /^imageAlt:\n( {2}.*\n)+/m, ""))).toEqual([
      `data/partners/miyako.yaml: partner "miyako", ${message}`,
    ])
    const partner = readYaml(path.join(realDataDir, "partners/miyako.yaml")) as Record<string, unknown>
    expect(saveProblem(readSchemaDocuments(), "partners", { ...partner, imageAlt: undefined })).toBe(
      `data/partners/miyako.yaml: ${message}`,
    )
    expect(saveProblem(readSchemaDocuments(), "partners", { ...partner, images: [], imageAlt: undefined })).toBeNull()
  })
})

describe("JSON Schemas", () => {
  const schemaFiles = fs.readdirSync(schemaDir).filter((name) => name.endsWith(".schema.json"))

  it("all compile", () => {
    expect(schemaFiles.sort()).toEqual(["defs.schema.json", ...collections.map((c) => c.schema)].sort())
    expect(Object.keys(loadSchemas().validators).sort()).toEqual(schemaFiles)
  })

  it("give every text a length, every list a count and every number a range", () => {
    const documents = readSchemaDocuments()
    const unlimited: string[] = []
    // A pattern without + or * bounds a text's length by itself ("HH:MM", "ATU" and 8 digits).
    const bounded = (pattern: string | undefined) => pattern !== undefined && !/(?<!\\)[+*]|\{\d+,\}/.test(pattern)
    const visit = (schema: JsonSchema, file: string, at: string) => {
      const { schema: s, file: inFile } = resolveSchema(documents, schema, file, at)
      if (s.type === "string" && s.maxLength === undefined && !s.enum && s.format !== "date" && !bounded(s.pattern))
        unlimited.push(at)
      if (s.type === "array" && s.maxItems === undefined) unlimited.push(at)
      if ((s.type === "number" || s.type === "integer") && s.maximum === undefined) unlimited.push(at)
      for (const [key, property] of Object.entries(s.properties ?? {})) visit(property, inFile, `${at}/${key}`)
      if (s.items) visit(s.items, inFile, `${at}[]`)
    }
    for (const file of Object.keys(documents).filter((file) => file !== "defs.schema.json"))
      visit(documents[file], file, file)
    expect(unlimited).toEqual([])
  })

  it("give every field a title and a description for editors", () => {
    const untitled: string[] = []
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${where}/${index}`))
      if (node === null || typeof node !== "object") return
      for (const [key, value] of Object.entries(node)) {
        if (key === "properties" && value && typeof value === "object") {
          for (const [name, property] of Object.entries(value as Record<string, Record<string, unknown>>)) {
            if (typeof property.title !== "string" || typeof property.description !== "string") {
              untitled.push(`${where}/properties/${name}`)
            }
          }
        }
        // allOf: rules on fields titled above (a provider's sign-up address), not fields of their own.
        if (key !== "examples" && key !== "allOf") visit(value, `${where}/${key}`)
      }
    }
    for (const [file, document] of Object.entries(readSchemaDocuments())) visit(document, file)
    expect(untitled).toEqual([])
  })
  // The GraphQL types are generated from these schemas: __tests__/unit/graphql-from-json-schema.test.ts
})

describe("editor support", () => {
  const yamlFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === "images" ? [] : yamlFiles(full)
      return entry.name.endsWith(".yaml") ? [full] : []
    })

  it("every YAML file names its schema in its first line", () => {
    const files = yamlFiles(realDataDir)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const collection = collectionOfFile(realDataDir, file)
      const expected = path
        .relative(path.dirname(file), path.join(schemaDir, collection?.schema ?? "?"))
        .split(path.sep)
        .join("/")
      const firstLine = fs.readFileSync(file, "utf8").split("\n")[0]
      expect({ file: path.relative(realDataDir, file), firstLine }).toEqual({
        file: path.relative(realDataDir, file),
        firstLine: `# yaml-language-server: $schema=${expected}`,
      })
    }
  })

  it(".vscode/settings.json maps the same files to the same schemas", () => {
    const settings = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../.vscode/settings.json"), "utf8"))
    const mapped = Object.fromEntries(
      Object.entries(settings["yaml.schemas"] as Record<string, string>).map(([schema, glob]) => [
        glob,
        schema.replace("./schemas/", ""),
      ]),
    )
    expect(mapped).toEqual(schemaGlobs)
  })
})
