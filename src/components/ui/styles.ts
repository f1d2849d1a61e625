import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

export const panelCss = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`

export const pillCss = css`
  display: inline-block;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const categoryCss = css`
  color: ${theme.colors.muted};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

/** Where a partner's website will be. */
export const comingSoonCss = css`
  margin: 0;
  font-style: italic;
  color: ${theme.colors.muted};
`

/** On pillCss, for what is over. */
export const pastPillCss = css`
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
`

/** Stacked on small screens; `columns` per breakpoint; `alignStart`: columns not stretched. */
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

export const bareListCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
`

export const plainListCss = css`
  ${bareListCss};
  li + li {
    margin-top: ${theme.space(1)};
  }
`

export const textFieldCss = css`
  min-height: 2.75rem;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 2px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font: inherit;
`

export const cardGridCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  ${bareListCss};
  margin: ${theme.space(8)} 0 0;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
