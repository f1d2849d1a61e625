import { css } from "@emotion/react"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Link } from "./LocalizedLink"
import { theme } from "../theme/theme"
import { buttonCss } from "./Button"
import { containerCss } from "./Container"

const fallbackCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  text-align: center;
`

export function ErrorFallback() {
  const { t } = useTranslation()
  return (
    <section css={fallbackCss} role="alert">
      <h1>{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <Link to="/" css={buttonCss}>
        {t("error.home")}
      </Link>
    </section>
  )
}
