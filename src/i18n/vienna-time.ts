/**
 * Vienna's wall clock at an instant, without the Intl API in the browser: the first date
 * formatting with a time zone makes the browser load its ICU data, one task of 40–110 ms on this
 * machine (160–440 ms at Lighthouse's 4× slowdown) on every page that says "open now" or sorts
 * events (docs/performance.md). Europe/Vienna follows the EU's summer-time rule, written out
 * here; the build compares it with the time-zone database (ICU, through Intl) for every year
 * from 1996 to two years ahead and stops when they differ (`viennaRuleMismatch`, run by
 * src/gatsby/public-holidays.ts), so a change of the law cannot go unnoticed.
 */
import { twoDigits } from "./calendar-days"

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The first year of today's rule (the last Sunday of October; until 1995 September). */
export const viennaRuleSince = 1996

/** 01:00 UTC on the last Sunday of a month (1-based): when the EU's clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0))
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Minutes Vienna is ahead of UTC at an instant: 120 in summer time (from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October), 60 otherwise.
 */
export function viennaOffsetMinutes(instant: Date): number {
  const time = instant.getTime()
  const year = instant.getUTCFullYear()
  return time >= lastSundayOneUtc(year, 3) && time < lastSundayOneUtc(year, 10) ? 120 : 60
}

/** The Vienna wall clock at an instant, with its weekday (0 = Monday … 6 = Sunday). */
export function viennaWallClock(instant: Date): WallClock & { weekday: number } {
  const shifted = new Date(instant.getTime() + viennaOffsetMinutes(instant) * 60_000)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: (shifted.getUTCDay() + 6) % 7,
  }
}

/** "2026-11-26": the day in Vienna at an instant. */
export function viennaDate(instant: Date): string {
  const { year, month, day } = viennaWallClock(instant)
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`
}

let icuFormat: Intl.DateTimeFormat | undefined

/** The offset the time-zone database gives (ICU through Intl: for the build and tests, never the browser). */
export function icuViennaOffsetMinutes(instant: Date): number {
  icuFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Vienna",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  const parts = Object.fromEntries(icuFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]))
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * Where the rule above and the time-zone database disagree, from `fromYear` through `toYear`
 * (the minute before and at each change, and midwinter and midsummer), or null when they agree.
 */
export function viennaRuleMismatch(
  fromYear: number,
  toYear: number,
  icuOffset: (instant: Date) => number = icuViennaOffsetMinutes,
): string | null {
  for (let year = fromYear; year <= toYear; year++) {
    const [spring, autumn] = [lastSundayOneUtc(year, 3), lastSundayOneUtc(year, 10)]
    const instants = [
      Date.UTC(year, 0, 15, 12),
      spring - 60_000,
      spring,
      Date.UTC(year, 6, 15, 12),
      autumn - 60_000,
      autumn,
    ].map((time) => new Date(time))
    for (const instant of instants) {
      const [rule, icu] = [viennaOffsetMinutes(instant), icuOffset(instant)]
      if (rule !== icu)
        return `at ${instant.toISOString()} Europe/Vienna is UTC+${icu / 60} by the time-zone database but UTC+${rule / 60} by the EU summer-time rule in src/i18n/vienna-time.ts: the law has changed, so change viennaOffsetMinutes to follow it`
    }
  }
  return null
}
