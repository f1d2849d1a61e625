import type { GatsbySSR } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/layout/ErrorBoundary"
import { headingFontFile } from "./src/theme/fonts"
import { renderWithCriticalCss } from "./src/theme/critical-css"
import { noScriptCss } from "./src/theme/no-script"

/** The heading font paints every first screen's h1; <noscript><style> is valid only in <head>. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link
      key="heading-font"
      rel="preload"
      href={headingFontFile}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    <noscript key="no-script-css">
      <style>{noScriptCss}</style>
    </noscript>,
  ])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInErrorBoundary

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithCriticalCss(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents(styles)
}
