import path from "path"
import type { PluginRef } from "gatsby"
import type { FastStartOptions } from "../../plugins/gatsby-plugin-fast-start/options"
import { dataFolder } from "../content/collections"
import { defaultLanguage, languages } from "../i18n/languages"
import { sitemapOptions } from "./sitemap"
import { yamlTypeName } from "./yaml-type-name"
import { fittedPhotosDir } from "./photos"

const root = path.resolve(__dirname, "../..")

/**
 * Gatsby's plugin list, built from the languages module and the site URL; `fastStart` turns
 * tweaks of plugins/gatsby-plugin-fast-start off (all are on by default).
 */
export function plugins(siteUrl: string, fastStart: Partial<FastStartOptions> = {}): PluginRef[] {
  return [
    "gatsby-plugin-emotion",
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl) },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // AVIF and WebP for browsers that take them, JPEG for the rest.
          formats: ["auto", "avif", "webp"],
          // The photo's main colour behind it while it loads: a blurred preview costs every
          // photo about 700 bytes of base64 in the HTML and again in the page data.
          placeholder: "dominantColor",
          quality: 72,
          // AVIF at sharp's default quality (50), a sixth smaller than at 55 for the same
          // photo. gatsby-plugin-sharp passes only the quality on to sharp, whose default
          // effort (4 of 9) therefore applies.
          avifOptions: { quality: 50 },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(root, dataFolder) },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(root, "locales") },
    },
    // Upright, scaled copies of photos committed sideways or too large (src/gatsby/photos.ts).
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
    // The site's own tweaks to Gatsby's start-up, bundles and built pages (its README.md).
    { resolve: "gatsby-plugin-fast-start", options: fastStart },
  ]
}
