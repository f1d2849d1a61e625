/** Gatsby's `.cache/production-app`, under the alias ../webpack.ts sets. */
declare module "gatsby-production-app"

/** Gatsby's router (untyped), which its runtime imports. */
declare module "@gatsbyjs/reach-router"

/** react-i18next's ES modules (dist/es/), under the alias ../webpack.ts sets for the leanI18next tweak. */
declare module "fast-start-react-i18next-es/I18nextProvider.js" {
  export { I18nextProvider } from "react-i18next"
}
declare module "fast-start-react-i18next-es/useTranslation.js" {
  export { useTranslation } from "react-i18next"
}
