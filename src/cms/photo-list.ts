/**
 * The rules of the editor's photo lists (PhotoListWidget.tsx), pure so that unit tests decide them: an event's
 * gallery (items with a photo and its description) and a partner's or room's photos (plain paths).
 */
import { automaticDescription, isAutomaticDescription, type Description } from "../content/photo-descriptions"
import { safePhotoName } from "../content/photos"

/** One photo of a list as the form holds it; `alt` and `caption` only in a gallery of described photos. */
export interface PhotoItem {
  image: string
  alt?: { de?: string; en?: string }
  caption?: { de?: string; en?: string }
}

/**
 * A field's folder with the entry's values filled in as Decap fills them ("../images/events/{{fields.slug}}" →
 * "../images/events/fest", "../images/partners/{{id}}" → "../images/partners/miyako"), or undefined while a value it
 * names is empty or not a plain name (the photos would land in the wrong folder).
 */
export function resolveFolder(template: string, data: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false
  const folder = template.replace(/\{\{(?:fields\.)?([\w-]+)\}\}/g, (_, name: string) => {
    const value = data[name]
    if (typeof value !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) missing = true
    return typeof value === "string" ? value : ""
  })
  return missing ? undefined : folder
}

/** The file name under which a photo is stored: safe, and "-2", "-3" … after one the list or this upload already has. */
export function uniquePhotoName(original: string, taken: ReadonlySet<string>, extension = "jpg"): string {
  const safe = safePhotoName(original, extension)
  if (!taken.has(safe)) return safe
  const base = safe.slice(0, -(extension.length + 1))
  for (let n = 2; ; n++) {
    const name = `${base}-${n}.${extension}`
    if (!taken.has(name)) return name
  }
}

/** The file names a list already uses (the last part of each path). */
export function namesIn(items: readonly PhotoItem[]): Set<string> {
  return new Set(items.map((item) => item.image.split("/").pop()!.toLowerCase()))
}

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const target = Math.max(0, Math.min(items.length - 1, to))
  if (from < 0 || from >= items.length || target === from) return next
  const [item] = next.splice(from, 1)
  next.splice(target, 0, item)
  return next
}

/**
 * A gallery as written back: a photo without a description of its own gets the automatic one for its place
 * (photo-descriptions.ts), renumbered as photos move; one with a language filled is kept as typed, so the save check
 * asks for the other language.
 */
export function galleryForFile(items: readonly PhotoItem[], title: Partial<Description> | undefined): PhotoItem[] {
  return items.map((item, index) =>
    isAutomaticDescription(item.alt) ? { ...item, alt: automaticDescription(title, index + 1) } : item,
  )
}

/** What the description boxes show: nothing for an automatic description (it is the boxes' placeholder). */
export function shownDescription(alt: PhotoItem["alt"]): Description {
  return isAutomaticDescription(alt) ? { de: "", en: "" } : { de: alt?.de ?? "", en: alt?.en ?? "" }
}

/** How many photos of a gallery have no description of their own yet. */
export const undescribedCount = (items: readonly PhotoItem[]): number =>
  items.filter((item) => isAutomaticDescription(item.alt)).length

/** The progress line while photos are being fitted and uploaded. */
export const progressText = (done: number, total: number): string =>
  `${done} von ${total} Fotos fertig / ${done} of ${total} photos done`
