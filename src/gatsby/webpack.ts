import path from "path"

/** Gatsby's stages whose bundle runs in the browser (the others render HTML in Node). */
const browserStages = new Set(["develop", "build-javascript"])

export const browserStaticMarkup = path.resolve(__dirname, "../components/static-markup.browser.ts")

/** The request gatsby-plugin-image makes; matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

interface WebpackArgs {
  stage: string
  actions: { setWebpackConfig(config: object): void }
  /** Gatsby types this as a bare `Function`. */
  plugins: { normalModuleReplacement: Function }
}

/**
 * In the browser bundle, `react-dom/server` (wanted only by gatsby-plugin-image, for
 * images rendered after a client-side link) is replaced by a few lines on top of the
 * React DOM the page already loads: see src/components/static-markup.browser.ts.
 */
export function onCreateWebpackConfig({ stage, actions, plugins }: WebpackArgs): void {
  if (!browserStages.has(stage)) return
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(staticMarkupRequest, browserStaticMarkup) as unknown] })
}
