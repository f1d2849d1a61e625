/**
 * Decap 3 has no hook that may change an upload (its `media_processing` scales to a fixed width and
 * keeps HEIC), so the file input's `change` is caught before React's and dispatched again prepared.
 */
import {
  cameraMaxMegapixels,
  decodableMegapixels,
  fittedSize,
  isHeic,
  isVideo,
  jpegHasExif,
  megapixelFigure,
  photoHeadBytes,
  photoKind,
  photoPixels,
  photoLongEdge,
  photoQuality,
  safePhotoName,
} from "../content/photos"
import { uniquePhotoName } from "./photo-list"

/** A file the editor reads at all: a 200 MP camera photo has about 27 MB. */
export const uploadMaxMegabytes = 60

/** The editor fits any camera's photo itself; a crafted file's billions it refuses before decoding. */
export const uploadMaxMegapixels = cameraMaxMegapixels

/** HEIC/HEIF named too: an Android phone's picker shows only the types asked for. */
export const photoAccept =
  "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.avif,.heic,.heif"

const fewerPixels =
  "iPhone: Einstellungen → Kamera → Formate → Fotomodus „24 MP“ oder „12 MP“ (statt „48 MP“/„HEIF Max“); Android: in der Kamera-App die Auflösung (oben, z. B. „200 MP“ oder „50 MP“) auf „12 MP“ stellen"
const fewerPixelsEnglish =
  "iPhone: Settings → Camera → Formats → Photo Mode “24 MP” or “12 MP” (instead of “48 MP”/“HEIF Max”); Android: in the camera app, set the resolution (at the top, e.g. “200 MP” or “50 MP”) to “12 MP”"

const megabytes = (bytes: number, language: "de" | "en"): string =>
  (bytes / 1024 / 1024).toLocaleString(language === "de" ? "de-AT" : "en-GB", { maximumFractionDigits: 1 })

/** Why the editor will not take this file, before decoding it, or undefined. `deviceMemory`: navigator's, in GB. */
export function uploadProblem(
  name: string,
  type: string,
  size: number,
  head: Uint8Array,
  deviceMemory?: number,
): string | undefined {
  if (isVideo(name, type, head))
    return `„${name}“ ist ein Video. Hier kommen nur Fotos hin: bitte nur Fotos wählen. / “${name}” is a video. Only photos go here: please choose photos only.`
  if (photoKind(head) === "unknown" && !isHeic(name, type, head))
    return `„${name}“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF. Bitte das Foto als JPEG speichern und noch einmal hochladen. / “${name}” is not a JPEG, PNG, WebP or AVIF photo. Please save the photo as JPEG and upload it again.`
  if (size > uploadMaxMegabytes * 1024 * 1024)
    return `„${name}“ hat ${megabytes(size, "de")} MB, ein Foto darf höchstens ${uploadMaxMegabytes} MB haben. Bitte kleiner speichern (am Handy z. B. per „Teilen“ in mittlerer Größe oder mit geringerer Kameraauflösung) und noch einmal hochladen. / “${name}” has ${megabytes(size, "en")} MB; a photo may have at most ${uploadMaxMegabytes} MB. Please save it smaller (on a phone e.g. share it in medium size, or use a lower camera resolution) and upload it again.`
  const pixels = photoPixels(head)
  if (pixels && pixels.width * pixels.height > uploadMaxMegapixels * 1e6) {
    const size = `${pixels.width} × ${pixels.height}`
    const figure = megapixelFigure(pixels.width * pixels.height, uploadMaxMegapixels)
    return `„${name}“ ist zu groß: ${size} Pixel (${figure.replace(".", ",")} Megapixel), mehr als ein Foto einer Kamera; der Editor nimmt höchstens ${uploadMaxMegapixels} Megapixel. Bitte das Foto kleiner speichern (höchstens ${photoLongEdge} Pixel an der langen Seite) und noch einmal hochladen. / “${name}” is too large: ${size} pixels (${figure} megapixels), more than any camera's photo; the editor takes at most ${uploadMaxMegapixels} megapixels. Please save it smaller (at most ${photoLongEdge} pixels on the long edge) and upload it again.`
  }
  const decodable = decodableMegapixels(deviceMemory)
  if (pixels && pixels.width * pixels.height > decodable * 1e6) {
    const figure = Math.round((pixels.width * pixels.height) / 1e6)
    return `„${name}“ hat ${figure} Megapixel, mehr als dieses Gerät sicher öffnen kann (${decodable} Megapixel). Bitte am Computer hochladen, oder am Handy mit weniger Pixeln fotografieren: ${fewerPixels}. / “${name}” has ${figure} megapixels, more than this device can safely open (${decodable} megapixels). Please upload it on a computer, or take photos with fewer pixels: ${fewerPixelsEnglish}.`
  }
  return undefined
}

export class RefusedUpload extends Error {}

const prepared = new WeakSet<Event>()

/** The photo upright: the browser's own decoder where it reads the format (Safari reads HEIC), else libheif. */
async function uprightBitmap(file: File, heic: boolean): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" })
  } catch (error) {
    if (!heic) throw error
    const { heicBitmap } = await import("./heic")
    return heicBitmap(file)
  }
}

export async function preparePhoto(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer())
  const name = safePhotoName(file.name)
  const heic = isHeic(file.name, file.type, head)
  const bitmap = await uprightBitmap(file, heic)
  try {
    const size = fittedSize(bitmap.width, bitmap.height, photoLongEdge)
    const ready = !heic && photoKind(head) === "jpeg" && !jpegHasExif(head) && size.width === bitmap.width
    if (ready)
      return file.name === name && file.type === "image/jpeg" ? file : new File([file], name, { type: "image/jpeg" })
    const canvas = new OffscreenCanvas(size.width, size.height)
    const context = canvas.getContext("2d")
    if (!context) throw new Error("no 2D canvas")
    // JPEG has no transparency.
    context.fillStyle = "#fff"
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = "high"
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: photoQuality / 100 })
    return new File([blob], name, { type: "image/jpeg" })
  } finally {
    bitmap.close()
  }
}

/** `file` checked (type by its first bytes, size and pixels before decoding) and fitted; RefusedUpload says why not. */
export async function prepareUpload(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, photoHeadBytes).arrayBuffer())
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory
  const problem = uploadProblem(file.name, file.type, file.size, head, memory)
  if (problem) throw new RefusedUpload(problem)
  return preparePhoto(file)
}

/** Marks a file input that fits its photos itself, one by one, so the catch-all below leaves it alone. */
export const ownPickerAttribute = "data-photo-picker"

export const unreadablePhoto = (reason: string): string =>
  `Dieses Foto lässt sich nicht lesen; bitte als JPEG speichern und noch einmal hochladen. / This photo cannot be read; please save it as JPEG and upload it again. (${reason})`

/** The ids Decap's media library may give a file of this content: decap-server's SHA-256, GitHub's Git blob id. */
export async function contentIds(file: Blob): Promise<string[]> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`)
  const blob = new Uint8Array(header.length + bytes.length)
  blob.set(header)
  blob.set(bytes, header.length)
  const digests = await Promise.all([crypto.subtle.digest("SHA-256", bytes), crypto.subtle.digest("SHA-1", blob)])
  return digests.map((digest) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join(""))
}

export const alreadyInFolder = (chosen: string, name: string): string =>
  `${chosen}: schon hier als ${name}, nicht noch einmal hochgeladen – wählen Sie ${name} in der Liste / already here as ${name}, not uploaded again – choose ${name} in the list`

/**
 * Call once, before Decap renders. `folderFiles`: the files of the folder Decap's media library shows, from which an
 * upload is named apart as the photo lists name theirs (Decap would ask to replace one, and "yes" deletes it at once);
 * a photo one of them holds already is not uploaded again.
 */
export function prepareUploadedPhotos(folderFiles: () => readonly { name: string; id?: string }[]): void {
  // Decap's input asks for "image/*" (HEIC, SVG, …); narrowed as the picker opens.
  window.addEventListener(
    "click",
    (event) => {
      const input = event.target
      if (input instanceof HTMLInputElement && input.type === "file") input.accept = photoAccept
    },
    { capture: true },
  )
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target
      if (prepared.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return
      // The photo lists' own picker fits and reports each file itself (PhotoListWidget.tsx).
      if (input.hasAttribute(ownPickerAttribute)) return
      const files = Array.from(input.files ?? [])
      if (files.length === 0) return
      event.stopImmediatePropagation()
      input.setAttribute("aria-busy", "true")
      void Promise.all(files.map(prepareUpload))
        .then(async (ready) => {
          const transfer = new DataTransfer()
          const folder = [...folderFiles()]
          const taken = new Set(folder.map((file) => file.name.toLowerCase()))
          const known: string[] = []
          for (const [index, file] of ready.entries()) {
            // As chosen (the folder's own file again) or as fitted (the same photo fitted before).
            const fitted = await contentIds(file)
            const ids = [...(await contentIds(files[index])), ...fitted]
            const same = folder.find((other) => other.id && ids.includes(other.id))
            if (same) {
              known.push(alreadyInFolder(files[index].name, same.name))
              continue
            }
            const name = uniquePhotoName(file.name, taken)
            taken.add(name)
            folder.push({ name, id: fitted[0] })
            transfer.items.add(name === file.name ? file : new File([file], name, { type: file.type }))
          }
          if (known.length > 0) window.alert(known.join("\n"))
          if (transfer.files.length === 0) {
            input.value = ""
            return
          }
          input.files = transfer.files
          const again = new Event("change", { bubbles: true })
          prepared.add(again)
          input.dispatchEvent(again)
        })
        .catch((error: unknown) => {
          input.value = ""
          const reason = error instanceof Error ? error.message : String(error)
          window.alert(error instanceof RefusedUpload ? reason : unreadablePhoto(reason))
        })
        .finally(() => input.removeAttribute("aria-busy"))
    },
    { capture: true },
  )
}
