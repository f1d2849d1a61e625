/** Gatsby's `.cache/production-app`, under the alias src/gatsby/webpack.ts sets. */
declare module "gatsby-production-app"

/** The plugin's browser API file (CommonJS, untyped), which requires its CommonJS i18next. */
declare module "gatsby-plugin-react-i18next/gatsby-browser"
