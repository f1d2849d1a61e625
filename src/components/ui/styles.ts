import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

/** A raised box on the page: the surface colour, a thin border, large rounded corners. */
export const panelCss = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`

/**
 * A grid that stacks its children on small screens and sets them side by side from a
 * breakpoint on: `columns` is grid-template-columns per breakpoint of theme.mq, `gap` the
 * space between them. `alignStart`: once side by side, each column is as tall as its content
 * (not stretched to its neighbour's).
 */
export function columnsCss(
  gap: string,
  columns: Partial<Record<keyof typeof theme.mq, string>>,
  alignStart = false,
): string {
  return Object.entries(columns).reduce(
    (styles, [breakpoint, template], index) =>
      `${styles}${theme.mq[breakpoint as keyof typeof theme.mq]}{grid-template-columns:${template};${alignStart && !index ? "align-items:start;" : ""}}`,
    `display:grid;gap:${gap};`,
  )
}
