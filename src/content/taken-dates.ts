/** The days a party room is taken: calendar days in Vienna, "YYYY-MM-DD". Pure, for the build, editor and browser. */
import { addDays, isRealDate } from "../i18n/calendar-days"
import type { FieldProblem } from "./field-problem"

/** One entry of `takenDates`, as the YAML (and GraphQL) has it. */
export interface TakenDateEntry {
  readonly date: string
  readonly until?: string | null
}

/** The longest run one entry may name, in days: a longer one is almost certainly a wrong year. */
export const longestTakenRun = 31

/** Every day one entry takes, in order ([] for an entry with a date that does not exist). */
export function daysOf(entry: TakenDateEntry): string[] {
  if (!isRealDate(entry.date)) return []
  const last = entry.until && isRealDate(entry.until) && entry.until > entry.date ? entry.until : entry.date
  const days = [entry.date]
  while (days[days.length - 1] < last && days.length <= longestTakenRun) days.push(addDays(days[days.length - 1], 1))
  return days
}

/** Every day the entries take, sorted, each once. */
export function takenDays(entries: readonly TakenDateEntry[] | null | undefined): string[] {
  return [...new Set((entries ?? []).flatMap(daysOf))].sort()
}

/** The entries that end on `today` or later, in date order: what visitors see. */
export function comingTakenDates<T extends TakenDateEntry>(
  entries: readonly T[] | null | undefined,
  today: string,
): T[] {
  return (entries ?? [])
    .filter(
      (entry) =>
        isRealDate(entry.date) && (entry.until && entry.until > entry.date ? entry.until : entry.date) >= today,
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

const example = '"YYYY-MM-DD" with a date the calendar has, e.g. "2026-12-05"'

/** Every date exists; `until` is neither before `date` nor more than a month after; no day twice. */
export function takenDatesProblems(data: Record<string, unknown>): FieldProblem[] {
  const entries = data.takenDates
  if (!Array.isArray(entries)) return []
  const problems: FieldProblem[] = []
  const firstListedIn = new Map<string, number>()
  entries.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== "object") return
    const { date, until } = entry as { date?: unknown; until?: unknown }
    const field = `takenDates[${index}]`
    if (typeof date !== "string") return
    if (!isRealDate(date)) {
      problems.push([`${field}.date`, `is ${JSON.stringify(date)}, which is not a real date: write ${example}`])
      return
    }
    if (until !== undefined && until !== null) {
      if (typeof until !== "string") return
      if (!isRealDate(until)) {
        problems.push([`${field}.until`, `is ${JSON.stringify(until)}, which is not a real date: write ${example}`])
        return
      }
      if (until < date) {
        problems.push([
          `${field}.until`,
          `is "${until}", before the date "${date}": "until" is the last day taken, the date or a later one`,
        ])
        return
      }
      if (until > addDays(date, longestTakenRun - 1)) {
        problems.push([
          `${field}.until`,
          `is "${until}", more than ${longestTakenRun} days after the date "${date}": check the year, or write one entry per booking`,
        ])
        return
      }
    }
    const days = daysOf({ date, until: until as string | undefined })
    const again = days.find((day) => firstListedIn.has(day))
    if (again !== undefined) {
      const first = `takenDates[${firstListedIn.get(again)}]`
      problems.push([
        `${field}.date`,
        days.length === 1
          ? `is "${date}", a day ${first} already lists: list each day once – delete one of the two`
          : `with until "${until}" takes "${again}", a day ${first} already lists: list each day once`,
      ])
      return
    }
    for (const day of days) firstListedIn.set(day, index)
  })
  return problems
}
