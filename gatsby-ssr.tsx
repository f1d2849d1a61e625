import type { GatsbySSR } from "gatsby"
import { wrapPageInErrorBoundary } from "./src/components/layout/ErrorBoundary"
import { headingFontFile } from "./src/theme/fonts"
import { renderWithCriticalCss } from "./src/theme/critical-css"
import { noScriptCss } from "./src/theme/no-script"

/**
 * The heading font is preloaded (it paints the h1 of every first screen), and styles for
 * visitors without JavaScript go in <head>, where <noscript><style> is valid HTML.
 */
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

/** The same tree as gatsby-browser.tsx's, so that hydration matches. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInErrorBoundary

/**
 * All of Emotion's CSS goes into <head> (src/theme/critical-css.tsx) rather than into
 * <style> elements spread through <body>. (Only one plugin may replace the renderer, so
 * gatsby-plugin-fast-start rewrites the built pages after the build instead.)
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithCriticalCss(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents(styles)
}
