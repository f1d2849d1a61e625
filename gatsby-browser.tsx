import type { GatsbyBrowser } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/ErrorBoundary"

/** An error anywhere in a page shows a translated fallback instead of a blank page. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageInErrorBoundary
