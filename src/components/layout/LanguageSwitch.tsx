import { css } from "@emotion/react"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { languages } from "../../i18n/languages"
import { theme } from "../../theme/theme"
import { bareListCss } from "../ui/styles"

const switchCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  ${bareListCss};
  font-weight: 700;
  font-size: 0.95rem;
  /* A line drawn, not written: a screen reader read the "|" aloud between the two languages. */
  li + li::before {
    content: "";
    display: inline-block;
    width: 2px;
    height: 1em;
    margin-right: ${theme.space(1)};
    vertical-align: -0.15em;
    background: ${theme.colors.muted};
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(1.5)};
    color: ${theme.colors.text};
    text-decoration: none;
    border-radius: ${theme.radii.sm};
  }
  a[aria-current="true"] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`

export function LanguageSwitch() {
  const { t, language: current, originalPath } = useLanguage()
  return (
    <ul css={switchCss} aria-label={t("language.switch")}>
      {languages.map((language) => (
        <li key={language}>
          <Link
            to={originalPath}
            language={language}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="visually-hidden">{t(`language.${language}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
