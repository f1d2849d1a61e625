import type { GatsbySSR } from "gatsby"
import { keepRenderedArticlesScript } from "./browser/render-skipped"

/**
 * keepRenderedArticles: articles skipped until near the screen stay rendered once shown
 * (browser/render-skipped.ts), by an inline script at the end of the head components, after
 * the site's own (where it was before it moved into this plugin).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getHeadComponents, replaceHeadComponents },
  options,
) => {
  if (options.keepRenderedArticles === false) return
  replaceHeadComponents([
    ...getHeadComponents(),
    <script key="keep-rendered-articles" dangerouslySetInnerHTML={{ __html: keepRenderedArticlesScript }} />,
  ])
}
