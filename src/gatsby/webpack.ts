import path from "path"

/** Gatsby's stages whose bundle runs in the browser (the others render HTML in Node). */
const browserStages = new Set(["develop", "build-javascript"])

export const browserStaticMarkup = path.resolve(__dirname, "../components/static-markup.browser.ts")

/** The request gatsby-plugin-image makes; matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

/** The part of webpack's configuration this module touches. */
export interface WebpackConfig {
  plugins?: unknown[]
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }
}

interface WebpackArgs {
  stage: string
  getConfig(): WebpackConfig
  actions: { replaceWebpackConfig(config: WebpackConfig): void }
  /** Gatsby types this as a bare `Function`. */
  plugins: { normalModuleReplacement: Function }
}

/**
 * One script per page instead of a dozen. Gatsby's production split puts every module
 * shared by some (not all) pages into a chunk of its own ("shared", and "lib" for large
 * scope-hoisted modules): on this site that meant ten requests of about 1 KB per page,
 * each with its headers and its own gzip dictionary. Without those groups a page gets
 * Gatsby's runtime, React, the app, what every page shares ("commons") and its own chunk,
 * at the cost of a few KB repeated between page chunks.
 */
export function withOneChunkPerPage(config: WebpackConfig): WebpackConfig {
  const splitChunks = config.optimization?.splitChunks
  if (!splitChunks || !splitChunks.cacheGroups) return config
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, lib: false, shared: false } } },
  }
}

/**
 * The browser bundles:
 * - `react-dom/server` (wanted only by gatsby-plugin-image, for images rendered after a
 *   client-side link) is replaced by a few lines on top of the React DOM the page already
 *   loads: see src/components/static-markup.browser.ts.
 * - in production, one chunk per page (withOneChunkPerPage).
 */
export function onCreateWebpackConfig({ stage, getConfig, actions, plugins }: WebpackArgs): void {
  if (!browserStages.has(stage)) return
  const config = getConfig()
  const replaced: WebpackConfig = {
    ...config,
    plugins: [...(config.plugins ?? []), plugins.normalModuleReplacement(staticMarkupRequest, browserStaticMarkup)],
  }
  actions.replaceWebpackConfig(stage === "build-javascript" ? withOneChunkPerPage(replaced) : replaced)
}
