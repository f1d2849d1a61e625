import createCache from "@emotion/cache"
import { CacheProvider, css } from "@emotion/react"
import i18next, { type i18n } from "i18next"
import { useMemo, type ReactNode } from "react"
import { I18nextProvider } from "react-i18next"
import de from "../../../locales/de/translation.json"
import en from "../../../locales/en/translation.json"
import { ErrorBoundary } from "../../components/layout/ErrorBoundary"
import { languageNames, languages, type Language } from "../../i18n/languages"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { theme } from "../../theme/theme"

const resources = { de: { translation: de }, en: { translation: en } }

/** Set up like gatsby-plugin-react-i18next's translator (src/gatsby/plugins.ts). */
function translator(language: Language): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources,
    initImmediate: false,
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: false,
    returnNull: false,
  })
  return instance
}

const translators: Readonly<Record<string, i18n>> = Object.fromEntries(
  languages.map((language) => [language, translator(language)]),
)

const paneCss = css`
  padding: ${theme.space(4)};
`

const labelCss = css`
  margin: 0 0 ${theme.space(2)};
  font-family: system-ui, sans-serif;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const unfinishedCss = css`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.bgAlt};
`

/** In place of a language's preview that failed: the entry is unfinished, and saving says what is missing. */
const unfinished = (
  <p css={unfinishedCss} data-preview-unfinished>
    Die Vorschau erscheint, sobald der Eintrag vollständig ist. / The preview appears once the entry is complete.
  </p>
)

/**
 * The site's look inside Decap's preview frame (Emotion writes into the frame's <head>), in each language; should a
 * component fail, that language shows a note instead until the entry changes (`resetKey`).
 */
export function SitePreview({
  document,
  layout,
  resetKey,
  children,
}: {
  document: Document
  /** "side" for cards (German and English next to each other), "stacked" for wide sections. */
  layout: "side" | "stacked"
  resetKey?: string
  children: (language: Language) => ReactNode
}) {
  const cache = useMemo(() => createCache({ key: "site", container: document.head }), [document])
  const gridCss = css`
    display: grid;
    gap: ${theme.space(2)};
    grid-template-columns: ${layout === "side" ? "repeat(auto-fit, minmax(280px, 380px))" : "minmax(0, 1fr)"};
  `
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <div css={gridCss}>
        {languages.map((language) => (
          <section key={language} lang={language} css={paneCss} aria-label={languageNames[language]}>
            <p css={labelCss}>{languageNames[language]}</p>
            <I18nextProvider i18n={translators[language]}>
              <ErrorBoundary fallback={unfinished} resetKey={resetKey}>
                <Pane render={children} language={language} />
              </ErrorBoundary>
            </I18nextProvider>
          </section>
        ))}
      </div>
    </CacheProvider>
  )
}

/** A component of its own, so that an error while mapping the entry reaches the boundary. */
function Pane({ render, language }: { render: (language: Language) => ReactNode; language: Language }) {
  return <>{render(language)}</>
}
