import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { wrapPageInErrorBoundary } from "./src/components/ErrorBoundary"

function hydrateInTransition(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

/**
 * Hydrate inside a transition: React then hydrates in small slices and yields to the
 * browser between them, instead of one long task that blocks scrolling and taps.
 * The server-rendered page is complete, so nothing waits on hydration to be seen.
 * (Gatsby's Renderer type predates React 18's root API, hence the cast.)
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/** An error anywhere in a page shows a translated fallback instead of a blank page. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageInErrorBoundary
