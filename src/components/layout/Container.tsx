import { css } from "@emotion/react"
import type { HTMLAttributes } from "react"
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

export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} css={containerCss} />
}
