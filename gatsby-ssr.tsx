import type { GatsbySSR } from "gatsby"
import { withNativeImageMarkup } from "./src/gatsby/image-markup"
import { keepRenderedArticlesScript } from "./src/browser/render-skipped"
import { wrapPageInErrorBoundary } from "./src/components/ErrorBoundary"
import { headingFontFile } from "./src/theme/fonts"
import { renderWithCriticalCss } from "./src/theme/critical-css"
import { noScriptCss } from "./src/theme/no-script"

/**
 * The heading font is preloaded (it paints the h1 of every first screen), styles for
 * visitors without JavaScript go in <head>, where <noscript><style> is valid HTML, and
 * articles skipped until near the screen stay rendered once shown (src/browser/render-skipped.ts).
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
    <script key="keep-rendered-articles" dangerouslySetInnerHTML={{ __html: keepRenderedArticlesScript }} />,
  ])
}

/** The same tree as gatsby-browser.tsx's, so that hydration matches. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInErrorBoundary

/**
 * All of Emotion's CSS goes into <head> (src/theme/critical-css.tsx) rather than into
 * <style> elements spread through <body>, and gatsby-plugin-image's markup is written
 * as its scripts would leave it in the browser (src/gatsby/image-markup.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithCriticalCss(bodyComponent)
  replaceBodyHTMLString(withNativeImageMarkup(html))
  setHeadComponents(styles)
}
