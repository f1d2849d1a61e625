/**
 * Hours past midnight (issue 48): a bar open Friday 20:00–02:00 is open at 01:00 on Saturday, in
 * "open now", the week's table and text, and JSON-LD; the data check reads the weekly table,
 * public holidays and exceptions by one rule and refuses overlaps, also across midnight.
 */
import { openStatus, type HoursRules } from "../../src/i18n/open-now"
import { statusText } from "../../src/components/hours/OpenNow"
import { formatOpeningHours } from "../../src/i18n/format"
import { openingHoursProblems } from "../../src/content/opening-hours-checks"
import { openingHoursSpecification } from "../../src/seo/structured-data"
import { interpolate } from "../../src/i18n/translate"
import { wordAt } from "../../src/content/collections"
import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"

/** A bar as Wels has them: Thursday to Saturday into the night, Christmas Eve off, New Year's Eve long. */
const bar: HoursRules = {
  openingHours: [
    { days: ["thu"], opens: "18:00", closes: "24:00" },
    { days: ["fri", "sat"], opens: "20:00", closes: "02:00" },
  ],
  publicHolidays: "regular",
  exceptions: [{ from: "2026-12-31", hours: [{ opens: "20:00", closes: "04:00" }], reason: "Silvester" }],
}

const holidays = [{ date: "2027-01-01", name: "Neujahr" }]

function words(rules: HoursRules, instant: string): [string, string] | null {
  const status = openStatus(rules, holidays, new Date(instant))
  if (!status) return null
  const t = (words: unknown) => (key: string, values?: Record<string, string>) =>
    interpolate(String(wordAt(words, key)), values)
  return [statusText(status, t(de) as never, "de"), statusText(status, t(en) as never, "en")]
}

describe("open now, past midnight", () => {
  it.each([
    // Vienna is UTC+1 in winter.
    ["Saturday 01:00, Friday's night", "2026-12-05T00:00:00Z", ["Geöffnet · bis 2:00", "Open · until 2:00"]],
    [
      "Saturday 02:00, closed until the evening",
      "2026-12-05T01:00:00Z",
      ["Geschlossen · öffnet um 20:00", "Closed · opens at 20:00"],
    ],
    ["Friday 23:00, open into Saturday", "2026-12-04T22:00:00Z", ["Geöffnet · bis Sa 2:00", "Open · until Sat 2:00"]],
    ["Sunday 01:30, Saturday's night", "2026-12-06T00:30:00Z", ["Geöffnet · bis 2:00", "Open · until 2:00"]],
    [
      "Monday 01:00, nothing on Sunday",
      "2026-12-07T00:00:00Z",
      ["Geschlossen · öffnet Do 18:00", "Closed · opens Thu 18:00"],
    ],
    [
      "New Year's Day 03:00, New Year's Eve's exception",
      "2027-01-01T02:00:00Z",
      ["Geöffnet · bis 4:00", "Open · until 4:00"],
    ],
  ])("%s", (_, instant, expected) => {
    expect(words(bar, instant)).toEqual(expected)
  })

  it("the week's text and JSON-LD keep the night on the day it starts", () => {
    const names = { mon: "Mo", tue: "Di", wed: "Mi", thu: "Do", fri: "Fr", sat: "Sa", sun: "So" }
    expect(formatOpeningHours(bar.openingHours, names)).toEqual([
      { days: "Do", times: "18:00–24:00" },
      { days: "Fr, Sa", times: "20:00–2:00" },
    ])
    // schema.org: a close before the opening is the next day's (as Google documents hours past midnight).
    expect(openingHoursSpecification(bar.openingHours)[1]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"],
      opens: "20:00",
      closes: "02:00",
    })
  })
})

describe("the data check: one rule for the weekly table, public holidays and exceptions", () => {
  const problems = (data: Record<string, unknown>) => openingHoursProblems({ openingHours: [], ...data })

  it("accepts a night up to 06:00, in each of the three places", () => {
    expect(
      problems({
        openingHours: bar.openingHours,
        publicHolidays: "hours",
        publicHolidayHours: [{ opens: "20:00", closes: "02:00" }],
        exceptions: bar.exceptions,
      }),
    ).toEqual([])
  })

  it.each([
    [
      "openingHours",
      { openingHours: [{ days: ["fri"], opens: "20:00", closes: "08:00" }] },
      "openingHours[0].closes",
      /may close until "06:00" the next morning/,
    ],
    [
      "publicHolidayHours",
      { publicHolidays: "hours", publicHolidayHours: [{ opens: "20:00", closes: "08:00" }] },
      "publicHolidayHours[0].closes",
      /may close until "06:00"/,
    ],
    [
      "exceptions",
      { exceptions: [{ from: "2026-12-31", hours: [{ opens: "20:00", closes: "08:00" }] }] },
      "exceptions[0].hours[0].closes",
      /may close until "06:00"/,
    ],
    [
      "the same time twice",
      { openingHours: [{ days: ["fri"], opens: "20:00", closes: "20:00" }] },
      "openingHours[0].closes",
      /"00:00" to "24:00"/,
    ],
  ])("a close long after midnight or equal to the opening, in %s", (_, data, field, says) => {
    const found = problems(data)
    expect(found.map(([name]) => name)).toEqual([field])
    expect(found[0][1]).toMatch(says)
  })

  it.each([
    [
      "two entries of one day",
      [
        { days: ["fri"], opens: "10:00", closes: "18:00" },
        { days: ["mon", "fri"], opens: "17:00", closes: "20:00" },
      ],
      /overlaps openingHours\[0\] on Friday: a time of the week/,
    ],
    [
      "Friday's night and Saturday's early hours",
      [
        { days: ["fri"], opens: "20:00", closes: "02:00" },
        { days: ["sat"], opens: "01:00", closes: "05:00" },
      ],
      /overlaps openingHours\[0\] on Saturday \(Friday's hours run past midnight\)/,
    ],
    [
      "Sunday's night and Monday's early hours",
      [
        { days: ["mon"], opens: "00:00", closes: "03:00" },
        { days: ["sun"], opens: "22:00", closes: "01:00" },
      ],
      /overlaps openingHours\[0\] on Sunday/,
    ],
  ])("overlapping entries are refused: %s", (_, openingHours, says) => {
    const found = problems({ openingHours })
    expect(found.map(([name]) => name)).toEqual(["openingHours[1].opens"])
    expect(found[0][1]).toMatch(says)
  })

  it("entries that only touch are no overlap (a lunch break; around the clock)", () => {
    expect(
      problems({
        openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opens: "00:00", closes: "24:00" }],
      }),
    ).toEqual([])
    expect(
      problems({
        openingHours: [
          { days: ["fri"], opens: "11:30", closes: "14:30" },
          { days: ["fri"], opens: "14:30", closes: "02:00" },
        ],
      }),
    ).toEqual([])
  })
})
