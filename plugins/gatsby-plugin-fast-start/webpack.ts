import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { Compilation, Compiler } from "webpack"
import { assumptionFailed, tweakNames, type FastStartOptions, type Tweak } from "./options"

/** `pluginDir`, not `__dirname`: gatsby-node runs compiled from .cache/compiled. */
export function browserModules(pluginDir: string) {
  return {
    staticMarkup: path.join(pluginDir, "browser", "static-markup.ts"),
    stagedAppEntry: path.join(pluginDir, "browser", "app-entry.ts"),
    leanReactI18next: path.join(pluginDir, "browser", "react-i18next.ts"),
    leanGatsby: path.join(pluginDir, "browser", "gatsby.ts"),
  }
}

export const gatsbyAppAlias = "gatsby-production-app"

/** Matched before Gatsby's own `react-dom` alias applies. */
export const staticMarkupRequest = /^react-dom\/server$/

const reactDomServer = /[\\/]react-dom[\\/](?:server[^\\/]*\.js$|cjs[\\/]react-dom-server)/

export const leanReactI18nextExports = ["I18nextProvider", "useTranslation"]

export const leanGatsbyExports = ["Link", "navigate", "withPrefix"]

const fullI18nModules =
  /[\\/](?:react-i18next[\\/]dist[\\/](?:es[\\/]index\.js|commonjs[\\/])|i18next[\\/]dist[\\/]cjs[\\/])/

export function packageFiles(pluginDir: string) {
  // Gatsby compiles gatsby-node with Parcel, which drops require.resolve.
  const resolve = createRequire(path.join(pluginDir, "package.json")).resolve
  const dir = (name: string) => path.dirname(resolve(`${name}/package.json`))
  return {
    reactI18nextEs: path.join(dir("react-i18next"), "dist", "es"),
    i18nextEsm: path.join(dir("i18next"), "dist", "esm", "i18next.js"),
    i18nPluginDist: path.join(dir("gatsby-plugin-react-i18next"), "dist"),
  }
}
type PackageFiles = ReturnType<typeof packageFiles>

export interface WebpackConfig {
  entry?: unknown
  cache?: boolean | { version?: string }
  resolve?: { alias?: Record<string, unknown> }
  plugins?: unknown[]
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }
}

interface WebpackArgs {
  stage: string
  pluginDir: string
  /** Tests hand in fixtures. */
  packages?: PackageFiles
  getConfig(): WebpackConfig
  actions: { replaceWebpackConfig(config: WebpackConfig): void }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Gatsby's own type
  plugins: { normalModuleReplacement: Function }
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile()

function withAliases(config: WebpackConfig, aliases: Record<string, unknown>): WebpackConfig {
  return { ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...aliases } } }
}

function withPlugin(config: WebpackConfig, plugin: unknown): WebpackConfig {
  return { ...config, plugins: [...(config.plugins ?? []), plugin] }
}

/** Without Gatsby's "lib" and "shared" groups: one request per page instead of ten of about 1 KB. */
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
  const cacheGroups = { ...groups, lib: false, shared: false }
  return { ...config, optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups } } }
}

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

/** app-entry.ts imports Gatsby's production-app last, under gatsbyAppAlias. */
export function withStagedAppEntry(config: WebpackConfig, stagedAppEntry: string): WebpackConfig {
  const entry = appEntry(config, "stagedStart")
  if (typeof entry.app !== "string") {
    throw assumptionFailed(
      "stagedStart",
      `the "app" entry is a list (${entry.app.join(", ")}), not Gatsby's one module`,
    )
  }
  return { ...withAliases(config, { [`${gatsbyAppAlias}$`]: entry.app }), entry: { ...entry, app: stagedAppEntry } }
}

/** hydrateInTransition counts on production-app calling replaceHydrateFunction's result as (element, container). */
export function checkHydrateCall(productionApp: string): void {
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

/**
 * gatsby-plugin-react-i18next requires both as CommonJS, which keeps every export of react-i18next
 * and a second copy of Babel's helpers; ES modules let webpack drop what the site does not use. It requires
 * `gatsby` so too, which kept every export of Gatsby's browser entry (gatsby-script, Slice, StaticQuery): its
 * requests get browser/gatsby.ts, which re-exports what it takes.
 */
function withLeanI18next(
  config: WebpackConfig,
  modules: ReturnType<typeof browserModules>,
  packages: PackageFiles,
  plugins: WebpackArgs["plugins"],
): WebpackConfig {
  const fail = (problem: string) => assumptionFailed("leanI18next", problem)
  const esModules = leanReactI18nextExports.map((name) => path.join(packages.reactI18nextEs, `${name}.js`))
  for (const file of [...esModules, packages.i18nextEsm]) if (!isFile(file)) throw fail(`${file} is not there`)
  const pluginFiles = fs.readdirSync(packages.i18nPluginDist, { withFileTypes: true, recursive: true })
  for (const entry of pluginFiles.filter((entry) => entry.isFile() && entry.name.endsWith(".js"))) {
    const file = path.join(entry.parentPath, entry.name)
    const source = readSource(file)
    for (const [variable, name, exported] of [
      ["_reactI18next", "react-i18next", leanReactI18nextExports],
      ["_gatsby", "gatsby", leanGatsbyExports],
    ] as const) {
      const used = [...source.matchAll(new RegExp(`${variable}\\.(\\w+)`, "g"))].map((match) => match[1])
      const other = [...new Set(used.filter((export_) => !exported.includes(export_)))]
      if (other.length > 0)
        throw fail(`${file} uses ${name}'s ${other.join(", ")} (browser/${name}.ts has ${exported.join(", ")})`)
    }
  }
  const fromThePlugin = (resource: { context: string; request: string }) => {
    if (resource.context.startsWith(packages.i18nPluginDist)) resource.request = modules.leanGatsby
  }
  const aliased = withAliases(config, {
    "react-i18next$": modules.leanReactI18next,
    "fast-start-react-i18next-es": packages.reactI18nextEs,
    i18next$: packages.i18nextEsm,
  })
  return withPlugin(aliased, plugins.normalModuleReplacement(/^gatsby$/, fromThePlugin))
}

/** With `.js` added too, as webpack resolves Gatsby's entry; "" when missing, so the check fails with its own message. */
function readSource(file: string): string {
  const found = [file, `${file}.js`].find(isFile)
  return found ? fs.readFileSync(found, "utf8") : ""
}

/** The checks that need the compilation; a compilation error stops `gatsby build`. */
export class AssumptionChecks {
  constructor(private readonly checks: { staticMarkup?: string; leanI18next?: boolean }) {}

  apply(compiler: Compiler): void {
    // Webpack's own classes come from the compiler, so no second webpack is loaded.
    const { WebpackError } = compiler.webpack
    const fail = (compilation: Compilation, tweak: Tweak, problem: string) =>
      compilation.errors.push(new WebpackError(assumptionFailed(tweak, problem).message))
    compiler.hooks.thisCompilation.tap("gatsby-plugin-fast-start", (compilation) => {
      const { staticMarkup, leanI18next } = this.checks
      compilation.hooks.finishModules.tap("gatsby-plugin-fast-start", (modules) => {
        const resources = [...modules].map((module) => (module as { resource?: string }).resource ?? "")
        if (staticMarkup) {
          const server = resources.filter((resource) => reactDomServer.test(resource))
          if (server.length > 0) {
            fail(compilation, "staticMarkup", `React DOM's server renderer is in the browser bundle (${server[0]})`)
          } else if (!resources.includes(staticMarkup)) {
            fail(compilation, "staticMarkup", "no module requested react-dom/server, so the replacement never applied")
          }
        }
        const full = resources.find((resource) => fullI18nModules.test(resource))
        if (leanI18next && full) fail(compilation, "leanI18next", `${full} is in the browser bundle`)
      })
      compilation.hooks.afterSeal.tap("gatsby-plugin-fast-start", () => {
        const missing = compilation.warnings.find((warning) => /was not found in 'react-i18next'/.test(warning.message))
        if (leanI18next && missing) fail(compilation, "leanI18next", missing.message.trim().split("\n")[0])
      })
    })
  }
}

/** The browser bundles; the development server keeps Gatsby's entry (hot reloading) and split. */
export function configureWebpack(
  { stage, pluginDir, getConfig, actions, plugins, packages }: WebpackArgs,
  options: FastStartOptions,
): void {
  if (stage !== "develop" && stage !== "build-javascript") return
  const modules = browserModules(pluginDir)
  let config = getConfig()
  const production = stage === "build-javascript"
  if (production && options.hydrateInTransition) checkHydrateCall(String(appEntry(config, "hydrateInTransition").app))
  if (options.staticMarkup) {
    config = withPlugin(config, plugins.normalModuleReplacement(staticMarkupRequest, modules.staticMarkup))
  }
  if (production) {
    if (options.leanI18next) config = withLeanI18next(config, modules, packages ?? packageFiles(pluginDir), plugins)
    if (options.oneChunkPerPage) config = withOneChunkPerPage(config)
    if (options.stagedStart) config = withStagedAppEntry(config, modules.stagedAppEntry)
    if (options.staticMarkup || options.leanI18next) {
      const staticMarkup = options.staticMarkup ? modules.staticMarkup : undefined
      config = withPlugin(config, new AssumptionChecks({ staticMarkup, leanI18next: options.leanI18next }))
    }
  }
  // Webpack's persistent cache does not know these options.
  if (config.cache && typeof config.cache === "object") {
    const off = tweakNames.filter((tweak) => !options[tweak])
    config = { ...config, cache: { ...config.cache, version: `fast-start without: ${off.join(",") || "none"}` } }
  }
  actions.replaceWebpackConfig(config)
}
