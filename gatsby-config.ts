import type { GatsbyConfig } from "gatsby"
import { hostingAdapter } from "./src/gatsby/adapter"
import { plugins } from "./src/gatsby/plugins"
import { readSiteUrl } from "./src/gatsby/site-data"

const siteUrl = readSiteUrl()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // generateOnBuild: `npm run build` rewrites the types from the queries (Gatsby only does so in develop otherwise).
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  adapter: hostingAdapter(),
  plugins: plugins(siteUrl),
}

export default config
