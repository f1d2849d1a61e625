import { interpolate } from "./translate"

/** The facts the legal texts may reference as {{name}}; anything else is an error. */
export const legalPlaceholders = ["name", "legalName", "address", "phone", "email", "depositPerRoom"] as const
export type LegalPlaceholder = (typeof legalPlaceholders)[number]

export function fillPlaceholders(text: string, values: Record<LegalPlaceholder, string>, where: string): string {
  const unknown = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .filter((name) => !(legalPlaceholders as readonly string[]).includes(name))
  if (unknown.length > 0) {
    throw new Error(
      `${where}: unknown placeholder {{${unknown[0]}}}; use one of ${legalPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
    )
  }
  return interpolate(text, values)
}
