/** What makes a photo web-ready, for the editor, the build and `npm run photos:fit` (Node type stripping: no imports). */

/**
 * The long edge of a stored photo, in pixels: the lightbox's 1600 px wide image (src/fragments/gallery-photo.ts) keeps
 * every landscape whole and a 3:4 portrait within a tenth of it, and ten years of albums stay under 1 GB in Git.
 */
export const photoLongEdge = 1920

/** Above this long edge the build gives pages a copy of a committed photo scaled to it (older uploads: up to 2560 px). */
export const buildFitsAbove = 2560

/**
 * JPEG quality of a stored photo: the site re-encodes every use (WebP 72 in the lightbox), so more is not seen; 68 keeps
 * ten years of albums under 1 GB with the editor's encoder (the browser's libjpeg-turbo) as well as with mozjpeg.
 */
export const photoQuality = 68

/** The most a committed photo may have for the build, which fits it at every cold build (above: `npm run photos:fit`) */
export const photoMaxMegapixels = 50
export const photoMaxMegabytes = 20

/**
 * The most a phone's camera takes (200 MP sensors): the editor fits photos up to this itself and refuses larger ones,
 * whose decoding can exhaust a phone's memory; the build asks to export a photo above it again, smaller.
 */
export const cameraMaxMegapixels = 200

/** How much of a photo's start the build and the editor read for its kind and size: a JPEG's headers up to its frame. */
export const photoHeadBytes = 256 * 1024

/** What to do with a HEIC/HEIF photo outside the editor (which converts it), German first (the editors' language). */
export const heicAdvice =
  "HEIC/HEIF-Fotos (iPhone, viele Android-Handys) kann die Website nicht zeigen. Bitte im Editor mit „Fotos hinzufügen“ hochladen (er wandelt sie in JPEG um) oder als JPEG speichern: iPhone: Einstellungen → Kamera → Formate → „Maximale Kompatibilität“; Android: in der Kamera-App Einstellungen → Bildformat (oder „HEIF-Bilder“) aus. / The site cannot show HEIC/HEIF photos (iPhones, many Android phones). Please upload them in the editor with “Fotos hinzufügen / add photos” (it converts them to JPEG), or save them as JPEG: iPhone: Settings → Camera → Formats → “Most Compatible”; Android: in the camera app, Settings → picture format (or “HEIF pictures”) off."

/**
 * Decoding takes 4 bytes per pixel at once: measured in Chromium, a 200 MP JPEG grew the browser by 811 MB decoded
 * whole and by 1,022 MB through createImageBitmap's resize options (it decodes whole, then scales), so no decode is
 * smaller. The editor decodes a photo only when that is at most this share of the device's memory.
 */
export const decodeMemoryShare = 1 / 8

/** The device's memory in GB where the browser does not say (Safari, Firefox): Chrome's figure for a 6 GB phone. */
export const assumedDeviceMemory = 4

/** The most pixels the editor decodes on a device with `deviceMemory` GB (navigator.deviceMemory: 0.25 … 8). */
export function decodableMegapixels(deviceMemory: number | undefined): number {
  const gigabytes = deviceMemory && deviceMemory > 0 ? deviceMemory : assumedDeviceMemory
  return Math.floor((gigabytes * 1024 ** 3 * decodeMemoryShare) / 4 / 1e6)
}

export type PhotoKind = "jpeg" | "png" | "webp" | "avif" | "heic" | "unknown"

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to))

/** A photo's kind by its first bytes (12 are enough), whatever its name says. */
export function photoKind(head: Uint8Array): PhotoKind {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg"
  if (head[0] === 0x89 && ascii(head, 1, 4) === "PNG") return "png"
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp"
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12)
    if (brand === "avif" || brand === "avis") return "avif"
    if (["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand)) return "heic"
  }
  return "unknown"
}

/** Width and height from the header without decoding (a few KB can claim 50,000 × 50,000 pixels). */
export function photoPixels(head: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  const kind = photoKind(head)
  if (kind === "png" && head.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) }
  if (kind === "jpeg") {
    // A start of frame (SOF0–SOF15; C4, C8 and CC are other segments) holds height, then width.
    const sof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    const frame = [...jpegSegments(head)].find(({ marker }) => sof(marker))
    if (frame && frame.start + 5 <= head.length)
      return { width: view.getUint16(frame.start + 3), height: view.getUint16(frame.start + 1) }
  }
  if (kind === "webp" && head.length >= 30) {
    const chunk = ascii(head, 12, 16)
    const uint24 = (at: number) => head[at] | (head[at + 1] << 8) | (head[at + 2] << 16)
    if (chunk === "VP8X") return { width: 1 + uint24(24), height: 1 + uint24(27) }
    if (chunk === "VP8L") {
      const bits = view.getUint32(21, true)
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
    }
    if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (kind === "avif" || kind === "heic") {
    // The image spatial extents property: "ispe", version and flags, width, height. A HEIC's first may be a tile's
    // (an iPhone's photo is a grid of 512 × 512 tiles): the largest is the photo's.
    let largest: { width: number; height: number } | undefined
    for (let at = 4; at + 16 <= head.length; at++)
      if (head[at] === 0x69 && ascii(head, at, at + 4) === "ispe") {
        const found = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) }
        if (kind === "avif") return found
        if (!largest || found.width * found.height > largest.width * largest.height) largest = found
      }
    return largest
  }
  return undefined
}

/** Megapixels as a figure that stays above `limit` when the count is: "54", or "50.02" rather than "50". */
export function megapixelFigure(pixels: number, limit: number): string {
  const rounded = Math.round(pixels / 1e6)
  return rounded > limit ? String(rounded) : (Math.ceil(pixels / 1e4) / 100).toFixed(2)
}

/** A file an editor picked is a video: by its type, its name or its first bytes. */
export function isVideo(name: string, type: string, head: Uint8Array): boolean {
  if (/^video\//i.test(type) || /\.(mp4|mov|m4v|3gp|webm|mkv|avi)$/i.test(name)) return true
  // MP4 and QuickTime (a phone's videos) by their brand; WebM and Matroska; AVI.
  const mp4 =
    ascii(head, 4, 8) === "ftyp" &&
    /^(isom|iso\d|mp4\d|avc1|M4V |qt {2}|3gp\d|3g2\w|mmp4|MSNV|dash)$/.test(ascii(head, 8, 12))
  const matroska = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
  return mp4 || matroska || (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "AVI ")
}

/** A file an editor picked is HEIC/HEIF: by its type, its name or its first bytes. */
export function isHeic(name: string, type: string, head: Uint8Array): boolean {
  return /^image\/hei[cf]/i.test(type) || /\.hei[cf]$/i.test(name) || photoKind(head) === "heic"
}

/** Width and height scaled down (never up) so that the long edge is at most `longEdge`. */
export function fittedSize(
  width: number,
  height: number,
  longEdge: number = photoLongEdge,
): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

const safeNameLength = 100

const umlauts: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" }

/**
 * A Git- and URL-safe JPEG name: "Foto 2 Ü.JPG" → "foto-2-ue.jpg"; at most safeNameLength characters before the
 * extension, so that a phone's 255-character name still fits the file system's 255 bytes with a "-2" added.
 */
export function safePhotoName(name: string, extension = "jpg"): string {
  const base = name.replace(/\.[^./\\]*$/, "")
  const safe = base
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => umlauts[letter])
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, safeNameLength)
    .replace(/-+$/, "")
  return `${safe || "foto"}.${extension}`
}

/** A JPEG's segments before its image data: each one's marker and where its content starts and ends. */
export function* jpegSegments(bytes: Uint8Array): Generator<{ marker: number; start: number; end: number }> {
  let at = 2
  while (at + 4 <= bytes.length && bytes[at] === 0xff && bytes[at + 1] !== 0xda) {
    const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3])
    yield { marker: bytes[at + 1], start: at + 4, end }
    at = end
  }
}

/** Does a JPEG carry EXIF (APP1 "Exif")? */
export function jpegHasExif(bytes: Uint8Array): boolean {
  for (const { marker, start } of jpegSegments(bytes)) {
    if (marker === 0xd9) return false
    if (marker === 0xe1 && ascii(bytes, start, start + 6) === "Exif\0\0") return true
  }
  return false
}

/** Does EXIF (as sharp gives it) point to GPS data (tag 0x8825 in its first directory)? */
export function exifHasGps(exif: Uint8Array): boolean {
  const start = ascii(exif, 0, 6) === "Exif\0\0" ? 6 : 0
  const little = ascii(exif, start, start + 2) === "II"
  const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength)
  if (start + 8 > exif.length) return false
  const ifd = start + view.getUint32(start + 4, little)
  if (ifd + 2 > exif.length) return false
  const count = view.getUint16(ifd, little)
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12
    if (at + 2 > exif.length) return false
    if (view.getUint16(at, little) === 0x8825) return true
  }
  return false
}

export interface PhotoFacts {
  kind: PhotoKind
  bytes: number
  width?: number
  height?: number
  /** EXIF orientation, 1 (upright) to 8. */
  orientation?: number
}

/** Why the build cannot use a photo (the rest of a sentence), or undefined. */
export function photoProblem(facts: PhotoFacts): string | undefined {
  if (facts.kind === "heic") return `is an iPhone photo in HEIC format, a format browsers cannot show. ${heicAdvice}`
  if (facts.kind === "unknown")
    return "is not a JPEG, PNG, WebP or AVIF photo (or the file is damaged): export it again as JPEG and replace it"
  const megabytes = facts.bytes / 1024 / 1024
  if (megabytes > photoMaxMegabytes)
    return `is ${megabytes.toFixed(1)} MB, more than the ${photoMaxMegabytes} MB a photo may have: run \`npm run photos:fit\` (or upload it through the editor, which makes it web-ready)`
  const pixels = (facts.width ?? 0) * (facts.height ?? 0)
  if (pixels <= photoMaxMegapixels * 1e6) return undefined
  const size = `is too large: ${facts.width} × ${facts.height} pixels (${megapixelFigure(pixels, photoMaxMegapixels)} MP), more than the ${photoMaxMegapixels} MP the build takes`
  if (pixels > cameraMaxMegapixels * 1e6)
    return `${size} and more than any camera's photo (the editor takes up to ${cameraMaxMegapixels} MP): export it again with at most ${photoLongEdge} pixels on the long edge and replace it`
  return `${size}: run \`npm run photos:fit\` (it scales the file to ${photoLongEdge} pixels on the long edge), or upload it through the editor, which does the same`
}

/** A usable photo the build turns upright or scales down (to buildFitsAbove) before use. */
export function needsFitting(facts: PhotoFacts): boolean {
  return (facts.orientation ?? 1) > 1 || Math.max(facts.width ?? 0, facts.height ?? 0) > buildFitsAbove
}
