import fs from "fs"
import path from "path"
import { defaultLanguage, languages } from "../i18n/languages"
import { adapterBlock } from "./headers"

/**
 * Netlify rules that answer unknown paths with the 404 page of their language and
 * status 404. Netlify applies them only where no file matches (shadowing), and the
 * first rule that matches wins, so the prefixed languages come before the catch-all.
 *
 * The target of a prefixed language is its `/<lang>/404.html` page, not `/<lang>/404/`:
 * that page has the matchPath `/<lang>/*` (src/gatsby/on-create-page.ts), and Netlify's
 * adapter moves the HTML and page data of a page with a matchPath to `[...]` files and
 * rewrites `/<lang>/*` to them with status 200.
 */
export function notFoundRules(): { languages: string[]; catchAll: string } {
  return {
    languages: languages
      .filter((language) => language !== defaultLanguage)
      .map((language) => `/${language}/*  /${language}/404.html  404`),
    catchAll: "/*  /404.html  404",
  }
}

/** /sitemap.xml answers with gatsby-plugin-sitemap's sitemap. */
export const sitemapRule = "/sitemap.xml  /sitemap-0.xml  200"

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
}

/**
 * public/_redirects, in the order Netlify tries them (the first match wins):
 * 1. the sitemap and each prefixed language's 404 rule, so that an unknown English path
 *    answers 404 with the English page before the adapter's `/en/*` 200 rewrite;
 * 2. the adapter's block (gatsby-adapter-netlify fills it in after onPostBuild): its
 *    rewrite of `/page-data/en/*` to the English 404 page's data, which Gatsby's runtime
 *    fetches on an unknown English path and which the catch-all would otherwise answer
 *    with HTML;
 * 3. the catch-all 404.
 */
export function redirectsFile(): string {
  const { languages: prefixed, catchAll } = notFoundRules()
  return [
    "# Written by src/gatsby/redirects.ts at build time; gatsby-adapter-netlify writes its rules between the two marked lines.",
    sitemapRule,
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
