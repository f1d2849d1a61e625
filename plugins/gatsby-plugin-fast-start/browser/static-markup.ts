import type { ReactElement } from "react"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"

/** `react-dom/server` for gatsby-plugin-image in the browser, without a second renderer (about 20 KB gzip). */
export function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement("div")
  const root = createRoot(container)
  flushSync(() => root.render(element))
  const html = container.innerHTML
  root.unmount()
  return html
}

export const renderToString = renderToStaticMarkup
