import { useCallback } from "react"
import { eventEndInstant, isUpcoming, type EventTimes } from "../i18n/event-time"
import { useStoreInTransition } from "./use-store-in-transition"

/**
 * Upcoming as the visitor's browser sees it: upcoming at the build and not over by the
 * visitor's clock. An event that was over when the site was built stays past, whatever the
 * visitor's clock says (a clock set wrong must not bring last year's party back).
 */
export function upcomingNow(event: EventTimes, builtAt: string, now: Date): boolean {
  return isUpcoming(event, new Date(builtAt)) && isUpcoming(event, now)
}

/** setTimeout's longest delay (about 24.8 days); a later end is checked again after that. */
const maxDelay = 2 ** 31 - 1

/**
 * Is the event upcoming? On the server and while React hydrates, the build's answer (so the
 * HTML and the first render agree); after hydration, the answer by the visitor's clock, and
 * again when the event ends while the page is open.
 */
export function useUpcoming(event: EventTimes, builtAt: string): boolean {
  const end = eventEndInstant(event).getTime()
  const atBuild = isUpcoming(event, new Date(builtAt))
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!atBuild) return () => undefined
      const delay = end - Date.now()
      if (delay < 0) return () => undefined
      const timer = window.setTimeout(onChange, Math.min(delay + 1, maxDelay))
      return () => window.clearTimeout(timer)
    },
    [atBuild, end],
  )
  const { start, end: endText } = event
  const read = useCallback(() => upcomingNow({ start, end: endText }, builtAt, new Date()), [start, endText, builtAt])
  return useStoreInTransition(subscribe, read, atBuild)
}
