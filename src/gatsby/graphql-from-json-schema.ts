import {
  jsonSchemaKeywords,
  localizedTextDefinitions,
  resolveSchema,
  type JsonSchema,
  type SchemaDocuments,
} from "./json-schema"

/**
 * GraphQL SDL generated from the JSON Schemas, so the content model is written once; GraphqlModel says
 * what a schema cannot. An unknown keyword or shape is an error, so no field is dropped silently.
 */

export interface GraphqlModel {
  /** The node type of each document that describes YAML files, as gatsby-transformer-yaml names it. */
  nodeTypes: Record<string, string>
  /** Type names of definitions that differ from the definition's name with a capital ("phone" → PhoneNumber), by pointer. */
  definitionTypes: Record<string, string>
  /** Names of objects written in place that differ from the default (SiteYaml.address → SiteAddress), by pointer. */
  inlineTypes: Record<string, string>
  /** Fields gatsby-transformer-yaml renames at the top of a node: id → yamlId. */
  nodeFieldNames: Record<string, string>
  /** The definition of an image path (relative to the YAML file): File @fileByRelativePath. */
  imagePath: string
  /** A field extension of the site's that follows @fileByRelativePath on every image path ("fittedPhoto"). */
  imageExtension?: string
  /** The definition of a bilingual text: a `String @localized` (read as title(language: $language), localized-field.ts). */
  localizedText: string
}

/** Formats of strings: the GraphQL type and the field's directive. */
const stringFormats: Record<string, { type: string; directive?: string }> = {
  date: { type: "Date", directive: "@dateformat" },
  email: { type: "String" },
  uri: { type: "String" },
}
const scalars: Record<string, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" }

interface FieldType {
  type: string
  directive?: string
}

interface TypeDefinition {
  origin: string
  sdl: string
}

const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1)

/** A GraphQL string literal (JSON's escapes are GraphQL's). */
const description = (text: string | undefined, indent: string) =>
  text === undefined ? "" : `${indent}${JSON.stringify(text)}\n`

/** The SDL of every node type in `model.nodeTypes` and of the types their fields use. */
export function graphqlTypeDefs(documents: SchemaDocuments, model: GraphqlModel): string {
  const types = new Map<string, TypeDefinition>()

  const checkKeywords = (schema: JsonSchema, at: string) => {
    const unknown = Object.keys(schema).find((key) => !jsonSchemaKeywords.has(key))
    if (unknown)
      throw new Error(
        `${at}: the GraphQL types do not know the schema keyword "${unknown}" (src/gatsby/graphql-from-json-schema.ts)`,
      )
  }

  /** Declares an object type once; the same name for another schema is an error. */
  const objectType = (name: string, schema: JsonSchema, file: string, at: string, node: boolean): void => {
    const existing = types.get(name)
    if (existing) {
      if (existing.origin === at) return
      throw new Error(
        `${at}: the GraphQL type name ${name} is taken by ${existing.origin}; name it in src/gatsby/schema.ts`,
      )
    }
    checkKeywords(schema, at)
    if (schema.type !== "object")
      throw new Error(`${at}: expected an object (found type ${JSON.stringify(schema.type)})`)
    if (schema.additionalProperties !== false)
      throw new Error(`${at}: an object needs "additionalProperties": false to become a GraphQL type`)
    const properties = schema.properties ?? {}
    if (Object.keys(properties).length === 0) throw new Error(`${at}: an object without properties has no GraphQL type`)
    for (const name of schema.required ?? [])
      if (!(name in properties)) throw new Error(`${at}: "${name}" is required but not a property`)
    // Reserve the name before the fields: a type that contains itself ends here.
    const entry: TypeDefinition = { origin: at, sdl: "" }
    types.set(name, entry)
    const required = new Set(schema.required ?? [])
    const fields = Object.entries(properties).map(([property, propertySchema]) => {
      const fieldAt = `${at}/properties/${property}`
      const field = fieldType(propertySchema, file, fieldAt, name, property)
      const fieldName = node ? (model.nodeFieldNames[property] ?? property) : property
      const resolved = resolveSchema(documents, propertySchema, file, fieldAt).schema
      return (
        description(resolved.description, "  ") +
        `  ${fieldName}: ${field.type}${required.has(property) ? "!" : ""}${field.directive ? ` ${field.directive}` : ""}\n`
      )
    })
    entry.sdl =
      description(schema.description, "") +
      `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("")}}\n`
  }

  /** A definition as written (its description, not the referring field's), its own $ref followed. */
  const definitionSchema = (pointer: string) => resolveSchema(documents, { $ref: pointer }, "", pointer).schema

  /** The bilingual text's definition, or one of its sizes beside it (localizedLine …). */
  const isLocalizedText = (pointer: string | undefined): boolean =>
    pointer !== undefined &&
    (pointer === model.localizedText ||
      (pointer.split("#")[0] === model.localizedText.split("#")[0] &&
        localizedTextDefinitions.has(pointer.slice(pointer.lastIndexOf("/") + 1))))

  /** The GraphQL type of a property (or of list items), declaring the object types it needs. */
  const fieldType = (property: JsonSchema, file: string, at: string, owner: string, fieldName: string): FieldType => {
    checkKeywords(property, at)
    const resolved = resolveSchema(documents, property, file, at)
    const schema = resolved.schema
    if (resolved.pointer) checkKeywords(schema, resolved.pointer)

    if (isLocalizedText(resolved.pointer)) return { type: "String", directive: "@localized" }
    if (resolved.pointer === model.imagePath) {
      if (schema.type !== "string") throw new Error(`${resolved.pointer}: an image path must be a string`)
      const extension = model.imageExtension ? ` @${model.imageExtension}` : ""
      return { type: "File", directive: `@fileByRelativePath${extension}` }
    }

    switch (schema.type) {
      case "string": {
        if (schema.format === undefined) return { type: "String" }
        const format = stringFormats[schema.format]
        if (!format) throw new Error(`${at}: the GraphQL types do not know the format "${schema.format}"`)
        return format
      }
      case "integer":
      case "number":
      case "boolean":
        if (schema.format !== undefined)
          throw new Error(`${at}: the GraphQL types do not know the format "${schema.format}"`)
        return { type: scalars[schema.type] }
      case "object": {
        if (resolved.pointer) {
          const name = model.definitionTypes[resolved.pointer] ?? capitalize(resolved.definition!)
          const definition = definitionSchema(resolved.pointer)
          objectType(name, definition, resolved.file, resolved.pointer, false)
          return { type: name }
        }
        const name = model.inlineTypes[at] ?? `${owner.replace(/Yaml$/, "")}${capitalize(fieldName)}`
        objectType(name, schema, resolved.file, at, false)
        return { type: name }
      }
      case "array": {
        if (!schema.items) throw new Error(`${at}: a list needs "items"`)
        const itemsAt = resolved.pointer ? `${resolved.pointer}/items` : `${at}/items`
        const items = fieldType(schema.items, resolved.file, itemsAt, owner, fieldName)
        if (items.directive && items.type.startsWith("["))
          throw new Error(`${at}: a list of lists with ${items.directive} has no GraphQL type`)
        return { type: `[${items.type}!]`, directive: items.directive }
      }
      default:
        throw new Error(`${at}: the GraphQL types do not know the type ${JSON.stringify(schema.type)}`)
    }
  }

  for (const [file, name] of Object.entries(model.nodeTypes)) {
    const document = documents[file]
    if (!document) throw new Error(`${file}: no such schema (src/gatsby/schema.ts names it)`)
    objectType(name, document, file, `${file}#`, true)
  }
  return [...types.values()].map((type) => type.sdl).join("\n")
}
