/**
 * The content model's JSON Schemas (schemas/*.schema.json) as the build, the CMS
 * and the tests read them: their type, and the one `$ref` resolver they share
 * (ajv resolves references itself when it validates; everything that walks the
 * schemas – the CMS fields, the GraphQL types, the validator's messages – uses
 * this one).
 *
 * Pure: no file access (src/gatsby/schema-files.ts reads the files), so the CMS
 * bundle can use it in the browser.
 */

export interface JsonSchema {
  $ref?: string
  title?: string
  description?: string
  "x-cms-hint"?: string
  "x-unit"?: string
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean"
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  enum?: unknown[]
  pattern?: string
  patternErrorMessage?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  format?: string
  /** Rules that depend on another field (`if` a provider, `then` its address): checked by the build, VS Code and the editor's save check, not by the form's fields. */
  allOf?: JsonSchema[]
  if?: JsonSchema
  then?: JsonSchema
  const?: unknown
  examples?: unknown[]
  definitions?: Record<string, JsonSchema>
  $schema?: string
}

/**
 * Every keyword the schemas may use, which is what JsonSchema declares (the type check keeps
 * the two equal): the CMS fields and the GraphQL generator refuse any other, rather than
 * silently ignoring a rule an editor would expect them to keep.
 */
const keywords: Record<keyof JsonSchema, true> = {
  $ref: true,
  $schema: true,
  title: true,
  description: true,
  "x-cms-hint": true,
  "x-unit": true,
  type: true,
  properties: true,
  required: true,
  additionalProperties: true,
  items: true,
  minItems: true,
  maxItems: true,
  uniqueItems: true,
  enum: true,
  pattern: true,
  patternErrorMessage: true,
  minLength: true,
  maxLength: true,
  minimum: true,
  maximum: true,
  exclusiveMinimum: true,
  format: true,
  allOf: true,
  if: true,
  then: true,
  const: true,
  examples: true,
  definitions: true,
}
export const jsonSchemaKeywords: ReadonlySet<string> = new Set(Object.keys(keywords))

/**
 * The definitions of a `{ de, en }` text, one per size (defs.schema.json): the same shape, each
 * language at most so many characters. The CMS, the GraphQL types and the checks treat them alike.
 */
export const localizedTextDefinitions: ReadonlySet<string> = new Set([
  "localizedLine",
  "localizedSummary",
  "localizedText",
  "localizedLongText",
])

/** A text longer than its schema's maxLength, in the build's and the editor's words. */
export function tooLongMessage(max: number, length: number): string {
  return `is too long: at most ${max} characters, found ${length} – shorten it`
}

/** A list longer than its schema's maxItems. */
export function tooManyMessage(max: number, count: number): string {
  return `lists too many entries: at most ${max}, found ${count} – remove some`
}

/** The schema documents by file name ("defs.schema.json" → its JSON). */
export type SchemaDocuments = Record<string, JsonSchema>

export interface ResolvedSchema {
  /** The schema with its $ref followed: the definition's keywords, the referring schema's own ones on top. */
  schema: JsonSchema
  /** The document the resolved schema is in (where its own $refs start from), e.g. "defs.schema.json". */
  file: string
  /** The name of the definition the (outermost) $ref points to, e.g. "localizedText", if any. */
  definition?: string
  /** Where the definition is, e.g. "defs.schema.json#/definitions/localizedText", if any. */
  pointer?: string
}

const refPattern = /^([^#]*)#\/definitions\/([A-Za-z0-9_]+)$/

/**
 * Follows a schema's $ref ("defs.schema.json#/definitions/x" or "#/definitions/x", the
 * only forms the schemas use), and the definition's own $ref in turn. The referring
 * schema's own keywords (title, description …) win over the definition's. `file` is the
 * document `schema` is in; `at` names the place in errors, e.g. "room.schema.json/name".
 */
export function resolveSchema(
  documents: SchemaDocuments,
  schema: JsonSchema,
  file: string,
  at: string,
): ResolvedSchema {
  if (schema.$ref === undefined) return { schema, file }
  const match = refPattern.exec(schema.$ref)
  if (!match) throw new Error(`${at}: unsupported $ref "${schema.$ref}"`)
  const targetFile = match[1] || file
  const target = documents[targetFile]?.definitions?.[match[2]]
  if (!target) throw new Error(`${at}: $ref "${schema.$ref}" points nowhere`)
  const pointer = `${targetFile}#/definitions/${match[2]}`
  const inner = resolveSchema(documents, target, targetFile, pointer)
  const { $ref: _ref, ...own } = schema
  return { schema: { ...inner.schema, ...own }, file: inner.file, definition: match[2], pointer }
}

/** "openingHours/1" → "openingHours~11": one segment of a JSON pointer. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1")
}

/** "/openingHours/1/days" → ["openingHours", "1", "days"] */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
}

/** The definition every photo path refers to: what makes a field an image field. */
export const imagePathDefinition = "defs.schema.json#/definitions/imagePath"

export function isImagePath(resolved: Pick<ResolvedSchema, "pointer">): boolean {
  return resolved.pointer === imagePathDefinition
}

/**
 * Where a schema's image fields are, found by their $ref to `imagePathDefinition`: JSON pointers
 * with "*" for any list index ("/image", "/cover/image", "/images/*").
 */
export function imageFields(documents: SchemaDocuments, file: string): string[] {
  const found = new Set<string>()
  const walk = (schema: JsonSchema, document: string, pointer: string, seen: ReadonlySet<string>): void => {
    const resolved = resolveSchema(documents, schema, document, `${file}${pointer}`)
    if (isImagePath(resolved)) {
      found.add(pointer)
      return
    }
    // A definition that holds itself would be walked forever.
    if (resolved.pointer && seen.has(resolved.pointer)) return
    const inside = resolved.pointer ? new Set([...seen, resolved.pointer]) : seen
    const { schema: s, file: at } = resolved
    for (const [name, property] of Object.entries(s.properties ?? {}))
      walk(property, at, `${pointer}/${escapePointer(name)}`, inside)
    if (s.items) walk(s.items, at, `${pointer}/*`, inside)
    for (const part of [...(s.allOf ?? []), s.then]) if (part) walk(part, at, pointer, inside)
  }
  const document = documents[file]
  if (!document) throw new Error(`${file}: no such schema`)
  walk(document, file, "", new Set())
  return [...found].sort()
}

/** The string values at a pointer of `imageFields` ("*" any index), each with its own pointer. */
export function valuesAt(value: unknown, field: string): { pointer: string; value: string }[] {
  const step = (current: unknown, segments: string[], pointer: string): { pointer: string; value: string }[] => {
    if (segments.length === 0) return typeof current === "string" ? [{ pointer, value: current }] : []
    const [first, ...rest] = segments
    if (first === "*") {
      return Array.isArray(current) ? current.flatMap((item, index) => step(item, rest, `${pointer}/${index}`)) : []
    }
    if (current === null || typeof current !== "object" || Array.isArray(current) || current instanceof Date) return []
    if (!Object.prototype.hasOwnProperty.call(current, first)) return []
    return step((current as Record<string, unknown>)[first], rest, `${pointer}/${escapePointer(first)}`)
  }
  return step(value, pointerSegments(field), "")
}
