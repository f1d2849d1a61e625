import Ajv, { type AnySchemaObject, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import type { JsonSchema } from "./json-schema"
import { readSchemaDocuments, schemaDir } from "./schema-files"

export interface Schemas {
  ajv: Ajv
  documents: Record<string, JsonSchema>
  validators: Record<string, ValidateFunction>
}

let cached: { dir: string; schemas: Schemas } | undefined

/** Compiles every schemas/*.schema.json; throws if one does not compile. */
export function loadSchemas(dir: string = schemaDir): Schemas {
  if (cached?.dir === dir) return cached.schemas
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true })
  addFormats(ajv)
  // Keywords for editors' editors: VS Code shows patternErrorMessage; x-unit is ours;
  // x-cms-hint is the CMS form's hint where the description speaks of YAML syntax.
  ajv.addVocabulary(["patternErrorMessage", "x-unit", "x-cms-hint"])
  const documents = readSchemaDocuments(dir)
  // No $id in the files: editors resolve "defs.schema.json#/…" next to the file, ajv by this key.
  for (const [file, document] of Object.entries(documents)) ajv.addSchema(document as AnySchemaObject, file)
  const validators: Record<string, ValidateFunction> = {}
  for (const file of Object.keys(documents)) {
    const validate = ajv.getSchema(file)
    if (!validate) throw new Error(`schemas/${file} did not compile`)
    validators[file] = validate
  }
  const schemas = { ajv, documents, validators }
  cached = { dir, schemas }
  return schemas
}
