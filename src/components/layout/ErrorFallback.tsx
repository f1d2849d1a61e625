import { useLanguage } from "../../i18n/use-language"
import { buttonCss } from "../ui/Button"
import { Link } from "../ui/LocalizedLink"
import { fallbackCss } from "./PageErrorFallback"

/** Inside the layout (header and footer stay): the page's translator and a Gatsby link home. */
export function ErrorFallback() {
  const { t } = useLanguage()
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
