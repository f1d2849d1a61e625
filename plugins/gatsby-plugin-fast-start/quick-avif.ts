import fs from "fs"
import { createRequire } from "module"
import path from "path"
import sharp from "sharp"
import { assumptionFailed } from "./options"

/** sharp's AVIF effort for gatsby-plugin-sharp's image jobs: sharp's default is 4 (README.md, `quickAvif`). */
export const avifEffort = 2

type Avif = (this: unknown, options?: Record<string, unknown>) => unknown

/**
 * gatsby-plugin-sharp passes sharp's `avif()` its quality alone, so every AVIF is encoded at sharp's default effort:
 * at 2 they take a fifth of the time for 3.4 % more bytes, and AVIF was four fifths of the image jobs. The sharp it
 * loads is this one (it has none of its own).
 */
export function quickAvif(
  siteDir: string,
  processFile = createRequire(path.join(siteDir, "package.json")).resolve("gatsby-plugin-sharp/process-file"),
): void {
  const call = /\.avif\(\{([^}]*)\}\)/.exec(fs.readFileSync(processFile, "utf8"))
  if (!call || /effort|speed/.test(call[1]))
    throw assumptionFailed(
      "quickAvif",
      "gatsby-plugin-sharp's process-file.js no longer calls sharp's avif() with its quality alone",
    )
  const prototype = sharp.prototype as unknown as { avif: Avif & { quick?: true } }
  const avif = prototype.avif
  if (avif.quick) return
  const quick: Avif = function (options) {
    return avif.call(this, { effort: avifEffort, ...options })
  }
  prototype.avif = Object.assign(quick, { quick: true as const })
}
