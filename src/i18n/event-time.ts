import { viennaOffsetMinutes, viennaWallClock, type WallClock } from "./vienna-time"
import { addDays, isRealDate, twoDigits } from "./calendar-days"

export const eventTimeZone = "Europe/Vienna"

export const eventDateTimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

/** Null for 30 February, 24:10. */
export function parseWallClock(value: string): WallClock | null {
  const match = eventDateTimePattern.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  if (!isRealDate(value.slice(0, 10)) || hour > 23 || minute > 59) return null
  return { year, month, day, hour, minute }
}

const sameWallClock = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute

/** The autumn hour that happens twice is its first; the hour the spring skips is null. */
export function viennaInstant(wall: WallClock): Date | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3600_000)
    if (sameWallClock(viennaWallClock(candidate), wall)) return candidate
  }
  return null
}

/** For code that runs after validation. */
export function parseEventTime(value: string): Date {
  const wall = parseWallClock(value)
  if (!wall) throw new Error(`"${value}" is not a date and time written as YYYY-MM-DD HH:mm`)
  const instant = viennaInstant(wall)
  if (!instant) throw new Error(`"${value}" does not exist in Vienna: the clocks skip that hour for summer time`)
  return instant
}

export function eventTimeProblem(value: unknown): string | null {
  if (typeof value !== "string") return 'must be a date and time written as "YYYY-MM-DD HH:MM", e.g. "2027-02-05 20:00"'
  if (!parseWallClock(value))
    return `is "${value}", which is not a real date and time: write "YYYY-MM-DD HH:MM" with a date the calendar has, e.g. "2027-02-05 20:00"`
  if (!viennaInstant(parseWallClock(value)!))
    return `is "${value}", a time that does not exist in Vienna: the clocks go from 02:00 straight to 03:00 that night; choose another time`
  return null
}

/** Beyond the schema's pattern, for the build and the CMS. */
export function eventTimesProblems(record: Record<string, unknown>): [field: "start" | "end", message: string][] {
  const problems: [field: "start" | "end", message: string][] = []
  const times: Partial<Record<"start" | "end", Date>> = {}
  for (const field of ["start", "end"] as const) {
    const value = record[field]
    if (value === undefined || typeof value !== "string" || !eventDateTimePattern.test(value)) continue
    const problem = eventTimeProblem(value)
    if (problem) problems.push([field, problem])
    else times[field] = parseEventTime(value)
  }
  if (times.start && times.end && times.end.getTime() <= times.start.getTime()) {
    problems.push([
      "end",
      `is "${String(record.end)}", which is not after the start "${String(record.start)}": the end must come after the start (for a party past midnight, the next day's date)`,
    ])
  }
  return problems
}

/** "2027-02-05T20:00:00+01:00" */
export function viennaIsoString(instant: Date): string {
  const wall = viennaWallClock(instant)
  const offset = viennaOffsetMinutes(instant)
  const sign = offset >= 0 ? "+" : "-"
  const abs = Math.abs(offset)
  return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}T${twoDigits(wall.hour)}:${twoDigits(wall.minute)}:00${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`
}

export interface EventTimes {
  readonly start: string
  readonly end?: string | null
}

/** Without an end, the midnight (Vienna) that ends its first day. */
export function eventEndInstant(event: EventTimes): Date {
  if (event.end) return parseEventTime(event.end)
  if (!parseWallClock(event.start))
    throw new Error(`"${event.start}" is not a date and time written as YYYY-MM-DD HH:mm`)
  return parseEventTime(`${addDays(event.start.slice(0, 10), 1)} 00:00`)
}

/** An event under way is still upcoming. */
export function isUpcoming(event: EventTimes, now: Date): boolean {
  return eventEndInstant(event).getTime() > now.getTime()
}

/** Upcoming soonest first; past newest first, by the year they started in (Vienna). */
export function splitEvents<T extends EventTimes>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: { year: number; events: T[] }[] } {
  const byStart = [...events].sort((a, b) => parseEventTime(a.start).getTime() - parseEventTime(b.start).getTime())
  const upcoming = byStart.filter((event) => isUpcoming(event, now))
  const pastEvents = byStart.filter((event) => !isUpcoming(event, now)).reverse()
  const past: { year: number; events: T[] }[] = []
  for (const event of pastEvents) {
    const year = Number(event.start.slice(0, 4))
    const group = past.at(-1)
    if (group?.year === year) group.events.push(event)
    else past.push({ year, events: [event] })
  }
  return { upcoming, past }
}
