import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { resolveOptions, tweaks, tweakNames } from "./options"
import { rewritePages } from "./post-build"
import { quickAvif } from "./quick-avif"
import { configureWebpack, type WebpackConfig } from "./webpack"

const pluginName = "gatsby-plugin-fast-start"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object(
    Object.fromEntries(tweakNames.map((tweak) => [tweak, Joi.boolean().default(true).description(tweaks[tweak])])),
  )

/** The message says all: no stack. */
function orPanic(reporter: { panic(message: string): never }, run: () => void): void {
  try {
    run()
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/** Not `__dirname`: the compiled gatsby-node runs from .cache/compiled. */
function pluginDir(state: unknown): string {
  const { flattenedPlugins } = state as { flattenedPlugins: Array<{ name: string; resolve: string }> }
  const plugin = flattenedPlugins.find(({ name }) => name === pluginName)
  if (!plugin) throw new Error(`${pluginName}: not in Gatsby's plugin list, though its gatsby-node runs`)
  return plugin.resolve
}

const siteDir = (state: unknown) => (state as { program: { directory: string } }).program.directory

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }, options: PluginOptions) =>
  orPanic(reporter, () => {
    if (resolveOptions(options).quickAvif) quickAvif(siteDir(store.getState()))
  })

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, getConfig, actions, plugins, reporter, store },
  options: PluginOptions,
) =>
  orPanic(reporter, () =>
    configureWebpack(
      { stage, pluginDir: pluginDir(store.getState()), getConfig: getConfig as () => WebpackConfig, actions, plugins },
      resolveOptions(options),
    ),
  )

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }, options: PluginOptions) =>
  orPanic(reporter, () => {
    const changed = rewritePages(path.join(siteDir(store.getState()), "public"), resolveOptions(options))
    reporter.info(`gatsby-plugin-fast-start: ${changed} pages rewritten`)
  })
