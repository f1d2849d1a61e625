import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import de from "../../../locales/de/translation.json"
import en from "../../../locales/en/translation.json"

/**
 * i18next for rendering the site's components in a unit test: both languages' interface words
 * from locales/, read as the site reads them (src/gatsby/plugins.ts: no escaping, React escapes;
 * keys with dots). Switch with `i18next.changeLanguage`.
 */
export async function initTestI18n(language: "de" | "en"): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: false,
  })
}
