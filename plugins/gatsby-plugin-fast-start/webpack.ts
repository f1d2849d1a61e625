import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { CompileHints } from "./compile-hints"
import { assumptionFailed, tweakNames, type FastStartOptions, type Tweak } from "./options"

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
    /** The module without exports that stands in for Gatsby's unused browser modules (browser/empty.ts). */
    empty: path.join(pluginDir, "browser", "empty.ts"),
    /** react-i18next as the site uses it (browser/react-i18next.ts). */
    leanReactI18next: path.join(pluginDir, "browser", "react-i18next.ts"),
  }
}
type BrowserModules = ReturnType<typeof browserModules>

/** The name app-entry.ts imports Gatsby's own entry by. */
export const gatsbyAppAlias = "gatsby-production-app"

/** The request gatsby-plugin-image makes; matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

/** React DOM's server renderers, which staticMarkup keeps out of the browser bundle. */
const reactDomServer = /[\\/]react-dom[\\/](?:server[^\\/]*\.js$|cjs[\\/]react-dom-server)/

/**
 * Gatsby's service-worker registration (`.cache/register-service-worker.js`): its production-app
 * requires it only when a plugin's `registerServiceWorker` returns true, and no plugin of this
 * site has that API (no offline plugin).
 */
export const serviceWorkerModule = /[\\/]\.cache[\\/]register-service-worker(?:\.js)?$/

/** The browser file of Gatsby's internal partytown plugin (with gatsby-script and Partytown's snippet code). */
export const partytownBrowserModule = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/** What gatsby-plugin-react-i18next and the site take from react-i18next in the browser (browser/react-i18next.ts). */
export const leanReactI18nextExports = ["I18nextProvider", "useTranslation"]

/** react-i18next's entry, or its CommonJS build, or i18next's: what leanI18next keeps out of the browser bundle. */
const fullI18nModules =
  /[\\/](?:react-i18next[\\/]dist[\\/](?:es[\\/]index\.js|commonjs[\\/])|i18next[\\/]dist[\\/]cjs[\\/])/

/** Where the packages leanI18next and unusedGatsbyModules read live, found from the plugin's folder. */
export function packageFiles(pluginDir: string) {
  // createRequire, not require.resolve: Gatsby compiles gatsby-node with Parcel, which drops require.resolve.
  const resolve = createRequire(path.join(pluginDir, "package.json")).resolve
  const dir = (name: string) => path.dirname(resolve(`${name}/package.json`))
  return {
    /** react-i18next's ES modules, one file per export. */
    reactI18nextEs: path.join(dir("react-i18next"), "dist", "es"),
    /** i18next's ES module build (its CommonJS build repeats Babel's helpers in their CommonJS form). */
    i18nextEsm: path.join(dir("i18next"), "dist", "esm", "i18next.js"),
    /** gatsby-plugin-react-i18next's compiled files, which require react-i18next. */
    i18nPluginDist: path.join(dir("gatsby-plugin-react-i18next"), "dist"),
    /** Gatsby's internal partytown plugin's browser file. */
    partytownBrowser: path.join(dir("gatsby"), "dist", "internal-plugins", "partytown", "gatsby-browser.js"),
  }
}
type PackageFiles = ReturnType<typeof packageFiles>

/** The part of webpack's configuration this module touches. */
export interface WebpackConfig {
  entry?: unknown
  cache?: boolean | { version?: string }
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
  warnings: Error[]
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
  /** The plugins (by name) whose gatsby-browser has `registerServiceWorker` (unusedGatsbyModules needs none). */
  serviceWorkerPlugins: string[]
  /** Where the packages are (packageFiles); tests hand in fixtures. */
  packages?: PackageFiles
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
  const source = readSource(productionApp)
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

/** The `.js` files under a folder, recursively. */
function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Gatsby's browser modules this site never runs, replaced by a module without exports
 * (browser/empty.ts): the service-worker registration (its production-app requires it only
 * when a plugin registers a worker; this site has none) and the partytown plugin's browser
 * file (it acts only in development, and brings gatsby-script and Partytown's snippet code).
 * 1.5 KB gzip on every page (README.md). Checks that Gatsby still requires the registration only on
 * a plugin's say, that no plugin says so, and that the partytown file still does nothing outside
 * development.
 */
export function withoutUnusedGatsbyModules(
  config: WebpackConfig,
  {
    productionApp,
    serviceWorkerPlugins,
    packages,
    empty,
    plugins,
  }: {
    productionApp: string
    serviceWorkerPlugins: string[]
    /** Where the packages are, looked up after the checks that need none. */
    packages: () => PackageFiles
    empty: string
    plugins: WebpackArgs["plugins"]
  },
): WebpackConfig {
  const fail = (problem: string) => assumptionFailed("unusedGatsbyModules", problem)
  if (serviceWorkerPlugins.length > 0) {
    throw fail(`the plugin ${serviceWorkerPlugins.join(", ")} registers a service worker (registerServiceWorker)`)
  }
  const appSource = readSource(productionApp)
  if (
    !/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/.test(
      appSource,
    )
  ) {
    throw fail(`${productionApp} no longer requires ./register-service-worker only when a plugin asks for it`)
  }
  const { partytownBrowser } = packages()
  const partytown = readSource(partytownBrowser)
  const exported = new Set(
    [...partytown.matchAll(/exports\.(\w+) =/g)].map((match) => match[1]).filter((name) => name !== "__esModule"),
  )
  if (
    [...exported].join() !== "onInitialClientRender" ||
    !/const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;/.test(
      partytown,
    )
  ) {
    throw fail(`${partytownBrowser} does more than inject Partytown's snippet in development`)
  }
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      plugins.normalModuleReplacement(serviceWorkerModule, empty),
      plugins.normalModuleReplacement(partytownBrowserModule, empty),
    ],
  }
}

/**
 * react-i18next and i18next as the site uses them: `react-i18next` becomes browser/react-i18next.ts
 * (I18nextProvider and useTranslation from react-i18next's own ES modules), and `i18next` its ES
 * build for every importer. gatsby-plugin-react-i18next requires both as CommonJS, which keeps
 * every export of react-i18next's entry (Trans and its HTML parser, withTranslation, withSSR …)
 * and i18next's CommonJS build with Babel's helpers in a second, CommonJS copy. Checks that the
 * plugin's files take nothing else from react-i18next (the site's own imports are checked on the
 * compilation: webpack reports an export it does not find).
 */
export function withLeanI18next(
  config: WebpackConfig,
  { leanReactI18next, packages }: { leanReactI18next: string; packages: PackageFiles },
): WebpackConfig {
  const fail = (problem: string) => assumptionFailed("leanI18next", problem)
  for (const file of [
    ...leanReactI18nextExports.map((name) => path.join(packages.reactI18nextEs, `${name}.js`)),
    packages.i18nextEsm,
  ]) {
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw fail(`${file} is not there`)
  }
  for (const file of jsFiles(packages.i18nPluginDist)) {
    const used = [...readSource(file).matchAll(/_reactI18next\.(\w+)/g)].map((match) => match[1])
    const other = used.filter((name) => !leanReactI18nextExports.includes(name))
    if (other.length > 0) {
      throw fail(
        `${file} uses react-i18next's ${[...new Set(other)].join(", ")} (browser/react-i18next.ts has ${leanReactI18nextExports.join(", ")})`,
      )
    }
  }
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        "react-i18next$": leanReactI18next,
        "fast-start-react-i18next-es": packages.reactI18nextEs,
        i18next$: packages.i18nextEsm,
      },
    },
  }
}

/** A file's text ("" when it is not there: the check that reads it then fails with its own message). */
function readSource(file: string): string {
  const found = [file, `${file}.js`].find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
  return found ? fs.readFileSync(found, "utf8") : ""
}

/**
 * The checks that need webpack's compilation, reported as compilation errors (which make
 * `gatsby build` stop with their message):
 * - staticMarkup: the replacement module is in the bundle and none of React DOM's server
 *   renderers is (a request the replacement did not catch, e.g. `react-dom/server.browser`);
 * - chunksInTasks: webpack's runtime has `__webpack_require__.e` to wrap;
 * - unusedGatsbyModules: neither replaced module got in (a request the replacement did not catch);
 * - leanI18next: neither react-i18next's entry nor a CommonJS build of it or of i18next got in,
 *   and no import asks react-i18next for an export browser/react-i18next.ts does not have.
 */
export class AssumptionChecks {
  /** `staticMarkup`: the module that stands in for react-dom/server, if that tweak is on. */
  constructor(
    private readonly checks: {
      staticMarkup?: string
      chunksInTasks: boolean
      unusedGatsbyModules?: boolean
      leanI18next?: boolean
    },
  ) {}

  apply(compiler: Compiler): void {
    const { RuntimeGlobals, WebpackError } = compiler.webpack
    const fail = (compilation: Compilation, tweak: Tweak, problem: string) =>
      compilation.errors.push(new WebpackError(assumptionFailed(tweak, problem).message))
    compiler.hooks.thisCompilation.tap("gatsby-plugin-fast-start", (compilation) => {
      const { staticMarkup, unusedGatsbyModules, leanI18next } = this.checks
      compilation.hooks.finishModules.tap("gatsby-plugin-fast-start", (modules) => {
        const resources = [...modules].map((module) => module.resource ?? "")
        if (staticMarkup) {
          const server = resources.filter((resource) => reactDomServer.test(resource))
          if (server.length > 0) {
            fail(compilation, "staticMarkup", `React DOM's server renderer is in the browser bundle (${server[0]})`)
          } else if (!resources.includes(staticMarkup)) {
            fail(compilation, "staticMarkup", "no module requested react-dom/server, so the replacement never applied")
          }
        }
        const unused = resources.find(
          (resource) => serviceWorkerModule.test(resource) || partytownBrowserModule.test(resource),
        )
        if (unusedGatsbyModules && unused) {
          fail(compilation, "unusedGatsbyModules", `${unused} is in the browser bundle`)
        }
        const full = resources.find((resource) => fullI18nModules.test(resource))
        if (leanI18next && full) fail(compilation, "leanI18next", `${full} is in the browser bundle`)
      })
      compilation.hooks.afterSeal.tap("gatsby-plugin-fast-start", () => {
        if (this.checks.chunksInTasks) {
          const runtime = compilation.entrypoints.get("app")?.getRuntimeChunk()
          if (!runtime || !compilation.chunkGraph.getTreeRuntimeRequirements(runtime).has(RuntimeGlobals.ensureChunk)) {
            fail(compilation, "chunksInTasks", "webpack's runtime for the app entry has no __webpack_require__.e")
          }
        }
        const missing = compilation.warnings.find((warning) => /was not found in 'react-i18next'/.test(warning.message))
        if (leanI18next && missing) fail(compilation, "leanI18next", missing.message.trim().split("\n")[0])
      })
    })
  }
}

/**
 * The browser bundles:
 * - staticMarkup: `react-dom/server` (wanted only by gatsby-plugin-image, for images
 *   rendered after a client-side link) is replaced by a few lines on top of the React DOM
 *   the page already loads: see browser/static-markup.ts.
 * - in production: Gatsby's unused browser modules left out (withoutUnusedGatsbyModules),
 *   react-i18next and i18next as the site uses them (withLeanI18next), one chunk per page (withOneChunkPerPage), the app started in steps
 *   (withStagedAppEntry) and chunks loaded in tasks (withChunksInTasks). The development
 *   server keeps Gatsby's entry (and its hot reloading) and split.
 * Each tweak checks what it assumes about Gatsby's configuration and throws, naming
 * itself, where that is not so.
 */
export function configureWebpack(
  { stage, pluginDir, getConfig, actions, plugins, serviceWorkerPlugins, packages: packagesFound }: WebpackArgs,
  options: FastStartOptions,
): void {
  if (!browserStages.has(stage)) return
  const modules = browserModules(pluginDir)
  // Looked up once, and only when a tweak that reads them is on.
  let found = packagesFound
  const packages = () => (found ??= packageFiles(pluginDir))
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
    if (options.unusedGatsbyModules) {
      config = withoutUnusedGatsbyModules(config, {
        productionApp: String(appEntry(config, "unusedGatsbyModules").app),
        serviceWorkerPlugins,
        packages,
        empty: modules.empty,
        plugins,
      })
    }
    if (options.leanI18next) {
      config = withLeanI18next(config, { leanReactI18next: modules.leanReactI18next, packages: packages() })
    }
    if (options.oneChunkPerPage) config = withOneChunkPerPage(config)
    if (options.stagedStart) config = withStagedAppEntry(config, modules)
    if (options.chunksInTasks) config = withChunksInTasks(config, modules)
    if (options.staticMarkup || options.chunksInTasks || options.unusedGatsbyModules || options.leanI18next) {
      const checks = new AssumptionChecks({
        staticMarkup: options.staticMarkup ? modules.staticMarkup : undefined,
        chunksInTasks: options.chunksInTasks,
        unusedGatsbyModules: options.unusedGatsbyModules,
        leanI18next: options.leanI18next,
      })
      config = { ...config, plugins: [...(config.plugins ?? []), checks] }
    }
    if (options.compileHints) config = { ...config, plugins: [...(config.plugins ?? []), new CompileHints()] }
  }
  // Webpack's persistent cache knows Gatsby's and the plugins' files, not these options: without
  // their own cache version, a build with a tweak turned off reused what webpack resolved with it on.
  if (config.cache && typeof config.cache === "object") {
    const off = tweakNames.filter((tweak) => !options[tweak])
    config = { ...config, cache: { ...config.cache, version: `fast-start without: ${off.join(",") || "none"}` } }
  }
  actions.replaceWebpackConfig(config)
}
