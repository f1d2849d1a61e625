import type { GatsbySSR } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/ErrorBoundary"
import { noScriptCss } from "./src/theme/no-script"

/** Styles for visitors without JavaScript, in <head> where <noscript><style> is valid HTML. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-script-css">
      <style>{noScriptCss}</style>
    </noscript>,
  ])
}

/** The same tree as gatsby-browser.tsx's, so that hydration matches. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInErrorBoundary
