import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { keepRenderedArticlesScript } from "./browser/render-skipped"

const isPageHead = (component: ReactNode) =>
  isValidElement<{ "data-gatsby-head"?: boolean }>(component) && component.props["data-gatsby-head"] === true

/** After the site's onRenderBody components, before the page's Head export. */
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
