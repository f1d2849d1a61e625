import { interpolate } from "./translate"

export const imprintFields = ["legalForm", "registerNumber", "registerCourt", "vatId", "chamber", "authority"] as const
export type ImprintField = (typeof imprintFields)[number]

export const legalPlaceholders = [
  "name",
  "legalName",
  "address",
  "phone",
  "email",
  "depositPerRoom",
  ...imprintFields,
  "newsletterProvider",
  "newsletterRetention",
] as const
export type LegalPlaceholder = (typeof legalPlaceholders)[number]

export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1])
}

export function unknownLegalPlaceholders(text: string): string[] {
  return placeholderNames(text).filter((name) => !(legalPlaceholders as readonly string[]).includes(name))
}

export function fillPlaceholders(text: string, values: Record<LegalPlaceholder, string>, where: string): string {
  const unknown = unknownLegalPlaceholders(text)
  if (unknown.length > 0) {
    throw new Error(
      `${where}: unknown placeholder {{${unknown[0]}}}; use one of ${legalPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
    )
  }
  return interpolate(text, values)
}
