/**
 * The dates data may hold: from 2000 to ten years after the day of the check (an argument). Every output then has the
 * four-digit year after 1582 that iCalendar, JSON-LD's ISO 8601 and HTML's `datetime` need; 9999 or 0100 is a slip.
 */

export const firstYear = 2000

/** How many years ahead a date may lie: a season's events and company holidays, with room to spare. */
export const yearsAhead = 10

/** The last day a date may name when the check runs on `today` ("YYYY-MM-DD"). */
export function lastPlausibleDay(today: string): string {
  const year = Number(today.slice(0, 4)) + yearsAhead
  // 29 February ten years on may not exist: the 28th then.
  const monthDay = today.slice(4) === "-02-29" ? "-02-28" : today.slice(4, 10)
  return `${year}${monthDay}`
}

/** Why a date ("YYYY-MM-DD", with a time or not) is out of range on `today`, or undefined. */
export function dateRangeProblem(value: unknown, today: string): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined
  const day = value.slice(0, 10)
  if (day < `${firstYear}-01-01`)
    return `is "${value}", before ${firstYear}: check the year (a date from ${firstYear} on)`
  const last = lastPlausibleDay(today)
  if (day > last) return `is "${value}", more than ${yearsAhead} years ahead (after ${last}): check the year`
  return undefined
}
