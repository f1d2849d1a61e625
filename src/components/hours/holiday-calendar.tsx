import { createContext, useContext, type ReactNode } from "react"
import type { Holiday } from "../../i18n/open-now"

export interface HolidayCalendar {
  /** What the HTML counts as today. */
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

/** Without a provider (the editor's preview) there are no holidays. */
export function useHolidayCalendar(): HolidayCalendar | null {
  return useContext(Context)
}
