/**
 * Calendar days as "YYYY-MM-DD" strings, the way data/ writes them: no clock, no time zone, no
 * imports, so a page's head (the JSON-LD) can sort its dated entries without bringing the
 * open-now code into the page's chunk.
 */

/** "07" for 7: months, days, hours and minutes as data/ and ISO 8601 write them. */
export const twoDigits = (value: number) => String(value).padStart(2, "0")

/** The day `days` after "YYYY-MM-DD" (negative: before). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** Sorts dated entries by their first day, without localeCompare (ICU's collator). */
export const earlierFirst = (a: { readonly from: string }, b: { readonly from: string }) =>
  a.from < b.from ? -1 : a.from > b.from ? 1 : 0
