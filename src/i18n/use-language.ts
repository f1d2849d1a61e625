import { useI18next } from "gatsby-plugin-react-i18next"
import { defaultLanguage, isLanguage, type Language } from "./languages"

/**
 * The one way components and pages read the interface words: the page language, typed, the
 * translator of locales/<language>/translation.json, and the page's path without its language
 * prefix (the same page in another language, a key for what changed). Sentences with links inside: ./Trans.tsx. Head cannot use hooks
 * and translates with translatorFromLocales (./translate.ts); the error fallback outside the
 * layout reads locales/ itself.
 */
export function useLanguage(): {
  t: ReturnType<typeof useI18next>["t"]
  language: Language
  originalPath: string
} {
  const { t, language, originalPath } = useI18next()
  return { t, language: isLanguage(language) ? language : defaultLanguage, originalPath }
}
