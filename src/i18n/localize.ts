import type { Language } from "./languages"
import { defaultLanguage, isLanguage } from "./languages"

export interface Localized<T = string> {
  de: T
  en: T
}

/** Picks the page language's variant of a YAML `{ de, en }` field. */
export function localize<T>(value: Localized<T>, language: Language): T
export function localize<T>(value: Localized<T> | null | undefined, language: Language): T | undefined
export function localize<T>(value: Localized<T> | null | undefined, language: Language): T | undefined {
  if (!value) return undefined
  return value[language]
}

/** The page context's language, falling back to the default for pages outside the i18n plugin. */
export function pageLanguage(context: { language?: unknown } | undefined): Language {
  return isLanguage(context?.language) ? context.language : defaultLanguage
}
