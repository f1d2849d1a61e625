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
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  adapter: hostingAdapter(),
  plugins: plugins(siteUrl),
}

export default config
