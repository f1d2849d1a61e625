/** Pure, no clock: the build schedule, the page and its head read the same rule. */
import { addDays, earlierFirst } from "./calendar-days"
import type { DayHours, Holiday, HoursRules } from "./open-now"

export const holidayListDays = 60
export const maxSpecialDays = 8

export interface SpecialDay {
  from: string
  to: string
  label?: string | null
  /** null: the usual hours; []: closed */
  hours: readonly DayHours[] | null
}

export function holidayHours(rules: HoursRules): readonly DayHours[] | null {
  if (rules.publicHolidays === "regular") return null
  return rules.publicHolidays === "hours" ? (rules.publicHolidayHours ?? []) : []
}

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
