import { css } from "@emotion/react"
import type { HTMLAttributes, ReactNode } from "react"
import { theme } from "../../theme/theme"

const listCss = css`
  margin: 0;
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    font-size: 1.1rem;
  }
`

/**
 * Facts as a description list, each a small-capital label over its value (an event's day
 * and place, a room's capacity and price); the one who uses it lays them out (`css`).
 */
export function FactList({ children, className, ...rest }: { children: ReactNode; className?: string }) {
  return (
    <dl {...rest} css={listCss} className={className}>
      {children}
    </dl>
  )
}

/** One fact of a FactList: `label` and the value (the children); other props go to the value's <dd>. */
export function Fact({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...rest}>{children}</dd>
    </div>
  )
}
