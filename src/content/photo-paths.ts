/**
 * The build's check that every photo an entry names is a file inside the data folder's images/, pure: the build asks
 * the disk (src/gatsby/data-photos.ts), the editor the files its draft knows (src/cms/save-checks.ts), with one rule.
 */
import { imageFields, valuesAt, type SchemaDocuments } from "../gatsby/json-schema"
import type { Collection } from "./collections"
import { dataFolder, imagesFolder } from "./data-places"

/** The photo paths of an entry, at the image fields of its collection's schema. */
export function imagePaths(
  documents: SchemaDocuments,
  collection: Collection,
  record: unknown,
): { pointer: string; path: string }[] {
  return imageFields(documents, collection.schema).flatMap((field) =>
    valuesAt(record, field).map(({ pointer, value }) => ({ pointer, path: value })),
  )
}

/** `relative` (with "/") resolved against the folder `from`, "." and ".." taken out: "data/events" + "../images/a.jpg" → "data/images/a.jpg". */
export function joinPath(from: string, relative: string): string {
  const parts: string[] = []
  for (const part of `${from}/${relative}`.split("/")) {
    if (part === "" || part === ".") continue
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop()
    else parts.push(part)
  }
  return parts.join("/")
}

/** What the check knows of the files: paths relative to the data folder, with "/" ("images/events/fest/1.jpg"). */
export interface PhotoFiles {
  /** Whether the path is a file: true, false, or "elsewhere" for a link to a file outside images/. */
  isFile(relative: string): boolean | "elsewhere"
  /** The names in a folder, or undefined when there is no such folder. */
  names(folder: string): readonly string[] | undefined
}

/** The images' folder relative to the data folder: "images". */
const images = imagesFolder.slice(dataFolder.length + 1)

/**
 * Why a photo path, `relative` to the data folder once resolved, is no file inside its images/, or undefined when it is
 * one; `imagePath` as the entry writes it, `displayRoot` the data folder as the message names it.
 */
export function imagePathProblem(
  relative: string,
  imagePath: string,
  displayRoot: string,
  files: PhotoFiles,
): string | undefined {
  const outside = `must point to a photo inside ${displayRoot}/${images}/ (found ${JSON.stringify(imagePath)})`
  if (!relative.startsWith(`${images}/`) || relative.split("/").includes("..")) return outside
  const found = files.isFile(relative)
  if (found === "elsewhere") return `${outside}, which is a link to a file elsewhere`
  if (found) return undefined
  const shown = `${displayRoot}/${relative}`
  const folder = relative.slice(0, relative.lastIndexOf("/"))
  const names = files.names(folder)
  if (!names) return `points to ${shown}, but the folder ${displayRoot}/${folder}/ does not exist`
  const name = relative.slice(folder.length + 1).toLowerCase()
  const sameButCase = names.find((other) => other.toLowerCase() === name)
  if (sameButCase)
    return `points to ${shown}, but the file is called "${sameButCase}" – upper and lower case must match`
  return `points to ${shown}, but there is no such file`
}
