/** Previews get their data from the entry: `graphql` only has to exist. */
export function graphql(..._parts: unknown[]): string {
  return ""
}

export function withPrefix(path: string): string {
  return path
}

export function navigate(): void {
  // Previews do not navigate.
}
