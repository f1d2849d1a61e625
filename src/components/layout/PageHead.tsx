import type { HeadFC } from "gatsby"
import { defaultLanguage, languages, localeTags, localizedPath, type Language } from "../../i18n/languages"
import type { I18nPageContext } from "../../i18n/page-context"
import { translatorFromLocales, type LocalesData, type Translate } from "../../i18n/translate"
import { palettes } from "../../theme/theme"
import { JsonLd } from "../ui/JsonLd"
import { siteFile } from "../../content/data-places"
import { headerEndId } from "./Header"

export interface PageHeadData {
  readonly site: Queries.SiteSeoFragment | null
  readonly locales: LocalesData
}

export interface PageMeta {
  title: string
  withSiteName?: boolean
  description: string
  /** No canonical, no hreflang. */
  noindex?: boolean
  jsonLd?: object
}

export interface PageHeadInput<Data, Context extends I18nPageContext = I18nPageContext> {
  data: Data
  site: Queries.SiteSeoFragment
  language: Language
  /** The i18n hooks do not work in Head. */
  t: Translate
  /** What createPage gave the page beyond the language (a kind page's `kind`). */
  pageContext: Context
}

const ogLocale = (language: Language) => localeTags[language].replace("-", "_")

/** Where a page's query lacks `site` (src/gatsby/page-queries.ts stops the build before that, naming the file). */
const noSiteSeo = (page: string) =>
  `${page}: the page's query has no \`site: siteYaml { ...SiteSeo }\`, which pageHead needs: add it (docs/architecture.md, "Add a collection")`

export function pageHead<Data extends PageHeadData, Context extends I18nPageContext = I18nPageContext>(
  meta: (input: PageHeadInput<Data, Context>) => PageMeta,
): HeadFC<Data, Context> {
  return function Head({ data, pageContext, location }) {
    const { site } = data
    if (!site) throw new Error(site === null ? `${siteFile} is missing` : noSiteSeo(location.pathname))
    const { language } = pageContext
    const head = meta({ data, site, language, t: translatorFromLocales(data.locales), pageContext })
    const { description, noindex = false, jsonLd } = head
    const title = head.withSiteName === false ? head.title : `${head.title} | ${site.name}`
    const urlFor = (lang: Language) => `${site.siteUrl}${localizedPath(pageContext.i18n.originalPath, lang)}`
    return (
      <>
        <html lang={language} />
        {/* Painted half-parsed, the header's items would move; empty, as Chromium unblocks at its start tag. */}
        {/* eslint-disable-next-line react/no-unknown-property -- HTML's render-blocking attribute, which React passes on */}
        <link rel="expect" href={`#${headerEndId}`} blocking="render" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={urlFor(language)} />}
        {!noindex && languages.map((lang) => <link key={lang} rel="alternate" hrefLang={lang} href={urlFor(lang)} />)}
        {!noindex && <link rel="alternate" hrefLang="x-default" href={urlFor(defaultLanguage)} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={urlFor(language)} />
        <meta property="og:image" content={`${site.siteUrl}/og-image.jpg`} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:locale" content={ogLocale(language)} />
        {languages
          .filter((lang) => lang !== language)
          .map((lang) => (
            <meta key={lang} property="og:locale:alternate" content={ogLocale(lang)} />
          ))}
        {/* X takes title, description and image from the og: tags when its own are absent. */}
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={palettes.light.bg} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palettes.dark.bg} />
        {jsonLd && <JsonLd data={jsonLd} />}
      </>
    )
  }
}
