import { addDays } from "./calendar-days"
import type { Language } from "./languages"

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const
export type Weekday = (typeof weekdays)[number]

export interface OpeningHoursEntry {
  readonly days: readonly string[]
  readonly opens: string
  readonly closes: string
}

/** Not Intl, whose output differs between ICU versions (hydration); whole, or with a fraction two decimals. */
export function formatNumber(value: number, language: Language): string {
  const [whole, fraction] = value.toFixed(Number.isInteger(value) ? 0 : 2).split(".")
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === "de" ? "." : ",")
  return fraction ? `${grouped}${language === "de" ? "," : "."}${fraction}` : grouped
}

/** 384 → "384 €" (de) / "€384" (en); whole euros unless the amount has cents. */
export function formatEuro(value: number, language: Language): string {
  const amount = formatNumber(value, language)
  return language === "de" ? `${amount}\u00a0€` : `€${amount}`
}

/** 102.9 → "102,90" (de) / "102.90" (en): areas keep two decimals when they have any. */
export const formatArea = formatNumber

const monthNames: Record<Language, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
}

/** "2026-03-05" → "5. März 2026" (de) / "5 March 2026" (en): news and legal pages' dates, from the data's YYYY-MM-DD. */
export function formatDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: "${isoDate}"`)
  const [year, month, day] = match.slice(1).map(Number)
  const name = monthNames[language][month - 1]
  return language === "de" ? `${day}. ${name} ${year}` : `${day} ${name} ${year}`
}

/** "09:00" → "9:00"; hours are shown as on a shop door. */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, "$1")
}

/** ["tue","wed","thu"] → "Di–Do"; runs of consecutive days become ranges. */
export function formatDays(days: readonly string[], dayNames: Record<Weekday, string>): string {
  const indices = days
    .map((day) => weekdays.indexOf(day as Weekday))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of indices) {
    const run = runs[runs.length - 1]
    if (run && index === run[run.length - 1] + 1) run.push(index)
    else runs.push([index])
  }
  return runs
    .map((run) => {
      const first = dayNames[weekdays[run[0]]]
      if (run.length === 1) return first
      const last = dayNames[weekdays[run[run.length - 1]]]
      return run.length === 2 ? `${first}, ${last}` : `${first}–${last}`
    })
    .join(", ")
}

const dayKey = (entry: OpeningHoursEntry) => [...entry.days].sort().join(",")

/** Entries with the same days as one line: { days: "Di–So", times: "11:30–14:30, 17:30–22:00" }. */
export function formatOpeningHours(
  entries: readonly OpeningHoursEntry[],
  dayNames: Record<Weekday, string>,
): { days: string; times: string }[] {
  const lines: { key: string; days: string; times: string[] }[] = []
  for (const entry of entries) {
    const key = dayKey(entry)
    const times = `${formatTime(entry.opens)}–${formatTime(entry.closes)}`
    const existing = lines.find((line) => line.key === key)
    if (existing) existing.times.push(times)
    else lines.push({ key, days: formatDays(entry.days, dayNames), times: [times] })
  }
  return lines.map(({ days, times }) => ({ days, times: times.join(", ") }))
}

/** The days of each line of formatOpeningHours, in the same order: ["tue","wed",…] – to find today's line. */
export function openingHoursLineDays(entries: readonly OpeningHoursEntry[]): string[][] {
  return [...new Set(entries.map(dayKey))].map((key) => key.split(","))
}

const weekdayNames: Record<Language, readonly string[]> = {
  // Sunday first, as Date.getUTCDay() counts
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
}

/** Each day's English name by its key: schema.org's day names, and the data check's messages. */
export const englishDayNames = Object.fromEntries(
  weekdays.map((day, index) => [day, weekdayNames.en[(index + 1) % 7]]),
) as Record<Weekday, string>

const eventTimeParts = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value)
  if (!match) throw new Error(`Not a "YYYY-MM-DD HH:MM" time: "${value}"`)
  return { date: `${match[1]}-${match[2]}-${match[3]}`, time: `${match[4]}:${match[5]}` }
}

/** "2026-12-12 15:00" → "Samstag, 12. Dezember 2026" / "Saturday 12 December 2026": an event's day. */
export function formatEventDay(dateTime: string, language: Language): string {
  return formatDay(eventTimeParts(dateTime).date, language)
}

/** "2026-12-05" → "Samstag, 5. Dezember 2026" (de) / "Saturday 5 December 2026" (en): a calendar day with its weekday. */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number)
  const weekday = weekdayNames[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return language === "de" ? `${weekday}, ${formatDate(date, language)}` : `${weekday} ${formatDate(date, language)}`
}

/** The name of a month (1–12): "Dezember" / "December". */
export function monthName(month: number, language: Language): string {
  return monthNames[language][month - 1]
}

/**
 * The time of an event: "15:00–20:00 Uhr" / "15:00–20:00"; "20:00 Uhr" without an end; a party
 * that ends the next morning keeps the short form ("20:00–02:00 Uhr"), an end on a later day
 * names it ("15:00 Uhr bis Sonntag, 13. Dezember 2026, 18:00 Uhr").
 */
export function formatEventTime(start: string, end: string | null | undefined, language: Language): string {
  const from = eventTimeParts(start)
  const suffix = language === "de" ? "\u00a0Uhr" : ""
  if (!end) return `${from.time}${suffix}`
  const to = eventTimeParts(end)
  const nextDay = addDays(from.date, 1)
  if (to.date === from.date || (to.date === nextDay && to.time <= from.time)) return `${from.time}–${to.time}${suffix}`
  const until = language === "de" ? "bis" : "to"
  return `${from.time}${suffix} ${until} ${formatEventDay(end, language)}, ${to.time}${suffix}`
}
