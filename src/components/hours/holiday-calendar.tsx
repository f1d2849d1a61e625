import { createContext, useContext, type ReactNode } from "react"
import type { Holiday } from "../../i18n/open-now"

/**
 * The public holidays of the coming months and the build's day in Vienna (src/gatsby/public-holidays.ts),
 * for the pages that say "open now": the page queries `...HolidayCalendar` (src/fragments/holiday-calendar.ts) and wraps its content
 * in <HolidayCalendarProvider>. Without it (the editor's preview) there are no holidays.
 */

export interface HolidayCalendar {
  /** The build's day in Vienna, "2026-11-26": what the HTML counts as today. */
  readonly builtOn: string
  readonly holidays: readonly Holiday[]
}

const Context = createContext<HolidayCalendar | null>(null)

export function HolidayCalendarProvider({
  calendar,
  children,
}: {
  calendar: HolidayCalendar | null | undefined
  children: ReactNode
}) {
  return <Context.Provider value={calendar ?? null}>{children}</Context.Provider>
}

export function useHolidayCalendar(): HolidayCalendar | null {
  return useContext(Context)
}
