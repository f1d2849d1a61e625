import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"

const gridCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  margin: ${theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

/** `children` are its <li>s. */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul css={gridCss} className={className}>
      {children}
    </ul>
  )
}
