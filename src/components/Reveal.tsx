import { css } from "@emotion/react"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { theme } from "../theme/theme"
import { isRevealed } from "./reveal-threshold"

const hiddenCss = css`
  opacity: 0;
  transform: translateY(1.5rem);
`

/** Only on the way in: hiding (off the screen) is instant. */
const shownCss = css`
  transition:
    opacity 0.7s ease-out,
    transform 0.7s ease-out;
  ${theme.motion.reduce} {
    transition: none;
  }
`

/**
 * Fades and slides a section in once `threshold` of it is visible, and keeps it
 * visible (it does not hide again). Rendered visible on the server: without
 * JavaScript, under reduced motion and when any of it is already on the screen
 * when the page starts, nothing is hidden; only a section that starts entirely
 * below the screen is hidden until it comes in.
 */
export function Reveal({
  threshold,
  children,
  as: Tag = "section",
  ...rest
}: {
  threshold: number
  children: ReactNode
  as?: "section" | "div"
  id?: string
  "aria-labelledby"?: string
  className?: string
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<"static" | "hidden" | "shown">("static")
  useEffect(() => {
    const element = ref.current
    if (!element || !("IntersectionObserver" in window)) return
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
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
  return (
    <Tag
      ref={ref as never}
      // Always a `css` prop (an element with one renders through Emotion, one without does
      // not: switching would remount the section); nothing to add while static ("css-0").
      css={state === "hidden" ? hiddenCss : state === "shown" ? shownCss : undefined}
      data-reveal={state === "static" ? undefined : state}
      {...rest}
    >
      {children}
    </Tag>
  )
}
