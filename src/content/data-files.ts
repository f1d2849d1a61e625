import fs from "fs"
import path from "path"
import { parseYaml, readDataText } from "../gatsby/yaml-file"
import { collectionNamed, collectionOf, dataFolder, isFolderCollection, placeOf, type Collection } from "./collections"

/** The build's one reader of data/; every `root` is the data folder (or a test's copy). */

export const projectRoot = path.resolve(__dirname, "../..")
export const dataDir = path.join(projectRoot, dataFolder)

/** Where a folder or file of the table is under `root`. */
function placeUnder(collection: Collection, root: string): string {
  return path.join(root, path.relative(dataFolder, placeOf(collection)))
}

/** The data folder a collection's file lies in: the inverse of `placeUnder`. */
export function rootOf(collection: Collection, file: string): string {
  return path.resolve(path.dirname(file), path.relative(path.dirname(placeOf(collection)), dataFolder))
}

/** The project a data folder belongs to (its locales/, src/pages, static/). */
export function projectOf(root: string): string {
  return path.resolve(root, path.relative(dataFolder, "."))
}

/** "s-gerstl" before "s-gerstl-2": a copy comes after its original. */
export function byName(a: string, b: string): number {
  const [x, y] = [a.replace(/\.ya?ml$/i, ""), b.replace(/\.ya?ml$/i, "")]
  return x < y ? -1 : x > y ? 1 : 0
}

/** A collection's files under `root`, absolute, by name. */
export function collectionFiles(collection: Collection, root: string = dataDir): string[] {
  const place = placeUnder(collection, root)
  if (!isFolderCollection(collection)) return fs.existsSync(place) ? [place] : []
  if (!fs.existsSync(place)) return []
  return fs
    .readdirSync(place)
    .filter((name) => name.endsWith(".yaml"))
    .sort(byName)
    .map((name) => path.join(place, name))
}

/** The file a file collection keeps its entry in, under `root`. */
export function fileUnder(name: string, root: string = dataDir): string {
  return placeUnder(collectionNamed(name), root)
}

/** Every entry under `root` at any depth that `keep` takes, by name; a link to a folder is not followed. */
function entriesUnder(root: string, keep: (entry: fs.Dirent) => boolean): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .sort((a, b) => byName(a.name, b.name))
    .flatMap((entry) => {
      const full = path.join(root, entry.name)
      if (entry.isDirectory()) return entriesUnder(full, keep)
      return keep(entry) ? [full] : []
    })
}

/** Every YAML file under `root` at any depth, in or out of a collection, by name. */
export const yamlFilesUnder = (root: string) => entriesUnder(root, (entry) => /\.ya?ml$/i.test(entry.name))

/**
 * Every symbolic link under `root`, not followed: Gatsby's sourcing follows links (a folder of
 * YAML, a folder of photos anywhere on the machine), the check reads only what lies here.
 */
export const linksUnder = (root: string) => entriesUnder(root, (entry) => entry.isSymbolicLink())

/** The collection of a file under `root`, or undefined. */
export function collectionOfFile(root: string, absolute: string): Collection | undefined {
  return collectionOf(shownPath(root, absolute))
}

/** A file as messages show it: "data/partners/miyako.yaml" (`shownRoot` in place of "data"). */
export function shownPath(root: string, absolute: string, shownRoot: string = dataFolder): string {
  return `${shownRoot}/${path.relative(root, absolute).split(path.sep).join("/")}`
}

/** One entry of a collection, as read from its file. */
export interface DataEntry<T> {
  collection: Collection
  absolute: string
  /** As messages show it: "data/partners/miyako.yaml". */
  file: string
  data: T
  /** JSON pointer → 1-based line. */
  lines: Map<string, number>
}

/** Reads and parses one of a collection's files; a refusal (YamlFileError) names it as shown. */
export function readEntry<T>(
  collection: Collection,
  absolute: string,
  root: string = dataDir,
  shownRoot: string = dataFolder,
): DataEntry<T> {
  const file = shownPath(root, absolute, shownRoot)
  const { data, lines } = parseYaml(readDataText(absolute, file), file)
  return { collection, absolute, file, data: data as T, lines }
}

/** Every entry of a collection; unchecked: the types hold once onPreBootstrap's data check passed. */
export function readEntries<T = Record<string, unknown>>(name: string, root: string = dataDir): DataEntry<T>[] {
  const collection = collectionNamed(name)
  return collectionFiles(collection, root).map((absolute) => readEntry<T>(collection, absolute, root))
}
