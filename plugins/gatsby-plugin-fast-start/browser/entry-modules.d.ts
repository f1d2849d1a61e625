declare module "gatsby-production-app"

declare module "@gatsbyjs/reach-router"

declare module "fast-start-react-i18next-es/I18nextProvider.js" {
  export { I18nextProvider } from "react-i18next"
}
declare module "fast-start-react-i18next-es/useTranslation.js" {
  export { useTranslation } from "react-i18next"
}
