import { css } from "@emotion/react"
import { useEffect } from "react"
import de from "../../../locales/de/translation.json"
import en from "../../../locales/en/translation.json"
import { localizedPath, type Language } from "../../i18n/languages"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { containerCss } from "./Container"

/** The error message, inside the layout (ErrorFallback) or instead of the whole page. */
export const fallbackCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  text-align: center;
`

/** The "error" strings of locales/<language>/translation.json (one import per language). */
const errorTexts: Record<Language, typeof de.error> = { de: de.error, en: en.error }

/**
 * Instead of the whole page, when the error happened outside the layout's boundary:
 * no i18next (it may be what failed), so the texts come straight from locales/, and a
 * plain link home that loads the page afresh.
 */
export function PageErrorFallback({ language }: { language: Language }) {
  const texts = errorTexts[language]
  // The page's Head may have failed with it: Gatsby then removes the old <title> and puts
  // none in. Name the page and its language (without overriding a title that did come).
  useEffect(() => {
    document.documentElement.lang = language
    let title: HTMLTitleElement | null = null
    const name = () => {
      if (document.title) return
      title?.remove()
      title = document.createElement("title")
      title.textContent = texts.title
      document.head.append(title)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.head, { childList: true })
    // Gone with the fallback, so that the next page's own title counts.
    return () => {
      observer.disconnect()
      title?.remove()
    }
  }, [language, texts.title])
  return (
    <>
      <GlobalStyles />
      <main id="main">
        <section css={fallbackCss} role="alert">
          <h1>{texts.title}</h1>
          <p>{texts.text}</p>
          <a href={localizedPath("/", language)} css={buttonCss}>
            {texts.home}
          </a>
        </section>
      </main>
    </>
  )
}
