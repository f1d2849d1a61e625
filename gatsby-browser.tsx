import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { wrapPageInErrorBoundary } from "./src/components/ErrorBoundary"
import { createBrowserCache } from "./src/theme/emotion-cache"

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

let emotionCache: EmotionCache | undefined

/**
 * Emotion's cache, told which rules the server already put into <head>, so that it
 * neither adds them again nor moves their <style> (src/theme/emotion-cache.ts). Only
 * context: the server's tree (gatsby-ssr.tsx) renders the same elements without it.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={(emotionCache ??= createBrowserCache())}>{element}</CacheProvider>
)
