/** What the schema cannot say about holiday and exception hours: ranges in order, no overlaps. Pure: no Intl. */
/** As in collections.ts (not imported: that module imports this one). */
type FieldProblem = [field: string, message: string]

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day number of a real "YYYY-MM-DD" (days since 1970-01-01), or undefined. */
export function dayNumber(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined
  const match = datePattern.exec(value)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number)
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return time / 86_400_000
}

const minutes = (time: unknown): number | undefined => {
  if (typeof time !== "string") return undefined
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/** Each time range closes after it opens, and the ranges of one day do not overlap. */
function dayHoursProblems(hours: unknown, field: string): FieldProblem[] {
  if (!Array.isArray(hours)) return []
  const problems: FieldProblem[] = []
  const ranges: { index: number; opens: number; closes: number }[] = []
  hours.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== "object") return
    const { opens, closes } = entry as { opens?: unknown; closes?: unknown }
    const [from, to] = [minutes(opens), minutes(closes)]
    if (from === undefined || to === undefined) return
    if (to <= from) {
      problems.push([
        `${field}[${index}].closes`,
        `is "${String(closes)}", not after the opening time "${String(opens)}": a day's hours close after they open ("24:00" for midnight)`,
      ])
      return
    }
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

/** The checks of one file's opening-hours rules. */
export function openingHoursProblems(data: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = []
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
      `is used only when publicHolidays is "hours" (it is ${rule === undefined ? "not set, which means closed" : `"${String(rule)}"`}): set publicHolidays to hours, or remove these hours`,
    ])
  }
  problems.push(...dayHoursProblems(holidayHours, "publicHolidayHours"))

  const exceptions = data.exceptions
  if (!Array.isArray(exceptions)) return problems
  const ranges: { index: number; from: number; to: number; text: string }[] = []
  exceptions.forEach((exception: unknown, index) => {
    if (exception === null || typeof exception !== "object") return
    const field = `exceptions[${index}]`
    const { from, to, hours } = exception as { from?: unknown; to?: unknown; hours?: unknown }
    problems.push(...dayHoursProblems(hours, `${field}.hours`))
    const first = dayNumber(from)
    const last = to === undefined || to === null ? first : dayNumber(to)
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
