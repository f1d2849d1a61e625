/**
 * "Open now" in the visitor's browser, in Vienna time without Intl (vienna-time.ts), from plain data and the build's
 * public holidays. An exception comes before a public holiday, a public holiday before the weekly table.
 */
import { viennaDate, viennaWallClock } from "./vienna-time"
import { addDays, twoDigits } from "./calendar-days"
import { weekdays, type OpeningHoursEntry } from "./format"

export interface DayHours {
  readonly opens: string
  readonly closes: string
}

export interface HoursException {
  /** "2026-12-24" (GraphQL may add a time: only the first ten characters count) */
  readonly from: string
  readonly to?: string | null
  /** None or []: closed */
  readonly hours?: readonly DayHours[] | null
  readonly reason?: string | null
}

export interface HoursRules {
  readonly openingHours: readonly OpeningHoursEntry[]
  /** "closed" (also when not set), "regular" or "hours" */
  readonly publicHolidays?: string | null
  readonly publicHolidayHours?: readonly DayHours[] | null
  readonly exceptions?: readonly HoursException[] | null
}

export interface Holiday {
  readonly date: string
  readonly name: string
}

/** The Vienna wall clock at an instant: its date, weekday (0 = Monday) and the minutes since midnight. */
export function viennaDay(now: Date) {
  const { hour, minute, weekday } = viennaWallClock(now)
  return { date: viennaDate(now), weekday, minutes: hour * 60 + minute }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** What applies on a day: its hours, and why when it is not the weekly table. */
export interface DayRule {
  hours: DayHours[]
  /** "week", "holiday" or "exception" */
  kind: string
  /** The holiday's name, or the exception's reason */
  reason?: string | null
}

export function dayRule(rules: HoursRules, holidays: readonly Holiday[], date: string, weekday: number): DayRule {
  const exception = rules.exceptions?.find(
    (entry) => entry.from.slice(0, 10) <= date && date <= (entry.to ?? entry.from).slice(0, 10),
  )
  if (exception) return { hours: [...(exception.hours ?? [])], kind: "exception", reason: exception.reason }
  const weekly = rules.openingHours
    .filter((entry) => entry.days.includes(weekdays[weekday]))
    .map(({ opens, closes }) => ({ opens, closes }))
  const holiday = holidays.find((entry) => entry.date === date)
  if (holiday && rules.publicHolidays !== "regular") {
    const hours = rules.publicHolidays === "hours" ? [...(rules.publicHolidayHours ?? [])] : []
    return { hours, kind: "holiday", reason: holiday.name }
  }
  return { hours: weekly, kind: "week" }
}

/** A moment the status names: days after today, the weekday (0 = Monday), the date and the time ("22:00"). */
export interface StatusMoment {
  days: number
  weekday: number
  date: string
  time: string
}

export type OpenStatus =
  | { open: true; /** null: open around the clock for the coming week */ until: StatusMoment | null }
  | { open: false; /** null: not within the coming two weeks */ opens: StatusMoment | null }
  | { open: false; closedToday: "holiday" | "exception"; reason?: string | null }

const lookAhead = 15

/** Minutes from the day's midnight; a close before the opening is the next morning's (20:00–02:00 is 1200–1560). */
export function rangeMinutes({ opens, closes }: DayHours): [number, number] {
  const [start, end] = [minutesOf(opens), minutesOf(closes)]
  return [start, end <= start ? end + 1440 : end]
}

/**
 * Every opening of the days (`offset` days after today, -1: yesterday) on one line of minutes from today's midnight,
 * joined where one ends as the next begins; yesterday's hours count where they run past midnight into today.
 */
function openingSpans(days: readonly { offset: number; rule: DayRule }[]): [number, number][] {
  const ranges = days
    .flatMap((day) => day.rule.hours.map((hours) => rangeMinutes(hours).map((m) => day.offset * 1440 + m)))
    .sort((a, b) => a[0] - b[0])
  const spans: [number, number][] = []
  for (const [start, end] of ranges) {
    const last = spans[spans.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else spans.push([start, end])
  }
  return spans
}

/** The status at `now`, or null when there is nothing to say (no weekly hours: the brewery, by appointment). */
export function openStatus(rules: HoursRules, holidays: readonly Holiday[], now: Date): OpenStatus | null {
  if (rules.openingHours.length === 0) return null
  const today = viennaDay(now)
  const near = (offset: number) => {
    const date = addDays(today.date, offset)
    const weekday = (today.weekday + offset + 7) % 7
    return { offset, date, weekday, rule: dayRule(rules, holidays, date, weekday) }
  }
  const days = Array.from({ length: lookAhead }, (_, offset) => near(offset))
  const spans = openingSpans([near(-1), ...days])
  /** The day and time of a minute on that line; an end at 24:00 belongs to the day it ends. */
  const moment = (minutes: number, end: boolean): StatusMoment => {
    const offset = end ? Math.max(0, Math.ceil(minutes / 1440) - 1) : Math.floor(minutes / 1440)
    const time = minutes - offset * 1440
    return {
      days: offset,
      weekday: days[offset].weekday,
      date: days[offset].date,
      time: `${twoDigits(Math.floor(time / 60))}:${twoDigits(time % 60)}`,
    }
  }
  const current = spans.find(([start, end]) => start <= today.minutes && today.minutes < end)
  if (current) return { open: true, until: current[1] >= (lookAhead - 7) * 1440 ? null : moment(current[1], true) }
  const rule = days[0].rule
  if (rule.kind !== "week" && rule.hours.length === 0) {
    return { open: false, closedToday: rule.kind as "holiday" | "exception", reason: rule.reason }
  }
  const next = spans.find(([start]) => start > today.minutes)
  return { open: false, opens: next ? moment(next[0], false) : null }
}
