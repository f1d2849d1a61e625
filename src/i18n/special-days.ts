/**
 * The list of days with other hours than the weekly table (a partner's page, the JSON-LD): the
 * exceptions not yet over and the public holidays of the coming weeks, as of one day. The build
 * writes it as of its own day; the browser never adds or removes an entry (it marks the ones
 * that have passed, SpecialHours), and every day the list gains or loses one is a moment of the
 * build schedule (src/gatsby/next-change.ts), so the next build writes the new list.
 * Pure, no clock: the schedule, the page and its head read the same rule.
 */
import { addDays, earlierFirst } from "./calendar-days"
import type { DayHours, Holiday, HoursRules } from "./open-now"

/** How far ahead the public holidays are listed, in days: a holiday enters the list this many days before. */
export const holidayListDays = 60
/** At most this many days with other hours. */
export const maxSpecialDays = 8

export interface SpecialDay {
  /** "2026-12-24" */
  from: string
  to: string
  label?: string | null
  /** null: the usual hours; []: closed */
  hours: readonly DayHours[] | null
}

/** The hours on a public holiday by the rules: null for the usual ones, [] for closed. */
export function holidayHours(rules: HoursRules): readonly DayHours[] | null {
  return rules.publicHolidays === "regular"
    ? null
    : rules.publicHolidays === "hours"
      ? (rules.publicHolidayHours ?? [])
      : []
}

/**
 * The exceptions ending on `today` ("2026-11-26") or later and the public holidays from `today` to
 * `holidayListDays` after it that no exception covers, in date order; the first `limit` of them.
 */
export function specialDays(
  rules: HoursRules,
  holidays: readonly Holiday[],
  today: string,
  limit: number = maxSpecialDays,
): SpecialDay[] {
  const exceptions: SpecialDay[] = (rules.exceptions ?? []).map((entry) => ({
    from: entry.from.slice(0, 10),
    to: (entry.to ?? entry.from).slice(0, 10),
    label: entry.reason,
    hours: entry.hours ?? [],
  }))
  const last = addDays(today, holidayListDays)
  const holidayItems: SpecialDay[] = holidays
    .filter((holiday) => holiday.date >= today && holiday.date <= last)
    .filter((holiday) => !exceptions.some((entry) => entry.from <= holiday.date && holiday.date <= entry.to))
    .map((holiday) => ({ from: holiday.date, to: holiday.date, label: holiday.name, hours: holidayHours(rules) }))
  return [...exceptions.filter((entry) => entry.to >= today), ...holidayItems].sort(earlierFirst).slice(0, limit)
}
