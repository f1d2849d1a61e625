import { inquiryProblems, type InquiryRoom, type InquiryValues } from "../../src/components/room/inquiry-rules"
import { addDays } from "../../src/i18n/calendar-days"
import { comingTakenDates, daysOf, takenDatesProblems, takenDays } from "../../src/content/taken-dates"
import { isRealDate } from "../../src/i18n/calendar-days"
import { viennaDate } from "../../src/i18n/vienna-time"
import { addInquiryContext } from "../../src/gatsby/on-create-page"
import { excludedFromSitemap } from "../../src/gatsby/sitemap"

describe("taken dates", () => {
  it("knows the days the calendar has", () => {
    expect(isRealDate("2028-02-29")).toBe(true)
    expect(isRealDate("2027-02-29")).toBe(false)
    expect(isRealDate("2026-11-31")).toBe(false)
    expect(isRealDate("5.12.2026")).toBe(false)
    expect(isRealDate(20261205)).toBe(false)
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28")
  })

  it("turns entries into days: a day, a run of days up to `until`, each day once and in order", () => {
    expect(daysOf({ date: "2026-12-31", until: "2027-01-02" })).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"])
    expect(daysOf({ date: "2026-12-05", until: null })).toEqual(["2026-12-05"])
    expect(daysOf({ date: "2026-12-05", until: "2026-12-01" })).toEqual(["2026-12-05"])
    expect(daysOf({ date: "2026-02-30" })).toEqual([])
    expect(
      takenDays([{ date: "2027-01-09" }, { date: "2026-12-04", until: "2026-12-05" }, { date: "2026-12-05" }]),
    ).toEqual(["2026-12-04", "2026-12-05", "2027-01-09"])
    expect(takenDays(null)).toEqual([])
  })

  it("shows visitors the entries that end today or later, in date order", () => {
    const entries = [
      { date: "2027-01-09" },
      { date: "2026-11-20" },
      { date: "2026-11-25", until: "2026-11-26" },
      { date: "2026-11-26" },
    ]
    expect(comingTakenDates(entries, "2026-11-26")).toEqual([
      { date: "2026-11-25", until: "2026-11-26" },
      { date: "2026-11-26" },
      { date: "2027-01-09" },
    ])
    expect(comingTakenDates(entries, "2027-01-10")).toEqual([])
  })

  it("finds what the schema cannot: a day that does not exist, a day twice, a last day before the first", () => {
    expect(
      takenDatesProblems({ takenDates: [{ date: "2026-12-05" }, { date: "2026-12-06", until: "2026-12-07" }] }),
    ).toEqual([])
    expect(takenDatesProblems({})).toEqual([])
    expect(
      takenDatesProblems({
        takenDates: [
          { date: "2026-12-05" },
          { date: "2026-12-05" },
          { date: "2026-12-04", until: "2026-12-06" },
          { date: "2026-12-10", until: "2026-12-09" },
          { date: "2026-13-01" },
        ],
      }).map(([field]) => field),
    ).toEqual(["takenDates[1].date", "takenDates[2].date", "takenDates[3].until", "takenDates[4].date"])
  })
})

describe("the inquiry form's check (the browser's, before sending)", () => {
  const rooms: InquiryRoom[] = [
    { id: "party-cellar", name: "Partykeller", capacity: 40, taken: ["2026-12-19"] },
    { id: "event-hall", name: "Eventsaal", capacity: 80, taken: ["2026-12-05"] },
  ]
  const today = "2026-11-26"
  const good: InquiryValues = {
    room: "party-cellar",
    date: "2026-12-05",
    altDate: "2026-12-12",
    guests: "40",
    occasion: "Geburtstag",
    name: "Anna Gast",
    email: "anna@example.at",
    consent: true,
  }
  const check = (change: Partial<InquiryValues>) => inquiryProblems({ ...good, ...change }, rooms, today)

  it("lets a complete inquiry through (today counts as coming; a day taken in the other room is free here)", () => {
    expect(check({})).toEqual({})
    expect(check({ date: today, altDate: "" })).toEqual({})
  })

  it("refuses more guests than the chosen room holds", () => {
    expect(check({ guests: "41" })).toEqual({
      guests: { key: "guestsTooMany", values: { room: "Partykeller", capacity: 40 } },
    })
    expect(check({ guests: "80", room: "event-hall", date: "2026-12-06" })).toEqual({})
    expect(check({ guests: "0" }).guests).toEqual({ key: "guestsInvalid" })
    expect(check({ guests: "2.5" }).guests).toEqual({ key: "guestsInvalid" })
    expect(check({ guests: "" }).guests).toEqual({ key: "guestsMissing" })
  })

  it("refuses a day before today (Vienna) and a day the chosen room is taken", () => {
    expect(check({ date: "2026-11-25" }).date).toEqual({ key: "datePast", values: { date: "2026-11-25" } })
    expect(check({ date: "2026-12-19" }).date).toEqual({
      key: "dateTaken",
      values: { date: "2026-12-19", room: "Partykeller" },
    })
    expect(check({ altDate: "2026-12-19" }).altDate).toEqual({
      key: "dateTaken",
      values: { date: "2026-12-19", room: "Partykeller" },
    })
    expect(check({ altDate: "2026-12-05" }).altDate).toEqual({ key: "altSame" })
    expect(check({ date: "2026-02-30" }).date).toEqual({ key: "dateInvalid" })
  })

  it("names every missing or wrong field", () => {
    expect(
      inquiryProblems(
        { room: "", date: "", altDate: "", guests: "", occasion: " ", name: "", email: "anna@", consent: false },
        rooms,
        today,
      ),
    ).toEqual({
      room: { key: "room" },
      date: { key: "dateMissing" },
      guests: { key: "guestsMissing" },
      occasion: { key: "occasion" },
      name: { key: "name" },
      email: { key: "emailInvalid" },
      consent: { key: "consent" },
    })
  })

  it("judges today in Vienna: just after midnight there it is already the next day", () => {
    expect(viennaDate(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27")
    expect(viennaDate(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01")
    expect(viennaDate(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02")
  })
})

describe("the party-rooms pages in the build", () => {
  const actions = () => ({ createPage: jest.fn(), deletePage: jest.fn() })
  const page = (path: string, originalPath: string) => ({
    path,
    component: "/x.tsx",
    context: { i18n: { language: "en", routed: true, originalPath } },
  })

  it("gives /party-rooms/ in each language the build's day in Vienna", () => {
    const done = actions()
    expect(addInquiryContext(page("/en/party-rooms/", "/party-rooms/"), done, () => "2026-11-26T23:30:00.000Z")).toBe(
      true,
    )
    expect(done.createPage).toHaveBeenCalledWith(
      expect.objectContaining({ context: expect.objectContaining({ today: "2026-11-27" }) }),
    )
    expect(addInquiryContext(page("/en/contact/", "/contact/"), actions())).toBe(false)
  })

  it("keeps the thank-you pages out of the sitemap", () => {
    expect(excludedFromSitemap("/party-rooms/thanks/")).toBe(true)
    expect(excludedFromSitemap("/en/party-rooms/thanks/")).toBe(true)
    expect(excludedFromSitemap("/party-rooms/")).toBe(false)
  })
})
