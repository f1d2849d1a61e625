import Holidays from "date-holidays"
import { icuViennaOffsetMinutes, viennaDate, viennaRuleMismatch, viennaRuleSince } from "../i18n/vienna-time"

/**
 * The public holidays of Upper Austria (shops closed by law: Neujahr, Ostermontag, Christtag …)
 * from the maintained `date-holidays` library, computed when the site is built for the coming
 * months and handed to the pages as the `HolidayCalendar` node (date and name in each language). The
 * library and its data for every country stay in the build: the browser gets plain dates.
 */

/** Austria, Upper Austria (date-holidays' state code "4" = Oberösterreich). */
export const holidayRegion = { country: "AT", state: "4" } as const

/** How far ahead the pages know the holidays (the scheduled build runs far more often). */
export const holidayMonths = 13

export interface PublicHoliday {
  /** "2026-12-25" */
  date: string
  name: { de: string; en: string }
}

/** English names date-holidays leaves in German. */
const englishNames: Readonly<Record<string, string>> = { Staatsfeiertag: "Labour Day" }

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The public holidays (type "public": not Christmas Eve, Easter Sunday or St. Florian, which are no
 * days off by law) from the first day of `from`'s month for `months` months, in date order.
 */
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

/**
 * The GraphQL types: one `HolidayCalendar` node with the Vienna day of the build (what the pages
 * measure "coming" against in their HTML) and the holidays, each name in the page's language.
 */
export const publicHolidayTypeDefs = `type HolidayCalendar implements Node @dontInfer {
  builtOn: String!
  holidays: [PublicHoliday!]!
}
type PublicHoliday {
  date: String!
  name: String! @localized
}
`

interface SourceArgs {
  actions: { createNode(node: Record<string, unknown>): unknown }
  createNodeId(input: string): string
  createContentDigest(input: unknown): string
  reporter: { info(message: string): void; panic(message: string): void }
}

/**
 * sourceNodes: the HolidayCalendar node, with the holidays of the coming months as of the build.
 * First it checks that the pages' Vienna clock (src/i18n/vienna-time.ts, the EU summer-time rule)
 * still agrees with the time-zone database from 1996 to two years ahead, and stops the build when not.
 */
export function sourcePublicHolidays(
  { actions, createNodeId, createContentDigest, reporter }: SourceArgs,
  builtAt: Date,
  icuOffset: (instant: Date) => number = icuViennaOffsetMinutes,
): PublicHoliday[] {
  const mismatch = viennaRuleMismatch(viennaRuleSince, builtAt.getUTCFullYear() + 2, icuOffset)
  if (mismatch) {
    reporter.panic(`Vienna time: ${mismatch}`)
    return []
  }
  const holidays = publicHolidays(builtAt)
  const content = { builtOn: viennaDate(builtAt), holidays }
  actions.createNode({
    ...content,
    id: createNodeId("holiday-calendar"),
    parent: null,
    children: [],
    internal: { type: "HolidayCalendar", contentDigest: createContentDigest(content) },
  })
  reporter.info(
    `public holidays (Upper Austria): ${holidays.length} from ${holidays[0]?.date ?? "–"} to ${holidays[holidays.length - 1]?.date ?? "–"}`,
  )
  return holidays
}
