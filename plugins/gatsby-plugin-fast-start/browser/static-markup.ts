import type { ReactElement } from "react"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"

/**
 * `react-dom/server` for the browser bundle (the staticMarkup tweak, ../webpack.ts, points it here).
 *
 * gatsby-plugin-image needs static markup in the browser for images a page did not
 * server-render (after a client-side link): it imports `renderToStaticMarkup`, which
 * would ship a second React renderer (about 20 KB gzip) to every page with an image.
 * Rendering into a detached element with the React DOM the page already has gives the
 * same markup.
 */
export function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement("div")
  const root = createRoot(container)
  flushSync(() => root.render(element))
  const html = container.innerHTML
  root.unmount()
  return html
}

export const renderToString = renderToStaticMarkup
