import { defaultLanguage, languages, localizedPath, type Language } from "../i18n/languages"

interface SitemapPage {
  path: string
  pageContext?: { i18n?: { originalPath?: string; language?: string } } | null
}

/** Pages that belong in the sitemap: everything but the 404 pages, the forms' thank-you pages and Gatsby's dev pages. */
export function excludedFromSitemap(path: string): boolean {
  return (
    path.includes("/newsletter-thanks/") ||
    path.includes("/party-rooms/thanks/") ||
    /(^|\/)404(\.html|\/)?$/.test(path) ||
    path.includes("/dev-404-page")
  )
}

export const sitemapQuery = "{ allSitePage { nodes { path pageContext } } }"

/** A page's address, percent-encoded by the URL parser and always on the site's host ("//x", "@x"). */
function pageUrl(siteUrl: string, path: string): string {
  const url = new URL(siteUrl)
  url.pathname = path
  return url.href
}

/** One sitemap entry with its language alternates (hreflang de, en and x-default). */
export function serializeSitemapPage(page: SitemapPage, siteUrl: string) {
  const originalPath = page.pageContext?.i18n?.originalPath ?? page.path
  const alternate = (language: Language) => pageUrl(siteUrl, localizedPath(originalPath, language))
  return {
    url: pageUrl(siteUrl, page.path),
    links: [
      ...languages.map((language) => ({ lang: language, url: alternate(language) })),
      { lang: "x-default", url: alternate(defaultLanguage) },
    ],
  }
}

export function sitemapOptions(siteUrl: string) {
  return {
    query: sitemapQuery,
    resolveSiteUrl: () => siteUrl,
    resolvePages: (data: { allSitePage: { nodes: SitemapPage[] } }) =>
      data.allSitePage.nodes.filter((page) => !excludedFromSitemap(page.path)),
    serialize: (page: SitemapPage) => serializeSitemapPage(page, siteUrl),
  }
}
