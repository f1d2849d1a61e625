import { useStoreInTransition } from "./use-store-in-transition"

/** The same value for a whole minute, so React re-renders once a minute. */
const currentMinute = () => Math.floor(Date.now() / 60_000)

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
  next()
  // A tab that slept catches up as soon as it shows.
  document.addEventListener("visibilitychange", onChange)
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener("visibilitychange", onChange)
  }
}

/** Null until hydrated, so the build's HTML never says a stale "now". */
export function useMinute(): number | null {
  return useStoreInTransition<number | null>(subscribe, currentMinute, null)
}
