import { useI18next } from "gatsby-plugin-react-i18next"
import { defaultLanguage, isLanguage, type Language } from "./languages"

/** The page language, typed, and the translator, for components inside a page. */
export function useLanguage(): { t: ReturnType<typeof useI18next>["t"]; language: Language } {
  const { t, language } = useI18next()
  return { t, language: isLanguage(language) ? language : defaultLanguage }
}
