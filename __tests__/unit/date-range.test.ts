/**
 * Dates from 2000 to ten years ahead (src/content/date-range.ts, the schemas' date patterns), and
 * every output valid for every value the check accepts: the iCalendar file as ical.js reads it,
 * JSON-LD's ISO 8601 date and HTML's `datetime` (the same string, viennaIsoString).
 */
import fc from "fast-check"
import ICAL from "ical.js"
import { addDays } from "../../src/i18n/calendar-days"
import { eventTimeProblem, parseEventTime } from "../../src/i18n/event-time"
import { viennaWallClock } from "../../src/i18n/vienna-time"
import { dateRangeProblem, lastPlausibleDay } from "../../src/content/date-range"
import { icalendar } from "../../src/gatsby/icalendar"
import { loadSchemas } from "../../src/gatsby/data-schemas"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { saveProblem } from "../../src/cms/save-checks"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { eventJsonLd } from "../../src/seo/event-structured-data"
import { copyData, edit, removeCopies } from "./support/data-copy"

afterAll(removeCopies)

const today = "2026-11-28"
const schemas = loadSchemas()
const definition = (name: string) => schemas.ajv.getSchema(`defs.schema.json#/definitions/${name}`)!

/** Accepted as the check accepts it: the schema's pattern, a real time in Vienna, the range. */
const accepted = (value: string) =>
  definition("viennaDateTime")(value) && eventTimeProblem(value) === null && !dateRangeProblem(value, today)

const site = {
  name: "Freiung Passage",
  siteUrl: "https://www.example.at",
  description: "Die Passage",
  address: { street: "Freiung 9-11", postalCode: "4600", city: "Wels", region: "Oberösterreich", countryCode: "AT" },
  phone: { href: "+436604600943" },
  email: { address: "office@example.at" },
  openingHours: [],
}

/** JSON-LD's Date/DateTime (ISO 8601 as schema.org and Google read it): a four-digit year, an offset, the instant. */
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})[+-](\d{2}):(\d{2})$/

const days = Math.round((Date.parse(lastPlausibleDay(today)) - Date.parse("2000-01-01")) / 86_400_000)
const dateTime = fc
  .tuple(fc.integer({ min: 0, max: days }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(
    ([day, hour, minute]) =>
      `${addDays("2000-01-01", day)} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`,
  )

describe("the range of dates", () => {
  it.each([
    ["1999-12-31", /before 2000/],
    ["2037-01-01 10:00", /more than 10 years ahead \(after 2036-11-28\)/],
    ["9999-12-31 23:00", /more than 10 years ahead/],
  ])("%s is refused", (value, says) => {
    expect(dateRangeProblem(value, today)).toMatch(says)
  })

  it.each(["2000-01-01", "2026-11-28 00:00", "2036-11-28 23:59"])("%s is accepted", (value) => {
    expect(dateRangeProblem(value, today)).toBeUndefined()
  })

  it("the schemas refuse a year before 2000 or of five digits, in a date and in a date and time", () => {
    for (const value of ["0100-01-01", "1999-12-31", "10000-01-01", "2026-13-01"])
      expect(definition("date")(value)).toBe(false)
    for (const value of ["0100-01-01 10:00", "10000-01-01 10:00"])
      expect(definition("viennaDateTime")(value)).toBe(false)
  })

  it("the editor's save check says the same before saving", () => {
    const event = { slug: "x", start: "2040-12-12 15:00" }
    expect(saveProblem(readSchemaDocuments(), "events", event)).toMatch(
      /data\/events\/x\.yaml: field "start" is "2040-12-12 15:00", more than 10 years ahead/,
    )
  })

  it("an event in 9999 and an exception in 2040 are refused naming file and field", () => {
    const dataDir = copyData()
    edit(dataDir, "events/advent-2026.yaml", /^start: .*$/m, 'start: "2040-12-12 15:00"')
    edit(dataDir, "partners/miyako.yaml", /^exceptions:.*$/m, 'exceptions:\n  - from: "2041-01-01"')
    const problems = validateDataDir(dataDir, { today })
    const named = problems.map((problem) => `${problem.file}: ${problem.field}: ${problem.message}`)
    expect(named).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/events\/advent-2026\.yaml: start: .*10 years ahead/),
        expect.stringMatching(/^data\/partners\/miyako\.yaml: exceptions\[0\]\.from: .*10 years ahead/),
      ]),
    )
  })
})

describe("every accepted date and time gives valid outputs", () => {
  it("iCalendar (read by ical.js), JSON-LD and datetime hold the same instant with a four-digit year", () => {
    fc.assert(
      fc.property(dateTime, fc.integer({ min: 1, max: 60 * 24 * 3 }), (start, minutes) => {
        fc.pre(accepted(start))
        const startInstant = parseEventTime(start)
        // An end as an editor writes it: Vienna's wall clock some minutes later, if the check accepts it.
        const wall = viennaWallClock(new Date(startInstant.getTime() + minutes * 60_000))
        const two = (n: number) => String(n).padStart(2, "0")
        const written = `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}`
        const end = accepted(written) ? written : null
        const ld = eventJsonLd(site, { slug: "x", title: "x", teaser: "x", start, end }, null, [], "de")
        const calendar = icalendar({
          uid: "x@www.example.at",
          start,
          end,
          summary: "x",
          description: "x",
          location: "x",
          url: "https://www.example.at/events/x/",
          stamp: new Date("2026-11-28T12:00:00Z"),
        })
        const event = new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent("vevent")!
        for (const name of ["dtstart", "dtend"]) {
          const time = event.getFirstPropertyValue(name) as ICAL.Time
          expect(time.year).toBeGreaterThanOrEqual(2000)
          expect(time.year).toBeLessThan(10_000)
          expect(event.getFirstProperty(name)!.toICALString()).toMatch(/:\d{8}T\d{6}$/)
        }
        expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toString().slice(0, 16)).toBe(
          start.replace(" ", "T"),
        )
        // JSON-LD (and the datetime attributes, the same string): ISO 8601 with the instant the data names.
        for (const [value, instant] of [
          [ld.startDate, startInstant],
          [ld.endDate, end ? parseEventTime(end) : undefined],
        ] as const) {
          if (instant === undefined) continue
          expect(value).toMatch(isoDateTime)
          expect(Date.parse(value!)).toBe(instant.getTime())
        }
      }),
      { numRuns: 300 },
    )
  })
})
