/**
 * The site's address is code (reviewed, behind CI), not data an editor's account can change: canonical links, the
 * sitemap, robots.txt, JSON-LD and the `webcal:` subscription that calendars fetch for years name it. data/site.yaml
 * repeats it (the check refuses any other value, the editor hides it); deploy previews name the live site too.
 */

/** Plain, for scripts: imports nothing. */
export const siteUrl = "https://www.freiung-passage.at"

/** [field, message] when data names another address than the pinned one. */
export function siteUrlProblems(data: Record<string, unknown>): [field: string, message: string][] {
  const value = data.siteUrl
  if (typeof value !== "string" || value.replace(/\/$/, "") === siteUrl) return []
  const message = `is ${JSON.stringify(value)}, not the site's address ${siteUrl}: the address is set in the code (src/content/site-address.ts), not in the data – write ${siteUrl} here`
  return [["siteUrl", message]]
}
