import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { Link } from "../ui/LocalizedLink"
import { containerCss } from "./Container"

const messageCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  text-align: center;
`

/** A page that only says something (404, thanks, an error): title, text, then `children` or a button home. */
export function Message({
  title,
  text,
  home,
  alert = false,
  className,
  children,
}: {
  title: ReactNode
  text: ReactNode
  /** The home button's label. */
  home?: string
  /** An error: a section announced at once. */
  alert?: boolean
  className?: string
  children?: ReactNode
}) {
  const Box = alert ? "section" : "div"
  return (
    <Box css={messageCss} className={className} role={alert ? "alert" : undefined}>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
      {home && (
        <Link to="/" css={buttonCss}>
          {home}
        </Link>
      )}
    </Box>
  )
}
