/**
 * Photos straight from a phone, made web-ready in the editor before Decap commits them:
 * upright by their EXIF orientation, the long edge at most `photoLongEdge`, re-encoded as JPEG
 * (which drops EXIF and GPS), under a safe file name. A JPEG that is already web-ready (no EXIF,
 * small enough) keeps its bytes. Refused at once, with what to do, before anything is decoded:
 * an iPhone's HEIC photo, a file that is not a JPEG, PNG, WebP or AVIF photo by its first bytes
 * (whatever its name says), and one larger than `uploadMaxMegabytes`.
 *
 * Decap 3 has no hook that may change an upload (preSave sees the entry, not its media; its own
 * `media_processing` scales to a fixed width, upscaling small photos and making portrait ones
 * far too tall, and neither renames nor refuses HEIC). So this listens, before React does, for
 * the `change` of the media library's file input (window, capture phase), holds the event back,
 * prepares the file and hands Decap the input again with the prepared file in it.
 */
import {
  fittedSize,
  heicAdvice,
  isHeic,
  jpegHasExif,
  photoKind,
  photoPixels,
  photoLongEdge,
  photoMaxMegabytes,
  photoQuality,
  safePhotoName,
} from "../content/photos"

/**
 * The largest upload, in megabytes: the build's limit for a photo. A phone's photo has 2–12 MB;
 * decoding much more can exhaust a phone's or an old laptop's memory.
 */
export const uploadMaxMegabytes = photoMaxMegabytes

/** The most pixels an upload may claim: above any phone's camera (200 MP), far below a crafted file's billions. */
export const uploadMaxMegapixels = 200

/** How much of a file is read before deciding: enough for a JPEG's headers up to its frame's size. */
const uploadHeadBytes = 256 * 1024

/**
 * What the file picker offers: the photo types the site shows. An iPhone then hands over its
 * HEIC photos as JPEG; every upload of this site is a photo (the image widget is the only one).
 */
export const photoAccept = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"

const megabytes = (bytes: number, language: "de" | "en"): string =>
  (bytes / 1024 / 1024).toLocaleString(language === "de" ? "de-AT" : "en-GB", { maximumFractionDigits: 1 })

/** Why an upload is refused, from its name, type, size and first bytes (its header), or undefined. */
export function uploadProblem(name: string, type: string, size: number, head: Uint8Array): string | undefined {
  if (isHeic(name, type, head)) return heicAdvice
  if (photoKind(head) === "unknown")
    return `„${name}“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF. Bitte das Foto als JPEG speichern und noch einmal hochladen. / “${name}” is not a JPEG, PNG, WebP or AVIF photo. Please save the photo as JPEG and upload it again.`
  if (size > uploadMaxMegabytes * 1024 * 1024)
    return `„${name}“ hat ${megabytes(size, "de")} MB, ein Foto darf höchstens ${uploadMaxMegabytes} MB haben. Bitte kleiner speichern (am Handy z. B. per „Teilen“ in mittlerer Größe oder mit geringerer Kameraauflösung) und noch einmal hochladen. / “${name}” has ${megabytes(size, "en")} MB; a photo may have at most ${uploadMaxMegabytes} MB. Please save it smaller (on a phone e.g. share it in medium size, or use a lower camera resolution) and upload it again.`
  const pixels = photoPixels(head)
  if (pixels && pixels.width * pixels.height > uploadMaxMegapixels * 1e6)
    return `„${name}“ hat ${pixels.width} × ${pixels.height} Pixel, mehr als ein Foto einer Kamera (höchstens ${uploadMaxMegapixels} Megapixel). Bitte das Foto kleiner speichern und noch einmal hochladen. / “${name}” has ${pixels.width} × ${pixels.height} pixels, more than any camera's photo (at most ${uploadMaxMegapixels} megapixels). Please save it smaller and upload it again.`
  return undefined
}

/** An upload refused before it was read: its message is shown as it is. */
class RefusedUpload extends Error {}

/** The events this module sends itself: let through to Decap. */
const prepared = new WeakSet<Event>()

/** The photo (JPEG, PNG, WebP or AVIF by its first bytes), web-ready, or the same file when it already is. */
export async function preparePhoto(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer())
  const name = safePhotoName(file.name)
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  try {
    const size = fittedSize(bitmap.width, bitmap.height, photoLongEdge)
    const ready = photoKind(head) === "jpeg" && !jpegHasExif(head) && size.width === bitmap.width
    if (ready)
      return file.name === name && file.type === "image/jpeg" ? file : new File([file], name, { type: "image/jpeg" })
    const canvas = new OffscreenCanvas(size.width, size.height)
    const context = canvas.getContext("2d")
    if (!context) throw new Error("no 2D canvas")
    // A screenshot's transparent parts on white, as JPEG has no transparency.
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

/** A photo is prepared; anything else is refused (uploadProblem) before it is decoded. */
async function prepareUpload(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, uploadHeadBytes).arrayBuffer())
  const problem = uploadProblem(file.name, file.type, file.size, head)
  if (problem) throw new RefusedUpload(problem)
  return preparePhoto(file)
}

/** Watches the admin's file inputs (call once, before Decap renders). */
export function prepareUploadedPhotos(): void {
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
      const files = Array.from(input.files ?? [])
      if (files.length === 0) return
      event.stopImmediatePropagation()
      input.setAttribute("aria-busy", "true")
      void Promise.all(files.map(prepareUpload))
        .then((ready) => {
          const transfer = new DataTransfer()
          for (const file of ready) transfer.items.add(file)
          input.files = transfer.files
          const again = new Event("change", { bubbles: true })
          prepared.add(again)
          input.dispatchEvent(again)
        })
        .catch((error: unknown) => {
          input.value = ""
          const reason = error instanceof Error ? error.message : String(error)
          window.alert(
            error instanceof RefusedUpload
              ? reason
              : `Dieses Foto lässt sich nicht lesen; bitte als JPEG speichern und noch einmal hochladen. / This photo cannot be read; please save it as JPEG and upload it again. (${reason})`,
          )
        })
        .finally(() => input.removeAttribute("aria-busy"))
    },
    { capture: true },
  )
}
