import { useI18next } from "gatsby-plugin-react-i18next"
import { defaultLanguage, isLanguage } from "./languages"

/** The one way components read the interface words; Head uses translatorFromLocales instead. */
export function useLanguage() {
  const { t, language, originalPath } = useI18next()
  return { t, language: isLanguage(language) ? language : defaultLanguage, originalPath }
}
