import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import {
  needsFitting,
  photoHeadBytes,
  photoKind,
  photoMaxMegapixels,
  photoLongEdge,
  photoPixels,
  photoProblem,
  photoQuality,
  fittedSize,
  buildFitsAbove,
  type PhotoFacts,
  type PhotoKind,
} from "../content/photos"
import { dataFolder } from "../content/collections"
import { dataDir as defaultDataDir, projectRoot } from "../content/data-files"
import { photoReferences } from "./data-photos"
import { formatProblems, type ValidationProblem } from "./data-problems"
import { schemaDir } from "./schema-files"

/**
 * Photos committed straight from a phone: unusable ones stop the build; sideways (EXIF) or oversized ones get an
 * upright, scaled, metadata-free copy here: gatsby-plugin-sharp ignores EXIF orientation (crops a sideways portrait).
 */
export const fittedPhotosDir = path.join(projectRoot, ".cache", "fitted-photos")

/** A record the previous build left in fittedDir ({} if none): its path under data/ → a digest or key. */
const previousRecord = (file: string): Record<string, string> =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}

/** The part of Gatsby's reporter the checks before the build need (panic prints the message and exits). */
export interface PhotoReporter {
  panic(message: string): void
  info(message: string): void
  warn(message: string): void
}

/** The first bytes of a file, where a photo's kind and size stand. */
function headOf(file: string, bytes = fs.statSync(file).size): Buffer {
  const handle = fs.openSync(file, "r")
  const head = Buffer.alloc(Math.min(bytes, photoHeadBytes))
  fs.readSync(handle, head, 0, head.length, 0)
  fs.closeSync(handle)
  return head
}

/**
 * `File.photoSize`: width and height from the header, for the gallery's image-CDN addresses (the file a gallery
 * names is upright: a sideways one is swapped for its fitted copy by @fittedPhoto). gatsby-transformer-sharp's
 * `original` would do it too, but copies the whole file into an array first: 60 ms a photo, 4 minutes for 4,000.
 */
export const photoSizeTypeDefs = `
  type PhotoSize { width: Int!, height: Int! }
  type File implements Node @infer { photoSize: PhotoSize @photoSize }
`
export const photoSizeField = {
  resolve: async ({ absolutePath }: FileNode) =>
    photoPixels(headOf(absolutePath)) ?? (await sharp(absolutePath).metadata()),
}

/** What sharp and the first bytes tell of a photo, or why it cannot be read. */
export async function photoFacts(file: string): Promise<PhotoFacts> {
  const bytes = fs.statSync(file).size
  const head = headOf(file, bytes)
  const kind = photoKind(head)
  if (kind === "heic" || kind === "unknown") return { kind, bytes }
  // Too many pixels by its header: refused without asking sharp (a few bytes can claim 30,000 × 30,000).
  const claimed = photoPixels(head)
  if (claimed && claimed.width * claimed.height > photoMaxMegapixels * 1e6) return { kind, bytes, ...claimed }
  try {
    // Only the header is read, so sharp's own pixel limit (268 MP, "Input image exceeds pixel limit") is off here:
    // photoProblem refuses by the build's limit and says so; decoding (below) keeps sharp's limit.
    const metadata = await sharp(file, { limitInputPixels: false }).metadata()
    return { kind, bytes, width: metadata.width, height: metadata.height, orientation: metadata.orientation }
  } catch {
    return { kind: "unknown", bytes }
  }
}

/**
 * A photo fitted for the build, `npm run photos:fit` and `npm run album`: upright, the long edge at most `longEdge`,
 * without metadata, as PNG, WebP or AVIF if `format` says so, else as JPEG on white (photoQuality, mozjpeg unless off).
 */
export async function fitPhoto(
  input: string | Buffer,
  format: PhotoKind,
  longEdge = photoLongEdge,
  mozjpeg = true,
): Promise<Buffer> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(input).metadata()
  const size = orientation >= 5 ? fittedSize(height, width, longEdge) : fittedSize(width, height, longEdge)
  const pipeline = sharp(input, { failOn: "truncated" }).rotate().resize(size.width, size.height)
  if (format === "png") return pipeline.png().toBuffer()
  if (format === "webp") return pipeline.webp({ quality: photoQuality }).toBuffer()
  if (format === "avif") return pipeline.avif().toBuffer()
  return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: photoQuality, mozjpeg }).toBuffer()
}

const damaged = (reason: string) =>
  `cannot be read, the file is damaged (${reason}): export it again as JPEG and replace it`

/** Whether a JPEG's data reaches its end marker (EOI) after its first scan; a motion photo's video may follow it. */
export function jpegComplete(bytes: Buffer): boolean {
  let at = 2
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]
    if (marker === 0xff) at++
    else if (marker === 0xda) return bytes.indexOf(endOfImage, at) !== -1
    else at += 2 + bytes.readUInt16BE(at + 2)
  }
  return false
}
const endOfImage = Buffer.from([0xff, 0xd9])

const md5 = (file: string) => crypto.createHash("md5").update(fs.readFileSync(file)).digest("hex")

/** Checks every photo and writes the fitted copies; panics on an unusable photo. */
export async function preparePhotos(
  { reporter }: { reporter: PhotoReporter },
  dataDir: string = defaultDataDir,
  fittedDir: string = fittedPhotosDir,
  displayRoot: string = dataFolder,
  schemas: string = schemaDir,
): Promise<void> {
  fs.mkdirSync(fittedDir, { recursive: true })
  // What each fitted copy was made from (the original's MD5), and the photos found whole (by size and time).
  const manifestFile = path.join(fittedDir, "manifest.json")
  const verifiedFile = path.join(fittedDir, "verified.json")
  const [previous, previousVerified] = [previousRecord(manifestFile), previousRecord(verifiedFile)]
  const manifest: Record<string, string> = {}
  const verified: Record<string, string> = {}
  const problems: ValidationProblem[] = []
  const byPhoto = Map.groupBy(photoReferences(dataDir, displayRoot, schemas), (reference) => reference.photo)
  let fitted = 0
  for (const [photo, references] of byPhoto) {
    const relative = path.relative(dataDir, photo).split(path.sep).join("/")
    const shown = `${displayRoot}/${relative}`
    const facts = await photoFacts(photo)
    let problem = photoProblem(facts)
    if (!problem && !needsFitting(facts)) {
      // A damaged file found before sharp's jobs or the image CDN meet it: a JPEG cut short by its end marker
      // (0.5 ms; decoding took 30–60 ms, minutes for ten years of albums), another kind decoded at 1/8 scale.
      const stat = fs.statSync(photo)
      const key = `${stat.size}-${stat.mtimeMs}`
      if (previousVerified[relative] === key) verified[relative] = key
      else if (facts.kind === "jpeg") {
        if (jpegComplete(fs.readFileSync(photo))) verified[relative] = key
        else problem = damaged("it ends before its last picture data")
      } else
        try {
          await sharp(photo, { failOn: "truncated" }).resize(64, 64, { fit: "inside" }).toBuffer()
          verified[relative] = key
        } catch (error) {
          problem = damaged((error as Error).message)
        }
    }
    if (!problem && needsFitting(facts)) {
      const digest = md5(photo)
      const target = path.join(fittedDir, relative)
      try {
        if (previous[relative] !== digest || !fs.existsSync(target)) {
          const output = await fitPhoto(photo, facts.kind, buildFitsAbove)
          fs.mkdirSync(path.dirname(target), { recursive: true })
          fs.writeFileSync(target, output)
          fitted++
        }
        manifest[relative] = digest
      } catch (error) {
        problem = damaged((error as Error).message)
      }
    }
    if (!problem) continue
    for (const { file, line, entry, field } of references)
      problems.push({ file, line, entry, field, message: `points to ${shown}, which ${problem}` })
  }
  // Copies of photos that changed, went or no longer need one.
  for (const relative of Object.keys(previous))
    if (!(relative in manifest)) fs.rmSync(path.join(fittedDir, relative), { force: true })
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
  fs.writeFileSync(verifiedFile, JSON.stringify(verified, null, 2))
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems, displayRoot))
    return
  }
  const count = Object.keys(manifest).length
  if (count > 0)
    reporter.warn(
      `${count} photo(s) in ${displayRoot}/ are stored sideways (EXIF orientation) or larger than needed; ` +
        `the site uses upright, scaled copies (${fitted} made now). \`npm run photos:fit\` fits the files themselves: ` +
        Object.keys(manifest)
          .map((relative) => `${displayRoot}/${relative}`)
          .join(", "),
    )
  reporter.info(`${displayRoot}/: every photo can be used (${byPhoto.size} checked)`)
}

/** The fitted copy of a photo under dataDir, if the build made one (its path). */
export function fittedCopyOf(
  absolutePath: string,
  dataDir: string = defaultDataDir,
  fittedDir: string = fittedPhotosDir,
): string | undefined {
  const relative = path.relative(dataDir, absolutePath)
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined
  const copy = path.join(fittedDir, relative)
  return fs.existsSync(copy) ? copy : undefined
}

interface FileNode {
  absolutePath: string
}
interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
}

/** `@fittedPhoto` (after `@fileByRelativePath`): the fitted copy's File where there is one. */
export function fittedPhotoExtension(
  dataDir: string = defaultDataDir,
  fittedDir: string = fittedPhotosDir,
): { name: string; extend: (...args: never[]) => unknown } {
  return {
    name: "fittedPhoto",
    extend(_options: unknown, previous: { resolve?: (...args: unknown[]) => unknown }) {
      return {
        async resolve(source: unknown, args: unknown, context: { nodeModel: NodeModel }, info: unknown) {
          const resolved = await previous.resolve?.(source, args, context, info)
          const swap = async (file: unknown) => {
            const copy = file ? fittedCopyOf((file as FileNode).absolutePath, dataDir, fittedDir) : undefined
            if (!copy) return file
            const node = await context.nodeModel.findOne({
              type: "File",
              query: { filter: { absolutePath: { eq: copy.split(path.sep).join("/") } } },
            })
            return node ?? file
          }
          return Array.isArray(resolved) ? Promise.all(resolved.map(swap)) : swap(resolved)
        },
      }
    },
  }
}
