import fs from "fs"
import os from "os"
import path from "path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { defaultLanguage, languages } from "../i18n/languages"

/** Netlify's adapter, the same pinned one locally, in CI and on Netlify; imageCDN off: photos made at build time. */
export function hostingAdapter(siteDir = process.cwd()): IAdapter {
  return keepingThisBuildsCompiledFiles(
    createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false }),
    siteDir,
  )
}

/** Where Gatsby puts gatsby-config.ts and gatsby-node.ts compiled, at the start of every build. */
export const compiledDir = (siteDir: string) => path.join(siteDir, ".cache", "compiled")

/** Keeps this build's .cache/compiled across the adapter's cache restore, whose old code workers would load. */
export function keepingThisBuildsCompiledFiles(adapter: IAdapter, siteDir = process.cwd()): IAdapter {
  const cache = adapter.cache
  if (!cache?.restore)
    throw new Error(
      `src/gatsby/adapter.ts (keepingThisBuildsCompiledFiles): ${adapter.name} no longer restores a cache; remove this step`,
    )
  return {
    ...adapter,
    cache: {
      ...cache,
      async restore(args) {
        const compiled = compiledDir(siteDir)
        if (!fs.existsSync(compiled))
          throw new Error(
            `src/gatsby/adapter.ts (keepingThisBuildsCompiledFiles): ${compiled} does not exist when the adapter restores ` +
              "the cache: Gatsby no longer compiles its TypeScript files there first; check this step against Gatsby's initialize.js",
          )
        const aside = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-compiled-"))
        fs.cpSync(compiled, aside, { recursive: true })
        try {
          return await cache.restore(args)
        } finally {
          fs.rmSync(compiled, { recursive: true, force: true })
          fs.cpSync(aside, compiled, { recursive: true })
          fs.rmSync(aside, { recursive: true, force: true })
        }
      },
    },
  }
}

/** What the adapter moved to `[...]` and only `netlify build` puts back: `gatsby build` over it would fail half-way. */
export function filesTheAdapterMoved(publicDir: string, prefixedLanguages: readonly string[]): string[] {
  return prefixedLanguages.flatMap((language) => {
    const moved = path.join(publicDir, "page-data", language, "[...]")
    const original = path.join(publicDir, "page-data", language, "404", "page-data.json")
    return fs.existsSync(moved) && !fs.existsSync(original) ? [path.relative(publicDir, original)] : []
  })
}

/** Stops `gatsby build` at once, saying what to do, where public/ lacks what the adapter moved. */
export function checkPublicBeforeBuild(
  { reporter }: { reporter: { panic(message: string): void } },
  publicDir: string,
  command = process.env.gatsby_executing_command,
): void {
  if (command !== "build") return
  const missing = filesTheAdapterMoved(
    publicDir,
    languages.filter((language) => language !== defaultLanguage),
  )
  if (missing.length > 0)
    reporter.panic(
      `public/ holds what Netlify's adapter moved after the last build (${missing.join(", ")} became a "[...]" file),\n` +
        "so Gatsby cannot reuse it. Build with `npm run build` (Netlify's build, which restores Gatsby's cache first),\n" +
        "or run `npm run clean` once before `gatsby build`.",
    )
}
