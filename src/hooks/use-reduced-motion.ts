import { useEffect, useState } from "react"
import { reducedMotionQuery } from "../theme/theme"

/**
 * Does the visitor ask for reduced motion at this moment? For what starts at a moment (an
 * animation library, an observer) rather than what is rendered; false on the server.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(reducedMotionQuery).matches
}

/**
 * True when the visitor asks for reduced motion, kept up to date when they change it; false
 * during server rendering and hydration, so the first render matches the HTML.
 */
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
