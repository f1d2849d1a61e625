import fs from "fs"
import path from "path"
import { defaultLanguage, languages } from "../i18n/languages"

/**
 * Netlify rules that answer unknown paths with the 404 page of their language
 * and status 404. Netlify applies them only where no file matches (shadowing),
 * and the prefixed languages must come before the catch-all.
 */
export function notFoundRules(): string[] {
  const prefixed = languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => `/${language}/*  /${language}/404/index.html  404`)
  return [...prefixed, "/*  /404.html  404"]
}

/** /sitemap.xml answers with gatsby-plugin-sitemap's sitemap. */
export const sitemapRule = "/sitemap.xml  /sitemap-0.xml  200"

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
}

/**
 * Writes public/_redirects and public/robots.txt after the build. The 404 rules are
 * also in netlify.toml (a unit test keeps both equal); _redirects carries them so that
 * scripts/serve.mjs, which reads only _redirects, answers like Netlify.
 */
export function writeHostingFiles(publicDir: string, siteUrl: string): string[] {
  const redirects = path.join(publicDir, "_redirects")
  const robots = path.join(publicDir, "robots.txt")
  const rules = ["# Written by src/gatsby/redirects.ts at build time", sitemapRule, ...notFoundRules()]
  fs.writeFileSync(redirects, rules.join("\n") + "\n")
  fs.writeFileSync(robots, robotsTxt(siteUrl))
  return [redirects, robots]
}
