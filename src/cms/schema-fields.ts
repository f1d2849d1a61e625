/**
 * Decap CMS fields from the build's JSON Schemas, so the form asks for exactly what the build accepts. A keyword this
 * module does not know is an error, so a schema change cannot silently loosen the form; what a field cannot say (a
 * maxLength, a maxItems, an allOf of if/then) the save check says (save-checks.ts). Pure: runs in Node and the admin.
 */

import type { MediaFolders } from "../content/collections"
import {
  isImagePath,
  jsonSchemaKeywords,
  localizedTextDefinitions,
  resolveSchema,
  type JsonSchema,
  type ResolvedSchema,
  type SchemaDocuments,
} from "../gatsby/json-schema"

export type { JsonSchema, SchemaDocuments }

export interface SelectOption {
  label: string
  value: string
}

export interface CmsField {
  name: string
  label: string
  hint?: string
  widget:
    | "string"
    | "text"
    | "number"
    | "select"
    | "list"
    | "object"
    | "image"
    | "datetime"
    | "bilingual"
    | "bilingualList"
    | "hidden"
    | "photoList"
    | "galleryImage"
  /** datetime: how the value is written (dayjs tokens), in the time of the editor's clock. */
  format?: string
  required?: boolean
  pattern?: [string, string]
  value_type?: "int" | "float"
  min?: number
  max?: number
  step?: number
  options?: SelectOption[]
  multiple?: boolean
  fields?: CmsField[]
  field?: CmsField
  collapsed?: boolean
  choose_url?: boolean
  media_folder?: string
  public_folder?: string
  default?: unknown[]
  /** photoList: each photo has a description (an event's gallery), not only a path. */
  describe?: boolean
  /** galleryImage: the top-level photo list whose photos it offers. */
  gallery?: string
}

/** How the YAML keys are ordered: an object's keys in schema order, and the same for its children. */
export interface KeyOrder {
  keys?: string[]
  children?: Record<string, KeyOrder>
  items?: KeyOrder
  /** Written without quotes, like the editors' files do for ids, choices and image paths. */
  plain?: boolean
  /** A list written on one line in brackets, like `days: [mon, tue]`. */
  flow?: boolean
}

/** Labels of choices (the schema's enum values are what the YAML keeps). */
export const weekdayLabels: Record<string, string> = {
  mon: "Mo – Montag / Monday",
  tue: "Di – Dienstag / Tuesday",
  wed: "Mi – Mittwoch / Wednesday",
  thu: "Do – Donnerstag / Thursday",
  fri: "Fr – Freitag / Friday",
  sat: "Sa – Samstag / Saturday",
  sun: "So – Sonntag / Sunday",
  closed: "geschlossen / closed",
  regular: "normale Zeiten des Wochentags / the weekday's usual hours",
  hours: "eigene Zeiten (darunter) / own hours (below)",
}

const optionsOf = (values: readonly unknown[]): SelectOption[] =>
  values.map((value) => ({ label: weekdayLabels[String(value)] ?? String(value), value: String(value) }))

/** A number above 0: Decap's `min` is inclusive, so "not zero" is a pattern on top of `min: 0`. */
export const aboveZeroPattern = "^(?!0+(?:\\.0+)?$)"

interface Context {
  documents: SchemaDocuments
  /** The document the schema being read is in ("partner.schema.json"). */
  file: string
  media?: MediaFolders
  /** JSON path for error messages. */
  at: string
  /**
   * Inside an optional object (a partner's phone): Decap would demand its required fields even when the whole object is
   * left empty, so they are optional in the form, and the save check refuses an object filled in only partly.
   */
  inOptionalObject?: boolean
  /** The top-level photo list of the document, if it has one: its single image fields offer its photos. */
  gallery?: string
}

function checkKeywords(schema: JsonSchema, at: string): void {
  for (const key of Object.keys(schema))
    if (!jsonSchemaKeywords.has(key)) throw new Error(`${at}: the CMS does not know the schema keyword "${key}"`)
}

/** Follows one $ref; the referring schema's own title, description and hint win over the definition's. */
export function resolve(schema: JsonSchema, ctx: Context): ResolvedSchema {
  checkKeywords(schema, ctx.at)
  if (!schema.$ref) return { schema, file: ctx.file }
  const resolved = resolveSchema(ctx.documents, schema, ctx.file, ctx.at)
  if (resolved.pointer) checkKeywords(resolved.schema, resolved.pointer)
  // A description of its own without a hint of its own: the definition's hint was written for the definition's description.
  if (schema.description !== undefined && schema["x-cms-hint"] === undefined) delete resolved.schema["x-cms-hint"]
  return resolved
}

/** The schema's title without "(freiwillig) / (optional)", which Decap adds to every field that is not required. */
function labelOf(schema: JsonSchema, name: string): string {
  const title = (schema.title ?? name).replace(/\s*\((?:freiwillig|optional)\)/g, "")
  return schema["x-unit"] ? `${title} (${schema["x-unit"]})` : title
}

function patternOf(schema: JsonSchema, at: string): [string, string] | undefined {
  if (schema.format !== undefined && schema.format !== "uri" && schema.format !== "date")
    throw new Error(`${at}: the CMS does not know the format "${schema.format}"`)
  if (schema.format === "date" && !schema.pattern)
    return ["^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "must be a date written as YYYY-MM-DD, e.g. 2026-11-22"]
  if (schema.format === "uri") {
    if (!schema.pattern) throw new Error(`${at}: a "uri" needs a pattern the CMS can check`)
    // The schema's pattern, and no spaces anywhere (which the build's "uri" format rejects).
    return [`(?=${schema.pattern})^\\S+$`, schema.patternErrorMessage ?? `must match ${schema.pattern}`]
  }
  if (!schema.pattern) return undefined
  return [schema.pattern, schema.patternErrorMessage ?? `must match ${schema.pattern}`]
}

const isLocalizedText = (resolved: ResolvedSchema) => localizedTextDefinitions.has(resolved.definition ?? "")

export function fieldFor(name: string, property: JsonSchema, required: boolean, ctx: Context): CmsField {
  const at = `${ctx.at}/${name}`
  const resolved = resolve(property, { ...ctx, at })
  const schema = resolved.schema
  const hint = schema["x-cms-hint"] ?? schema.description
  const base = { name, label: labelOf(schema, name), ...(hint ? { hint } : {}), required }
  const inner: Context = { ...ctx, file: resolved.file, at }
  const pattern = patternOf(schema, at)
  const patterned = pattern ? { pattern } : {}

  if (isLocalizedText(resolved)) return { ...base, widget: "bilingual" }

  // Decap's datetime widget writes the editor's wall-clock time unconverted, which the build reads as Vienna time.
  if (resolved.definition === "viennaDateTime")
    return { ...base, widget: "datetime", format: "YYYY-MM-DD HH:mm", ...patterned }

  if (isImagePath(resolved)) {
    if (!ctx.media) throw new Error(`${at}: an image field needs the collection's media folders`)
    return {
      ...base,
      widget: ctx.gallery ? "galleryImage" : "image",
      ...(ctx.gallery ? { gallery: ctx.gallery } : {}),
      choose_url: false,
      ...ctx.media,
      ...patterned,
    }
  }

  switch (schema.type) {
    case "string": {
      if (schema.enum) return { ...base, widget: "select", options: optionsOf(schema.enum) }
      return { ...base, widget: "string", ...patterned }
    }
    case "integer":
    case "number": {
      const field: CmsField = { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float" }
      if (schema.type === "number") field.step = 0.01
      if (schema.minimum !== undefined) field.min = schema.minimum
      if (schema.maximum !== undefined) field.max = schema.maximum
      if (schema.exclusiveMinimum !== undefined) {
        if (schema.exclusiveMinimum !== 0 || schema.minimum !== undefined)
          throw new Error(`${at}: the CMS only knows exclusiveMinimum 0`)
        field.min = 0
        field.pattern = [aboveZeroPattern, "must be more than 0"]
      }
      return field
    }
    case "object":
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: objectFields(schema, { ...inner, inOptionalObject: !required }),
      }
    case "array": {
      if (!schema.items) throw new Error(`${at}: a list needs "items"`)
      const itemsAt = { ...inner, at: `${at}[]` }
      const items = resolve(schema.items, itemsAt)
      const min = schema.minItems === undefined ? {} : { min: schema.minItems }
      // Decap takes a required list to mean "at least one entry": one the schema lets be empty is optional in the
      // form and starts as [], so the file still gets the key the build requires.
      const mayBeEmpty = required && !schema.minItems ? { required: false, default: [] } : {}
      if (items.schema.type === "string" && items.schema.enum) {
        if (!schema.uniqueItems) throw new Error(`${at}: a list of choices must have uniqueItems`)
        return { ...base, widget: "select", multiple: true, ...min, options: optionsOf(items.schema.enum) }
      }
      if (isImagePath(items) || isDescribedPhoto(items, itemsAt)) {
        if (!ctx.media) throw new Error(`${at}: a photo list needs the collection's media folders`)
        if (isImagePath(items)) return { ...base, widget: "photoList", ...min, ...ctx.media }
        return { ...base, widget: "photoList", describe: true, ...min, ...mayBeEmpty, ...ctx.media }
      }
      // Decap's list widget cannot hold a single field whose value is an object: a widget of its own.
      if (isLocalizedText(items)) return { ...base, widget: "bilingualList", ...min }
      if (items.schema.type === "object") {
        const fields = objectFields(items.schema, { ...itemsAt, file: items.file, inOptionalObject: false })
        return { ...base, widget: "list", collapsed: false, ...min, ...mayBeEmpty, fields }
      }
      throw new Error(`${at}: the CMS does not know lists of ${JSON.stringify(items.schema.type)}`)
    }
    default:
      throw new Error(`${at}: the CMS does not know the type ${JSON.stringify(schema.type)}`)
  }
}

/** A list item that is a photo with its description: an object whose `image` is an image path and `alt` a text. */
function isDescribedPhoto(items: ResolvedSchema, ctx: Context): boolean {
  const properties = items.schema.type === "object" ? items.schema.properties : undefined
  if (!properties?.image || !properties.alt) return false
  const inner = { ...ctx, file: items.file }
  return isImagePath(resolve(properties.image, inner)) && isLocalizedText(resolve(properties.alt, inner))
}

export function objectFields(schema: JsonSchema, ctx: Context): CmsField[] {
  checkKeywords(schema, ctx.at)
  if (schema.additionalProperties !== false) throw new Error(`${ctx.at}: objects must not allow other fields`)
  const required = new Set(ctx.inOptionalObject ? [] : (schema.required ?? []))
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), ctx),
  )
}

export function fieldsFromSchema(documents: SchemaDocuments, file: string, media?: MediaFolders): CmsField[] {
  const schema = documents[file]
  if (!schema) throw new Error(`no schema ${file}`)
  const ctx: Context = { documents, file, media, at: file }
  const fields = objectFields(schema, ctx)
  const gallery = fields.find((field) => field.widget === "photoList")?.name
  return gallery ? objectFields(schema, { ...ctx, gallery }) : fields
}

/** The YAML key order of a schema document, for writing files the way the editors' files are written. */
export function keyOrder(documents: SchemaDocuments, file: string): KeyOrder {
  const walk = (schema: JsonSchema, ctx: Context): KeyOrder => {
    const resolved = resolve(schema, ctx)
    const s = resolved.schema
    const next = { ...ctx, file: resolved.file }
    if (s.type === "object" && s.properties) {
      const children: Record<string, KeyOrder> = {}
      for (const [key, property] of Object.entries(s.properties))
        children[key] = walk(property, { ...next, at: `${ctx.at}/${key}` })
      return { keys: Object.keys(s.properties), children }
    }
    if (s.type === "array" && s.items) {
      const items = walk(s.items, { ...next, at: `${ctx.at}[]` })
      const choices = resolve(s.items, { ...next, at: `${ctx.at}[]` }).schema.enum !== undefined
      return choices ? { items, flow: true } : { items }
    }
    const plain = s.enum !== undefined || resolved.definition === "id" || isImagePath(resolved)
    return plain ? { plain: true } : {}
  }
  return walk(documents[file], { documents, file, at: file })
}
