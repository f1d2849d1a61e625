import type { ReactNode } from "react"
import { defaultLanguage, languages, localeTags, localizedPath, type Language } from "../i18n/languages"
import { palettes } from "../theme/theme"

export interface SeoProps {
  language: Language
  /** The page's path without language prefix, from pageContext.i18n.originalPath. */
  originalPath: string
  title: string
  description: string
  siteUrl: string
  siteName: string
  /** Absolute path of the sharing image under static/, or an absolute URL. */
  image?: string
  noindex?: boolean
  children?: ReactNode
}

/** Everything in <head>: built by each page's Head from its data and page context. */
export function Seo({
  language,
  originalPath,
  title,
  description,
  siteUrl,
  siteName,
  image = "/og-image.jpg",
  noindex = false,
  children,
}: SeoProps) {
  const urlFor = (lang: Language) => `${siteUrl}${localizedPath(originalPath, lang)}`
  const imageUrl = image.startsWith("http") ? image : `${siteUrl}${image}`
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={urlFor(language)} />}
      {!noindex && languages.map((lang) => <link key={lang} rel="alternate" hrefLang={lang} href={urlFor(lang)} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={urlFor(defaultLanguage)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlFor(language)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={localeTags[language].replace("-", "_")} />
      {languages
        .filter((lang) => lang !== language)
        .map((lang) => (
          <meta key={lang} property="og:locale:alternate" content={localeTags[lang].replace("-", "_")} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={palettes.light.bg} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palettes.dark.bg} />
      {children}
    </>
  )
}
