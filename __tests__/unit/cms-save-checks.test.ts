import path from "path"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { readYaml } from "../../src/gatsby/yaml-file"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { saveProblem } from "../../src/cms/save-checks"

const documents = readSchemaDocuments()
const eventSaveProblem = (data: Record<string, unknown>) => saveProblem(documents, "events", data)
import { copyData, edit, removeCopies } from "./support/data-copy"

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
