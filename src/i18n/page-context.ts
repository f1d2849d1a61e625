import type { Language } from "./languages"

export interface I18nPageContext {
  language: Language
  i18n: {
    language: Language
    languages: Language[]
    defaultLanguage: Language
    originalPath: string
    path: string
    routed: boolean
  }
}
