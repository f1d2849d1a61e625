/**
 * The photos Decap writes with an entry: exactly those the entry names. Decap keeps every file uploaded while an entry
 * is open in the entry's draft ("media files", under an id derived from the file's content) and writes them all when
 * it saves, whether the entry still names them or not (a photo removed again became a file nobody names); and a
 * second upload of the same content replaces the first one's place in the draft under its own name (the first name,
 * still in the list, was then never written). The photo list keeps one file per content (PhotoListWidget.tsx); the
 * backend writes only what the saved entry names (writingOnlyNamedPhotos).
 */
import { parse } from "yaml"
import { collections, fileOf, isFolderCollection, mediaFoldersOf, type Collection } from "../content/collections"
import { imagePaths, joinPath } from "../content/photo-paths"
import type { SchemaDocuments } from "../gatsby/json-schema"
import { resolveFolder } from "./photo-list"
import type { DraftFiles } from "./save-checks"

/** A repository path as Decap writes it in one place and another ("/data/…", "data/…"): without the leading "/". */
export const repositoryPath = (path: string): string => path.replace(/^\/+/, "")

/** The collection whose file `path` is ("data/events/fest.yaml" → events), if any. */
export function collectionOfFile(path: string): Collection | undefined {
  const file = repositoryPath(path)
  return collections.find((collection) => {
    if (!isFolderCollection(collection)) return fileOf(collection) === file
    const name = file.slice(collection.folder.length + 1)
    return file.startsWith(`${collection.folder}/`) && name.endsWith(".yaml") && !name.includes("/")
  })
}

/** The repository paths of the photos an entry's file names ("data/images/events/fest/1.jpg"), or undefined if unknown. */
export function photosNamedBy(documents: SchemaDocuments, file: { path: string; raw: string }): string[] | undefined {
  const collection = collectionOfFile(file.path)
  if (!collection) return undefined
  let data: unknown
  try {
    data = parse(file.raw)
  } catch {
    return undefined
  }
  const path = repositoryPath(file.path)
  const folder = path.slice(0, path.lastIndexOf("/"))
  return imagePaths(documents, collection, data).map((image) => joinPath(folder, image.path))
}

/**
 * Of the files Decap is about to write with an entry, those its data files name; all of them when a data file cannot
 * be read (nothing is dropped on a guess).
 */
export function namedAssets<Asset extends { path: string }>(
  documents: SchemaDocuments,
  dataFiles: readonly { path: string; raw: string }[],
  assets: readonly Asset[],
): Asset[] {
  const named = new Set<string>()
  for (const file of dataFiles) {
    const photos = photosNamedBy(documents, file)
    if (!photos) return [...assets]
    for (const photo of photos) named.add(photo)
  }
  return assets.filter((asset) => named.has(repositoryPath(asset.path)))
}

interface PersistingBackend {
  persistEntry(
    entry: { dataFiles: { path: string; raw: string }[]; assets: { path: string }[] },
    options: unknown,
  ): unknown
}

/**
 * A backend class (GitHub's, the local proxy's) that writes with an entry only the photos the entry names: on a draft
 * branch, the others are removed with it (both delete a draft's files the entry no longer has).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a class that extends a parameter
export function writingOnlyNamedPhotos<Backend extends new (...args: any[]) => PersistingBackend>(
  Base: Backend,
  documents: SchemaDocuments,
): Backend {
  return class extends Base {
    persistEntry(entry: Parameters<PersistingBackend["persistEntry"]>[0], options: unknown) {
      return super.persistEntry({ ...entry, assets: namedAssets(documents, entry.dataFiles, entry.assets) }, options)
    }
  }
}

/** A media file of an entry's draft as Decap keeps it: its repository path, whether it is still to be written, its id. */
export interface DraftMediaFile {
  path: string
  draft?: boolean
  id?: string
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/"))

/**
 * What the save check knows of an entry's photos (save-checks.ts): Decap's media files of the entry (the files of its
 * folders it listed when it opened the entry, and those uploaded since), and the folders it listed: those of the files
 * it found, and, for an entry that is not new, the entry's own folder even if it found nothing there.
 */
export function draftFiles(
  collection: Collection,
  data: Readonly<Record<string, unknown>>,
  files: readonly DraftMediaFile[],
  isNew: boolean,
): DraftFiles {
  const paths = files.map((file) => repositoryPath(file.path))
  const found = files.filter((file) => !file.draft).map((file) => folderOf(repositoryPath(file.path)))
  const own = resolveFolder(mediaFoldersOf(collection).media_folder, data)
  return { paths, folders: [...new Set([...found, ...(own && !isNew ? [repositoryPath(own)] : [])])] }
}
