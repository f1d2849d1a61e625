import fs from "fs"
import path from "path"
import { assumptionFailed, type FastStartOptions, type Tweak } from "./options"

/** Gatsby's stages whose bundle runs in the browser (the others render HTML in Node). */
const browserStages = new Set(["develop", "build-javascript"])

/**
 * The plugin's modules for the browser bundle, in `pluginDir` (where Gatsby found the plugin:
 * its gatsby-node runs compiled, from .cache/compiled, so not from `__dirname`).
 */
export function browserModules(pluginDir: string) {
  return {
    /** react-dom/server's stand-in (browser/static-markup.ts). */
    staticMarkup: path.join(pluginDir, "browser", "static-markup.ts"),
    /** The browser entry that starts Gatsby's app in steps (browser/app-entry.ts). */
    stagedAppEntry: path.join(pluginDir, "browser", "app-entry.ts"),
    /** The module that makes webpack load chunks in tasks of their own (browser/chunks-in-tasks.ts). */
    chunksInTasks: path.join(pluginDir, "browser", "chunks-in-tasks.ts"),
  }
}
type BrowserModules = ReturnType<typeof browserModules>

/** The name app-entry.ts imports Gatsby's own entry by. */
export const gatsbyAppAlias = "gatsby-production-app"

/** The request gatsby-plugin-image makes; matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

/** React DOM's server renderers, which staticMarkup keeps out of the browser bundle. */
const reactDomServer = /[\\/]react-dom[\\/](?:server[^\\/]*\.js$|cjs[\\/]react-dom-server)/

/** The part of webpack's configuration this module touches. */
export interface WebpackConfig {
  entry?: unknown
  resolve?: { alias?: Record<string, unknown> }
  plugins?: unknown[]
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }
}

/** The part of webpack's compiler the assumption checks use (its own classes, so no second webpack is loaded). */
export interface Compiler {
  webpack: {
    RuntimeGlobals: { ensureChunk: string }
    WebpackError: new (message: string) => Error
  }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } }
}
interface Compilation {
  errors: Error[]
  entrypoints: Map<string, { getRuntimeChunk(): unknown }>
  chunkGraph: { getTreeRuntimeRequirements(chunk: unknown): ReadonlySet<string> }
  hooks: {
    finishModules: { tap(name: string, run: (modules: Iterable<{ resource?: string }>) => void): void }
    afterSeal: { tap(name: string, run: () => void): void }
  }
}

interface WebpackArgs {
  stage: string
  /** The plugin's folder (browserModules). */
  pluginDir: string
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
  const groups = splitChunks ? (splitChunks.cacheGroups ?? {}) : {}
  const missing = ["lib", "shared"].filter((name) => !groups[name])
  if (!splitChunks || missing.length > 0) {
    throw assumptionFailed(
      "oneChunkPerPage",
      `webpack's splitChunks has no cache group ${missing.map((name) => `"${name}"`).join(" or ")} ` +
        `(found: ${Object.keys(groups).join(", ") || "none"}), so Gatsby splits its bundles differently now`,
    )
  }
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...groups, lib: false, shared: false } },
    },
  }
}

/** Gatsby's `app` entry (its `.cache/production-app`), which stagedStart and chunksInTasks both build on. */
function appEntry(config: WebpackConfig, tweak: Tweak): Record<string, unknown> & { app: string | string[] } {
  const entry = config.entry as Record<string, unknown> | undefined
  const app = entry && typeof entry === "object" ? entry.app : undefined
  if (typeof app !== "string" && !(Array.isArray(app) && app.every((item) => typeof item === "string"))) {
    throw assumptionFailed(
      tweak,
      `webpack's configuration has no "app" entry (entries: ${Object.keys(entry ?? {}).join(", ") || "none"})`,
    )
  }
  return entry as Record<string, unknown> & { app: string | string[] }
}

/**
 * Gatsby's app started in steps (browser/app-entry.ts) instead of in one long task: the
 * `app` entry becomes app-entry.ts, which imports Gatsby's `.cache/production-app` last,
 * under an alias.
 */
export function withStagedAppEntry(config: WebpackConfig, { stagedAppEntry }: BrowserModules): WebpackConfig {
  const entry = appEntry(config, "stagedStart")
  if (typeof entry.app !== "string") {
    throw assumptionFailed(
      "stagedStart",
      `the "app" entry is a list (${entry.app.join(", ")}), not Gatsby's one module`,
    )
  }
  return {
    ...config,
    entry: { ...entry, app: stagedAppEntry },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, [`${gatsbyAppAlias}$`]: entry.app } },
  }
}

/** browser/chunks-in-tasks.ts runs first in the `app` entry, before anything asks for a chunk. */
export function withChunksInTasks(config: WebpackConfig, { chunksInTasks }: BrowserModules): WebpackConfig {
  const entry = appEntry(config, "chunksInTasks")
  return { ...config, entry: { ...entry, app: [chunksInTasks, ...[entry.app].flat()] } }
}

/**
 * What hydrateInTransition (gatsby-browser.tsx) counts on in Gatsby's production-app: that it
 * asks the plugins for `replaceHydrateFunction` and calls the result as (element, container).
 */
export function checkHydrateCall(productionApp: string): void {
  // Gatsby names its entry without the extension, as webpack resolves it.
  const file = [productionApp, `${productionApp}.js`].find((candidate) =>
    fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  )
  const source = file ? fs.readFileSync(file, "utf8") : ""
  if (
    !/apiRunner\(\s*`replaceHydrateFunction`/.test(source) ||
    !/renderer\(\s*<App \/>,\s*rootElement\s*\)/.test(source)
  ) {
    throw assumptionFailed(
      "hydrateInTransition",
      `${productionApp} does not call the replaceHydrateFunction result as renderer(<App />, rootElement)`,
    )
  }
}

/**
 * The checks that need webpack's compilation, reported as compilation errors (which make
 * `gatsby build` stop with their message):
 * - staticMarkup: the replacement module is in the bundle and none of React DOM's server
 *   renderers is (a request the replacement did not catch, e.g. `react-dom/server.browser`);
 * - chunksInTasks: webpack's runtime has `__webpack_require__.e` to wrap.
 */
export class AssumptionChecks {
  /** `staticMarkup`: the module that stands in for react-dom/server, if that tweak is on. */
  constructor(private readonly checks: { staticMarkup?: string; chunksInTasks: boolean }) {}

  apply(compiler: Compiler): void {
    const { RuntimeGlobals, WebpackError } = compiler.webpack
    const fail = (compilation: Compilation, tweak: Tweak, problem: string) =>
      compilation.errors.push(new WebpackError(assumptionFailed(tweak, problem).message))
    compiler.hooks.thisCompilation.tap("gatsby-plugin-fast-start", (compilation) => {
      const { staticMarkup } = this.checks
      if (staticMarkup) {
        compilation.hooks.finishModules.tap("gatsby-plugin-fast-start", (modules) => {
          const resources = [...modules].map((module) => module.resource ?? "")
          const server = resources.filter((resource) => reactDomServer.test(resource))
          if (server.length > 0) {
            fail(compilation, "staticMarkup", `React DOM's server renderer is in the browser bundle (${server[0]})`)
          } else if (!resources.includes(staticMarkup)) {
            fail(compilation, "staticMarkup", "no module requested react-dom/server, so the replacement never applied")
          }
        })
      }
      if (this.checks.chunksInTasks) {
        compilation.hooks.afterSeal.tap("gatsby-plugin-fast-start", () => {
          const runtime = compilation.entrypoints.get("app")?.getRuntimeChunk()
          if (!runtime || !compilation.chunkGraph.getTreeRuntimeRequirements(runtime).has(RuntimeGlobals.ensureChunk)) {
            fail(compilation, "chunksInTasks", "webpack's runtime for the app entry has no __webpack_require__.e")
          }
        })
      }
    })
  }
}

/**
 * The browser bundles:
 * - staticMarkup: `react-dom/server` (wanted only by gatsby-plugin-image, for images
 *   rendered after a client-side link) is replaced by a few lines on top of the React DOM
 *   the page already loads: see browser/static-markup.ts.
 * - in production: one chunk per page (withOneChunkPerPage), the app started in steps
 *   (withStagedAppEntry) and chunks loaded in tasks (withChunksInTasks). The development
 *   server keeps Gatsby's entry (and its hot reloading) and split.
 * Each tweak checks what it assumes about Gatsby's configuration and throws, naming
 * itself, where that is not so.
 */
export function configureWebpack(
  { stage, pluginDir, getConfig, actions, plugins }: WebpackArgs,
  options: FastStartOptions,
): void {
  if (!browserStages.has(stage)) return
  const modules = browserModules(pluginDir)
  let config = getConfig()
  const production = stage === "build-javascript"
  if (production && options.hydrateInTransition) {
    checkHydrateCall(String(appEntry(config, "hydrateInTransition").app))
  }
  if (options.staticMarkup) {
    config = {
      ...config,
      plugins: [...(config.plugins ?? []), plugins.normalModuleReplacement(staticMarkupRequest, modules.staticMarkup)],
    }
  }
  if (production) {
    if (options.oneChunkPerPage) config = withOneChunkPerPage(config)
    if (options.stagedStart) config = withStagedAppEntry(config, modules)
    if (options.chunksInTasks) config = withChunksInTasks(config, modules)
    if (options.staticMarkup || options.chunksInTasks) {
      const checks = new AssumptionChecks({
        staticMarkup: options.staticMarkup ? modules.staticMarkup : undefined,
        chunksInTasks: options.chunksInTasks,
      })
      config = { ...config, plugins: [...(config.plugins ?? []), checks] }
    }
  }
  actions.replaceWebpackConfig(config)
}
