/** In the language the preview renders (previews/SitePreview). */
import type { AnchorHTMLAttributes } from "react"
import { useTranslation } from "react-i18next"
import { defaultLanguage, isLanguage, localizedPath } from "../../i18n/languages"

/** What the site's components read of it (src/i18n/use-language.ts). */
export function useI18next() {
  const { t, i18n } = useTranslation()
  return { t, language: isLanguage(i18n.language) ? i18n.language : defaultLanguage, originalPath: "/" }
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
