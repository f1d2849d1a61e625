import fs from "fs"
import path from "path"
import { defaultLanguage, languages } from "../i18n/languages"
import { adapterBlock } from "./headers"

/**
 * 404 rules per language, applied by Netlify only where no file matches. The target is `/<lang>/404.html`: the adapter moves a matchPath page
 * to `[...]` files and rewrites `/<lang>/*` to them with status 200.
 */
export function notFoundRules(): { languages: string[]; catchAll: string } {
  return {
    languages: languages
      .filter((language) => language !== defaultLanguage)
      .map((language) => `/${language}/*  /${language}/404.html  404`),
    catchAll: "/*  /404.html  404",
  }
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
}

/**
 * public/_redirects (first match wins): the prefixed 404 rules before the adapter's `/en/*` 200
 * rewrite; the adapter's block (its `/page-data/en/*` rewrite) before the catch-all 404.
 */
export function redirectsFile(): string {
  const { languages: prefixed, catchAll } = notFoundRules()
  return [
    "# Written by src/gatsby/redirects.ts at build time; gatsby-adapter-netlify writes its rules between the two marked lines.",
    // /sitemap.xml answers with gatsby-plugin-sitemap's sitemap.
    "/sitemap.xml  /sitemap-0.xml  200",
    ...prefixed,
    ...adapterBlock,
    catchAll,
    "",
  ].join("\n")
}

/** Writes public/_redirects and public/robots.txt after the build (before the adapter adds its rules). */
export function writeHostingFiles(publicDir: string, siteUrl: string): string[] {
  const redirects = path.join(publicDir, "_redirects")
  const robots = path.join(publicDir, "robots.txt")
  fs.writeFileSync(redirects, redirectsFile())
  fs.writeFileSync(robots, robotsTxt(siteUrl))
  return [redirects, robots]
}
