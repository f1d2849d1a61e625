export const languages = ["de", "en"] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = "de"

export const languageNames: Record<Language, string> = { de: "Deutsch", en: "English" }

export const localeTags: Record<Language, string> = { de: "de-AT", en: "en-GB" }

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value)
}

/** The default language has no prefix. */
export function localizedPath(originalPath: string, language: Language): string {
  const path = originalPath.startsWith("/") ? originalPath : `/${originalPath}`
  return language === defaultLanguage ? path : `/${language}${path}`
}
