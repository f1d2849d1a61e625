/** locales/*.json as Prettier keeps them, keys in the default language's order. */
import type { Words } from "../content/collections"

type Value = string | Words

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
