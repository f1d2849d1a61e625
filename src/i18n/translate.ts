/** For Head, where the plugin's hooks return bare keys. */
export interface LocalesData {
  readonly edges: readonly {
    readonly node: { readonly ns: string | null; readonly data: string | null; readonly language: string | null }
  }[]
}

/** Interface words: groups of words by key, as in locales/<language>/translation.json. */
export type Words = { [key: string]: string | Words }

export type Translate = (key: string, values?: Record<string, string | number>) => string

/** Fills "{{name}}" from `values`' own properties only: "{{constructor}}" is no placeholder of Object's. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  )
}

export function translatorFromLocales(locales: LocalesData, ns = "translation"): Translate {
  const edge = locales.edges.find(({ node }) => node.ns === ns) ?? locales.edges[0]
  const dictionary: Words = edge?.node.data ? JSON.parse(edge.node.data) : {}
  return (key, values) => {
    let current: string | Words | undefined = dictionary
    for (const part of key.split(".")) {
      current = typeof current === "object" && Object.hasOwn(current, part) ? current[part] : undefined
    }
    if (typeof current !== "string") {
      throw new Error(`Missing translation "${key}" in locales/${edge?.node.language ?? "?"}/${ns}.json`)
    }
    return interpolate(current, values)
  }
}
