import type { GatsbyBrowser, PluginOptions } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"

function hydrateInTransition(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

/**
 * hydrateInTransition: React hydrates inside a transition, in small slices, and yields to
 * the browser between them, instead of one long task that blocks scrolling and taps. The
 * server-rendered page is complete, so nothing waits on hydration to be seen. Gatsby calls
 * the result as (element, container) (checked at build time, webpack.ts). With the option
 * off, no function: Gatsby's runtime drops an undefined result and uses its own. (Gatsby's
 * types want a Renderer, which predates React 18's root API, hence the cast.)
 */
export const replaceHydrateFunction = ((_args: unknown, options: PluginOptions) =>
  options.hydrateInTransition === false
    ? undefined
    : hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"]
