import fs from "fs"
import path from "path"
import { collections, dataFolder, type Collection } from "../content/collections"
import { imagesFolder } from "../content/data-places"
import { collectionFiles, dataDir, readEntry, type DataEntry } from "../content/data-files"
import { entryName, fieldPath, lineOf } from "./data-problems"
import { imageFields, valuesAt, type SchemaDocuments } from "./json-schema"
import { readSchemaDocuments, schemaDir } from "./schema-files"

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

/** Whether `inner` is `folder` or lies inside it. */
const inside = (folder: string, inner: string) => {
  const relative = path.relative(folder, inner)
  return !relative.startsWith("..") && !path.isAbsolute(relative)
}

/**
 * Why an entry's photo path is no file inside the data folder's images/, or undefined when it is one:
 * judged on the path as written and again after resolving links, so no link leads a photo path out.
 */
export function checkImage(file: string, dataDir: string, displayRoot: string, imagePath: string): string | undefined {
  const absolute = path.resolve(path.dirname(file), imagePath)
  const relative = path.relative(dataDir, absolute)
  const shown = `${displayRoot}/${relative.split(path.sep).join("/")}`
  const images = path.join(dataDir, path.relative(dataFolder, imagesFolder))
  const outside = `must point to a photo inside ${displayRoot}/${path.relative(dataFolder, imagesFolder)}/ (found ${JSON.stringify(imagePath)})`
  if (!inside(images, absolute)) return outside
  if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) {
    return inside(fs.realpathSync(images), fs.realpathSync(absolute))
      ? undefined
      : `${outside}, which is a link to a file elsewhere`
  }
  const folder = path.dirname(absolute)
  if (!fs.existsSync(folder)) {
    return `points to ${shown}, but the folder ${path.dirname(shown)}/ does not exist`
  }
  const sameButCase = fs
    .readdirSync(folder)
    .find((name) => name.toLowerCase() === path.basename(absolute).toLowerCase())
  if (sameButCase) {
    return `points to ${shown}, but the file is called "${sameButCase}" – upper and lower case must match`
  }
  return `points to ${shown}, but there is no such file`
}

/** A photo one field of one entry points to. */
export interface PhotoReference {
  /** Shown path of the YAML file, e.g. "data/events/carnival-2027.yaml". */
  file: string
  line?: number
  entry?: string
  /** Dotted field path, e.g. "photos[2].image". */
  field: string
  /** The photo's absolute path. */
  photo: string
}

/** Every photo path that points to an existing file, with the file, entry and field that name it. */
export function photoReferencesIn(
  entries: readonly DataEntry<unknown>[],
  documents: SchemaDocuments,
  root: string = dataDir,
  displayRoot: string = dataFolder,
): PhotoReference[] {
  return entries.flatMap(({ collection, absolute, file, data, lines }) => {
    if (data === null || typeof data !== "object" || Array.isArray(data)) return []
    const record = data as Record<string, unknown>
    const entry = entryName(collection, record, absolute)
    return imagePaths(documents, collection, record).flatMap((image) => {
      if (checkImage(absolute, root, displayRoot, image.path)) return []
      return [
        {
          file,
          line: lineOf(lines, image.pointer),
          entry,
          field: fieldPath(image.pointer),
          photo: path.resolve(path.dirname(absolute), image.path),
        },
      ]
    })
  })
}

/** Every photo path the entries under `root` name, absolute, whether the file is there or not. */
export function namedPhotos(root: string = dataDir, schemas: string = schemaDir): string[] {
  const documents = readSchemaDocuments(schemas)
  return collections.flatMap((collection) =>
    collectionFiles(collection, root).flatMap((file) =>
      imagePaths(documents, collection, readEntry(collection, file, root).data).map((image) =>
        path.resolve(path.dirname(file), image.path),
      ),
    ),
  )
}

/** The photo references of every collection's entries under `root`. */
export function photoReferences(
  root: string = dataDir,
  displayRoot: string = dataFolder,
  schemas: string = schemaDir,
): PhotoReference[] {
  const entries = collections.flatMap((collection) =>
    collectionFiles(collection, root).map((absolute) => readEntry<unknown>(collection, absolute, root, displayRoot)),
  )
  return photoReferencesIn(entries, readSchemaDocuments(schemas), root, displayRoot)
}
