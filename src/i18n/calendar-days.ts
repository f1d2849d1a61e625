/** No imports, so a page's head can sort dated entries without the open-now code in its chunk. */

export const twoDigits = (value: number) => String(value).padStart(2, "0")

/** Whether "YYYY-MM-DD" names a day the calendar has (not 30 February). */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, day] = value.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === value
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** Without localeCompare, which loads ICU's collator. */
export const earlierFirst = (a: { readonly from: string }, b: { readonly from: string }) =>
  a.from < b.from ? -1 : a.from > b.from ? 1 : 0
