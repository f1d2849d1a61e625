import { Component, type ErrorInfo, type ReactNode } from "react"
import { defaultLanguage, isLanguage } from "../../i18n/languages"
import { PageErrorFallback } from "./PageErrorFallback"

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
