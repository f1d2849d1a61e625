/** The JSON Schemas' type and the one `$ref` resolver; pure, so the CMS bundle can use it. */

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

/** Every keyword the schemas may use: the CMS and GraphQL generators refuse others rather than ignore a rule. */
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

/** The `{ de, en }` text definitions, one per size (defs.schema.json). */
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

/** Follows a schema's $ref chain; the referring schema's own keywords win. `at` names the place in errors. */
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

/** The definitions of dates: what makes a field one whose year must be plausible (src/content/date-range.ts). */
export const dateDefinitions = ["defs.schema.json#/definitions/date", "defs.schema.json#/definitions/viennaDateTime"]

/** JSON pointers of a schema's image fields, "*" for any list index ("/images/*"). */
export function imageFields(documents: SchemaDocuments, file: string): string[] {
  return fieldsOf(documents, file, [imagePathDefinition])
}

/** JSON pointers of a schema's fields that refer to one of `definitions`, "*" for any list index. */
export function fieldsOf(documents: SchemaDocuments, file: string, definitions: readonly string[]): string[] {
  const found = new Set<string>()
  const walk = (schema: JsonSchema, document: string, pointer: string, seen: ReadonlySet<string>): void => {
    const resolved = resolveSchema(documents, schema, document, `${file}${pointer}`)
    if (resolved.pointer && definitions.includes(resolved.pointer)) {
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
    if (first === "*")
      return Array.isArray(current) ? current.flatMap((item, index) => step(item, rest, `${pointer}/${index}`)) : []
    if (current === null || typeof current !== "object" || Array.isArray(current) || current instanceof Date) return []
    if (!Object.prototype.hasOwnProperty.call(current, first)) return []
    return step((current as Record<string, unknown>)[first], rest, `${pointer}/${escapePointer(first)}`)
  }
  return step(value, pointerSegments(field), "")
}
