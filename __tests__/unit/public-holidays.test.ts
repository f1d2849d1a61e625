import { publicHolidays, publicHolidayTypeDefs, sourcePublicHolidays } from "../../src/gatsby/public-holidays"
import { icuViennaOffsetMinutes } from "../../src/i18n/vienna-time"

describe("publicHolidays: Upper Austria's public holidays from date-holidays", () => {
  const holidays = publicHolidays(new Date("2026-11-26T08:00:00Z"))

  it("from the first day of the build's month for 13 months, in date order", () => {
    expect(holidays[0].date).toBe("2026-11-01")
    expect(holidays[holidays.length - 1].date < "2027-12-01").toBe(true)
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort())
  })

  it("are the days off by law, not Christmas Eve, Easter Sunday or St. Florian", () => {
    expect(holidays.map((h) => `${h.date} ${h.name.de} / ${h.name.en}`)).toEqual([
      "2026-11-01 Allerheiligen / All Saints' Day",
      "2026-12-08 Mariä Empfängnis / Immaculate Conception",
      "2026-12-25 Christtag / Christmas Day",
      "2026-12-26 Stefanitag / Boxing Day",
      "2027-01-01 Neujahr / New Year's Day",
      "2027-01-06 Heilige Drei Könige / Epiphany",
      "2027-03-29 Ostermontag / Easter Monday",
      "2027-05-01 Staatsfeiertag / Labour Day",
      "2027-05-06 Christi Himmelfahrt / Ascension Day",
      "2027-05-17 Pfingstmontag / Whit Monday",
      "2027-05-27 Fronleichnam / Corpus Christi",
      "2027-08-15 Mariä Himmelfahrt / Assumption",
      "2027-10-26 Nationalfeiertag / National Holiday",
      "2027-11-01 Allerheiligen / All Saints' Day",
    ])
  })

  it("move with Easter", () => {
    expect(publicHolidays(new Date("2028-04-01T00:00:00Z"), 1).map((h) => h.date)).toEqual(["2028-04-17"])
  })
})

describe("sourcePublicHolidays (sourceNodes)", () => {
  it("creates the HolidayCalendar node with the build's Vienna day and says so in the build log", () => {
    const nodes: Record<string, unknown>[] = []
    const messages: string[] = []
    const holidays = sourcePublicHolidays(
      {
        actions: { createNode: (node) => nodes.push(node) },
        createNodeId: (input) => `id:${input}`,
        createContentDigest: () => "digest",
        reporter: { info: (message) => messages.push(message), panic: (message) => messages.push(`panic: ${message}`) },
      },
      new Date("2026-12-31T23:30:00Z"),
    )
    expect(nodes).toEqual([
      {
        builtOn: "2027-01-01",
        holidays,
        id: "id:holiday-calendar",
        parent: null,
        children: [],
        internal: { type: "HolidayCalendar", contentDigest: "digest" },
      },
    ])
    expect(holidays[0]).toEqual({ date: "2026-12-08", name: { de: "Mariä Empfängnis", en: "Immaculate Conception" } })
    expect(messages).toEqual([`public holidays (Upper Austria): ${holidays.length} from 2026-12-08 to 2027-12-26`])
  })

  it("stops the build, creating nothing, when the time-zone database no longer follows the pages' summer-time rule", () => {
    const nodes: unknown[] = []
    const panic = jest.fn()
    // As if the EU had ended the clock changes in 2027 and Vienna stayed on winter time
    const abolished = (instant: Date) =>
      instant.getTime() >= Date.UTC(2027, 0, 1) ? 60 : icuViennaOffsetMinutes(instant)
    sourcePublicHolidays(
      {
        actions: { createNode: (node) => nodes.push(node) },
        createNodeId: (input) => input,
        createContentDigest: () => "digest",
        reporter: { info: jest.fn(), panic },
      },
      new Date("2026-11-26T12:00:00Z"),
      abolished,
    )
    expect(nodes).toEqual([])
    expect(panic).toHaveBeenCalledWith(
      "Vienna time: at 2027-03-28T01:00:00.000Z Europe/Vienna is UTC+1 by the time-zone database but UTC+2 by the EU summer-time rule in src/i18n/vienna-time.ts: the law has changed, so change viennaOffsetMinutes to follow it",
    )
  })

  it("declares the type with the name in the page's language", () => {
    expect(publicHolidayTypeDefs).toContain("type HolidayCalendar implements Node @dontInfer")
    expect(publicHolidayTypeDefs).toContain("name: String! @localized")
  })
})
