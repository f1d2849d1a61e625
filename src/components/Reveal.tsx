import { css } from "@emotion/react"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { theme } from "../theme/theme"
import { isRevealed } from "./reveal-threshold"

const hiddenCss = css`
  opacity: 0;
  transform: translateY(1.5rem);
`

const revealCss = css`
  transition: opacity 0.7s ease-out, transform 0.7s ease-out;
  ${theme.motion.reduce} {
    transition: none;
  }
`

/**
 * Fades and slides a section in once `threshold` of it is visible, and keeps it
 * visible (it does not hide again). Rendered visible on the server: without
 * JavaScript, under reduced motion and when it is already in view, nothing is hidden.
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
      css={[revealCss, state === "hidden" && hiddenCss]}
      data-reveal={state === "static" ? undefined : state}
      {...rest}
    >
      {children}
    </Tag>
  )
}
