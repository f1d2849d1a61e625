import { Component, type ErrorInfo, type ReactNode } from "react"
import { ErrorFallback } from "./ErrorFallback"

/** Shows a translated "Unexpected Application Error" instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
