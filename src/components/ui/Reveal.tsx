import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { useReveal } from "../../hooks/use-reveal"

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
 * below the screen is hidden until it comes in (useReveal).
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
  const [ref, state] = useReveal<HTMLElement>(threshold)
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
