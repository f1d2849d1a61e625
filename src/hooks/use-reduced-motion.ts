import { useEffect, useState } from "react"
import { reducedMotionQuery } from "../theme/theme"

/** For what starts at a moment rather than what is rendered. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(reducedMotionQuery).matches
}

/** False until hydrated, so the first render matches the HTML. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery)
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])
  return reduced
}
