import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"

export const containerCss = css`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding-inline: ${theme.space(5)};
  ${theme.mq.lg} {
    padding-inline: ${theme.space(8)};
  }
`

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerCss} className={className}>
      {children}
    </div>
  )
}
