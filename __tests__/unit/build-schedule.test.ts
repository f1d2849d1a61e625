/**
 * The scheduled build: when the site changes by itself (src/gatsby/next-change.ts, read from a
 * throw-away data/ folder) and when the scheduled job asks Netlify for a build
 * (src/gatsby/build-schedule.ts): across an event's end, an opening-hours exception's start and end,
 * the two days the clocks change in Vienna and a missed day of runs.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { firstAfter, parseBuildInfo, scheduledBuilds, shouldBuild } from "../../src/gatsby/build-schedule"
import {
  buildInfo,
  changeMoments,
  eventEnds,
  nextChange,
  publicHolidayDays,
  takenDaysOver,
  writeBuildInfo,
} from "../../src/gatsby/next-change"
import { publicHolidays } from "../../src/gatsby/public-holidays"
import { readYaml } from "../../src/gatsby/yaml-file"
import { comingTakenDates, type TakenDateEntry } from "../../src/content/taken-dates"
import { addDays } from "../../src/i18n/calendar-days"
import { isUpcoming, type EventTimes } from "../../src/i18n/event-time"
import type { HoursRules } from "../../src/i18n/open-now"
import { specialDays } from "../../src/i18n/special-days"
import { viennaDate } from "../../src/i18n/vienna-time"

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A data/ folder with these events (slug → [start, end]), site.yaml and partner files. */
function dataDir({
  events = {},
  site = "",
  partners = {},
  rooms = {},
}: {
  events?: Record<string, [string, string?]>
  site?: string
  partners?: Record<string, string>
  rooms?: Record<string, string>
}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, "events"))
  fs.mkdirSync(path.join(dir, "partners"))
  for (const [slug, [start, end]] of Object.entries(events))
    fs.writeFileSync(
      path.join(dir, "events", `${slug}.yaml`),
      `slug: ${slug}\nstart: "${start}"\n${end ? `end: "${end}"\n` : ""}`,
    )
  fs.writeFileSync(path.join(dir, "site.yaml"), `name: "Passage"\n${site}`)
  for (const [id, text] of Object.entries(partners))
    fs.writeFileSync(path.join(dir, "partners", `${id}.yaml`), `id: ${id}\n${text}`)
  if (Object.keys(rooms).length) fs.mkdirSync(path.join(dir, "rooms"))
  for (const [id, text] of Object.entries(rooms))
    fs.writeFileSync(path.join(dir, "rooms", `${id}.yaml`), `id: ${id}\n${text}`)
  return dir
}

const at = (iso: string) => new Date(iso)

/** The scheduled job's decision right after a build at `builtAt`, for this data, at `now`. */
function decide(data: string, builtAt: string, now: string) {
  return shouldBuild(buildInfo(data, at(builtAt)), at(now))
}

describe("the moments the site changes by itself", () => {
  it("is an event's end, in Vienna time, and without an end the midnight after its first day", () => {
    const data = dataDir({
      events: { party: ["2027-02-05 20:00", "2027-02-06 02:00"], talk: ["2027-02-10 18:00"] },
    })
    expect(changeMoments(data).map((m) => [m.at.toISOString(), m.what])).toEqual([
      ["2027-02-06T01:00:00.000Z", "event party ends"],
      ["2027-02-10T23:00:00.000Z", "event talk ends"],
    ])
  })

  it("is the start and the end of an opening-hours exception of the site or a partner, and nothing without one", () => {
    const data = dataDir({
      site: 'exceptions:\n  - from: "2026-12-24"\n    to: "2026-12-26"\n',
      partners: {
        miyako: "exceptions:\n  - from: 2027-01-07\n",
        "da-tano": 'exceptions:\n  - from: "2027-01-10 14:00"\n    to: "2027-01-10 18:00"\n',
        maxmara: "name: MaxMara\n",
      },
    })
    expect(changeMoments(data).map((m) => [m.at.toISOString(), m.what])).toEqual([
      ["2026-12-23T23:00:00.000Z", "site: opening hours exception 2026-12-24 starts"],
      ["2026-12-26T23:00:00.000Z", "site: opening hours exception 2026-12-24 ends"],
      ["2027-01-06T23:00:00.000Z", "partner miyako: opening hours exception 2027-01-07 starts"],
      ["2027-01-07T23:00:00.000Z", "partner miyako: opening hours exception 2027-01-07 ends"],
      ["2027-01-10T13:00:00.000Z", "partner da-tano: opening hours exception 2027-01-10 14:00 starts"],
      ["2027-01-10T17:00:00.000Z", "partner da-tano: opening hours exception 2027-01-10 14:00 ends"],
      // The page's list of special days names whole days: it drops this one at midnight.
      ["2027-01-10T23:00:00.000Z", "partner da-tano: opening hours exception 2027-01-10 14:00 leaves the special days"],
    ])
    expect(changeMoments(dataDir({}))).toEqual([])
  })

  it("takes further sources from the list it is given", () => {
    const data = dataDir({ events: { party: ["2027-02-05 20:00", "2027-02-05 23:00"] } })
    const notices = () => [{ at: at("2027-01-01T08:00:00Z"), what: "notice appears" }]
    expect(nextChange(data, at("2026-12-01T00:00:00Z"), [eventEnds, notices])?.what).toBe("notice appears")
    expect(nextChange(data, at("2026-12-01T00:00:00Z"), [eventEnds])?.what).toBe("event party ends")
  })

  it("publishes the first moment after the build in public/build-info.json and says it in the log", () => {
    const data = dataDir({
      events: { old: ["2025-02-05 20:00", "2025-02-05 23:00"], party: ["2027-02-05 20:00", "2027-02-05 23:00"] },
    })
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    dirs.push(publicDir)
    const info: string[] = []
    writeBuildInfo({ reporter: { info: (message) => info.push(message) } }, publicDir, data, at("2026-11-25T10:00:00Z"))
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "build-info.json"), "utf8"))).toEqual({
      builtAt: "2026-11-25T10:00:00.000Z",
      nextChangeAt: "2027-02-05T22:00:00.000Z",
      nextChange: "event party ends",
    })
    expect(info).toEqual([
      "build-info.json: the site next changes by itself at 2027-02-05T22:00:00.000Z (event party ends); the scheduled build waits until then",
    ])
    // After the last event: nothing due.
    writeBuildInfo({ reporter: { info: (message) => info.push(message) } }, publicDir, data, at("2027-03-01T00:00:00Z"))
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "build-info.json"), "utf8")).nextChangeAt).toBeNull()
    expect(info[1]).toMatch(/nothing on the site changes by itself/)
  })
})

const weekly = 'openingHours:\n  - days: [mon, tue, wed, thu, fri]\n    opens: "09:00"\n    closes: "18:00"\n'
const year = { from: at("2026-11-27T12:00:00Z"), to: at("2027-11-27T12:00:00Z") }

describe("the moments of the special days and the taken days", () => {
  const withHours = dataDir({ partners: { shop: weekly, office: "name: Office\n" } })
  const holidayMoments = (data: string) =>
    changeMoments(data, [publicHolidayDays], year).map((m) => [m.at.toISOString(), m.what])

  it("is every public holiday of the next twelve months entering the list 60 days before and leaving it the midnight after", () => {
    const moments = holidayMoments(withHours)
    const coming = publicHolidays(year.from).filter((holiday) => holiday.date >= "2026-11-27")
    expect(coming.map((holiday) => holiday.date)).toEqual(
      expect.arrayContaining(["2026-12-25", "2026-12-26", "2027-01-01", "2027-01-06", "2027-03-29", "2027-11-01"]),
    )
    for (const { date, name } of coming) {
      expect(moments).toContainEqual([
        viennaMidnightOf(addDays(date, 1)),
        `public holiday ${date} (${name.de}) leaves the special days`,
      ])
      expect(moments).toContainEqual([
        viennaMidnightOf(addDays(date, -60)),
        `public holiday ${date} (${name.de}) enters the special days`,
      ])
    }
    // Both clock changes: Easter Monday 2027 leaves at midnight summer time, Christmas at midnight winter time.
    expect(moments).toContainEqual([
      "2027-03-29T22:00:00.000Z",
      "public holiday 2027-03-29 (Ostermontag) leaves the special days",
    ])
    expect(moments).toContainEqual([
      "2026-12-25T23:00:00.000Z",
      "public holiday 2026-12-25 (Christtag) leaves the special days",
    ])
    expect(moments).toContainEqual([
      "2027-01-06T23:00:00.000Z",
      "public holiday 2027-01-06 (Heilige Drei Könige) leaves the special days",
    ])
  })

  it("has no holidays where no partner page lists them (no weekly hours anywhere)", () => {
    expect(holidayMoments(dataDir({ partners: { office: "name: Office\n" } }))).toEqual([])
  })

  it("is the midnight after a room's taken day or run of days", () => {
    const data = dataDir({
      rooms: { cellar: 'takenDates:\n  - date: "2027-01-09"\n  - date: "2027-03-27"\n    until: "2027-03-28"\n' },
    })
    expect(changeMoments(data, [takenDaysOver], year).map((m) => [m.at.toISOString(), m.what])).toEqual([
      ["2027-01-09T23:00:00.000Z", "room cellar: taken day 2027-01-09 is over"],
      ["2027-03-28T22:00:00.000Z", "room cellar: taken day 2027-03-27 is over"],
    ])
  })

  it("makes the build after Epiphany wait for the next holiday's entry, not for the next event", () => {
    const data = dataDir({ partners: { shop: weekly }, events: { carnival: ["2027-02-05 20:00", "2027-02-06 02:00"] } })
    expect(buildInfo(data, at("2027-01-06T23:03:00Z"))).toMatchObject({
      nextChangeAt: "2027-01-27T23:00:00.000Z",
      nextChange: "public holiday 2027-03-29 (Ostermontag) enters the special days",
    })
  })
})

function viennaMidnightOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number)
  // Vienna's midnight is 23:00 or 22:00 UTC of the day before: the one whose Vienna date is `date`.
  const candidates = [1, 2].map((hours) => new Date(Date.UTC(y, m - 1, d) - hours * 3600_000))
  return candidates
    .find((instant) => viennaDate(instant) === date && viennaDate(new Date(instant.getTime() - 1)) !== date)!
    .toISOString()
}

/**
 * The rule, checked on the site's own data/: from each build to the moment build-info.json names,
 * every date-dependent list the HTML holds stays what the build wrote, day after day. Builds follow
 * the schedule for a year, from a fixed day and from today.
 */
describe("what the build writes stays true until the next scheduled build (data/)", () => {
  const data = path.join(__dirname, "../../data")
  const files = (dir: string) =>
    fs
      .readdirSync(path.join(data, dir))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => readYaml<Record<string, unknown>>(path.join(data, dir, file)))
  const partners = files("partners") as unknown as (HoursRules & { id: string })[]
  const rooms = files("rooms") as unknown as { id: string; takenDates?: TakenDateEntry[] }[]
  const events = files("events") as unknown as (EventTimes & { slug: string })[]

  /** What the HTML of a build with these holidays would say if built on `day` ("2026-12-26"). */
  function listsOn(day: string, holidays: readonly { date: string; name: string }[]) {
    return {
      special: partners.map((partner) => specialDays(partner, holidays, day)),
      taken: rooms.map((room) => comingTakenDates(room.takenDates, day)),
    }
  }

  for (const start of [at("2026-11-25T10:00:00Z"), new Date()]) {
    it(`holds for a year of scheduled builds from ${start.toISOString().slice(0, 10)}`, () => {
      const end = new Date(start.getTime() + 366 * 86_400_000)
      let builtAt = start
      let builds = 0
      while (builtAt < end) {
        const info = buildInfo(data, builtAt)
        const until = info.nextChangeAt ? new Date(info.nextChangeAt) : end
        const lastInstant = new Date(Math.min(until.getTime(), end.getTime()) - 1)
        const holidays = publicHolidays(builtAt).map(({ date, name }) => ({ date, name: name.de }))
        const built = listsOn(viennaDate(builtAt), holidays)
        for (let day = viennaDate(builtAt); day <= viennaDate(lastInstant); day = addDays(day, 1))
          expect({ day, ...listsOn(day, holidays) }).toEqual({ day, ...built })
        for (const event of events)
          expect([event.slug, isUpcoming(event, lastInstant)]).toEqual([event.slug, isUpcoming(event, builtAt)])
        builtAt = new Date(until.getTime() + 3 * 3600_000)
        builds++
      }
      expect(builds).toBeGreaterThan(1)
    })
  }
})

describe("the scheduled job's decision", () => {
  const party = dataDir({ events: { party: ["2027-02-05 20:00", "2027-02-06 02:00"] } })

  it("builds once an event has ended, not before, and not again after that build", () => {
    const built = "2027-02-01T12:00:00Z"
    expect(decide(party, built, "2027-02-06T00:59:00Z")).toMatchObject({ build: false })
    expect(decide(party, built, "2027-02-06T01:00:00Z")).toEqual({
      build: true,
      reason:
        "the change due at 2027-02-06T01:00:00.000Z (event party ends) has passed since the build of 2027-02-01T12:00:00.000Z",
    })
    // The build the job asked for publishes the next moment: none.
    expect(decide(party, "2027-02-06T01:04:00Z", "2027-02-06T02:00:00Z")).toMatchObject({ build: false })
  })

  it("builds at an exception's start and at its end", () => {
    const closed = dataDir({ site: 'exceptions:\n  - from: "2026-12-24"\n    to: "2026-12-24"\n' })
    const built = "2026-12-20T09:00:00Z"
    expect(decide(closed, built, "2026-12-23T22:59:00Z").build).toBe(false)
    expect(decide(closed, built, "2026-12-23T23:00:00Z").build).toBe(true) // midnight in Vienna, winter time
    const afterStart = "2026-12-23T23:03:00Z"
    expect(decide(closed, afterStart, "2026-12-24T22:00:00Z").build).toBe(false)
    expect(decide(closed, afterStart, "2026-12-24T23:00:00Z").build).toBe(true)
    expect(decide(closed, "2026-12-24T23:03:00Z", "2027-06-01T00:00:00Z").build).toBe(false)
  })

  it("compares instants across the spring change (last Sunday of March: 02:00 → 03:00)", () => {
    // An exception on 29 March 2026 starts at midnight winter time (+1) and ends at the next midnight, summer time (+2).
    const data = dataDir({ site: 'exceptions:\n  - from: "2026-03-29"\n' })
    expect(changeMoments(data).map((m) => m.at.toISOString())).toEqual([
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
    ])
    const started = "2026-03-28T23:05:00Z"
    expect(decide(data, started, "2026-03-29T21:59:00Z").build).toBe(false) // 23:59 in Vienna
    expect(decide(data, started, "2026-03-29T22:00:00Z").build).toBe(true) // 00:00 in Vienna
    // An event that ends at 03:30 summer time, an hour after the clocks jumped: 01:30 UTC.
    const night = dataDir({ events: { night: ["2026-03-28 22:00", "2026-03-29 03:30"] } })
    expect(decide(night, "2026-03-28T12:00:00Z", "2026-03-29T01:29:00Z").build).toBe(false)
    expect(decide(night, "2026-03-28T12:00:00Z", "2026-03-29T01:30:00Z").build).toBe(true)
  })

  it("compares instants across the autumn change (last Sunday of October: 03:00 → 02:00)", () => {
    // 02:30 happens twice that night; the event ends at the first, in summer time: 00:30 UTC.
    const night = dataDir({ events: { night: ["2026-10-24 22:00", "2026-10-25 02:30"] } })
    expect(decide(night, "2026-10-24T12:00:00Z", "2026-10-25T00:29:00Z").build).toBe(false)
    expect(decide(night, "2026-10-24T12:00:00Z", "2026-10-25T00:30:00Z").build).toBe(true)
    // The day of the change has 25 hours: it ends at 23:00 UTC, not 22:00.
    const day = dataDir({ site: 'exceptions:\n  - from: "2026-10-25"\n' })
    const started = "2026-10-24T22:05:00Z"
    expect(decide(day, started, "2026-10-25T22:30:00Z").build).toBe(false)
    expect(decide(day, started, "2026-10-25T23:00:00Z").build).toBe(true)
  })

  it("still builds once after a missed day of runs, then waits for the next moment", () => {
    const data = dataDir({
      events: { first: ["2027-02-05 20:00", "2027-02-05 23:00"], second: ["2027-02-20 20:00", "2027-02-20 23:00"] },
    })
    // No run on 6 February at all; the run a day late builds…
    expect(decide(data, "2027-02-01T00:00:00Z", "2027-02-07T03:00:00Z").build).toBe(true)
    // …and its build's file points at the second event, so the next runs build nothing until then.
    expect(buildInfo(data, at("2027-02-07T03:04:00Z")).nextChangeAt).toBe("2027-02-20T22:00:00.000Z")
    expect(decide(data, "2027-02-07T03:04:00Z", "2027-02-08T03:00:00Z").build).toBe(false)
    // Two moments passed in one gap build once, not twice.
    const moments = changeMoments(data).map((m) => m.at)
    expect(scheduledBuilds(moments, at("2027-02-01T00:00:00Z"), at("2027-03-01T00:00:00Z"), 24 * 27)).toEqual([
      at("2027-02-28T00:00:00Z"),
    ])
  })

  it("builds nothing when nothing is due, or when the file is wrong", () => {
    expect(shouldBuild({ builtAt: "2027-01-01T00:00:00Z", nextChangeAt: null }, at("2030-01-01T00:00:00Z"))).toEqual({
      build: false,
      reason: "nothing on the site changes by itself (built 2027-01-01T00:00:00Z)",
    })
    expect(
      shouldBuild({ builtAt: "2027-01-02T00:00:00Z", nextChangeAt: "2027-01-01T00:00:00Z" }, at("2030-01-01T00:00:00Z"))
        .build,
    ).toBe(false)
    expect(parseBuildInfo({ builtAt: "yesterday", nextChangeAt: null })).toBe(
      '"builtAt" is not an ISO 8601 instant (found "yesterday")',
    )
    expect(parseBuildInfo([])).toBe("it is not a JSON object")
    expect(parseBuildInfo({ builtAt: "2027-01-01T00:00:00Z" })).toMatch(/"nextChangeAt" is neither null/)
    expect(parseBuildInfo({ builtAt: "2027-01-01T00:00:00Z", nextChangeAt: "2027-02-01T00:00:00+01:00" })).toEqual({
      builtAt: "2027-01-01T00:00:00Z",
      nextChangeAt: "2027-02-01T00:00:00+01:00",
      nextChange: null,
    })
  })
})

describe("deploys a year from the scheduled job", () => {
  it("is one per moment when the moments are further apart than the job's interval", () => {
    const moments = ["2027-02-06T01:00:00Z", "2027-05-01T10:00:00Z", "2027-12-13T19:00:00Z"].map(at)
    const builds = scheduledBuilds(moments, at("2027-01-01T00:00:00Z"), at("2027-12-31T23:00:00Z"), 3)
    expect(builds).toEqual([at("2027-02-06T03:00:00Z"), at("2027-05-01T12:00:00Z"), at("2027-12-13T21:00:00Z")])
    expect(firstAfter(moments, at("2027-05-01T10:00:00Z"))).toEqual(moments[2])
  })
})
