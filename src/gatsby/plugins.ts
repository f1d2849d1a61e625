import path from "path"
import type { PluginRef } from "gatsby"
import type { FastStartOptions } from "../../plugins/gatsby-plugin-fast-start/options"
import { dataFolder } from "../content/collections"
import { localesFolder } from "../content/data-places"
import { defaultLanguage, languages } from "../i18n/languages"
import { sitemapOptions } from "./sitemap"
import { yamlTypeName } from "./yaml-type-name"
import { fittedPhotosDir } from "./photos"

const root = path.resolve(__dirname, "../..")

/** Gatsby's plugin list; `fastStart` turns the fast-start tweaks off. */
export function plugins(siteUrl: string, fastStart: Partial<FastStartOptions> = {}): PluginRef[] {
  return [
    "gatsby-plugin-emotion",
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl) },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          // A blurred preview adds base64 to every photo's HTML and page data.
          placeholder: "dominantColor",
          quality: 72,
          // Sharp's default: smaller files at no visible loss.
          avifOptions: { quality: 50 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Gatsby follows links here, the check does not: checkSourcedFolders refuses any link inside.
      options: { name: "data", path: path.join(root, dataFolder) },
    },
    {
      resolve: "gatsby-source-filesystem",
      // Only the interface words: a YAML file here would be content no check saw (checkSourcedFolders refuses it).
      options: { name: "locale", path: path.join(root, localesFolder) },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "fitted-photos", path: fittedPhotosDir, ignore: ["**/*.json"] },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: yamlTypeName },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...languages],
        defaultLanguage,
        siteUrl,
        // The plugin's default redirect rewrites "/" by browser language and breaks hydration.
        redirect: false,
        trailingSlash: "always",
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: ".",
          nsSeparator: false,
          returnNull: false,
        },
      },
    },
    { resolve: "gatsby-plugin-fast-start", options: fastStart },
  ]
}
