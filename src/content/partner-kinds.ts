/**
 * The kinds of business the partner list is narrowed by: the `kind` enum of schemas/partner.schema.json (a unit test
 * keeps the two equal; the schema is too big for the browser). Their names: `partnerKinds.<kind>` in locales/.
 */
export const partnerKinds = ["food", "beauty", "fashion", "services"] as const

export type PartnerKind = (typeof partnerKinds)[number]

/** A kind's own page, without the language prefix: it works without JavaScript and can be shared. */
export function partnerKindPath(kind: PartnerKind): string {
  return `/partners/kind/${kind}/`
}

export function isPartnerKind(value: unknown): value is PartnerKind {
  return (partnerKinds as readonly unknown[]).includes(value)
}

/** How many partners each kind has, every kind in order (none: 0, so the list of kinds never changes). */
export function kindCounts(partners: readonly { readonly kind: string }[]): { kind: PartnerKind; count: number }[] {
  return partnerKinds.map((kind) => ({ kind, count: partners.filter((partner) => partner.kind === kind).length }))
}
