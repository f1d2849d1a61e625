import { Component, useEffect, type ErrorInfo, type ReactNode } from "react"
import de from "../../../locales/de/translation.json"
import en from "../../../locales/en/translation.json"
import { defaultLanguage, isLanguage, localizedPath, type Language } from "../../i18n/languages"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { buttonCss } from "../ui/Button"
import { Message } from "./Message"

interface ErrorBoundaryProps {
  children: ReactNode
  fallback: ReactNode
  /** When it changes, the children get another try. */
  resetKey?: string
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack)
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

const errorTexts: Record<Language, typeof de.error> = { de: de.error, en: en.error }

/** No i18next, which may be what failed; a plain link home loads the page afresh. */
function PageErrorFallback({ language }: { language: Language }) {
  const texts = errorTexts[language]
  // If the page's Head failed too, Gatsby removes the old <title> and puts none in.
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
    return () => {
      observer.disconnect()
      title?.remove()
    }
  }, [language, texts.title])
  return (
    <>
      <GlobalStyles />
      <main id="main">
        <Message alert title={texts.title} text={texts.text}>
          <a href={localizedPath("/", language)} css={buttonCss}>
            {texts.home}
          </a>
        </Message>
      </main>
    </>
  )
}

/** Errors outside Layout's own boundary: its fallback needs neither the layout nor i18next. */
export function wrapPageInErrorBoundary({
  element,
  props,
}: {
  element: ReactNode
  props: { location: { pathname: string }; pageContext: unknown }
}) {
  const context = props.pageContext as { language?: unknown } | undefined
  const language = isLanguage(context?.language) ? context.language : defaultLanguage
  return (
    <ErrorBoundary fallback={<PageErrorFallback language={language} />} resetKey={props.location.pathname}>
      {element}
    </ErrorBoundary>
  )
}
