/**
 * The interface words' files (locales/<language>/translation.json) as the editor saves them: the
 * keys in the order of `order` (the default language's file, as the build read it), new keys after
 * them, two spaces and a final line break, as the files are written and Prettier keeps them.
 */
import type { Words } from "../content/collections"

type Value = string | Words

/** `value` with its keys in the order of `order`, at every depth. */
export function inOrder(value: Value, order: Value | undefined): Value {
  if (typeof value !== "object" || value === null) return value
  const reference = typeof order === "object" && order !== null ? order : {}
  const keys = [
    ...Object.keys(reference).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in reference)),
  ]
  return Object.fromEntries(keys.map((key) => [key, inOrder(value[key], reference[key])]))
}

export function createJsonFormat(order: Words) {
  return {
    fromFile: (content: string): Words => JSON.parse(content) as Words,
    toFile: (data: Words): string => `${JSON.stringify(inOrder(data, order), null, 2)}\n`,
  }
}
