/** Only what the site and gatsby-plugin-react-i18next use (leanI18next). */
export { I18nextProvider } from "fast-start-react-i18next-es/I18nextProvider.js"
export { useTranslation } from "fast-start-react-i18next-es/useTranslation.js"
