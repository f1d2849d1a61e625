/** Fields that say one thing twice and must agree, for the build's data check and the editor's save check. Pure. */
import { fieldsOf, valuesAt, type SchemaDocuments } from "../gatsby/json-schema"

const phoneDefinition = "defs.schema.json#/definitions/phone"

/** Every phone number of a file whose shown form is not its dialled one: [JSON pointer of `display`, message]. */
export function phoneProblems(
  documents: SchemaDocuments,
  schemaFile: string,
  data: Record<string, unknown>,
): [pointer: string, message: string][] {
  return fieldsOf(documents, schemaFile, [phoneDefinition]).flatMap((field) => {
    const hrefs = new Map(valuesAt(data, `${field}/href`).map(({ pointer, value }) => [pointer, value]))
    return valuesAt(data, `${field}/display`).flatMap(({ pointer, value }) => {
      const href = hrefs.get(pointer.replace(/\/display$/, "/href"))
      if (href === undefined || value.replace(/\s/g, "") === href) return []
      const message = `is "${value}", but the link dials "${href}" (href): visitors would read one number and call another – write the same number in both`
      return [[pointer, message] as [string, string]]
    })
  })
}

/** The passage's e-mail address as shown must be the one the link writes to (data/site.yaml, `email`). */
export function emailDisplayProblems(data: Record<string, unknown>): [field: string, message: string][] {
  const email = data.email as { address?: unknown; display?: unknown } | undefined
  if (typeof email?.address !== "string" || typeof email.display !== "string") return []
  // An address that is no plain address is the schema's to name.
  if (!/^[\w.+-]+@[\w.-]+$/.test(email.address)) return []
  if (email.display.trim().toLowerCase() === email.address.toLowerCase()) return []
  const message = `is "${email.display}", but the link writes to "${email.address}" (email.address): visitors would read one address and write to another – write the same address in both`
  return [["email.display", message]]
}
