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

/** A list without bullets, its items a little apart: contact lines, days with other hours. */
export const plainListCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${theme.space(1)};
  }
`

/** A form's text field (e-mail, date, number, select, message): the site's border, colours and touch size. */
export const textFieldCss = css`
  min-height: 2.75rem;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 2px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font: inherit;
`
