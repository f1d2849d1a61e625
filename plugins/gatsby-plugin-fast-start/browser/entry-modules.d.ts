/** Gatsby's `.cache/production-app`, under the alias ../webpack.ts sets. */
declare module "gatsby-production-app"

/** Gatsby's router (untyped), which its runtime imports. */
declare module "@gatsbyjs/reach-router"
