// @ts-check
/**
 * `npm run photos:fit`: makes the photos under data/images/ web-ready in place, as the editor does an upload (upright,
 * the long edge at most `photoLongEdge`, no EXIF or GPS; name and format kept), and prints what it changed.
 *   npm run photos:fit [-- --dry-run] [-- FOLDER|FILE…]   # every photo under data/images/, or only these
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { importTypeScript } from "./import-typescript.mjs"

/** @type {typeof import("../src/content/photos")} (Node reads the TypeScript itself: type stripping) */
const photos = await import(new URL("../src/content/photos.ts", import.meta.url).href)
/** @type {typeof import("../src/gatsby/photos")} */
const fitted = await importTypeScript("src/gatsby/photos.ts")
/** @type {typeof import("../src/content/data-places")} */
const { imagesFolder } = await import(new URL("../src/content/data-places.ts", import.meta.url).href)

const root = path.resolve(import.meta.dirname, "..")
const args = process.argv.slice(2)
const dryRun = args.includes("--dry-run")
const targets = args.filter((arg) => !arg.startsWith("--"))
const starts = (targets.length > 0 ? targets : [imagesFolder]).map((target) => path.resolve(root, target))

/** @param {string} start @returns {string[]} */
function photoFiles(start) {
  if (fs.statSync(start).isFile()) return [start]
  return fs
    .readdirSync(start, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(start, file))
    .filter((file) => /\.(jpe?g|png|webp|avif|hei[cf])$/i.test(file) && fs.statSync(file).isFile())
    .sort()
}

/**
 * `bytes` made web-ready in its own format (fitPhoto); `reasons`: what changed (none: already web-ready).
 * @param {Buffer} bytes @param {import("../src/content/photos").PhotoKind} kind photoKind's
 */
export async function fitPhoto(bytes, kind, mozjpeg = true) {
  const { width = 0, height = 0, orientation = 1, exif } = await sharp(bytes).metadata()
  const upright = orientation >= 5 ? { width: height, height: width } : { width, height }
  const size = photos.fittedSize(upright.width, upright.height)
  const reasons = [
    orientation > 1 ? `turned upright (EXIF orientation ${orientation})` : "",
    size.width < upright.width ? `scaled ${upright.width} × ${upright.height} → ${size.width} × ${size.height}` : "",
    exif ? (photos.exifHasGps(exif) ? "EXIF with GPS location removed" : "EXIF removed") : "",
  ].filter(Boolean)
  if (reasons.length === 0) return { reasons, output: bytes }
  return { reasons, output: await fitted.fitPhoto(bytes, kind, photos.photoLongEdge, mozjpeg) }
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Fits every photo of `starts` and prints what it changed. @returns {Promise<number>} the exit code */
async function main() {
  let changed = 0
  let problems = 0
  let checked = 0
  for (const file of starts.flatMap(photoFiles)) {
    checked++
    const shown = path.relative(root, file)
    const bytes = fs.readFileSync(file)
    const kind = photos.photoKind(bytes.subarray(0, 16))
    if (kind === "heic" || kind === "unknown") {
      problems++
      console.log(
        `${shown}: ${kind === "heic" ? `HEIC, left as it is. ${photos.heicAdvice}` : "not a photo sharp can read, left as it is"}`,
      )
      continue
    }
    try {
      const { reasons, output } = await fitPhoto(bytes, kind)
      if (reasons.length === 0) continue
      if (!dryRun) fs.writeFileSync(file, output)
      changed++
      console.log(`${shown}: ${reasons.join(", ")}; ${mb(bytes.length)} → ${mb(output.length)}`)
    } catch (error) {
      problems++
      console.log(`${shown}: cannot be read (${/** @type {Error} */ (error).message}), left as it is`)
    }
  }
  console.log(
    `${checked} photo(s) checked, ${changed} ${dryRun ? "would be changed (--dry-run: nothing written)" : "changed"}` +
      (problems > 0 ? `, ${problems} left as they are (see above)` : ""),
  )
  return problems > 0 ? 1 : 0
}

// Imported (scripts/bench-photos.mjs: fitPhoto), it fits nothing.
if (import.meta.main) process.exitCode = await main()
