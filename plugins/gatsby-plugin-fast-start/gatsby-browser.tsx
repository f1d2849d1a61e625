import type { GatsbyBrowser, PluginOptions } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"

const hydrateInTransition = (element: ReactElement, container: Element) =>
  startTransition(() => void hydrateRoot(container, element))

/** Hydration in yielding slices, not one long task. Gatsby's type predates React 18's root API. */
export const replaceHydrateFunction = ((_args: unknown, options: PluginOptions) =>
  options.hydrateInTransition === false
    ? undefined
    : hydrateInTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"]
