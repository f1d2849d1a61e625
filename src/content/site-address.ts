/**
 * The site's address, pinned here and nowhere else: it goes into canonical links, the sitemap,
 * robots.txt, JSON-LD and the `webcal:` calendar subscription, which subscribers' calendars fetch
 * every 12 hours for as long as they keep it. So it is code (reviewed, behind CI), not data an
 * editor's account can change: data/site.yaml repeats it, the check refuses any other value there,
 * and the editor shows it to no one (a hidden field). Deploy previews keep it too: their canonical
 * links name the live site, which Netlify's previews (not indexed) should.
 */

/** Plain, for scripts: imports nothing. */
export const siteUrl = "https://www.freiung-passage.at"

/** [field, message] when data names another address than the pinned one. */
export function siteUrlProblems(data: Record<string, unknown>): [field: string, message: string][] {
  const value = data.siteUrl
  if (typeof value !== "string" || value.replace(/\/$/, "") === siteUrl) return []
  return [
    [
      "siteUrl",
      `is ${JSON.stringify(value)}, not the site's address ${siteUrl}: the address is set in the code (src/content/site-address.ts), not in the data – write ${siteUrl} here`,
    ],
  ]
}
