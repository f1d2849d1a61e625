/**
 * What the CMS checks just before it saves, beyond what Decap's fields check: the build's rules
 * a single field cannot express. Pure; runs in the admin (preSave, src/cms/index.tsx) and in tests.
 */
import { resolveSchema, type JsonSchema, type SchemaDocuments } from "../gatsby/json-schema"
import { eventTimesProblems } from "../i18n/event-time"

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

/**
 * An optional object filled in only partly (a phone without its number, an album link without its
 * label): the build refuses it, and Decap cannot say so (its fields are optional in the form, see
 * schema-fields.ts). [field path, message] for each missing part.
 */
export function partlyFilledObjects(
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
    if (optional && !isEmpty(record) && resolved.definition !== "localizedText") {
      for (const key of required) {
        if (isEmpty(record[key]))
          problems.push([
            `${path}.${key}`,
            `is empty: fill it in too, or empty all of "${path}" (it is optional, but only as a whole)`,
          ])
      }
    }
    for (const [key, property] of Object.entries(s.properties)) {
      walk(property, inFile, record[key], path ? `${path}.${key}` : key, !required.includes(key))
    }
  }
  walk(documents[file], file, data, "", false)
  return problems
}

/** The schema file of each collection the CMS saves. */
const schemaFiles: Record<string, string> = {
  partners: "partner.schema.json",
  rooms: "room.schema.json",
  events: "event.schema.json",
  site: "site.schema.json",
}

/** Why the CMS refuses to save an entry of `collection`, in the build's words, or null. */
export function saveProblem(
  documents: SchemaDocuments,
  collection: string,
  data: Record<string, unknown>,
): string | null {
  const schemaFile = schemaFiles[collection]
  if (!schemaFile) return null
  const problems = partlyFilledObjects(documents, schemaFile, data)
  // An event's times: a date the calendar has, a time Vienna's clocks show, the end after the start.
  if (collection === "events") problems.push(...eventTimesProblems(data))
  if (problems.length === 0) return null
  const id = collection === "events" ? data.slug : collection === "site" ? "site" : data.id
  const where =
    typeof id === "string" && id
      ? collection === "site"
        ? "data/site.yaml"
        : `data/${collection}/${id}.yaml`
      : "this entry"
  return problems.map(([field, message]) => `${where}: field "${field}" ${message}`).join("; ")
}
