import { css } from "@emotion/react"
import type { HTMLAttributes } from "react"
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

/** Visible from the server on: only a section entirely below the first screen is hidden until it comes in. */
export function Reveal({
  threshold,
  children,
  as: Tag = "section",
  ...rest
}: { threshold: number; as?: "section" | "div" } & HTMLAttributes<HTMLElement>) {
  const [ref, state] = useReveal<HTMLElement>(threshold)
  return (
    <Tag
      ref={ref as never}
      // Always a `css` prop: switching to none would remount the section.
      css={state === "hidden" ? hiddenCss : state === "shown" ? shownCss : undefined}
      data-reveal={state === "static" ? undefined : state}
      {...rest}
    >
      {children}
    </Tag>
  )
}
