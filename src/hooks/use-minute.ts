import { startTransition, useEffect, useState } from "react"

/** The current minute (minutes since 1970); the same value for a whole minute, so React re-renders once a minute. */
const currentMinute = () => Math.floor(Date.now() / 60_000)

/** Calls `onChange` now, just after each full minute, and when a tab that slept (phones) shows again. */
function subscribe(onChange: () => void): () => void {
  let timer = 0
  const next = () => {
    timer = window.setTimeout(
      () => {
        onChange()
        next()
      },
      60_000 - (Date.now() % 60_000) + 50,
    )
  }
  onChange()
  next()
  document.addEventListener("visibilitychange", onChange)
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener("visibilitychange", onChange)
  }
}

/**
 * The visitor's clock to the minute, or null on the server and while React hydrates: what is
 * said about "now" appears only after hydration, so the HTML of the build never goes stale.
 *
 * State set in an effect, in a transition, rather than `useSyncExternalStore`: a store whose
 * value differs from the server's makes React re-render every user at once right after
 * hydration (a synchronous update, one task); a transition lets React render them in slices
 * that yield to the visitor's input.
 */
export function useMinute(): number | null {
  const [minute, setMinute] = useState<number | null>(null)
  useEffect(() => subscribe(() => startTransition(() => setMinute(currentMinute()))), [])
  return minute
}
