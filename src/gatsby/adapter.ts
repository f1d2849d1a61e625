import fs from "fs"
import os from "os"
import path from "path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { defaultLanguage, languages } from "../i18n/languages"

/**
 * Netlify's adapter, declared rather than installed by Gatsby on Netlify's build
 * machines (Gatsby 5.12+ does that when NETLIFY is set), so that a local build,
 * CI and Netlify run the same, pinned adapter with the same options. It writes
 * its own block into public/_headers and public/_redirects after onPostBuild
 * (src/gatsby/headers.ts, src/gatsby/redirects.ts make the site's rules agree
 * with it) and, on Netlify, restores and saves Gatsby's cache between builds.
 *
 * imageCDN off: the photos are processed at build time by gatsby-plugin-sharp
 * and served as files, like every other asset.
 */
export function hostingAdapter(siteDir = process.cwd()): IAdapter {
  return keepingThisBuildsCompiledFiles(
    createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false }),
    siteDir,
  )
}

/** Where Gatsby puts gatsby-config.ts and gatsby-node.ts compiled, at the start of every build. */
export const compiledDir = (siteDir: string) => path.join(siteDir, ".cache", "compiled")

/**
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts into .cache/compiled before the adapter
 * restores the previous build's .cache, compiled files included; Gatsby's workers load them
 * later and would run the old code (with the old GraphQL schema). This keeps this build's
 * compiled files across the restore, and stops the build if that assumption fails.
 */
export function keepingThisBuildsCompiledFiles(adapter: IAdapter, siteDir = process.cwd()): IAdapter {
  const cache = adapter.cache
  if (!cache?.restore) {
    throw new Error(
      `src/gatsby/adapter.ts (keepingThisBuildsCompiledFiles): ${adapter.name} no longer restores a cache; remove this step`,
    )
  }
  return {
    ...adapter,
    cache: {
      ...cache,
      async restore(args) {
        const compiled = compiledDir(siteDir)
        if (!fs.existsSync(compiled)) {
          throw new Error(
            `src/gatsby/adapter.ts (keepingThisBuildsCompiledFiles): ${compiled} does not exist when the adapter restores ` +
              "the cache: Gatsby no longer compiles its TypeScript files there first; check this step against Gatsby's initialize.js",
          )
        }
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

/**
 * Netlify's adapter moves the HTML and page data of a page with a matchPath (the 404 page
 * of each prefixed language, /en/* → /en/404/) to `[...]` files after the build, for its
 * rewrites. Gatsby saves its cache before that, and `netlify build` (npm run build) puts
 * the saved files back before the next build; a plain `gatsby build` over such a public/
 * would stop half-way with "Query was not run and no cached result was found". This names
 * the files that are missing, so the build can stop at once with what to do.
 */
export function filesTheAdapterMoved(publicDir: string, prefixedLanguages: readonly string[]): string[] {
  return prefixedLanguages.flatMap((language) => {
    const moved = path.join(publicDir, "page-data", language, "[...]")
    const original = path.join(publicDir, "page-data", language, "404", "page-data.json")
    return fs.existsSync(moved) && !fs.existsSync(original) ? [path.relative(publicDir, original)] : []
  })
}

function adapterLeftoversMessage(missing: string[]): string {
  return [
    `public/ holds what Netlify's adapter moved after the last build (${missing.join(", ")} became a "[...]" file),`,
    "so Gatsby cannot reuse it. Build with `npm run build` (Netlify's build, which restores Gatsby's cache first),",
    "or run `npm run clean` once before `gatsby build`.",
  ].join("\n")
}

/**
 * onPreBootstrap of `gatsby build` (after the adapter restored Gatsby's cache): stops the
 * build at once, saying what to do, where public/ holds what the adapter moved and nothing
 * put it back. `gatsby develop` does not read public/.
 */
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
  if (missing.length > 0) reporter.panic(adapterLeftoversMessage(missing))
}
