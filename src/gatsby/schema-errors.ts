/** ajv's errors as sentences an editor understands, one per field. */
import type { AnySchemaObject, ErrorObject } from "ajv"
import type { Collection } from "../content/collections"
import type { Schemas } from "./data-schemas"
import {
  escapePointer,
  pointerSegments,
  resolveSchema,
  tooLongMessage,
  tooManyMessage,
  type JsonSchema,
} from "./json-schema"
import { fieldPath } from "./data-problems"
import { closest } from "./suggestions"

/** How a found value is shown: strings in quotes, dates and lists in words. */
export function show(value: unknown): string {
  if (value === null || value === undefined) return "nothing"
  if (value instanceof Date) return `${value.toISOString().slice(0, 10)} without quotes`
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "string") return JSON.stringify(value)
  return String(value)
}

/** "Name / name" → "name": the English half of a bilingual title. */
function englishTitle(schema: AnySchemaObject | undefined): string | undefined {
  const title = typeof schema?.title === "string" ? schema.title : undefined
  if (!title) return undefined
  const english = title.includes(" / ") ? title.slice(title.lastIndexOf(" / ") + 3) : title
  return english.replace(/\s*\(.*\)$/, "")
}

function withArticle(label: string, isList: boolean): string {
  if (isList && !/^list\b/.test(label)) return label
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`
}

const localizedTextTitle = "Text auf Deutsch und Englisch / text in German and English"

/** The field an error of the collection's schema is about and the rest of its sentence. */
function describe(
  { documents }: Schemas,
  collection: Collection,
  error: ErrorObject,
): { pointer: string; message: string } | undefined {
  /** Follows a $ref ("defs.schema.json#/definitions/x" or "#/definitions/x") from a document. */
  const resolve = (schema: AnySchemaObject | undefined, documentName: string): JsonSchema | undefined => {
    if (!schema) return undefined
    // ajv inlines small definitions: the error's schemaPath then names the referring document,
    // not the one whose "#/definitions/…" the schema points into.
    for (const name of new Set([documentName, ...Object.keys(documents)])) {
      try {
        return resolveSchema(documents, schema as JsonSchema, name, name).schema
      } catch {
        // Not in this document.
      }
    }
    return undefined
  }

  const parent = error.parentSchema as AnySchemaObject | undefined
  switch (error.keyword) {
    // "must match the then schema": the rule that failed inside says what is wrong.
    case "if":
      return undefined
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty
      const pointer = `${error.instancePath}/${escapePointer(missing)}`
      if (parent?.title === localizedTextTitle)
        return { pointer, message: `is missing: every text needs de: (German) and en: (English)` }
      const property = resolve(
        parent?.properties?.[missing] as AnySchemaObject | undefined,
        error.schemaPath.split("#")[0] || collection.schema,
      )
      const ownTitle = englishTitle(parent?.properties?.[missing] as AnySchemaObject | undefined)
      const label = ownTitle ? withArticle(ownTitle, property?.type === "array") : `"${missing}"`
      const segments = pointerSegments(error.instancePath)
      const owner =
        error.instancePath === ""
          ? collection.owner
          : /^\d+$/.test(segments[segments.length - 1])
            ? `every ${englishTitle(parent) ?? "entry"}`
            : `"${fieldPath(error.instancePath)}"`
      return { pointer, message: `is missing: ${owner} needs ${label}` }
    }
    case "additionalProperties": {
      const extra = (error.params as { additionalProperty: string }).additionalProperty
      const known = Object.keys((parent?.properties as object | undefined) ?? {})
      const guess = closest(extra, known)
      const hint = guess ? `did you mean "${guess}"?` : "check the spelling."
      return {
        pointer: `${error.instancePath}/${escapePointer(extra)}`,
        message: `is not a known field – ${hint} Allowed here: ${known.join(", ")}`,
      }
    }
    default:
      return { pointer: error.instancePath, message: valueMessage(error, parent) }
  }
}

/** What is wrong with the value an error is about itself. */
function valueMessage(error: ErrorObject, parent: AnySchemaObject | undefined): string {
  const found = ` (found ${show(error.data)})`
  switch (error.keyword) {
    case "type": {
      const [noun, hint] = typeNoun((error.params as { type: string }).type, parent, error.data)
      return `must be ${noun}${found}${hint ? ` – ${hint}` : ""}`
    }
    case "enum":
      return `must be one of ${(error.schema as unknown[]).join(", ")}${found}`
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const words = {
        minimum: "at least",
        maximum: "at most",
        exclusiveMinimum: "more than",
        exclusiveMaximum: "less than",
      }
      const unit = typeof parent?.["x-unit"] === "string" ? ` ${parent["x-unit"]}` : ""
      return `must be ${words[error.keyword]} ${String(error.schema)}${unit}${found}`
    }
    case "minLength":
      return error.schema === 1 ? "must not be empty" : `must have at least ${String(error.schema)} characters${found}`
    case "maxLength":
      return tooLongMessage(Number(error.schema), typeof error.data === "string" ? error.data.length : 0)
    case "maxItems":
      return tooManyMessage(Number(error.schema), Array.isArray(error.data) ? error.data.length : 0)
    case "minItems": {
      const count = Number(error.schema)
      return `must list at least ${count} ${count === 1 ? "entry" : "entries"}${found}`
    }
    case "uniqueItems": {
      const { i } = error.params as { i: number; j: number }
      const twice = Array.isArray(error.data) ? show(error.data[i]) : "a value"
      return `must not list the same value twice (${twice} is there twice)`
    }
    case "pattern": {
      const hint =
        typeof parent?.patternErrorMessage === "string"
          ? parent.patternErrorMessage
          : `must match the pattern ${String(error.schema)}`
      return `${hint}${found}`
    }
    case "format": {
      const formats: Record<string, string> = {
        date: 'must be a real date written as "YYYY-MM-DD", e.g. "2026-11-22"',
        email: 'must be an e-mail address, e.g. "office@example.at"',
        uri: 'must be a full web address starting with https://, e.g. "https://www.example.at"',
      }
      const format = String(error.schema)
      return `${formats[format] ?? `must be a valid ${format}`}${found}`
    }
    default:
      return `${error.message ?? "is not valid"}${found}`
  }
}

/** What a value of the expected type is called, and a hint how to write it. */
function typeNoun(expected: string, schema: AnySchemaObject | undefined, value: unknown): [string, string?] {
  switch (expected) {
    case "number":
      return ["a number", "write only the digits, with a point for decimals, e.g. 102.9"]
    case "integer":
      return ["a whole number", typeof value === "string" ? "write only the digits, e.g. 5000" : undefined]
    case "string":
      return value instanceof Date || typeof value === "number" || typeof value === "boolean"
        ? ["text in quotes", 'put the value in "double quotes"']
        : ["text"]
    case "array":
      return ["a list", 'one line starting with "- " per entry, or [a, b, c]']
    case "object": {
      if (schema?.title === localizedTextTitle)
        return ["a text in German and English", "write de: and en: indented below it"]
      const keys = Object.keys((schema?.properties as object | undefined) ?? {})
      return ["a group of fields", keys.length > 0 ? `indent ${keys.join(", ")} below it` : undefined]
    }
    default:
      return [expected]
  }
}

/** One sentence per field: of several errors for one field, the most basic wins. */
const keywordRank = ["type", "required", "additionalProperties", "enum", "pattern", "format"]

function rank(keyword: string): number {
  const index = keywordRank.indexOf(keyword)
  return index === -1 ? keywordRank.length : index
}

/** What the collection's schema finds wrong with an entry: one sentence per field pointer. */
export function schemaProblems(schemas: Schemas, collection: Collection, record: unknown): Map<string, string> {
  const validate = schemas.validators[collection.schema]
  const byField = new Map<string, { rank: number; message: string }>()
  if (validate(record)) return new Map()
  for (const error of validate.errors ?? []) {
    const described = describe(schemas, collection, error)
    if (!described) continue
    const { pointer, message } = described
    const previous = byField.get(pointer)
    if (!previous || rank(error.keyword) < previous.rank) byField.set(pointer, { rank: rank(error.keyword), message })
  }
  return new Map([...byField].map(([pointer, { message }]) => [pointer, message]))
}
