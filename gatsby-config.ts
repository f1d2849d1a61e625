import type { GatsbyConfig } from "gatsby"
import { optionsWithout } from "./plugins/gatsby-plugin-fast-start/options"
import { hostingAdapter } from "./src/gatsby/adapter"
import { plugins } from "./src/gatsby/plugins"
import { readSiteUrl } from "./src/gatsby/site-data"

const siteUrl = readSiteUrl()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Otherwise Gatsby writes the types only in develop.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  adapter: hostingAdapter(),
  plugins: plugins(siteUrl, optionsWithout(process.env.FAST_START_WITHOUT)),
}

export default config
