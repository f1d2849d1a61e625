import {
  eventEndInstant,
  eventTimeProblem,
  isUpcoming,
  parseEventTime,
  splitEvents,
  viennaIsoString,
} from "../../src/i18n/event-time"
import {
  icuViennaOffsetMinutes,
  viennaOffsetMinutes,
  viennaRuleMismatch,
  viennaRuleSince,
  viennaWallClock,
} from "../../src/i18n/vienna-time"

describe("event times: Vienna wall-clock times as instants", () => {
  it("winter time is UTC+1, summer time UTC+2", () => {
    expect(parseEventTime("2027-02-05 20:00").toISOString()).toBe("2027-02-05T19:00:00.000Z")
    expect(parseEventTime("2026-07-04 20:00").toISOString()).toBe("2026-07-04T18:00:00.000Z")
    expect(viennaIsoString(parseEventTime("2027-02-05 20:00"))).toBe("2027-02-05T20:00:00+01:00")
    expect(viennaIsoString(parseEventTime("2026-07-04 20:00"))).toBe("2026-07-04T20:00:00+02:00")
  })

  it("across the spring change (last Sunday of March, 02:00 → 03:00)", () => {
    expect(viennaIsoString(parseEventTime("2027-03-28 01:59"))).toBe("2027-03-28T01:59:00+01:00")
    expect(viennaIsoString(parseEventTime("2027-03-28 03:00"))).toBe("2027-03-28T03:00:00+02:00")
    // An hour of wall-clock time, one minute of real time apart
    expect(parseEventTime("2027-03-28 03:00").getTime() - parseEventTime("2027-03-28 01:59").getTime()).toBe(60_000)
    expect(() => parseEventTime("2027-03-28 02:30")).toThrow("does not exist in Vienna")
    expect(eventTimeProblem("2027-03-28 02:30")).toMatch(/does not exist in Vienna/)
  })

  it("across the autumn change (last Sunday of October, 03:00 → 02:00): the repeated hour is the first, in summer time", () => {
    expect(viennaIsoString(parseEventTime("2026-10-25 01:30"))).toBe("2026-10-25T01:30:00+02:00")
    expect(viennaIsoString(parseEventTime("2026-10-25 02:30"))).toBe("2026-10-25T02:30:00+02:00")
    expect(viennaIsoString(parseEventTime("2026-10-25 03:00"))).toBe("2026-10-25T03:00:00+01:00")
    // 02:30 to 03:00 wall-clock is an hour and a half of real time that night
    expect(parseEventTime("2026-10-25 03:00").getTime() - parseEventTime("2026-10-25 02:30").getTime()).toBe(
      90 * 60_000,
    )
    expect(viennaOffsetMinutes(new Date("2026-10-25T00:59:00Z"))).toBe(120)
    expect(viennaOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(60)
  })

  it("refuses what is not a date and time", () => {
    expect(eventTimeProblem("2025-02-29 20:00")).toMatch(/not a real date and time/)
    expect(eventTimeProblem("2024-02-29 20:00")).toBeNull()
    expect(eventTimeProblem("2025-03-01 24:00")).toMatch(/not a real date and time/)
    expect(eventTimeProblem("2025-03-01T20:00")).toMatch(/not a real date and time/)
    expect(eventTimeProblem(new Date())).toMatch(/must be a date and time/)
  })
})

describe("upcoming or past", () => {
  const party = { start: "2027-02-05 20:00", end: "2027-02-06 02:00" }

  it("an event is upcoming until its end, also while it is under way", () => {
    expect(isUpcoming(party, new Date("2027-02-05T18:59:00Z"))).toBe(true)
    expect(isUpcoming(party, new Date("2027-02-06T00:59:00Z"))).toBe(true) // 01:59 in Vienna
    expect(isUpcoming(party, new Date("2027-02-06T01:00:00Z"))).toBe(false) // 02:00 in Vienna
  })

  it("without an end, until the midnight (Vienna) after its day – on the day the clocks change too", () => {
    expect(eventEndInstant({ start: "2027-02-05 20:00" }).toISOString()).toBe("2027-02-05T23:00:00.000Z")
    expect(eventEndInstant({ start: "2027-07-05 20:00", end: null }).toISOString()).toBe("2027-07-05T22:00:00.000Z")
    // The day before the spring change starts in winter time; its midnight is 00:00+01:00
    expect(eventEndInstant({ start: "2027-03-27 20:00" }).toISOString()).toBe("2027-03-27T23:00:00.000Z")
    // The day of the autumn change ends in winter time
    expect(eventEndInstant({ start: "2026-10-25 01:00" }).toISOString()).toBe("2026-10-25T23:00:00.000Z")
    expect(eventEndInstant({ start: "2026-12-31 20:00" }).toISOString()).toBe("2026-12-31T23:00:00.000Z")
  })

  it("splits and orders: upcoming soonest first, past newest first by year", () => {
    const events = [
      { slug: "a-2024", start: "2024-06-01 18:00" },
      { slug: "b-2025", start: "2025-02-28 20:00", end: "2025-03-01 02:00" },
      { slug: "c-2025", start: "2025-11-20 18:00" },
      { slug: "d-2026", start: "2026-12-12 15:00", end: "2026-12-12 20:00" },
      { slug: "e-2027", start: "2027-02-05 20:00" },
      { slug: "f-2026", start: "2026-11-24 10:00" },
    ]
    const { upcoming, past } = splitEvents(events, new Date("2026-11-24T12:00:00Z"))
    expect(upcoming.map((event) => event.slug)).toEqual(["f-2026", "d-2026", "e-2027"])
    expect(past.map((group) => [group.year, group.events.map((event) => event.slug)])).toEqual([
      [2025, ["c-2025", "b-2025"]],
      [2024, ["a-2024"]],
    ])
    const later = splitEvents(events, new Date("2026-11-24T23:00:00Z")) // midnight in Vienna
    expect(later.upcoming.map((event) => event.slug)).toEqual(["d-2026", "e-2027"])
    expect(later.past[0]).toEqual({ year: 2026, events: [events[5]] })
  })
})

describe("Vienna's clock without Intl (src/i18n/vienna-time.ts)", () => {
  it("agrees with the time-zone database every year from 1996 to 2045", () => {
    expect(viennaRuleMismatch(viennaRuleSince, 2045)).toBeNull()
  })

  it("agrees with the time-zone database at every quarter hour of 2026 and 2027", () => {
    const differ: string[] = []
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 15 * 60_000) {
      const instant = new Date(time)
      if (viennaOffsetMinutes(instant) !== icuViennaOffsetMinutes(instant)) differ.push(instant.toISOString())
    }
    expect(differ).toEqual([])
  })

  it("gives the wall clock and weekday on both sides of the changes and across the new year", () => {
    expect(viennaWallClock(new Date("2027-03-28T00:59:00Z"))).toEqual({
      year: 2027,
      month: 3,
      day: 28,
      hour: 1,
      minute: 59,
      weekday: 6,
    })
    expect(viennaWallClock(new Date("2027-03-28T01:00:00Z"))).toEqual({
      year: 2027,
      month: 3,
      day: 28,
      hour: 3,
      minute: 0,
      weekday: 6,
    })
    expect(viennaWallClock(new Date("2026-12-31T23:30:00Z"))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      weekday: 4,
    })
  })

  it("names the first instant where a changed law and the rule part", () => {
    const summerAllYear = () => 120
    expect(viennaRuleMismatch(2030, 2030, summerAllYear)).toBe(
      "at 2030-01-15T12:00:00.000Z Europe/Vienna is UTC+2 by the time-zone database but UTC+1 by the EU summer-time rule in src/i18n/vienna-time.ts: the law has changed, so change viennaOffsetMinutes to follow it",
    )
  })
})
