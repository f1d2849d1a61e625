/** The build's rules that Decap's fields cannot express, checked before a save (preSave, index.tsx). Pure. */
import {
  dateDefinitions,
  fieldsOf,
  pointerSegments,
  valuesAt,
  localizedTextDefinitions,
  resolveSchema,
  tooLongMessage,
  tooManyMessage,
  type JsonSchema,
  type SchemaDocuments,
} from "../gatsby/json-schema"
import {
  collections,
  dataFolder,
  fileOf,
  interfaceWords,
  isFolderCollection,
  type CheckContext,
  type Collection,
} from "../content/collections"
import { imagePathProblem, imagePaths, joinPath } from "../content/photo-paths"
import { dateRangeProblem } from "../content/date-range"
import { phoneProblems } from "../content/agreeing-fields"
import { viennaDate } from "../i18n/vienna-time"

function dateRangeProblems(
  documents: SchemaDocuments,
  file: string,
  data: Record<string, unknown>,
  today: string = viennaDate(new Date()),
): [field: string, message: string][] {
  return fieldsOf(documents, file, dateDefinitions)
    .flatMap((field) => valuesAt(data, field))
    .flatMap(({ pointer, value }) => {
      const message = dateRangeProblem(value, today)
      return message ? [[fieldName(pointer), message] as [string, string]] : []
    })
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

/** An optional object filled in only partly (a phone without its number): its fields are optional in the form. */
function partlyFilledObjects(
  documents: SchemaDocuments,
  file: string,
  data: Record<string, unknown>,
): [field: string, message: string][] {
  const problems: [string, string][] = []
  const walk = (schema: JsonSchema, schemaFile: string, value: unknown, path: string, optional: boolean) => {
    const resolved = resolveSchema(documents, schema, schemaFile, path || file)
    const { schema: s, file: inFile } = resolved
    if (s.type === "array" && s.items && Array.isArray(value)) {
      value.forEach((item, index) => walk(s.items!, inFile, item, `${path}.${index + 1}`, false))
      return
    }
    if (s.type !== "object" || !s.properties || typeof value !== "object" || value === null) return
    const record = value as Record<string, unknown>
    const required = s.required ?? []
    if (optional && !isEmpty(record) && !localizedTextDefinitions.has(resolved.definition ?? "")) {
      for (const key of required) {
        if (isEmpty(record[key]))
          problems.push([
            `${path}.${key}`,
            `is empty: fill it in too, or empty all of "${path}" (it is optional, but only as a whole)`,
          ])
      }
    }
    for (const [key, property] of Object.entries(s.properties))
      walk(property, inFile, record[key], path ? `${path}.${key}` : key, !required.includes(key))
  }
  walk(documents[file], file, data, "", false)
  return problems
}

/** "sections[0].heading", as the build names a field (from the pointer "/sections/0/heading"). */
const child = (path: string, key: string | number): string =>
  typeof key === "number" || /^\d+$/.test(key) ? `${path}[${key}]` : path ? `${path}.${key}` : key

const fieldName = (pointer: string): string => pointerSegments(pointer).reduce(child, "")

/** Does a value meet an `if` of the schemas (fields with a given `const`, required fields)? */
function meets(condition: JsonSchema, value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  if ((condition.required ?? []).some((key) => record[key] === undefined)) return false
  return Object.entries(condition.properties ?? {}).every(
    ([key, rule]) => rule.const === undefined || record[key] === undefined || record[key] === rule.const,
  )
}

/**
 * What the schema says and Decap's fields do not check, in the build's words: a maxLength, a maxItems, and the rules
 * that depend on another field (`allOf` of `if`/`then`: a newsletter provider's sign-up address).
 */
export function schemaLimitProblems(
  documents: SchemaDocuments,
  file: string,
  data: Record<string, unknown>,
): [field: string, message: string][] {
  const problems: [string, string][] = []
  // `conditional`: a `then` rule, whose pattern no form field knows (the fields check their own patterns).
  const walk = (schema: JsonSchema, schemaFile: string, value: unknown, path: string, conditional = false) => {
    const { schema: s, file: inFile } = resolveSchema(documents, schema, schemaFile, path || file)
    if (typeof value === "string") {
      if (s.maxLength !== undefined && value.length > s.maxLength) {
        problems.push([path, tooLongMessage(s.maxLength, value.length)])
      } else if (conditional && s.pattern !== undefined && !new RegExp(s.pattern, "u").test(value)) {
        problems.push([path, `${s.patternErrorMessage ?? `must match ${s.pattern}`} (found ${JSON.stringify(value)})`])
      }
      return
    }
    if (Array.isArray(value)) {
      if (s.maxItems !== undefined && value.length > s.maxItems)
        problems.push([path, tooManyMessage(s.maxItems, value.length)])
      if (s.items) value.forEach((item, index) => walk(s.items!, inFile, item, child(path, index)))
      return
    }
    if (value === null || typeof value !== "object") return
    const record = value as Record<string, unknown>
    for (const [key, property] of Object.entries(s.properties ?? {}))
      if (record[key] !== undefined) walk(property, inFile, record[key], child(path, key))
    for (const rule of s.allOf ?? []) {
      if (!rule.if || !rule.then || !meets(rule.if, record)) continue
      for (const [key, property] of Object.entries(rule.then.properties ?? {}))
        if (record[key] !== undefined && record[key] !== "") walk(property, inFile, record[key], child(path, key), true)
    }
  }
  walk(documents[file], file, data, "")
  return problems
}

/**
 * The photos' files as the entry's draft knows them (Decap's media files of the entry): every repository path it holds
 * or will write with the entry ("data/images/events/fest/1.jpg"), and the folders whose files it has all listed.
 */
export interface DraftFiles {
  paths: readonly string[]
  folders: readonly string[]
}

/** The build's check that every photo named is a file, on the files the draft knows; other folders are the build's. */
function missingPhotoProblems(
  documents: SchemaDocuments,
  collection: Collection,
  file: string,
  data: Record<string, unknown>,
  draft: DraftFiles,
): [field: string, message: string][] {
  const inData = (repoPath: string) => repoPath.replace(/^\/+/, "").slice(dataFolder.length + 1)
  const paths = new Set(draft.paths.map(inData))
  const folders = new Set(draft.folders.map(inData))
  const folderOf = (relative: string) => relative.slice(0, relative.lastIndexOf("/"))
  const files = {
    isFile: (relative: string) => !folders.has(folderOf(relative)) || paths.has(relative),
    names: (folder: string) => {
      const names = [...paths].filter((path) => folderOf(path) === folder).map((path) => path.slice(folder.length + 1))
      return names.length > 0 ? names : undefined
    },
  }
  const folder = file.slice(0, file.lastIndexOf("/"))
  return imagePaths(documents, collection, data).flatMap(({ pointer, path }) => {
    const resolved = joinPath(folder, path)
    const relative = resolved.startsWith(`${dataFolder}/`) ? resolved.slice(dataFolder.length + 1) : `../${resolved}`
    const message = imagePathProblem(relative, path, dataFolder, files)
    return message ? [[fieldName(pointer), message] as [string, string]] : []
  })
}

/** The editor knows no other entries: a check that needs them (an event's place) leaves that to its field's choice. */
const editorContext: CheckContext = { keysOf: () => undefined }

/**
 * Why the CMS refuses to save an entry of `collection`, in the build's words, or null. For the interface words,
 * `entry` is the language and `words` every language's words as built.
 */
export function saveProblem(
  documents: SchemaDocuments,
  collectionName: string,
  data: Record<string, unknown>,
  entry?: string,
  words: Readonly<Record<string, unknown>> = {},
  draft?: DraftFiles,
): string | null {
  if (collectionName === interfaceWords.name) {
    if (!entry) return null
    const others = Object.fromEntries(Object.entries(words).filter(([language]) => language !== entry))
    const problems = interfaceWords.check(data, entry, others)
    return problems.length === 0
      ? null
      : problems.map(([field, message]) => `${interfaceWords.file(entry)}: "${field}" ${message}`).join("; ")
  }
  const collection = collections.find((c) => c.name === collectionName)
  if (!collection) return null
  const key = isFolderCollection(collection) ? data[collection.key] : undefined
  const file = !isFolderCollection(collection)
    ? fileOf(collection)
    : typeof key === "string" && key
      ? fileOf(collection, key)
      : undefined
  const problems = [
    ...partlyFilledObjects(documents, collection.schema, data),
    ...schemaLimitProblems(documents, collection.schema, data),
    ...dateRangeProblems(documents, collection.schema, data),
    ...phoneProblems(documents, collection.schema, data).map(([pointer, message]) => [fieldName(pointer), message]),
    ...(collection.check?.(data, editorContext) ?? []),
    ...(draft && file ? missingPhotoProblems(documents, collection, file, data, draft) : []),
  ]
  if (problems.length === 0) return null
  const where = file ?? "this entry"
  return problems.map(([field, message]) => `${where}: field "${field}" ${message}`).join("; ")
}
