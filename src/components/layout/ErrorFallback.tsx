import { useLanguage } from "../../i18n/use-language"
import { buttonCss } from "../ui/Button"
import { Link } from "../ui/LocalizedLink"
import { Message } from "./Message"

/** Inside the layout: header and footer stay. */
export function ErrorFallback() {
  const { t } = useLanguage()
  return (
    <Message alert title={t("error.title")} text={t("error.text")}>
      <Link to="/" css={buttonCss}>
        {t("error.home")}
      </Link>
    </Message>
  )
}
