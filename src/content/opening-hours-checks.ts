/** What the schema cannot say about opening hours: ranges in order or past midnight, no overlaps. Pure: no Intl. */
import { englishDayNames, weekdays } from "../i18n/format"
import { isRealDate } from "../i18n/calendar-days"
import { rangeMinutes, type DayHours } from "../i18n/open-now"
import type { FieldProblem } from "./field-problem"

const minutes = (time: unknown): number | undefined => {
  if (typeof time !== "string") return undefined
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/** The latest a day's hours may close the next morning ("02:00" after "20:00": past midnight). */
const latestPastMidnight = "06:00"

const dayNames = englishDayNames as Record<string, string>
const weekOrder: readonly string[] = weekdays

/** A close before the opening is the next morning's: one rule for the weekly table, public holidays and exceptions. */
function rangeProblem(opens: unknown, closes: unknown): string | undefined {
  const [from, to] = [minutes(opens), minutes(closes)]
  if (from === undefined || to === undefined) return undefined
  if (to === from)
    return `is "${String(closes)}", the same as the opening time: for a whole day write "00:00" to "24:00"`
  if (to < from && to > minutes(latestPastMidnight)!)
    return `is "${String(closes)}", before the opening time "${String(opens)}": hours past midnight may close until "${latestPastMidnight}" the next morning (a bar open Friday 20:00 to 02:00: the entry of Friday with opens "20:00", closes "02:00"); otherwise check the times`
  return undefined
}

/** An entry's range in minutes from its day's midnight (closes past midnight: after 1440); its problem goes to `problems`. */
function rangeOf(entry: { opens?: unknown; closes?: unknown }, field: string, problems: FieldProblem[]) {
  const problem = rangeProblem(entry.opens, entry.closes)
  if (problem) problems.push([`${field}.closes`, problem])
  if (problem || minutes(entry.opens) === undefined || minutes(entry.closes) === undefined) return undefined
  return rangeMinutes(entry as DayHours)
}

/** Each time range closes after it opens (or the next morning), and the ranges of one day do not overlap. */
function dayHoursProblems(hours: unknown, field: string): FieldProblem[] {
  if (!Array.isArray(hours)) return []
  const problems: FieldProblem[] = []
  const ranges: { index: number; opens: number; closes: number }[] = []
  hours.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== "object") return
    const range = rangeOf(entry, `${field}[${index}]`, problems)
    if (!range) return
    const [from, to] = range
    const other = ranges.find((range) => from < range.closes && range.opens < to)
    if (other) {
      problems.push([
        `${field}[${index}].opens`,
        `overlaps ${field}[${other.index}] of the same day: write each time of the day once`,
      ])
    }
    ranges.push({ index, opens: from, closes: to })
  })
  return problems
}

/**
 * The weekly table: each entry's times as above, and no two entries open at once on a day, also
 * where one day's hours run past midnight into the next (Friday 20:00–02:00 and Saturday 01:00–…).
 */
function weeklyHoursProblems(entries: unknown, field = "openingHours"): FieldProblem[] {
  if (!Array.isArray(entries)) return []
  const problems: FieldProblem[] = []
  // Every range of the week on one line of minutes from Monday's midnight (Sunday's night wraps to Monday).
  const ranges: { index: number; day: string; from: number; to: number }[] = []
  entries.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== "object") return
    const { days } = entry as { days?: unknown }
    const range = rangeOf(entry, `${field}[${index}]`, problems)
    if (!range || !Array.isArray(days)) return
    let reported = false
    for (const day of days) {
      // Anything but a weekday's name is the schema's to report.
      if (typeof day !== "string") continue
      const at = weekOrder.indexOf(day)
      if (at < 0) continue
      const [from, to] = [at * 1440 + range[0], at * 1440 + range[1]]
      const week = 7 * 1440
      const overlaps = (other: (typeof ranges)[number]) =>
        [0, week, -week].some((shift) => from < other.to + shift && other.from + shift < to)
      const other = ranges.find((other) => other.index !== index && overlaps(other))
      if (other && !reported) {
        reported = true
        problems.push([
          `${field}[${index}].opens`,
          `overlaps ${field}[${other.index}] on ${dayNames[day]}${other.day === day ? "" : ` (${dayNames[other.day]}'s hours run past midnight)`}: a time of the week may be in one entry only – change the times or remove the day from one entry`,
        ])
      }
      ranges.push({ index, day, from, to })
    }
  })
  return problems
}

/** The checks of one file's opening-hours rules: the weekly table, public holidays and exceptions, by one rule. */
export function openingHoursProblems(data: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [...weeklyHoursProblems(data.openingHours)]
  const rule = data.publicHolidays
  const holidayHours = data.publicHolidayHours
  if (rule === "hours" && (!Array.isArray(holidayHours) || holidayHours.length === 0)) {
    problems.push([
      "publicHolidays",
      'is "hours", but there are no publicHolidayHours: add the hours of a public holiday, or choose closed or regular',
    ])
  } else if (Array.isArray(holidayHours) && holidayHours.length > 0 && rule !== "hours") {
    problems.push([
      "publicHolidayHours",
      `is used only when publicHolidays is "hours" (it is ${rule === undefined ? "not set, which means closed" : typeof rule === "string" ? `"${rule}"` : "not a word"}): set publicHolidays to hours, or remove these hours`,
    ])
  }
  problems.push(...dayHoursProblems(holidayHours, "publicHolidayHours"))

  const exceptions = data.exceptions
  if (!Array.isArray(exceptions)) return problems
  // "YYYY-MM-DD" sorts as the days do.
  const ranges: { index: number; from: string; to: string; text: string }[] = []
  exceptions.forEach((exception: unknown, index) => {
    if (exception === null || typeof exception !== "object") return
    const field = `exceptions[${index}]`
    const { from, to, hours } = exception as { from?: unknown; to?: unknown; hours?: unknown }
    problems.push(...dayHoursProblems(hours, `${field}.hours`))
    const first = isRealDate(from) ? from : undefined
    const last = to === undefined || to === null ? first : isRealDate(to) ? to : undefined
    // A date that is no date is the schema's to report ("format": "date").
    if (first === undefined || last === undefined) return
    if (last < first) {
      problems.push([
        `${field}.to`,
        `is ${String(to)}, before its from ${String(from)}: the last day of an exception must not come before its first day`,
      ])
      return
    }
    const text = first === last ? String(from) : `${String(from)} – ${String(to)}`
    const other = ranges.find((range) => first <= range.to && range.from <= last)
    if (other) {
      problems.push([
        `${field}.from`,
        `(${text}) overlaps exceptions[${other.index}] (${other.text}): each day may have only one exception; join them or change the dates`,
      ])
    }
    ranges.push({ index, from: first, to: last, text })
  })
  return problems
}
