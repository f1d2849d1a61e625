/** In the language the preview renders (previews/SitePreview). */
import type { AnchorHTMLAttributes } from "react"
import { useTranslation } from "react-i18next"
import { defaultLanguage, isLanguage, languages, localizedPath } from "../../i18n/languages"

export { useTranslation } from "react-i18next"

export function useI18next() {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage
  return {
    t,
    i18n,
    language,
    languages: [...languages],
    defaultLanguage,
    originalPath: "/",
    path: "/",
    routed: true,
    navigate: () => undefined,
    changeLanguage: () => undefined,
  }
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; language?: string }

export function Link({ to, language, children, ...rest }: LinkProps) {
  const { language: current } = useI18next()
  return (
    <a href={localizedPath(to, isLanguage(language) ? language : current)} {...rest}>
      {children}
    </a>
  )
}
