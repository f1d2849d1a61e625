import { Component, type ErrorInfo, type ReactNode } from "react"
import { defaultLanguage, isLanguage } from "../../i18n/languages"
import { PageErrorFallback } from "./PageErrorFallback"

interface ErrorBoundaryProps {
  children: ReactNode
  /** Shown instead of the children after an error (inside Layout: ErrorFallback, translated by i18next). */
  fallback: ReactNode
  /** Where the visitor is: when it changes (they went elsewhere), the children get another try. */
  resetKey?: string
}

/** Shows `fallback` (a translated "Unexpected Application Error") instead of a blank page. */
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
    if (!this.state.failed) return this.props.children
    return this.props.fallback
  }
}

/**
 * wrapPageElement of gatsby-browser.tsx and gatsby-ssr.tsx: catches what Layout's own
 * boundary cannot, i.e. errors in a page component, the header or the footer, whose
 * fallback therefore needs neither the layout nor i18next.
 */
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
