import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { keepRenderedArticlesScript } from "./browser/render-skipped"

/** Gatsby marks the elements of a page's Head export so. */
const isPageHead = (component: ReactNode) =>
  isValidElement<{ "data-gatsby-head"?: boolean }>(component) && component.props["data-gatsby-head"] === true

/**
 * keepRenderedArticles: articles skipped until near the screen stay rendered once shown
 * (browser/render-skipped.ts), by an inline script in <head>: after every onRenderBody
 * component (the site's come last), before the page's Head export, which is where the site's
 * own onRenderBody had it before it moved here (onRenderBody here would put it before the site's).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getHeadComponents, replaceHeadComponents },
  options,
) => {
  if (options.keepRenderedArticles === false) return
  const head = getHeadComponents() as ReactNode[]
  const at = head.findLastIndex((component) => !isPageHead(component)) + 1
  const script = (
    <script key="keep-rendered-articles" dangerouslySetInnerHTML={{ __html: keepRenderedArticlesScript }} />
  )
  replaceHeadComponents([...head.slice(0, at), script, ...head.slice(at)])
}
