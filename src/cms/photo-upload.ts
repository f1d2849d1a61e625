/**
 * Photos straight from a phone, made web-ready in the editor before Decap commits them:
 * upright by their EXIF orientation, the long edge at most `photoLongEdge`, re-encoded as JPEG
 * (which drops EXIF and GPS), under a safe file name. An iPhone's HEIC photo is refused at once
 * with what to do. A JPEG that is already web-ready (no EXIF, small enough) keeps its bytes.
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
  photoLongEdge,
  photoQuality,
  safePhotoName,
} from "../content/photos"

/** The events this module sends itself: let through to Decap. */
const prepared = new WeakSet<Event>()

const photoTypes = /^image\/(jpeg|png|webp|avif)$/i

/** The photo, web-ready, or the same file when it already is. */
export async function preparePhoto(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer())
  const name = safePhotoName(file.name)
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  try {
    const size = fittedSize(bitmap.width, bitmap.height, photoLongEdge)
    const ready = file.type === "image/jpeg" && !jpegHasExif(head) && size.width === bitmap.width
    if (ready) return file.name === name ? file : new File([file], name, { type: file.type })
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

/** HEIC is refused with this message; the rest is prepared (or, not a photo, passed on as it is). */
async function prepareUpload(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  if (isHeic(file.name, file.type, head)) throw new Error(heicAdvice)
  if (!photoTypes.test(file.type)) return file
  return preparePhoto(file)
}

/** Watches the admin's file inputs (call once, before Decap renders). */
export function prepareUploadedPhotos(): void {
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
            reason === heicAdvice
              ? reason
              : `Dieses Foto lässt sich nicht lesen; bitte als JPEG speichern und noch einmal hochladen. / This photo cannot be read; please save it as JPEG and upload it again. (${reason})`,
          )
        })
        .finally(() => input.removeAttribute("aria-busy"))
    },
    { capture: true },
  )
}
