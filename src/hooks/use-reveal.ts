import { useEffect, useRef, useState, type RefObject } from "react"
import { prefersReducedMotion } from "./use-reduced-motion"

/** Has the visitor seen enough of the element? `threshold` of it, or half the screen for very tall ones. */
export function isRevealed(
  entry: Pick<IntersectionObserverEntry, "intersectionRatio" | "intersectionRect" | "rootBounds">,
  threshold: number,
): boolean {
  if (entry.intersectionRatio >= threshold) return true
  const screen = entry.rootBounds?.height ?? 0
  return screen > 0 && entry.intersectionRect.height >= screen / 2
}

/**
 * "static" (as the server rendered it: visible), "hidden" (entirely below the screen when the
 * page started, not reached yet) or "shown" (reached: `threshold` of it came into view).
 */
export type RevealState = "static" | "hidden" | "shown"

/**
 * Watches an element for Reveal: without IntersectionObserver, under reduced motion and when
 * any of it is already on the screen when the page starts, it stays "static"; an element that
 * starts entirely below the screen is "hidden" until `threshold` of it is visible, then
 * "shown" for good (it does not hide again).
 */
export function useReveal<Target extends HTMLElement>(threshold: number): [RefObject<Target>, RevealState] {
  const ref = useRef<Target>(null)
  const [state, setState] = useState<RevealState>("static")
  useEffect(() => {
    const element = ref.current
    if (!element || !("IntersectionObserver" in window)) return
    if (prefersReducedMotion()) return
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first && entry.isIntersecting) {
          // Already (partly) on the screen when the page starts: never hide what the visitor sees.
          observer.disconnect()
          return
        }
        if (isRevealed(entry, threshold)) {
          setState(first ? "static" : "shown")
          observer.disconnect()
        } else if (first) {
          setState("hidden")
        }
        first = false
      },
      // Fine steps so that sections taller than ten screens are still noticed (see isRevealed).
      { threshold: Array.from({ length: 51 }, (_, i) => i / 50).concat(threshold) },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])
  return [ref, state]
}
