import { addDays } from "../../src/i18n/calendar-days"
import { dayRule, openStatus, viennaDay, type HoursRules } from "../../src/i18n/open-now"
import { statusText } from "../../src/components/hours/OpenNow"
import { specialDays } from "../../src/i18n/special-days"
import { specialOpeningHoursSpecification } from "../../src/seo/structured-data"
import { interpolate } from "../../src/i18n/translate"
import { wordAt } from "../../src/content/collections"
import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"

const holidays = [
  { date: "2026-12-08", name: "Mariä Empfängnis" },
  { date: "2026-12-25", name: "Christtag" },
  { date: "2026-12-26", name: "Stefanitag" },
  { date: "2027-01-01", name: "Neujahr" },
  { date: "2027-03-29", name: "Ostermontag" },
]

const miyako: HoursRules = {
  openingHours: [
    { days: ["tue", "wed", "thu", "fri", "sat", "sun"], opens: "11:30", closes: "14:30" },
    { days: ["tue", "wed", "thu", "fri", "sat", "sun"], opens: "17:30", closes: "22:00" },
  ],
  publicHolidays: "regular",
  exceptions: [{ from: "2026-12-24", hours: [{ opens: "11:30", closes: "14:00" }], reason: "Heiliger Abend" }],
}

const maxmara: HoursRules = {
  openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "10:00", closes: "18:00" }],
  publicHolidays: "closed",
  exceptions: [
    { from: "2026-12-08", hours: [{ opens: "10:00", closes: "18:00" }], reason: "Einkaufsfeiertag" },
    { from: "2026-12-24", hours: [{ opens: "10:00", closes: "14:00" }], reason: "Heiliger Abend" },
  ],
}

const rose: HoursRules = {
  openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "08:00", closes: "16:30" }],
  exceptions: [{ from: "2027-02-15", to: "2027-02-19", reason: "Betriebsurlaub" }],
}

const passage: HoursRules = {
  openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], opens: "00:00", closes: "24:00" }],
  publicHolidays: "regular",
  exceptions: [{ from: "2026-12-24", hours: [{ opens: "00:00", closes: "18:00" }], reason: "Heiliger Abend" }],
}

const sGerstl: HoursRules = {
  openingHours: [
    { days: ["tue", "wed", "thu"], opens: "16:00", closes: "23:30" },
    { days: ["fri", "sat"], opens: "11:30", closes: "24:00" },
  ],
  publicHolidays: "regular",
}

/** The status in German and English words at an instant. */
function words(rules: HoursRules, instant: string): [string, string] | null {
  const status = openStatus(rules, holidays, new Date(instant))
  if (!status) return null
  const t = (words: unknown) => (key: string, values?: Record<string, string>) =>
    interpolate(String(wordAt(words, key)), values)
  return [statusText(status, t(de) as never, "de"), statusText(status, t(en) as never, "en")]
}

describe("viennaDay: the Vienna wall clock, whatever the machine's zone", () => {
  it("reads date, weekday and minutes in winter and summer time", () => {
    expect(viennaDay(new Date("2026-12-01T19:00:00Z"))).toEqual({ date: "2026-12-01", weekday: 1, minutes: 20 * 60 })
    expect(viennaDay(new Date("2027-07-04T22:30:00Z"))).toEqual({ date: "2027-07-05", weekday: 0, minutes: 30 })
  })

  it("across the spring and autumn changes", () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST
    expect(viennaDay(new Date("2027-03-28T00:59:00Z")).minutes).toBe(60 + 59)
    expect(viennaDay(new Date("2027-03-28T01:00:00Z")).minutes).toBe(3 * 60)
    // 31 October 2027: 03:00 CEST becomes 02:00 CET
    expect(viennaDay(new Date("2027-10-31T00:30:00Z")).minutes).toBe(2 * 60 + 30)
    expect(viennaDay(new Date("2027-10-31T01:30:00Z")).minutes).toBe(2 * 60 + 30)
  })

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
  })
})

describe("dayRule: an exception before a public holiday before the weekly table", () => {
  it("picks the day's hours and says why", () => {
    expect(dayRule(maxmara, holidays, "2026-12-08", 1)).toEqual({
      hours: [{ opens: "10:00", closes: "18:00" }],
      kind: "exception",
      reason: "Einkaufsfeiertag",
    })
    expect(dayRule(maxmara, holidays, "2026-12-25", 4)).toEqual({ hours: [], kind: "holiday", reason: "Christtag" })
    expect(dayRule(miyako, holidays, "2026-12-25", 4).kind).toBe("week")
    expect(
      dayRule(
        { ...maxmara, publicHolidays: "hours", publicHolidayHours: [{ opens: "12:00", closes: "16:00" }] },
        holidays,
        "2026-12-25",
        4,
      ),
    ).toEqual({
      hours: [{ opens: "12:00", closes: "16:00" }],
      kind: "holiday",
      reason: "Christtag",
    })
    // No rule: closed on public holidays
    expect(dayRule(rose, holidays, "2027-03-29", 0).hours).toEqual([])
  })
})

describe("openStatus in words", () => {
  it("a weekday evening", () => {
    expect(words(miyako, "2026-12-01T19:00:00Z")).toEqual(["Geöffnet · bis 22:00", "Open · until 22:00"])
    expect(words(maxmara, "2026-12-01T19:00:00Z")).toEqual([
      "Geschlossen · öffnet Mi 10:00",
      "Closed · opens Wed 10:00",
    ])
  })

  it("the lunch break and a closed Monday", () => {
    expect(words(miyako, "2026-12-01T14:00:00Z")).toEqual(["Geschlossen · öffnet um 17:30", "Closed · opens at 17:30"])
    expect(words(miyako, "2026-11-30T11:00:00Z")).toEqual(["Geschlossen · öffnet Di 11:30", "Closed · opens Tue 11:30"])
  })

  it("a Sunday", () => {
    expect(words(maxmara, "2026-11-29T11:00:00Z")).toEqual([
      "Geschlossen · öffnet Mo 10:00",
      "Closed · opens Mon 10:00",
    ])
    expect(words(miyako, "2026-11-29T11:00:00Z")).toEqual(["Geöffnet · bis 14:30", "Open · until 14:30"])
  })

  it("25 December: a shop closed by law, a restaurant open as on any Friday", () => {
    expect(words(maxmara, "2026-12-25T11:00:00Z")).toEqual([
      "Heute geschlossen (Feiertag)",
      "Closed today (public holiday)",
    ])
    expect(words(miyako, "2026-12-25T11:00:00Z")).toEqual(["Geöffnet · bis 14:30", "Open · until 14:30"])
  })

  it("24 December afternoon: short hours are over", () => {
    expect(words(maxmara, "2026-12-24T14:00:00Z")).toEqual([
      "Geschlossen · öffnet Mo 10:00",
      "Closed · opens Mon 10:00",
    ])
    expect(words(miyako, "2026-12-24T14:00:00Z")).toEqual(["Geschlossen · öffnet Fr 11:30", "Closed · opens Fri 11:30"])
    expect(words(maxmara, "2026-12-24T12:00:00Z")).toEqual(["Geöffnet · bis 14:00", "Open · until 14:00"])
  })

  it("company holidays", () => {
    expect(words(rose, "2027-02-16T09:00:00Z")).toEqual([
      "Heute geschlossen (Betriebsurlaub)",
      "Closed today (Betriebsurlaub)",
    ])
    // The Friday evening before: it opens again a week and a half later, on a date
    expect(words(rose, "2027-02-12T17:00:00Z")).toEqual([
      "Geschlossen · öffnet am 22. Februar 2027 um 8:00",
      "Closed · opens on 22 February 2027 at 8:00",
    ])
  })

  it("a day that ends at 24:00, and open around the clock", () => {
    expect(words(sGerstl, "2026-11-27T22:00:00Z")).toEqual(["Geöffnet · bis 24:00", "Open · until 24:00"])
    expect(words(passage, "2027-01-12T11:00:00Z")).toEqual(["Geöffnet · rund um die Uhr", "Open · around the clock"])
    expect(words(passage, "2026-12-22T11:00:00Z")).toEqual(["Geöffnet · bis Do 18:00", "Open · until Thu 18:00"])
    expect(words(passage, "2026-12-24T18:30:00Z")).toEqual(["Geschlossen · öffnet Fr 0:00", "Closed · opens Fri 0:00"])
  })

  it("across the clock changes", () => {
    // Sunday 28 March 2027, 12:00 summer time; Saturday 30 October 2027, 22:30 summer time; Sunday 31st, 12:00 winter time
    expect(words(miyako, "2027-03-28T10:00:00Z")).toEqual(["Geöffnet · bis 14:30", "Open · until 14:30"])
    expect(words(miyako, "2027-10-30T20:30:00Z")).toEqual(["Geschlossen · öffnet So 11:30", "Closed · opens Sun 11:30"])
    expect(words(miyako, "2027-10-31T11:00:00Z")).toEqual(["Geöffnet · bis 14:30", "Open · until 14:30"])
    // Easter Monday (the day after the change): a shop closed by law
    expect(words(maxmara, "2027-03-29T08:00:00Z")).toEqual([
      "Heute geschlossen (Feiertag)",
      "Closed today (public holiday)",
    ])
  })

  it("says nothing without weekly hours (the brewery, by appointment)", () => {
    expect(words({ openingHours: [] }, "2026-12-01T19:00:00Z")).toBeNull()
  })
})

describe("the coming special days and their JSON-LD", () => {
  it("lists exceptions and the public holidays of the next two months, past ones left out", () => {
    expect(specialDays(maxmara, holidays, "2026-12-09")).toEqual([
      { from: "2026-12-24", to: "2026-12-24", label: "Heiliger Abend", hours: [{ opens: "10:00", closes: "14:00" }] },
      { from: "2026-12-25", to: "2026-12-25", label: "Christtag", hours: [] },
      { from: "2026-12-26", to: "2026-12-26", label: "Stefanitag", hours: [] },
      { from: "2027-01-01", to: "2027-01-01", label: "Neujahr", hours: [] },
    ])
    expect(specialDays(miyako, holidays, "2026-12-25")[0]).toEqual({
      from: "2026-12-25",
      to: "2026-12-25",
      label: "Christtag",
      hours: null,
    })
  })

  it("specialOpeningHoursSpecification: the page's list without its regular days (Easter Monday is more than 60 days on)", () => {
    const spec = specialOpeningHoursSpecification(maxmara, { builtOn: "2026-12-09", holidays })
    expect(spec.slice(0, 2)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "Heiliger Abend",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "10:00",
        closes: "14:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "Christtag",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
    ])
    expect(spec.map((entry) => entry.validFrom)).toEqual(["2026-12-24", "2026-12-25", "2026-12-26", "2027-01-01"])
    expect(
      specialOpeningHoursSpecification(maxmara, { builtOn: "2027-01-28", holidays }).map((entry) => entry.validFrom),
    ).toEqual(["2027-03-29"])
    expect(specialOpeningHoursSpecification(miyako, { builtOn: "2026-12-09", holidays })).toHaveLength(1)
    expect(specialOpeningHoursSpecification({ openingHours: [] }, { builtOn: "2026-12-09", holidays })).toEqual([])
  })
})
