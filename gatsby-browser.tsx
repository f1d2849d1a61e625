import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/layout/ErrorBoundary"
import { createBrowserCache } from "./src/theme/emotion-cache"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageInErrorBoundary

let emotionCache: EmotionCache | undefined

/** Only context: the server's tree renders the same elements without it. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={(emotionCache ??= createBrowserCache())}>{element}</CacheProvider>
)
