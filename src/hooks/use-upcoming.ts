import { useCallback } from "react"
import { eventEndInstant, isUpcoming, type EventTimes } from "../i18n/event-time"
import { useStoreInTransition } from "./use-store-in-transition"

/** A clock set wrong must not bring last year's party back: over at the build stays over. */
export function upcomingNow(event: EventTimes, builtAt: string, now: Date): boolean {
  return isUpcoming(event, new Date(builtAt)) && isUpcoming(event, now)
}

/** setTimeout's longest delay; a later end is checked again after it. */
const maxDelay = 2 ** 31 - 1

/** The build's answer until hydrated, then the visitor's clock's, again when the event ends. */
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
