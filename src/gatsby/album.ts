/**
 * `npm run album -- <folder of photos> <event slug>`: an event's photos from Git, as the editor takes them
 * (src/cms/PhotoListWidget.tsx): each photo checked by its first bytes, size and pixels before decoding, HEIC refused
 * with what to do, the rest fitted (upright, the long edge at most photoLongEdge, no EXIF or GPS, JPEG), written to the
 * event's photo folder under a safe name and appended to its YAML in the folder's name order, with the automatic
 * description for the editor to replace (src/content/photo-descriptions.ts). A refused photo is named while the others
 * go on. The YAML keeps its comments and layout.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { isMap, isSeq, parseDocument } from "yaml"
import { folderCollectionNamed, fileOf, imagesFolder } from "../content/collections"
import { automaticDescription, type Description } from "../content/photo-descriptions"
import {
  cameraMaxMegapixels,
  fittedSize,
  heicAdvice,
  photoHeadBytes,
  photoKind,
  photoMaxMegabytes,
  photoPixels,
  photoQuality,
  safePhotoName,
} from "../content/photos"

export interface AlbumResult {
  /** The files written, in order, relative to the project. */
  added: string[]
  /** File name and why it was left out. */
  refused: Array<{ file: string; reason: string }>
}

/** Why the editor (and so this) refuses a file, or undefined. */
export function albumProblem(bytes: Buffer, name: string): string | undefined {
  const head = new Uint8Array(bytes.subarray(0, photoHeadBytes))
  const kind = photoKind(head)
  if (kind === "heic" || /\.hei[cf]$/i.test(name)) return heicAdvice
  if (kind === "unknown") return "not a JPEG, PNG, WebP or AVIF photo: save it as JPEG"
  if (bytes.length > photoMaxMegabytes * 1024 * 1024)
    return `${(bytes.length / 1024 / 1024).toFixed(1)} MB, more than the ${photoMaxMegabytes} MB a photo may have`
  const pixels = photoPixels(head)
  if (pixels && pixels.width * pixels.height > cameraMaxMegapixels * 1e6)
    return `${pixels.width} × ${pixels.height} pixels, more than the ${cameraMaxMegapixels} megapixels of any camera`
  return undefined
}

/** A photo fitted as the editor fits it: upright, scaled, without metadata, JPEG on white. */
export async function fitAsEditor(bytes: Buffer): Promise<Buffer> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(bytes).metadata()
  const upright = orientation >= 5 ? { width: height, height: width } : { width, height }
  const size = fittedSize(upright.width, upright.height)
  return sharp(bytes, { failOn: "truncated" })
    .rotate()
    .resize(size.width, size.height)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: photoQuality, mozjpeg: true })
    .toBuffer()
}

/** Adds the photos of `folder` to the event `slug` of the project at `root`. */
export async function addAlbum(
  root: string,
  folder: string | undefined,
  slug: string | undefined,
): Promise<AlbumResult> {
  if (!folder || !slug) throw new Error("usage: npm run album -- <folder of photos> <event slug>")
  const events = folderCollectionNamed("events")
  const yamlFile = path.join(root, fileOf(events, slug))
  if (!fs.existsSync(yamlFile)) throw new Error(`${fileOf(events, slug)} does not exist: create the event first`)
  const photoDir = path.join(root, imagesFolder, events.name, slug)
  const document = parseDocument(fs.readFileSync(yamlFile, "utf8"))
  const photos = document.get("photos")
  if (!isSeq(photos)) throw new Error(`${fileOf(events, slug)}: "photos" is not a list`)
  const title = (document.toJS() as { title?: Partial<Description> }).title
  const taken = new Set(fs.existsSync(photoDir) ? fs.readdirSync(photoDir).map((name) => name.toLowerCase()) : [])
  const result: AlbumResult = { added: [], refused: [] }
  const files = fs
    .readdirSync(folder)
    .filter((name) => !name.startsWith(".") && fs.statSync(path.join(folder, name)).isFile())
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
  for (const name of files) {
    const bytes = fs.readFileSync(path.join(folder, name))
    const problem = albumProblem(bytes, name)
    if (problem) {
      result.refused.push({ file: name, reason: problem })
      continue
    }
    let fitted: Buffer
    try {
      fitted = await fitAsEditor(bytes)
    } catch (error) {
      result.refused.push({ file: name, reason: `cannot be read (${(error as Error).message})` })
      continue
    }
    let stored = safePhotoName(name)
    for (let n = 2; taken.has(stored); n++) stored = safePhotoName(name).replace(/\.jpg$/, `-${n}.jpg`)
    taken.add(stored)
    fs.mkdirSync(photoDir, { recursive: true })
    fs.writeFileSync(path.join(photoDir, stored), fitted)
    const image = `../images/${events.name}/${slug}/${stored}`
    const item = document.createNode({ image, alt: automaticDescription(title, photos.items.length + 1) })
    if (isMap(item)) photos.flow = false
    photos.items.push(item)
    result.added.push(path.relative(root, path.join(photoDir, stored)).split(path.sep).join("/"))
  }
  fs.writeFileSync(yamlFile, document.toString({ lineWidth: 0 }))
  return result
}
