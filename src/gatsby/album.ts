/**
 * `npm run album -- <folder of photos> <event slug>` (docs/content-files.md, "Photos"): each entry of the folder is
 * added to the event as the editor adds an upload (src/cms/PhotoListWidget.tsx), found already there, or left out with
 * its reason. A photo is found by the SHA-256 of the file it was made from, which each written photo carries (a JPEG
 * comment), however it is named: the fitted bytes change with sharp's version. Photos the editor stored carry no mark.
 * The YAML and the folder agree at every moment: a photo is written under a temporary name, linked to its own name
 * (never over a file) and then named in the YAML, which is written whole and renamed; a failure between the steps
 * undoes the photo's. After a kill at most one photo is unnamed: the next run names it and removes the temporary files.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { isMap, isSeq, parseDocument } from "yaml"
import { dataFolder, folderCollectionNamed, fileOf, imagesFolder } from "../content/collections"
import { automaticDescription, type Description } from "../content/photo-descriptions"
import { cameraMaxMegapixels, jpegSegments, photoHeadBytes, photoKind, safePhotoName } from "../content/photos"
import { fitPhoto } from "./photos"

/** What stopped the run before or between photos: its message is all the person needs, printed alone. */
export class AlbumStop extends Error {}

/** What became of one entry of the folder. */
export interface Outcome {
  /** The entry's name in the folder. */
  file: string
  /**
   * added: written and named in the YAML; present: already in the event; skipped: not a photo (a video, a link, a
   * folder, a hidden or other file); refused: a photo, or a file named like one, that cannot go in.
   */
  kind: "added" | "present" | "skipped" | "refused"
  /** The stored photo, relative to the project (added, present), or why the entry is left out. */
  detail: string
}

export interface AlbumOptions {
  onOutcome?: (outcome: Outcome) => void
  /** Asked before each entry (Ctrl+C): true ends the run there, every photo so far named. */
  stopRequested?: () => boolean
}

export interface AlbumResult {
  outcomes: Outcome[]
  /** Ended by stopRequested before the last entry. */
  stopped: boolean
}

export const usage =
  "usage: npm run album -- <folder of photos> <event slug>, e.g. npm run album -- ~/Bilder/advent advent-2026"

/** What to do with a HEIC or HEIF photo that sharp cannot decode here (its npm build has no HEVC decoder). */
export const albumHeicAdvice =
  "a HEIC/HEIF photo, which this computer's image library cannot read: copy it from the phone as JPEG (iPhone: Settings → Photos → Transfer to Mac or PC → “Automatic”), or let the phone take JPEG from now on (iPhone: Settings → Camera → Formats → “Most Compatible”; Samsung: Camera → Settings → Advanced picture options → High efficiency pictures off; other Android phones: the camera's settings, picture format JPEG)"

const videoReason =
  "a video: the event's gallery shows photos only (to show a moment of it, take a screenshot of the video on the phone and add that)"

/** The mark a written photo carries: the SHA-256 of the file it was made from. */
const markPrefix = "passage-album sha256="

/** The suffix of a file being written: the next run removes any such file left by a run that was killed. */
const partSuffix = ".album-part"

const videoExtension = /\.(mp4|m4v|mov|3gp|3g2|mkv|webm|avi|mts|m2ts|wmv)$/i
const photoExtension = /\.(jpe?g|png|webp|avif|hei[cf]|dng|tiff?|gif|bmp)$/i

/** A video by its first bytes (an ISO media file of no photo brand, Matroska/WebM, AVI) or its name. */
export function isVideo(head: Uint8Array, name: string): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  const isoMedia = ascii(4, 8) === "ftyp" && !["avif", "heic"].includes(photoKind(head))
  const matroska = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
  return isoMedia || matroska || (ascii(0, 4) === "RIFF" && ascii(8, 11) === "AVI") || videoExtension.test(name)
}

/** A JPEG with a comment segment after its JFIF header, which no viewer shows (an album photo's mark). */
export function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, "latin1")
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text])
  const at = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2
  return Buffer.concat([jpeg.subarray(0, at), segment, jpeg.subarray(at)])
}

export function markOf(head: Uint8Array): string | undefined {
  for (const { marker, start, end } of jpegSegments(head)) {
    const text = String.fromCharCode(...head.subarray(start, end))
    if (marker === 0xfe && text.startsWith(markPrefix)) return text.slice(markPrefix.length)
  }
  return undefined
}

async function readHead(handle: fs.promises.FileHandle, length: number): Promise<Buffer> {
  const head = Buffer.alloc(length)
  const { bytesRead } = await handle.read(head, 0, length, 0)
  return head.subarray(0, bytesRead)
}

/** Is no step from `root` down to `target` (as far as it exists) a symbolic link, which could lead anywhere? */
function withoutLinks(root: string, target: string): boolean {
  let at = root
  for (const part of path.relative(root, target).split(path.sep)) {
    at = path.join(at, part)
    if (isLink(at)) return false
    if (!fs.existsSync(at)) return true
  }
  return true
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

/** The temporary name `file` is written under. */
const partOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}${partSuffix}`)

/** Writes `text` to `file` through a temporary file renamed over it: the file is whole before and after. */
function writeWhole(file: string, text: string): void {
  const temporary = partOf(file)
  try {
    fs.writeFileSync(temporary, text)
    fs.renameSync(temporary, file)
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

/** Why a folder entry is not read (a hidden file, a link, a folder, a device), or undefined for a file. */
function notAFile(entry: fs.Dirent, full: string): Omit<Outcome, "file"> | undefined {
  if (entry.name.startsWith("."))
    return {
      kind: "skipped",
      detail: "a hidden file (the phone's or computer's own, or a deleted photo in the phone's trash)",
    }
  if (entry.isSymbolicLink())
    return {
      kind: photoExtension.test(entry.name) ? "refused" : "skipped",
      detail: `a symbolic link to ${fs.readlinkSync(full)}${fs.existsSync(full) ? "" : ", which does not exist"}: links are not followed; copy the photo itself into the folder`,
    }
  if (entry.isDirectory())
    return { kind: "skipped", detail: "a folder: its photos are not added (run npm run album on it for them)" }
  if (!entry.isFile()) return { kind: "skipped", detail: "not a file (a device, pipe or socket)" }
  return undefined
}

/** Checks the arguments: the event's YAML and its photo folder, or an AlbumStop naming what to fix. */
function eventPlaces(root: string, folder: string | undefined, slug: string | undefined) {
  if (!folder || !slug) throw new AlbumStop(usage)
  const events = folderCollectionNamed("events")
  const shown = fileOf(events, slug)
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new AlbumStop(
      `"${slug}" is not an event's slug: give the name of its file in ${events.folder}/ without .yaml, e.g. advent-2026`,
    )
  const yamlFile = path.join(root, shown)
  if (!withoutLinks(root, yamlFile) || !fs.existsSync(yamlFile) || !fs.lstatSync(yamlFile).isFile())
    throw new AlbumStop(`${shown} does not exist: give an existing event's slug, or create the event first`)
  const photoDir = path.join(root, imagesFolder, events.name, slug)
  const shownDir = path.relative(root, photoDir).split(path.sep).join("/")
  if (!withoutLinks(root, photoDir) || (fs.existsSync(photoDir) && !fs.statSync(photoDir).isDirectory()))
    throw new AlbumStop(`${shownDir} is a symbolic link or a file: put the event's photos themselves there`)
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new AlbumStop(`${folder} is not a folder: give the folder that holds the photos`)
  const data = path.join(fs.realpathSync(root), dataFolder)
  const real = fs.realpathSync(folder)
  if (real === data || real.startsWith(data + path.sep))
    throw new AlbumStop(`${folder} is inside ${dataFolder}/: give the folder the photos were copied to from the phone`)
  return { events, yamlFile, shown, photoDir, shownDir }
}

export async function addAlbum(
  root: string,
  folder: string | undefined,
  slug: string | undefined,
  options: AlbumOptions = {},
): Promise<AlbumResult> {
  const { events, yamlFile, shown, photoDir, shownDir } = eventPlaces(root, folder, slug)
  const source = folder as string
  const document = parseDocument(fs.readFileSync(yamlFile, "utf8"))
  if (document.errors.length > 0)
    throw new AlbumStop(`${shown} cannot be read (${document.errors[0].message.split("\n")[0]}): fix it first`)
  const photos = document.get("photos")
  if (!isSeq(photos)) throw new AlbumStop(`${shown}: "photos" is not a list: write "photos: []" in it`)
  const title = (document.toJS() as { title?: Partial<Description> }).title

  // What the event holds: the names its YAML gives, the files and the marks in its folder.
  const publicFolder = `../images/${events.name}/${slug}/`
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : []
  const named = new Set(
    strings(document.toJS())
      .filter((value) => value.startsWith(publicFolder))
      .map((value) => value.slice(publicFolder.length)),
  )
  fs.rmSync(partOf(yamlFile), { force: true })
  const taken = new Set([...named].map((name) => name.toLowerCase()))
  const known = new Map<string, { stored: string; from?: string }>()
  for (const entry of fs.existsSync(photoDir) ? fs.readdirSync(photoDir, { withFileTypes: true }) : []) {
    const full = path.join(photoDir, entry.name)
    if (entry.name.endsWith(partSuffix)) fs.rmSync(full, { force: true })
    else taken.add(entry.name.toLowerCase())
    if (!entry.isFile() || entry.name.endsWith(partSuffix)) continue
    const handle = await fs.promises.open(full, "r")
    const mark = markOf(await readHead(handle, 64 * 1024).finally(() => handle.close()))
    if (mark) known.set(mark, { stored: entry.name })
  }

  const outcomes: Outcome[] = []
  const note = (outcome: Outcome) => {
    outcomes.push(outcome)
    options.onOutcome?.(outcome)
  }
  const relative = (stored: string) => `${shownDir}/${stored}`
  const nameInYaml = (stored: string) => {
    const item = document.createNode({
      image: publicFolder + stored,
      alt: automaticDescription(title, photos.items.length + 1),
    })
    if (isMap(item)) photos.flow = false
    photos.items.push(item)
    try {
      writeWhole(yamlFile, document.toString({ lineWidth: 0 }))
    } catch (error) {
      photos.items.pop()
      throw error
    }
    named.add(stored)
  }
  const stopAt = (file: string, error: unknown): never => {
    const added = outcomes.filter((outcome) => outcome.kind === "added").length
    throw new AlbumStop(
      `stopped at ${file}: ${(error as Error).message}; the ${added} photo(s) added before it are in ${shown} and ${shownDir}/. Fix that and run it again: it adds only the rest`,
    )
  }

  const entries = fs
    .readdirSync(source, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))
  for (const entry of entries) {
    if (options.stopRequested?.()) return { outcomes, stopped: true }
    const full = path.join(source, entry.name)
    const other = notAFile(entry, full)
    note(other ? { file: entry.name, ...other } : await onePhoto(entry.name, full))
  }
  return { outcomes, stopped: false }

  /** A regular file: left out, recognised, or written and named; stops the run on a write's failure. */
  async function onePhoto(file: string, full: string): Promise<Outcome> {
    const refusedOrSkipped = (detail: string): Outcome => ({
      file,
      kind: photoExtension.test(file) ? "refused" : "skipped",
      detail,
    })
    let handle: fs.promises.FileHandle
    try {
      handle = await fs.promises.open(full, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
    } catch (error) {
      return refusedOrSkipped(`cannot be opened (${(error as Error).message})`)
    }
    let sha256: string
    let kind: ReturnType<typeof photoKind>
    try {
      const { size } = await handle.stat()
      if (size === 0) return refusedOrSkipped("an empty file")
      const head = await readHead(handle, photoHeadBytes)
      if (isVideo(head, file)) return { file, kind: "skipped", detail: videoReason }
      kind = photoKind(head)
      if (kind === "unknown")
        return refusedOrSkipped("not a JPEG, PNG, WebP, AVIF or HEIC photo, or damaged: export it again as JPEG")
      const hash = crypto.createHash("sha256")
      for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) hash.update(chunk as Buffer)
      sha256 = hash.digest("hex")
    } finally {
      await handle.close()
    }

    const seen = known.get(sha256)
    if (seen && named.has(seen.stored)) {
      const same = seen.from && seen.from !== file ? ` (the same photo as ${seen.from})` : ""
      return { file, kind: "present", detail: relative(seen.stored) + same }
    }
    if (seen) {
      // Written by a run that ended before naming it: named now.
      try {
        nameInYaml(seen.stored)
      } catch (error) {
        stopAt(file, error)
      }
      seen.from = file
      return { file, kind: "added", detail: relative(seen.stored) }
    }

    let fitted: Buffer
    try {
      const { width = 0, height = 0 } = await sharp(full).metadata()
      if (width * height > cameraMaxMegapixels * 1e6) {
        const detail = `${width} × ${height} pixels, more than the ${cameraMaxMegapixels} megapixels of any camera: export it again smaller`
        return { file, kind: "refused", detail }
      }
      fitted = await fitPhoto(full, "jpeg")
    } catch (error) {
      return {
        file,
        kind: "refused",
        detail:
          kind === "heic" ? albumHeicAdvice : `cannot be read (${(error as Error).message}): export it again as JPEG`,
      }
    }

    let stored = safePhotoName(file)
    for (let n = 2; taken.has(stored); n++) stored = safePhotoName(file).replace(/\.jpg$/, `-${n}.jpg`)
    const target = path.join(photoDir, stored)
    const temporary = partOf(target)
    let linked = false
    try {
      fs.mkdirSync(photoDir, { recursive: true })
      fs.writeFileSync(temporary, withComment(fitted, markPrefix + sha256), { flag: "wx" })
      fs.linkSync(temporary, target)
      linked = true
      nameInYaml(stored)
    } catch (error) {
      if (linked) fs.rmSync(target, { force: true })
      stopAt(file, error)
    } finally {
      fs.rmSync(temporary, { force: true })
    }
    taken.add(stored)
    known.set(sha256, { stored, from: file })
    return { file, kind: "added", detail: relative(stored) }
  }
}

/** A name as one line: control characters (a newline in a file name) written as escapes. */
const oneLine = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)

export function outcomeLine({ file, kind, detail }: Outcome): string {
  if (kind === "added") return `added ${oneLine(file)} → ${detail}`
  if (kind === "present") return `already in the event: ${oneLine(file)} = ${detail}`
  return `left out ${oneLine(file)}: ${detail}`
}

/**
 * The closing line and the exit code: 0 when every photo of the folder is in the event (added now or before) and what
 * is left out is no photo (videos, links, folders, hidden files); 1 when a photo did not go in or the run was stopped.
 */
export function albumSummary(slug: string, { outcomes, stopped }: AlbumResult): { line: string; exitCode: number } {
  const count = (kind: Outcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length
  const parts = [
    `${count("added")} photo(s) added to ${fileOf(folderCollectionNamed("events"), slug)}`,
    `${count("present")} already there`,
    `${count("skipped")} file(s) left out that are no photos`,
  ]
  if (count("refused") > 0) parts.push(`${count("refused")} photo(s) left out: see above for what to do`)
  const described = count("added") > 0 ? "; replace the automatic descriptions (npm run launch-check lists them)" : ""
  const end = stopped ? "; stopped by Ctrl+C: run it again to add the rest" : described
  return { line: parts.join(", ") + end, exitCode: stopped || count("refused") > 0 ? 1 : 0 }
}

/**
 * `npm run album -- [--root DIR] <folder of photos> <event slug>` (scripts/album.mjs): a line for each entry of the
 * folder, then the summary; resolves to the exit code. Ctrl+C ends the run after the photo being written.
 */
export async function runAlbum(argv: string[], projectRoot: string): Promise<number> {
  const args = [...argv]
  const at = args.indexOf("--root")
  const root = path.resolve(at >= 0 ? args.splice(at, 2)[1] : projectRoot)
  const [folder, slug] = args
  let stop = false
  const onSignal = () => {
    if (!stop) console.log("stopping after the photo being written …")
    stop = true
  }
  process.on("SIGINT", onSignal).on("SIGTERM", onSignal)
  const result = await addAlbum(root, folder && path.resolve(folder), slug, {
    onOutcome: (outcome) => console.log(outcomeLine(outcome)),
    stopRequested: () => stop,
  })
  const { line, exitCode } = albumSummary(slug ?? "", result)
  console.log(line)
  return exitCode
}
