import { assumptionFailed } from "./options"

/**
 * V8's explicit compile hint (Chromium 136 and later): in a file that starts with it, every function is compiled
 * while the file streams in, off the main thread, instead of lazily on the main thread at its first call.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const compileHint = "//# allFunctionsCalledOnLoad"

/** Gatsby's name for a page's chunk (its component's path), e.g. `component---src-pages-index-tsx`. */
const pageChunk = /^component---/

/** The part of webpack's compiler CompileHints uses (its own classes, so no second webpack is loaded). */
export interface HintCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number; PROCESS_ASSETS_STAGE_REPORT: number }
    WebpackError: new (message: string) => Error
    sources: { ConcatSource: new (...items: unknown[]) => unknown }
  }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: HintCompilation) => void): void } }
}
interface HintChunk {
  name?: string | null
  files: Iterable<string>
}
interface HintCompilation {
  errors: Error[]
  entrypoints: Map<string, { chunks: HintChunk[] }>
  chunks: Iterable<HintChunk>
  getAsset(file: string): { source: { source(): string | Buffer } } | undefined
  updateAsset(file: string, update: (source: unknown) => unknown): void
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
}

/**
 * The `compileHints` tweak: the scripts every page runs as it starts (the `app` entry's chunks: webpack's runtime,
 * React's `framework`, `app`) and the pages' own chunks start with the compile hint. Most of their functions run
 * during start-up and hydration anyway; compiled in advance they leave the main thread that much earlier. Chunks
 * loaded later (the carousel, the lightbox, the inquiry form) stay lazily compiled. Added after minification (which
 * would drop the comment) and before the source maps are written (which then count the line it adds).
 *
 * Assumes: an `app` entry, and page chunks named `component---…`; and checks that each hinted script still starts
 * with the hint when webpack is done with it.
 */
export class CompileHints {
  apply(compiler: HintCompiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack
    const name = "gatsby-plugin-fast-start compileHints"
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const fail = (problem: string) =>
        compilation.errors.push(new WebpackError(assumptionFailed("compileHints", problem).message))
      // A set: a file is hinted once, even if two of the chunks named it.
      const hinted = new Set<string>()
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entry = compilation.entrypoints.get("app")
        if (!entry) return fail("webpack's configuration has no `app` entry")
        const pages = [...compilation.chunks].filter((chunk) => pageChunk.test(chunk.name ?? ""))
        if (pages.length === 0) return fail("no chunk is named `component---…` (Gatsby's page chunks)")
        for (const chunk of [...entry.chunks, ...pages]) {
          for (const file of chunk.files) {
            if (!file.endsWith(".js") || hinted.has(file)) continue
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${compileHint}\n`, source))
            hinted.add(file)
          }
        }
      })
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // Renamed since (webpack's content hash), or changed by a later step: read what each became.
        const scripts = [...compilation.chunks]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith(".js"))
        const starting = scripts.filter((file) =>
          String(compilation.getAsset(file)?.source.source() ?? "").startsWith(`${compileHint}\n`),
        )
        if (starting.length !== hinted.size) {
          fail(`${hinted.size} scripts were given the hint, ${starting.length} start with it now`)
        }
      })
    })
  }
}
