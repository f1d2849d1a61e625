import fs from "fs"
import path from "path"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { readYaml } from "../../src/gatsby/yaml-file"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { saveProblem } from "../../src/cms/save-checks"

const documents = readSchemaDocuments()
const eventSaveProblem = (data: Record<string, unknown>) => saveProblem(documents, "events", data)
import { copyData, edit, realDataDir, removeCopies } from "./support/data-copy"

afterAll(removeCopies)

/** What the CMS says before it saves an event, beside what the build says of the same file. */
describe("the CMS's checks of an event before saving", () => {
  const event = { slug: "summer-2027", start: "2027-07-02 18:00", end: "2027-07-02 23:00" }

  it("lets a real event through", () => {
    expect(eventSaveProblem(event)).toBeNull()
    expect(eventSaveProblem({ slug: "no-end", start: "2027-07-02 18:00" })).toBeNull()
    // A party past midnight ends on the next day.
    expect(eventSaveProblem({ ...event, end: "2027-07-03 02:00" })).toBeNull()
  })

  it("refuses an end before the start, naming the file and the field", () => {
    expect(eventSaveProblem({ ...event, end: "2027-07-02 02:00" })).toBe(
      'data/events/summer-2027.yaml: field "end" is "2027-07-02 02:00", which is not after the start "2027-07-02 18:00": ' +
        "the end must come after the start (for a party past midnight, the next day's date)",
    )
  })

  it("refuses a date the calendar does not have and an hour Vienna's clocks skip", () => {
    expect(eventSaveProblem({ ...event, start: "2027-02-30 18:00", end: undefined })).toMatch(
      /^data\/events\/summer-2027\.yaml: field "start" is "2027-02-30 18:00", which is not a real date and time/,
    )
    // 28 March 2027: the clocks go from 02:00 to 03:00.
    expect(eventSaveProblem({ ...event, start: "2027-03-28 02:30", end: undefined })).toMatch(
      /field "start" is "2027-03-28 02:30", a time that does not exist in Vienna/,
    )
  })

  it("says what the build says of the same file", () => {
    const dataDir = copyData()
    edit(dataDir, "events/carnival-2027.yaml", 'end: "2027-02-06 02:00"', 'end: "2027-02-05 02:00"')
    const [build] = validateDataDir(dataDir).map(describeProblem)
    const cms = eventSaveProblem(readYaml(path.join(dataDir, "events/carnival-2027.yaml")))!
    // The build's line: `data/events/carnival-2027.yaml, line 5: event "carnival-2027", field "end" is …`
    const [file, message] = cms.split(': field "end" ')
    expect(build).toBe(`${file}, line 5: event "carnival-2027", field "end" ${message}`)
  })
})

describe("the CMS's checks of a room's taken dates before saving", () => {
  const cellar = () => readYaml<Record<string, unknown>>(path.join(__dirname, "../../data/rooms/party-cellar.yaml"))

  it("lets the real room through", () => {
    expect(saveProblem(documents, "rooms", cellar())).toBeNull()
    expect(saveProblem(documents, "rooms", { ...cellar(), takenDates: undefined })).toBeNull()
  })

  it("refuses a day the calendar does not have and a day listed twice, as the build does", () => {
    expect(saveProblem(documents, "rooms", { ...cellar(), takenDates: [{ date: "2027-02-29" }] })).toBe(
      'data/rooms/party-cellar.yaml: field "takenDates[0].date" is "2027-02-29", which is not a real date: write "YYYY-MM-DD" with a date the calendar has, e.g. "2026-12-05"',
    )
    expect(
      saveProblem(documents, "rooms", {
        ...cellar(),
        takenDates: [{ date: "2027-03-05", until: "2027-03-07" }, { date: "2027-03-06" }],
      }),
    ).toBe(
      'data/rooms/party-cellar.yaml: field "takenDates[1].date" is "2027-03-06", a day takenDates[0] already lists: list each day once – delete one of the two',
    )
  })
})

describe("the CMS's checks of an optional part filled in only partly", () => {
  const carnival = () => readYaml<Record<string, unknown>>(path.join(__dirname, "../../data/events/carnival-2025.yaml"))
  const partner = () => readYaml<Record<string, unknown>>(path.join(__dirname, "../../data/partners/da-tano.yaml"))

  it("lets the real files through, and an event without an album link", () => {
    expect(saveProblem(documents, "events", carnival())).toBeNull()
    expect(saveProblem(documents, "events", { ...carnival(), album: undefined })).toBeNull()
    expect(
      saveProblem(documents, "events", { ...carnival(), album: { url: "", label: { de: "", en: "" } } }),
    ).toBeNull()
    expect(saveProblem(documents, "partners", partner())).toBeNull()
  })

  it("refuses an album link without its label, and a phone without its number", () => {
    expect(
      saveProblem(documents, "events", { ...carnival(), album: { url: "https://photos.example.at/x", label: {} } }),
    ).toBe(
      'data/events/carnival-2025.yaml: field "album.label" is empty: fill it in too, or empty all of "album" (it is optional, but only as a whole)',
    )
    expect(saveProblem(documents, "partners", { ...partner(), phone: { display: "07242 21 09 38" } })).toMatch(
      /^data\/partners\/da-tano\.yaml: field "phone\.href" is empty/,
    )
  })

  it("checks nothing in a collection it does not know", () => {
    expect(saveProblem(documents, "unknown", {})).toBeNull()
  })
})

describe("the CMS's checks of the schema's limits and a provider's address before saving", () => {
  const legalPage = readYaml(path.join(realDataDir, "legal/privacy.yaml")) as Record<string, unknown>
  const site = readYaml(path.join(realDataDir, "site.yaml")) as Record<string, unknown>

  it("lets the real files through", () => {
    expect(saveProblem(documents, "legal", legalPage)).toBeNull()
    expect(saveProblem(documents, "site", site)).toBeNull()
  })

  it("refuses a text longer than its limit in the build's words", () => {
    const long = { ...legalPage, title: { de: "x".repeat(100000), en: "Privacy" } }
    expect(saveProblem(documents, "legal", long)).toBe(
      'data/legal/privacy.yaml: field "title.de" is too long: at most 120 characters, found 100000 – shorten it',
    )
    const dataDir = copyData()
    edit(dataDir, "legal/privacy.yaml", /^( {2}de: ).*$/m, `$1"${"x".repeat(100000)}"`)
    const [build] = validateDataDir(dataDir).map(describeProblem)
    expect(build).toMatch(/^data\/legal\/privacy\.yaml, line \d+: legal page "privacy", field "title\.de" /)
    expect(build.split('field "title.de" ')[1]).toBe(
      saveProblem(documents, "legal", long)!.split('field "title.de" ')[1],
    )
  })

  it("refuses a newsletter address its provider does not use, and takes a real one", () => {
    const withProvider = (action: string) => ({
      ...site,
      newsletter: {
        provider: "brevo",
        action,
        processor: { de: "Sendinblue SAS (Brevo), Paris", en: "Sendinblue SAS (Brevo), Paris" },
        retention: { de: "bis Sie sich abmelden", en: "until you unsubscribe" },
      },
    })
    expect(saveProblem(documents, "site", withProvider("https://evil.example/serve/x"))).toBe(
      'data/site.yaml: field "newsletter.action" must be the address of a Brevo sign-up form, from Brevo\'s form →' +
        ' Share → HTML code: "https://<id>.sibforms.com/serve/<code>" (found "https://evil.example/serve/x")',
    )
    expect(
      saveProblem(documents, "site", withProvider("https://ffec09e3.sibforms.com/serve/MUIFABym0-nvt_RPi4")),
    ).toBeNull()
  })

  it("refuses a list longer than its limit", () => {
    const sections = Array.from({ length: 41 }, () => (legalPage.sections as unknown[])[0])
    expect(saveProblem(documents, "legal", { ...legalPage, sections })).toBe(
      'data/legal/privacy.yaml: field "sections" lists too many entries: at most 40, found 41 – remove some',
    )
  })
})

describe("the CMS's check that every photo an entry names is there, before saving", () => {
  const carnival = () => readYaml<Record<string, unknown>>(path.join(realDataDir, "events/carnival-2025.yaml"))
  const folder = "data/images/events/carnival-2025"
  /** The draft of the event as Decap opens it: its folder's files, listed; `uploaded` added since. */
  const draft = (...uploaded: string[]) => ({
    paths: [...fs.readdirSync(path.join(realDataDir, "images/events/carnival-2025")), ...uploaded].map(
      (name) => `${folder}/${name}`,
    ),
    folders: [folder],
  })
  const withPhoto = (image: string) => {
    const event = carnival()
    return { ...event, photos: [...(event.photos as object[]), { image, alt: { de: "Foto", en: "Photo" } }] }
  }

  it("lets the real event through, and a photo uploaded with it", () => {
    expect(saveProblem(documents, "events", carnival(), undefined, {}, draft())).toBeNull()
    const uploaded = withPhoto("../images/events/carnival-2025/pxl-20261120-181512345-mp.jpg")
    expect(saveProblem(documents, "events", uploaded, undefined, {}, draft("pxl-20261120-181512345-mp.jpg"))).toBeNull()
  })

  it("refuses a photo the draft does not hold, in the build's words for the same file", () => {
    // The photo chosen twice and removed again: only its "-2" copy was kept.
    const lost = withPhoto("../images/events/carnival-2025/pxl-20261120-181512345-mp.jpg")
    const cms = saveProblem(documents, "events", lost, undefined, {}, draft("pxl-20261120-181512345-mp-2.jpg"))!
    const dataDir = copyData()
    edit(
      dataDir,
      "events/carnival-2025.yaml",
      /^photos:\n/m,
      "photos:\n  - image: ../images/events/carnival-2025/pxl-20261120-181512345-mp.jpg\n    alt: { de: Foto, en: Photo }\n",
    )
    const [build] = validateDataDir(dataDir).map(describeProblem)
    expect(cms).toBe(
      'data/events/carnival-2025.yaml: field "photos[5].image" points to data/images/events/carnival-2025/pxl-20261120-181512345-mp.jpg, but there is no such file',
    )
    expect(build).toContain(cms.split(': field "photos[5].image" ')[1])
    // Upper and lower case, as the build says it.
    expect(
      saveProblem(documents, "events", withPhoto("../images/events/carnival-2025/1.JPG"), undefined, {}, draft()),
    ).toMatch(
      /points to data\/images\/events\/carnival-2025\/1\.JPG, but the file is called "1\.jpg" – upper and lower case must match$/,
    )
  })

  it("leaves a folder the draft has not listed to the build", () => {
    const elsewhere = withPhoto("../images/events/advent-2026/cover.jpg")
    expect(saveProblem(documents, "events", elsewhere, undefined, {}, draft())).toBeNull()
  })
})
