import { interpolate } from "./translate"

/** The imprint's facts in data/site.yaml (`imprint:`), each a placeholder of the same name in the legal texts. */
export const imprintFields = ["legalForm", "registerNumber", "registerCourt", "vatId", "chamber", "authority"] as const
export type ImprintField = (typeof imprintFields)[number]

/** The newsletter's facts in data/site.yaml (`newsletter.processor`, `newsletter.retention`) as the legal texts name them. */
export const newsletterFields = ["newsletterProvider", "newsletterRetention"] as const
export type NewsletterField = (typeof newsletterFields)[number]

/** The facts the legal texts may reference as {{name}}; anything else is an error. */
export const legalPlaceholders = [
  "name",
  "legalName",
  "address",
  "phone",
  "email",
  "depositPerRoom",
  // The imprint's facts (data/site.yaml `imprint`); one not yet supplied reads "[wird ergänzt]".
  ...imprintFields,
  // The newsletter's provider and how long it keeps addresses (data/site.yaml `newsletter`); "[wird ergänzt]" while none is set.
  ...newsletterFields,
] as const
export type LegalPlaceholder = (typeof legalPlaceholders)[number]

/** The {{names}} a text uses, in order of appearance. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1])
}

/** The {{names}} a legal text uses that the legal page template does not fill in. */
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
