import path from "path"

/** Gatsby's stages whose bundle runs in the browser (the others render HTML in Node). */
const browserStages = new Set(["develop", "build-javascript"])

export const browserStaticMarkup = path.resolve(__dirname, "../browser/static-markup.ts")

/** The browser entry that starts Gatsby's app in steps (src/browser/app-entry.ts). */
export const stagedAppEntry = path.resolve(__dirname, "../browser/app-entry.ts")

/** The name app-entry.ts imports Gatsby's own entry by. */
export const gatsbyAppAlias = "gatsby-production-app"

/** The request gatsby-plugin-image makes; matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

/** The part of webpack's configuration this module touches. */
export interface WebpackConfig {
  entry?: unknown
  resolve?: { alias?: Record<string, unknown> }
  plugins?: unknown[]
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }
}

interface WebpackArgs {
  stage: string
  getConfig(): WebpackConfig
  actions: { replaceWebpackConfig(config: WebpackConfig): void }
  /** Gatsby types this as a bare `Function`, so this does too (it is passed on as it is). */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
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
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, lib: false, shared: false } },
    },
  }
}

/**
 * Gatsby's app started in steps (src/browser/app-entry.ts) instead of in one long task:
 * the `app` entry becomes app-entry.ts, which imports Gatsby's `.cache/production-app`
 * last, under an alias. A configuration without that entry is left as it is.
 */
export function withStagedAppEntry(config: WebpackConfig): WebpackConfig {
  const entry = config.entry as Record<string, unknown> | undefined
  if (!entry || typeof entry !== "object" || typeof entry.app !== "string") return config
  return {
    ...config,
    entry: { ...entry, app: stagedAppEntry },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, [`${gatsbyAppAlias}$`]: entry.app } },
  }
}

/**
 * The browser bundles:
 * - `react-dom/server` (wanted only by gatsby-plugin-image, for images rendered after a
 *   client-side link) is replaced by a few lines on top of the React DOM the page already
 *   loads: see src/browser/static-markup.ts.
 * - in production, one chunk per page (withOneChunkPerPage), and the app started in
 *   steps (withStagedAppEntry).
 */
export function onCreateWebpackConfig({ stage, getConfig, actions, plugins }: WebpackArgs): void {
  if (!browserStages.has(stage)) return
  const config = getConfig()
  const replaced: WebpackConfig = {
    ...config,
    plugins: [...(config.plugins ?? []), plugins.normalModuleReplacement(staticMarkupRequest, browserStaticMarkup)],
  }
  actions.replaceWebpackConfig(
    stage === "build-javascript" ? withStagedAppEntry(withOneChunkPerPage(replaced)) : replaced,
  )
}
