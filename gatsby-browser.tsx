import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/layout/ErrorBoundary"
import { createBrowserCache } from "./src/theme/emotion-cache"

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
