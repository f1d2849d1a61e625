import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { containerCss } from "./Container"
import { FloatingDots } from "../ui/FloatingDots"

const headerCss = css`
  position: relative;
  padding: ${theme.space(12)} 0 ${theme.space(10)};
  background: ${theme.colors.bgAlt};
  margin-bottom: ${theme.space(10)};
  > div:first-of-type {
    ${containerCss};
    position: relative;
    z-index: 1;
  }
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.5rem);
    margin-bottom: ${theme.space(3)};
  }
  p {
    max-width: 44rem;
    font-size: 1.15rem;
    margin: 0;
  }
`

export function PageHeader({ title, before, children }: { title: string; before?: ReactNode; children?: ReactNode }) {
  return (
    <div css={headerCss}>
      <div>
        {before}
        <h1>{title}</h1>
        {children}
      </div>
      {/* After the text: placed by the header's height, they would move while the text streams in. */}
      <FloatingDots />
    </div>
  )
}
