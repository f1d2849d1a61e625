import { createContext, useContext } from "react"
import type { Holiday } from "../../i18n/open-now"

export interface HolidayCalendar {
  /** What the HTML counts as today. */
  readonly builtOn: string
  readonly holidays: readonly Holiday[]
}

const Context = createContext<HolidayCalendar | null>(null)

export const HolidayCalendarProvider = Context.Provider

/** Without a provider (the editor's preview) there are no holidays. */
export function useHolidayCalendar(): HolidayCalendar | null {
  return useContext(Context)
}
