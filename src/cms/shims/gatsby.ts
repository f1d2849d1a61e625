/**
 * `gatsby` in the admin bundle. The site's components import `graphql` for their
 * page-query fragments, which Gatsby's compiler removes; in the CMS previews
 * the data comes from the entry instead, so the tag only has to exist.
 */
export function graphql(..._parts: unknown[]): string {
  return ""
}

export function withPrefix(path: string): string {
  return path
}

export function navigate(): void {
  // Previews do not navigate.
}
