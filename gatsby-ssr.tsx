import type { GatsbySSR } from "gatsby"
import { noScriptCss } from "./src/theme/no-script"

/** Styles for visitors without JavaScript, in <head> where <noscript><style> is valid HTML. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-script-css">
      <style>{noScriptCss}</style>
    </noscript>,
  ])
}
