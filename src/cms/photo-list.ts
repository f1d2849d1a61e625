/** The rules of the editor's photo lists (PhotoListWidget.tsx), pure so that unit tests decide them. */
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
 * "../images/events/fest"), or undefined while a value it names is empty or not a plain name.
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
 * A gallery as written back: a photo without a description of its own gets the automatic one for its place; one with a
 * language filled is kept as typed, so the save check asks for the other language.
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

export const undescribedCount = (items: readonly PhotoItem[]): number =>
  items.filter((item) => isAutomaticDescription(item.alt)).length

/** A file of the entry's folder as Decap's draft of the entry knows it: its name and its content's SHA-256. */
export interface FolderFile {
  name: string
  id: string
}

/**
 * Where a photo just fitted goes, by its content (`ids`: contentIds): the list has it already (kept once); a file of the folder has
 * it (named, not written again); or a new file, under a name no file of the folder and no photo of the list has
 * (nothing already there is replaced).
 */
export function placePhoto(
  fittedName: string,
  ids: readonly string[],
  items: readonly PhotoItem[],
  folder: readonly FolderFile[],
): { kind: "listed"; index: number } | { kind: "named"; name: string } | { kind: "new"; name: string } {
  const same = new Set(folder.filter((file) => ids.includes(file.id)).map((file) => file.name.toLowerCase()))
  if (same.size > 0) {
    const index = items.findIndex((item) => same.has(item.image.split("/").pop()!.toLowerCase()))
    return index >= 0
      ? { kind: "listed", index }
      : { kind: "named", name: folder.find((file) => ids.includes(file.id))!.name }
  }
  const taken = new Set([...namesIn(items), ...folder.map((file) => file.name.toLowerCase())])
  return { kind: "new", name: uniquePhotoName(fittedName, taken) }
}

export function progressText(done: number, total: number, refused = 0, known = 0): string {
  const parts: [string, string][] = [[`${done} von ${total} Fotos fertig`, `${done} of ${total} photos done`]]
  if (known > 0) parts.push([`${known} schon in der Liste`, `${known} already in the list`])
  if (refused > 0) parts.push([`${refused} abgelehnt`, `${refused} refused`])
  return `${parts.map(([de]) => de).join(", ")} / ${parts.map(([, en]) => en).join(", ")}`
}

/** What the editor is told of a photo chosen again: the list's photo it already is, kept once. */
export const alreadyListed = (index: number, name: string): string =>
  `schon in der Liste als Foto ${index + 1} (${name}), es bleibt einmal darin / already in the list as photo ${index + 1} (${name}), kept once`
