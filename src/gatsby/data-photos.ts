import fs from "fs"
import path from "path"
import { collections, dataFolder } from "../content/collections"
import { imagesFolder } from "../content/data-places"
import { collectionFiles, dataDir, readEntry } from "../content/data-files"
import { entryName, fieldPath, lineOf } from "./data-problems"
import { imagePathProblem, imagePaths } from "../content/photo-paths"
import { readSchemaDocuments, schemaDir } from "./schema-files"

export { imagePaths }

const inside = (folder: string, inner: string) => {
  const relative = path.relative(folder, inner)
  return !relative.startsWith("..") && !path.isAbsolute(relative)
}

/**
 * Why an entry's photo path is no file inside the data folder's images/, or undefined when it is one (photo-paths.ts,
 * on the disk): judged on the path as written and again after resolving links, so no link leads a photo path out.
 */
export function checkImage(file: string, dataDir: string, displayRoot: string, imagePath: string): string | undefined {
  const absolute = path.resolve(path.dirname(file), imagePath)
  const relative = path.relative(dataDir, absolute).split(path.sep).join("/")
  const images = path.join(dataDir, path.relative(dataFolder, imagesFolder))
  const onDisk = (inner: string) => path.join(dataDir, ...inner.split("/"))
  return imagePathProblem(relative, imagePath, displayRoot, {
    isFile: (inner) => {
      const at = onDisk(inner)
      if (!fs.existsSync(at) || !fs.statSync(at).isFile()) return false
      return inside(fs.realpathSync(images), fs.realpathSync(at)) || "elsewhere"
    },
    names: (folder) => (fs.existsSync(onDisk(folder)) ? fs.readdirSync(onDisk(folder)) : undefined),
  })
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

/** Every entry of every collection under `root`. */
const allEntries = (root: string, displayRoot?: string) =>
  collections.flatMap((collection) =>
    collectionFiles(collection, root).map((absolute) => readEntry<unknown>(collection, absolute, root, displayRoot)),
  )

/** Every photo path the entries under `root` name, absolute, whether the file is there or not. */
export function namedPhotos(root: string = dataDir, schemas: string = schemaDir): string[] {
  const documents = readSchemaDocuments(schemas)
  return allEntries(root).flatMap(({ collection, absolute, data }) =>
    imagePaths(documents, collection, data).map((image) => path.resolve(path.dirname(absolute), image.path)),
  )
}

/** Every photo path under `root` that points to an existing file, with the file, entry and field that name it. */
export function photoReferences(
  root: string = dataDir,
  displayRoot: string = dataFolder,
  schemas: string = schemaDir,
): PhotoReference[] {
  const documents = readSchemaDocuments(schemas)
  return allEntries(root, displayRoot).flatMap(({ collection, absolute, file, data, lines }) => {
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
