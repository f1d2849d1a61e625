/**
 * The one place that knows which languages the site has.
 * gatsby-config, the i18n plugin options, the page helpers and the tests import it.
 */
export const languages = ["de", "en"] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = "de"

/** Names of the languages in their own language, for the DE|EN switch. */
export const languageNames: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
}

/** Locale tags for Open Graph and number/date formatting. */
export const localeTags: Record<Language, string> = {
  de: "de-AT",
  en: "en-GB",
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value)
}

/** "/party-rooms/" in "en" is "/en/party-rooms/"; the default language has no prefix. */
export function localizedPath(originalPath: string, language: Language): string {
  const path = originalPath.startsWith("/") ? originalPath : `/${originalPath}`
  return language === defaultLanguage ? path : `/${language}${path}`
}
