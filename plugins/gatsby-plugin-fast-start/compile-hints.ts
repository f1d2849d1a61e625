import { assumptionFailed } from "./options"

/** Compiles every function off the main thread as the file streams in: https://v8.dev/blog/explicit-compile-hints */
export const compileHint = "//# allFunctionsCalledOnLoad"

const pageChunk = /^component---/

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

/** After minification, which would drop the comment, and before the source maps, which count its line. */
export class CompileHints {
  apply(compiler: HintCompiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack
    const name = "gatsby-plugin-fast-start compileHints"
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const fail = (problem: string) =>
        compilation.errors.push(new WebpackError(assumptionFailed("compileHints", problem).message))
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
        // Renamed since by the content hash: read what each became.
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
