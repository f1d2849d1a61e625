import { useStoreInTransition } from "./use-store-in-transition"

/** The current minute (minutes since 1970); the same value for a whole minute, so React re-renders once a minute. */
const currentMinute = () => Math.floor(Date.now() / 60_000)

function subscribe(onChange: () => void): () => void {
  let timer = 0
  const next = () => {
    // Just after the next full minute, then again every minute.
    timer = window.setTimeout(
      () => {
        onChange()
        next()
      },
      60_000 - (Date.now() % 60_000) + 50,
    )
  }
  next()
  // A tab that slept (phones) catches up as soon as it shows again.
  document.addEventListener("visibilitychange", onChange)
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener("visibilitychange", onChange)
  }
}

/**
 * The visitor's clock to the minute, or null on the server and while React hydrates: what is
 * said about "now" appears only after hydration, so the HTML of the build never goes stale.
 */
export function useMinute(): number | null {
  return useStoreInTransition<number | null>(subscribe, currentMinute, null)
}
