/**
 * react-i18next in the browser bundle (the leanI18next tweak, ../webpack.ts): only what the
 * site and gatsby-plugin-react-i18next use, from react-i18next's own ES modules. The plugin
 * requires react-i18next as CommonJS, which keeps every export of its entry in the bundle
 * (Trans with its HTML parser, withTranslation, withSSR …, and i18next's CommonJS copy: 3.6 KB gzip on every page);
 * the site's sentences with links use its own Trans (src/i18n/Trans.tsx).
 */
export { I18nextProvider } from "fast-start-react-i18next-es/I18nextProvider.js"
export { useTranslation } from "fast-start-react-i18next-es/useTranslation.js"
