/**
 * Without Intl in the browser: its first time-zone format loads ICU data in a long task. The build
 * checks this rule against the time-zone database (viennaRuleMismatch), so a change of law is noticed.
 */
import { twoDigits } from "./calendar-days"

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** Until 1995 summer time ended in September. */
export const viennaRuleSince = 1996

/** When the EU's clocks change; `month` 1-based. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0))
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

export function viennaOffsetMinutes(instant: Date): number {
  const time = instant.getTime()
  const year = instant.getUTCFullYear()
  return time >= lastSundayOneUtc(year, 3) && time < lastSundayOneUtc(year, 10) ? 120 : 60
}

/** `weekday`: 0 = Monday. */
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

export function viennaDate(instant: Date): string {
  const { year, month, day } = viennaWallClock(instant)
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`
}

let icuFormat: Intl.DateTimeFormat | undefined

/** For the build and tests, never the browser. */
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
