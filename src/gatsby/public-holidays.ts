import Holidays from "date-holidays"
import { icuViennaOffsetMinutes, viennaDate, viennaRuleMismatch, viennaRuleSince } from "../i18n/vienna-time"

/** Upper Austria's public holidays, computed at build time so the browser gets plain dates, not date-holidays. */

/** Austria, Upper Austria (date-holidays' state code "4" = Oberösterreich). */
export const holidayRegion = { country: "AT", state: "4" } as const

/** How far ahead the pages know the holidays (the scheduled build runs far more often). */
export const holidayMonths = 13

export interface PublicHoliday {
  date: string
  name: { de: string; en: string }
}

/** English names date-holidays leaves in German. */
const englishNames: Readonly<Record<string, string>> = { Staatsfeiertag: "Labour Day" }

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** The public holidays (type "public": days off by law) for `months` months from `from`'s month. */
export function publicHolidays(from: Date, months: number = holidayMonths): PublicHoliday[] {
  const start = isoDate(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)))
  const end = isoDate(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1)))
  // The country's own names (Christtag, Stefanitag), which the "de" option would change to Weihnachten …
  const german = new Holidays(holidayRegion.country, holidayRegion.state)
  const english = new Holidays(holidayRegion.country, holidayRegion.state, { languages: ["en"] })
  const result: PublicHoliday[] = []
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    const en = english.getHolidays(year)
    for (const holiday of german.getHolidays(year)) {
      const date = holiday.date.slice(0, 10)
      if (holiday.type !== "public" || date < start || date >= end) continue
      const name = en.find((other) => other.date === holiday.date)?.name ?? holiday.name
      result.push({ date, name: { de: holiday.name, en: englishNames[name] ?? name } })
    }
  }
  return result.sort((a, b) => a.date.localeCompare(b.date))
}

/** The HolidayCalendar GraphQL type: the build's Vienna day and the holidays in each language. */
export const publicHolidayTypeDefs = `type HolidayCalendar implements Node @dontInfer {
  builtOn: String!
  holidays: [PublicHoliday!]!
}
type PublicHoliday {
  date: String!
  name: String! @localized
}
`

/** What sourceNodes hands over that a node of the site's own needs. */
export interface SourceArgs {
  actions: { createNode(node: Record<string, unknown>): unknown }
  createNodeId(input: string): string
  createContentDigest(input: unknown): string
}

/** sourceNodes: the one node of `type`, holding `content` (digested, so Gatsby re-runs the queries it changes). */
export function createOnlyNode(args: SourceArgs, id: string, type: string, content: Record<string, unknown>): void {
  args.actions.createNode({
    ...content,
    id: args.createNodeId(id),
    parent: null,
    children: [],
    internal: { type, contentDigest: args.createContentDigest(content) },
  })
}

/** sourceNodes: the HolidayCalendar node; stops the build if src/i18n/vienna-time.ts disagrees with the tz database. */
export function sourcePublicHolidays(
  { reporter, ...args }: SourceArgs & { reporter: { info(message: string): void; panic(message: string): void } },
  builtAt: Date,
  icuOffset: (instant: Date) => number = icuViennaOffsetMinutes,
): PublicHoliday[] {
  const mismatch = viennaRuleMismatch(viennaRuleSince, builtAt.getUTCFullYear() + 2, icuOffset)
  if (mismatch) {
    reporter.panic(`Vienna time: ${mismatch}`)
    return []
  }
  const holidays = publicHolidays(builtAt)
  createOnlyNode(args, "holiday-calendar", "HolidayCalendar", { builtOn: viennaDate(builtAt), holidays })
  reporter.info(
    `public holidays (Upper Austria): ${holidays.length} from ${holidays[0]?.date ?? "–"} to ${holidays[holidays.length - 1]?.date ?? "–"}`,
  )
  return holidays
}
