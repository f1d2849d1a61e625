import type { Language } from "./languages"

/** What gatsby-plugin-react-i18next puts into every page's context. */
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
