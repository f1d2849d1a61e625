import { useEffect, useRef, useState, type RefObject } from "react"
import { prefersReducedMotion } from "./use-reduced-motion"

/** Half the screen is enough for very tall elements. */
export function isRevealed(
  entry: Pick<IntersectionObserverEntry, "intersectionRatio" | "intersectionRect" | "rootBounds">,
  threshold: number,
): boolean {
  if (entry.intersectionRatio >= threshold) return true
  const screen = entry.rootBounds?.height ?? 0
  return screen > 0 && entry.intersectionRect.height >= screen / 2
}

/** "static": visible, as the server rendered it. */
export type RevealState = "static" | "hidden" | "shown"

export function useReveal<Target extends HTMLElement>(threshold: number): [RefObject<Target>, RevealState] {
  const ref = useRef<Target>(null)
  const [state, setState] = useState<RevealState>("static")
  useEffect(() => {
    const element = ref.current
    if (!element || !("IntersectionObserver" in window) || prefersReducedMotion()) return
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first && entry.isIntersecting) {
          // Never hide what the visitor sees.
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
      // Fine steps, so sections taller than ten screens are still noticed.
      { threshold: Array.from({ length: 51 }, (_, i) => i / 50).concat(threshold) },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold])
  return [ref, state]
}
