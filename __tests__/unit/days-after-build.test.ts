/**
 * What the pages claim on the days after their build, decided over whole years with the real data/:
 * every partner's and the passage's open status, the special days a page lists and which of them
 * are past, and whether each event is upcoming or over. Each is compared with an expectation worked
 * out another way: Vienna's wall clock from the time-zone database (Intl), not from
 * src/i18n/vienna-time.ts, and the hours walked day by day instead of merged into spans.
 *
 * The years start at fixed build dates, so the test never depends on the day it runs. The browser
 * suite (__tests__/browser/days-after-build.test.ts) keeps a few of these moments as proof that the
 * pages use these functions with the build's data and the visitor's clock.
 */
import { spawnSync } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import fc from "fast-check"
import ts from "typescript"
import { readYaml } from "../../src/gatsby/yaml-file"
import { publicHolidays } from "../../src/gatsby/public-holidays"
import { eventTimeProblem, isUpcoming, splitEvents, type EventTimes } from "../../src/i18n/event-time"
import { openStatus, viennaDay, type Holiday, type HoursRules, type OpenStatus } from "../../src/i18n/open-now"
import {
  holidayListDays,
  holidayHours,
  maxSpecialDays,
  specialDays,
  type SpecialDay,
} from "../../src/i18n/special-days"
import { upcomingNow } from "../../src/hooks/use-upcoming"

const root = path.resolve(__dirname, "../..")
const dataDir = path.join(root, "data")

// ---------------------------------------------------------------------------------------------
// The data as the build hands it to the pages: reasons and holiday names in one language.

type Localized = { de: string; en: string }
type YamlRules = Omit<HoursRules, "exceptions"> & {
  exceptions?: { from: string; to?: string | null; hours?: { opens: string; closes: string }[]; reason?: Localized }[]
}
const localized = (rules: YamlRules): HoursRules => ({
  ...rules,
  exceptions: rules.exceptions?.map((entry) => ({ ...entry, reason: entry.reason?.de ?? null })),
})
const yamlFiles = (folder: string) =>
  fs
    .readdirSync(path.join(dataDir, folder))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => path.join(dataDir, folder, file))

/** Every partner and the passage itself (the contact page), by name. */
const allRules: [string, HoursRules][] = [
  ...yamlFiles("partners").map((file): [string, HoursRules] => {
    const partner = readYaml<YamlRules & { id: string }>(file)
    return [partner.id, localized(partner)]
  }),
  ["the passage (site.yaml)", localized(readYaml<YamlRules>(path.join(dataDir, "site.yaml")))],
]
/** The ones whose pages show a status and special days. */
const withHours = allRules.filter(([, rules]) => rules.openingHours.length > 0)
const events = yamlFiles("events").map((file) => readYaml<EventTimes & { slug: string }>(file))

/** The build in public/ when this test was written (late November: both clock changes and every holiday of a year to come), and one in summer whose year holds 29 February. */
const builds = [new Date("2026-11-28T08:59:46.124Z"), new Date("2027-06-30T22:30:00.000Z")]
const holidaysByMonth = new Map<string, Holiday[]>()
/** The holidays a build at `builtAt` hands to the pages (they depend on its month only). */
function holidaysOf(builtAt: Date): Holiday[] {
  const month = builtAt.toISOString().slice(0, 7)
  if (!holidaysByMonth.has(month))
    holidaysByMonth.set(
      month,
      publicHolidays(builtAt).map(({ date, name }) => ({ date, name: name.de })),
    )
  return holidaysByMonth.get(month)!
}

// ---------------------------------------------------------------------------------------------
// Vienna's wall clock from the time-zone database, and the instants of a Vienna wall-clock time.

const viennaFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Vienna",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  weekday: "short",
  hourCycle: "h23",
})
const weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
interface Wall {
  date: string
  minutes: number
  /** 0 = Monday */
  weekday: number
}
function icuWall(instant: Date): Wall {
  const part = Object.fromEntries(viennaFormat.formatToParts(instant).map(({ type, value }) => [type, value]))
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
    weekday: weekdayNames.indexOf(part.weekday.toLowerCase()),
  }
}
/** The day after "2027-01-31", by the calendar alone. */
const nextDay = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** The instants Vienna's clocks show `time` on `date`: none in the hour spring skips, two in the hour autumn repeats. */
function icuInstants(date: string, time: string): Date[] {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  return [-3, -2, -1, 0]
    .map((hours) => new Date(asUtc + hours * 3_600_000))
    .filter((instant) => {
      const wall = icuWall(instant)
      return wall.date === date && wall.minutes === Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
    })
}
const viennaMidnight = (date: string) => icuInstants(date, "00:00")[0]

// ---------------------------------------------------------------------------------------------
// The expected open status, worked out without the site's code: the day's hours by the rule's
// precedence (an exception, then a public holiday, then the weekly table), and the moment it
// changes found by asking "open at this minute?" at each opening and closing time ahead.

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function hoursOn(rules: HoursRules, holidays: readonly Holiday[], date: string, weekday: number) {
  for (const entry of rules.exceptions ?? []) {
    const [from, to] = [entry.from.slice(0, 10), (entry.to ?? entry.from).slice(0, 10)]
    if (from <= date && date <= to) return { hours: entry.hours ?? [], why: "exception" as const, reason: entry.reason }
  }
  const holiday = holidays.find((entry) => entry.date === date)
  if (holiday && rules.publicHolidays === "hours")
    return { hours: rules.publicHolidayHours ?? [], why: "holiday" as const, reason: holiday.name }
  if (holiday && rules.publicHolidays !== "regular") return { hours: [], why: "holiday" as const, reason: holiday.name }
  return {
    hours: rules.openingHours.filter((entry) => entry.days.includes(weekdayNames[weekday])),
    why: "week" as const,
    reason: undefined,
  }
}

function expectedStatus(rules: HoursRules, holidays: readonly Holiday[], today: Wall): OpenStatus | null {
  if (rules.openingHours.length === 0) return null
  const days = new Map<number, { date: string; weekday: number } & ReturnType<typeof hoursOn>>()
  const day = (offset: number) => {
    if (!days.has(offset)) {
      const date = nextDay(today.date, offset)
      const weekday = (today.weekday + offset) % 7
      days.set(offset, { date, weekday, ...hoursOn(rules, holidays, date, weekday) })
    }
    return days.get(offset)!
  }
  /** Open at a minute counted from today's midnight (24:00 is the next day's 0:00). */
  const openAt = (minute: number) => {
    const { hours } = day(Math.floor(minute / 1440))
    return hours.some(({ opens, closes }) => minutesOf(opens) <= minute % 1440 && minute % 1440 < minutesOf(closes))
  }
  const changes = (key: "opens" | "closes", days: number) =>
    Array.from({ length: days }, (_, offset) => day(offset))
      .flatMap((entry, offset) =>
        entry.hours.map((hours) => ({
          minute: offset * 1440 + minutesOf(hours[key]),
          moment: { days: offset, weekday: entry.weekday, date: entry.date, time: hours[key] },
        })),
      )
      .filter(({ minute }) => minute > today.minutes)
      .sort((a, b) => a.minute - b.minute)
  if (openAt(today.minutes)) {
    // Within the coming week (days 0–7); open beyond it: "around the clock".
    const close = changes("closes", 8).find(({ minute }) => minute < 8 * 1440 && !openAt(minute))
    return { open: true, until: close?.moment ?? null }
  }
  const rule = day(0)
  if (rule.why !== "week" && rule.hours.length === 0)
    return { open: false, closedToday: rule.why, reason: rule.reason ?? null }
  return { open: false, opens: changes("opens", 15)[0]?.moment ?? null }
}

// ---------------------------------------------------------------------------------------------
// The instants of a year. What a page says about a shop changes only at the shop's own opening and
// closing times and at midnight (the day's words): each of those, the minute before it, and
// 00:30, 03:30 (the night of a clock change) and 12:00 of every day decide the whole year. Also
// every moment the browser suite used to visit.

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const instantsOf = new Map<string, Date[]>()
/** Memoized: the same days and times come up for every partner. */
function cachedInstants(date: string, time: string): Date[] {
  const key = `${date} ${time}`
  if (!instantsOf.has(key)) instantsOf.set(key, icuInstants(date, time))
  return instantsOf.get(key)!
}
const minuteBefore = (time: string) => {
  const minutes = minutesOf(time) - 1
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`
}
const everyDayTimes = ["00:00", "00:30", "02:30", "03:30", "12:00", "23:59"]
/** The times `rules` open or close (any day, holiday or exception) and the minute before each. */
function timesOf(rules: HoursRules): string[] {
  const hours = [
    ...rules.openingHours,
    ...(rules.publicHolidayHours ?? []),
    ...(rules.exceptions ?? []).flatMap((entry) => entry.hours ?? []),
  ]
  const times = hours.flatMap(({ opens, closes }) => [opens, closes]).filter((time) => time !== "24:00")
  return [...new Set(times.flatMap((time) => (time === "00:00" ? [time] : [time, minuteBefore(time)])))]
}

interface Year {
  builtAt: Date
  builtOn: string
  lastDay: string
  holidays: Holiday[]
  /** The moments the browser suite used to visit: each holiday, exception's end and event, both clock changes, 60 days on. */
  moments: [string, Date][]
  /** Every quarter hour and the minute before it. */
  quarterHours: Date[]
  at(times: readonly string[], extra?: readonly Date[]): Date[]
}

function yearAfter(builtAt: Date): Year {
  const builtOn = icuWall(builtAt).date
  const lastDay = nextDay(builtOn, 365)
  const holidays = holidaysOf(builtAt)
  const days: string[] = []
  for (let date = builtOn; date <= lastDay; date = nextDay(date)) days.push(date)
  const lastSunday = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month, 0))
    return nextDay(isoDay(last.getTime()), -last.getUTCDay())
  }
  const candidates: [string, Date | undefined][] = [
    ...events.map((event): [string, Date | undefined] => [
      `the day after event ${event.start}`,
      icuInstants(nextDay((event.end ?? event.start).slice(0, 10)), "10:00")[0],
    ]),
    ...holidays.map((holiday): [string, Date | undefined] => [
      `00:30 after holiday ${holiday.name} ${holiday.date}`,
      icuInstants(nextDay(holiday.date), "00:30")[0],
    ]),
    ...allRules.flatMap(([name, rules]) =>
      (rules.exceptions ?? []).map((entry): [string, Date | undefined] => [
        `after ${name}'s exception ending ${(entry.to ?? entry.from).slice(0, 10)}`,
        icuInstants(nextDay((entry.to ?? entry.from).slice(0, 10)), "12:00")[0],
      ]),
    ),
    ...[3, 10].flatMap((month) =>
      [0, 1].map((next): [string, Date | undefined] => {
        const sunday = lastSunday(builtAt.getUTCFullYear() + next, month)
        return [`03:30 on ${sunday}: the clocks changed`, icuInstants(sunday, "03:30")[0]]
      }),
    ),
    ["60 days on", new Date(builtAt.getTime() + 60 * 86_400_000)],
  ]
  const end = builtAt.getTime() + 365 * 86_400_000
  const moments = candidates.filter(
    (entry): entry is [string, Date] => !!entry[1] && entry[1] > builtAt && entry[1].getTime() < end,
  )
  const quarterHours: Date[] = [builtAt]
  for (let time = Math.ceil(builtAt.getTime() / 900_000) * 900_000; time < end; time += 900_000)
    quarterHours.push(new Date(time - 60_000), new Date(time))
  const at = (times: readonly string[], extra: readonly Date[] = []) => {
    const found = new Map<number, Date>()
    for (const instant of [
      builtAt,
      ...moments.map(([, moment]) => moment),
      ...extra,
      ...days.flatMap((date) => [...everyDayTimes, ...times].flatMap((time) => cachedInstants(date, time))),
    ])
      if (instant >= builtAt) found.set(instant.getTime(), instant)
    return [...found.values()].sort((a, b) => a.getTime() - b.getTime())
  }
  return {
    builtAt,
    builtOn,
    lastDay,
    holidays,
    moments,
    quarterHours: quarterHours.filter((instant) => instant >= builtAt),
    at,
  }
}

describe.each(builds.map((builtAt) => [builtAt.toISOString(), builtAt] as const))(
  "the year after a build at %s",
  (_, builtAt) => {
    const year = yearAfter(builtAt)
    const { holidays, builtOn, lastDay, moments } = year

    it("has the moments the browser suite visited: every holiday of the year, each exception's end and event, both clock changes, 60 days on", () => {
      const holidayMoments = moments.filter(([what]) => what.includes(" after holiday "))
      expect(holidayMoments.length).toBeGreaterThanOrEqual(12)
      expect(holidayMoments.length).toBe(
        holidays.filter((holiday) => holiday.date >= builtOn && holiday.date < lastDay).length,
      )
      expect(moments.filter(([what]) => what.includes("the clocks changed"))).toHaveLength(2)
      expect(moments.filter(([what]) => what === "60 days on")).toHaveLength(1)
      // The build's holidays (13 months from its month) reach beyond the year.
      expect(lastDay < isoDay(Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth() + 13, 1))).toBe(true)
    })

    it("Vienna's date, weekday and time of day at every quarter hour and the minute before, as the time-zone database has them", () => {
      const instants = year.quarterHours
      const walls = instants.map(icuWall)
      const wrong = instants.filter((instant, index) => {
        const [site, icu] = [viennaDay(instant), walls[index]]
        return site.date !== icu.date || site.weekday !== icu.weekday || site.minutes !== icu.minutes
      })
      expect(wrong.map((instant) => instant.toISOString())).toEqual([])
      // The walk crosses both changes: a day of 23 hours and one of 25.
      const quarterHoursPerDay = new Map<string, number>()
      for (const [index, instant] of instants.entries()) {
        if (instant.getTime() % 900_000 !== 0) continue
        const { date } = walls[index]
        quarterHoursPerDay.set(date, (quarterHoursPerDay.get(date) ?? 0) + 1)
      }
      expect([...quarterHoursPerDay.values()].filter((count) => count !== 96).sort()).toEqual(
        expect.arrayContaining([92, 100]),
      )
    })

    it("every open status of the partners and the passage, at each time it can change: as the hours rules say", () => {
      const wrong: string[] = []
      const seen = new Set<string>()
      for (const [name, rules] of withHours)
        for (const instant of year.at(timesOf(rules))) {
          const [site, expected] = [
            openStatus(rules, holidays, instant),
            expectedStatus(rules, holidays, icuWall(instant)),
          ]
          if (JSON.stringify(site) !== JSON.stringify(expected) && wrong.length < 5)
            wrong.push(
              `${name} at ${instant.toISOString()}: ${JSON.stringify(site)}, expected ${JSON.stringify(expected)}`,
            )
          seen.add(
            expected && "closedToday" in expected ? `closed: ${expected.closedToday}` : `open: ${expected?.open}`,
          )
        }
      expect(wrong).toEqual([])
      // The year met each kind of status (and, while data/ has exceptions ahead, "closed: exception").
      expect([...seen]).toEqual(expect.arrayContaining(["closed: holiday", "open: false", "open: true"]))
    })

    it("the special days a page lists, built on any day of the year: exceptions not yet over and the next 60 days' holidays, in date order", () => {
      const wrong: string[] = []
      for (let date = builtOn; date <= lastDay; date = nextDay(date)) {
        const holidaysThen = holidaysOf(viennaMidnight(date))
        for (const [name, rules] of withHours) {
          const exceptions: SpecialDay[] = (rules.exceptions ?? []).map((entry) => ({
            from: entry.from.slice(0, 10),
            to: (entry.to ?? entry.from).slice(0, 10),
            label: entry.reason,
            hours: entry.hours ?? [],
          }))
          const expected: SpecialDay[] = []
          for (let day = date; day <= nextDay(date, holidayListDays); day = nextDay(day)) {
            const exception = exceptions.find((entry) => entry.from <= day && day <= entry.to)
            if (exception && exception.to >= date && !expected.includes(exception)) expected.push(exception)
            const holiday = holidaysThen.find((entry) => entry.date === day)
            if (holiday && !exception)
              expected.push({ from: day, to: day, label: holiday.name, hours: holidayHours(rules) })
          }
          // Exceptions further ahead are listed too, after the rest.
          expected.push(...exceptions.filter((entry) => entry.from > nextDay(date, holidayListDays)))
          const site = specialDays(rules, holidaysThen, date)
          if (JSON.stringify(site) !== JSON.stringify(expected.slice(0, maxSpecialDays)) && wrong.length < 5)
            wrong.push(`${name} built on ${date}: ${JSON.stringify(site)}`)
        }
      }
      expect(wrong).toEqual([])
    })

    it("each special day the build lists shows past from the Vienna midnight after its last day (New York: the evening before), not a minute earlier", () => {
      /** As SpecialHours marks it: the day is past once Vienna's date is after its last. */
      const past = (item: SpecialDay, now: Date) => item.to < viennaDay(now).date
      const checked: string[] = []
      const wrong: string[] = []
      for (const [name, rules] of withHours)
        for (const item of specialDays(rules, holidays, builtOn)) {
          const midnight = viennaMidnight(nextDay(item.to))
          const newYork = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(midnight)
          if (newYork !== item.to) wrong.push(`${item.to}: New York's date at Vienna's midnight after is ${newYork}`)
          if (past(item, new Date(midnight.getTime() - 60_000)) || !past(item, midnight))
            wrong.push(`${name}: ${item.from}–${item.to} past at ${midnight.toISOString()} wrongly`)
          const expected = (instant: Date) => instant >= midnight
          const around = year
            .at([], [new Date(midnight.getTime() - 60_000), midnight])
            .filter((instant) => Math.abs(instant.getTime() - midnight.getTime()) < 2 * 86_400_000)
          if (around.some((instant) => past(item, instant) !== expected(instant)))
            wrong.push(`${name}: ${item.from}–${item.to} past at the wrong instants`)
          checked.push(`${item.label ? "" : "unnamed "}${item.from}`)
        }
      expect(wrong).toEqual([])
      expect(checked.length).toBeGreaterThan(0)
    })

    it("each event: upcoming until its end in Vienna, over from then; the events page's lists at every instant", () => {
      /** The end as the time-zone database places it; without one, the Vienna midnight after its day. */
      const ends = new Map(
        events.map((event) => [
          event,
          event.end
            ? icuInstants(event.end.slice(0, 10), event.end.slice(11))[0]
            : viennaMidnight(nextDay(event.start.slice(0, 10))),
        ]),
      )
      const end = (event: EventTimes) => ends.get(event as (typeof events)[number])!
      const wrong: string[] = []
      const instants = year.at(
        [],
        [...ends.values()].flatMap((end) => [new Date(end.getTime() - 60_000), new Date(end.getTime() - 1), end]),
      )
      for (const instant of instants) {
        for (const event of events) {
          if (isUpcoming(event, instant) !== instant < end(event))
            wrong.push(`${event.start} at ${instant.toISOString()}`)
          const shown = upcomingNow(event, builtAt.toISOString(), instant)
          if (shown !== (builtAt < end(event) && instant < end(event))) wrong.push(`${event.start} shown ${shown}`)
        }
        const upcoming = splitEvents(events, instant).upcoming.map((event) => event.start)
        const expected = events
          .filter((event) => instant < end(event))
          .map((event) => event.start)
          .sort()
        if (upcoming.join() !== expected.join()) wrong.push(`upcoming at ${instant.toISOString()}: ${upcoming.join()}`)
        if (wrong.length > 5) break
      }
      expect(wrong).toEqual([])
    })
  },
)

describe("events at any time of any day, across the clock changes (fast-check)", () => {
  const pad = (value: number) => String(value).padStart(2, "0")
  /** Days near the changes (the last Sundays of March and October) come up often. */
  const wallClock = fc
    .record({
      year: fc.integer({ min: 2026, max: 2035 }),
      month: fc.oneof(fc.constantFrom(3, 10), fc.integer({ min: 1, max: 12 })),
      day: fc.oneof(fc.integer({ min: 24, max: 31 }), fc.integer({ min: 1, max: 31 })),
      hour: fc.oneof(fc.constantFrom(0, 1, 2, 3, 23), fc.integer({ min: 0, max: 23 })),
      minute: fc.oneof(fc.constantFrom(0, 30, 59), fc.integer({ min: 0, max: 59 })),
    })
    .map(({ year, month, day, hour, minute }) => `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`)
    .filter((value) => eventTimeProblem(value) === null)

  it("upcoming until the end the time-zone database gives its Vienna wall-clock time, over from that instant", () => {
    fc.assert(
      fc.property(
        wallClock,
        fc.option(fc.integer({ min: 1, max: 4 * 24 * 60 }), { nil: undefined }),
        (start, length) => {
          const startInstants = icuInstants(start.slice(0, 10), start.slice(11))
          let event: EventTimes = { start }
          if (length !== undefined) {
            const endInstant = new Date(startInstants[0].getTime() + length * 60_000)
            const wall = icuWall(endInstant)
            event = { start, end: `${wall.date} ${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}` }
          }
          const end = event.end
            ? icuInstants(event.end.slice(0, 10), event.end.slice(11))[0]
            : viennaMidnight(nextDay(start.slice(0, 10)))
          expect(startInstants.length).toBeGreaterThan(0)
          // An end the editor cannot save (not after the start) is no event.
          fc.pre(end > startInstants[0])
          expect(isUpcoming(event, new Date(end.getTime() - 1))).toBe(true)
          expect(isUpcoming(event, end)).toBe(false)
          expect(isUpcoming(event, startInstants[0])).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe("on a machine in New York (or anywhere): the same answers", () => {
  /** The modules the pages run, compiled on their own for a plain Node in another time zone. */
  function compiledSite(): string {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "days-after-build-"))
    const pending = ["src/i18n/open-now.ts", "src/i18n/event-time.ts"]
    const done = new Set<string>()
    while (pending.length > 0) {
      const file = pending.pop()!
      if (done.has(file)) continue
      done.add(file)
      const source = fs.readFileSync(path.join(root, file), "utf8")
      for (const [, relative] of source.matchAll(/from "(\.{1,2}\/[^"]+)"/g))
        pending.push(path.join(path.dirname(file), `${relative}.ts`))
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
      })
      fs.mkdirSync(path.join(out, path.dirname(file)), { recursive: true })
      fs.writeFileSync(path.join(out, file.replace(/\.ts$/, ".js")), outputText)
    }
    return out
  }

  /** One fingerprint of every answer at every instant: run here and, the same code, in the child. */
  const fingerprint = `
    const hash = lib.createHash("sha256")
    for (const [index, rules] of input.rules.entries())
      for (const time of input.instants[index]) {
        const now = new Date(time)
        hash.update(JSON.stringify([lib.viennaDay(now), lib.openStatus(rules, input.holidays, now)]))
      }
    for (const time of input.instants.at(-1))
      hash.update(JSON.stringify(input.events.map((event) => lib.isUpcoming(event, new Date(time)))))
    return hash.digest("hex")`
  const run = (lib: object, input: object) => new Function("lib", "input", fingerprint)(lib, input) as string

  it("every status and event's state of the year after the build, with the machine's clock in New York", () => {
    const builtAt = builds[0]
    const year = yearAfter(builtAt)
    const input = {
      // Each partner's (as in the test of the statuses above), then the days' for the events.
      instants: [...withHours.map(([, rules]) => year.at(timesOf(rules))), year.at([])].map((instants) =>
        instants.map((instant) => instant.getTime()),
      ),
      rules: withHours.map(([, rules]) => rules),
      holidays: holidaysOf(builtAt),
      events,
    }
    const here = run({ createHash, viennaDay, openStatus, isUpcoming }, input)
    const compiled = compiledSite()
    try {
      fs.writeFileSync(path.join(compiled, "input.json"), JSON.stringify(input))
      const child = `
        const lib = { ...require("./src/i18n/open-now.js"), ...require("./src/i18n/event-time.js"), createHash: require("crypto").createHash }
        const input = JSON.parse(require("fs").readFileSync("input.json", "utf8"))
        const zone = { offset: new Date(2027, 0, 15).getTimezoneOffset(), summer: new Date(2027, 6, 15).getTimezoneOffset() }
        console.log(JSON.stringify({ zone, hash: new Function("lib", "input", ${JSON.stringify(fingerprint)})(lib, input) }))`
      for (const zone of ["America/New_York"]) {
        const result = spawnSync(process.execPath, ["-e", child], {
          cwd: compiled,
          env: { ...process.env, TZ: zone },
          encoding: "utf8",
        })
        expect(result.stderr).toBe("")
        const answer = JSON.parse(result.stdout)
        // The child's clock really was New York's: UTC−5 in winter, UTC−4 in summer.
        expect([zone, answer.zone]).toEqual([zone, { offset: 300, summer: 240 }])
        expect([zone, answer.hash]).toEqual([zone, here])
      }
    } finally {
      fs.rmSync(compiled, { recursive: true, force: true })
    }
  })
})
