/**
 * The photos Decap writes with an entry: exactly those the entry names. Decap keeps every file uploaded while an entry
 * is open in its draft (under an id of the file's content) and writes them all on save, named or not.
 */
import { parse } from "yaml"
import { collectionOf, collections, fileOf, mediaFoldersOf, type Collection } from "../content/collections"
import { imagePaths, joinPath } from "../content/photo-paths"
import type { SchemaDocuments } from "../gatsby/json-schema"
import { commitMessages } from "./config"
import { resolveFolder } from "./photo-list"
import type { DraftFiles } from "./save-checks"

/** A repository path as Decap writes it in one place and another ("/data/…", "data/…"): without the leading "/". */
export const repositoryPath = (path: string): string => path.replace(/^\/+/, "")

const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/"))

type DataFile = { path: string; raw: string }

/** A YAML file's data (an empty file's: {}), or undefined when it cannot be read. */
function dataOf(raw: string): Record<string, unknown> | undefined {
  try {
    return Object(parse(raw)) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/** The repository paths of the photos an entry's file names ("data/images/events/fest/1.jpg"), or undefined if unknown. */
export function photosNamedBy(documents: SchemaDocuments, file: DataFile): string[] | undefined {
  const collection = collectionOf(repositoryPath(file.path))
  const data = dataOf(file.raw)
  if (!collection || !data) return undefined
  const folder = folderOf(repositoryPath(file.path))
  return imagePaths(documents, collection, data).map((image) => joinPath(folder, image.path))
}

/** Undefined when a file cannot be read. */
function photosNamedByAll(documents: SchemaDocuments, dataFiles: readonly DataFile[]): Set<string> | undefined {
  const named = new Set<string>()
  for (const file of dataFiles) {
    const photos = photosNamedBy(documents, file)
    if (!photos) return undefined
    for (const photo of photos) named.add(photo)
  }
  return named
}

/**
 * Of the files Decap is about to write with an entry, those its data files name; all of them when a data file cannot
 * be read (nothing is dropped on a guess).
 */
export function namedAssets<Asset extends { path: string }>(
  documents: SchemaDocuments,
  dataFiles: readonly DataFile[],
  assets: readonly Asset[],
): Asset[] {
  const named = photosNamedByAll(documents, dataFiles)
  return named ? assets.filter((asset) => named.has(repositoryPath(asset.path))) : [...assets]
}

/**
 * The photos a save leaves named by nothing, which go with it: those of the entry's own folder that its file named
 * `before` and names no more `after`, and that none of `entries` names. None when a file cannot be read.
 */
export function photosNoLongerNamed(
  documents: SchemaDocuments,
  before: DataFile,
  after: DataFile,
  entries: readonly DataFile[],
): string[] {
  const collection = collectionOf(repositoryPath(after.path))
  const data = dataOf(after.raw)
  const own = collection && data && resolveFolder(mediaFoldersOf(collection).media_folder, data)
  const named = photosNamedByAll(documents, [after, ...entries])
  const was = photosNamedBy(documents, before)
  if (!own || !named || !was) return []
  return was.filter((photo) => folderOf(photo) === repositoryPath(own) && !named.has(photo))
}

interface PersistingBackend {
  persistEntry(entry: { dataFiles: DataFile[]; assets: { path: string }[] }, options: unknown): unknown
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>
  getEntry(path: string): Promise<{ data: string | null }>
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ data: string | null; file: DataFile }[]>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}

/**
 * A backend class that writes with an entry only the photos it names. A photo the published entry no longer names is
 * deleted when the change reaches the published branch: with the save without drafts (`npm run cms`), with publishing
 * with them; `forget` takes it from the open entry's files.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a class that extends a parameter
export function writingOnlyNamedPhotos<Backend extends new (...args: any[]) => PersistingBackend>(
  Base: Backend,
  documents: SchemaDocuments,
  forget: (paths: string[]) => void,
): Backend {
  return class extends Base {
    async persistEntry(entry: Parameters<PersistingBackend["persistEntry"]>[0], options: unknown) {
      const { useWorkflow, commitMessage } = options as { useWorkflow: boolean; commitMessage: string }
      const [after] = entry.dataFiles
      const before = useWorkflow ? null : await this.publishedData(after.path)
      const saved = await super.persistEntry(
        { ...entry, assets: namedAssets(documents, entry.dataFiles, entry.assets) },
        options,
      )
      if (before) await this.deleteUnnamed({ path: after.path, raw: before }, after, commitMessage)
      return saved
    }

    async publishUnpublishedEntry(collectionName: string, slug: string) {
      const collection = collections.find((each) => each.name === collectionName)
      const path = collection && fileOf(collection, slug)
      const before = path && (await this.publishedData(path))
      const published = await super.publishUnpublishedEntry(collectionName, slug)
      const after = path && (await this.publishedData(path))
      if (path && before && after) await this.deleteUnnamed({ path, raw: before }, { path, raw: after })
      return published
    }

    /** The entry's file on the published branch; null for a new one. */
    async publishedData(path: string): Promise<string | null> {
      return (await this.getEntry(path).catch(() => ({ data: null }))).data
    }

    /** Its own commit after publishing: Decap makes none for it. */
    async deleteUnnamed(before: DataFile, after: DataFile, commitMessage?: string) {
      if (photosNoLongerNamed(documents, before, after, []).length === 0) return
      // Another entry may name a photo of this one's folder: every entry is read (data/*.yaml holds each file's).
      const folders = new Set(collections.map((collection) => folderOf(fileOf(collection, "x"))))
      const lists = await Promise.all([...folders].map((folder) => this.entriesByFolder(folder, "yaml", 1)))
      const entries = lists.flat().map(({ data, file }) => ({ path: file.path, raw: data ?? "" }))
      const gone = photosNoLongerNamed(documents, before, after, entries)
      if (gone.length === 0) return
      await this.deleteFiles(gone, commitMessage ?? commitMessages.deleteMedia.replaceAll("{{path}}", gone.join(", ")))
      forget(gone)
    }
  }
}

/** A media file of an entry's draft as Decap keeps it: its repository path, whether it is still to be written, its id. */
export interface DraftMediaFile {
  path: string
  draft?: boolean
  id?: string
}

/**
 * What the save check knows of an entry's photos: Decap's media files of the entry, and the folders it listed: those of
 * the files it found, and, for an entry that is not new, its own folder even if it found nothing there.
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
