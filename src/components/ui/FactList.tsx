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

/** The one who uses it lays the facts out (`css`). */
export function FactList(props: HTMLAttributes<HTMLElement>) {
  return <dl {...props} css={listCss} />
}

/** Other props go to the value's <dd>. */
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
