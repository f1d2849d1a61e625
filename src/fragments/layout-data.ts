import { graphql } from "gatsby"
import { siteFile } from "../content/data-places"

/** Not in Layout.tsx, so Footer can take its type without importing Layout. */
export const layoutData = graphql`
  fragment LayoutData on Query {
    layoutSite: siteYaml {
      name
      legalName
      tagline(language: $language)
      address {
        ...PostalAddress
      }
      ...SiteContact
      openDaily(language: $language)
      copyrightYear
      ui {
        scrollToTopAfter
      }
    }
    legalPages: allLegalYaml(sort: { order: ASC }) {
      nodes {
        slug
        title(language: $language)
      }
    }
  }
`

export type LayoutSite = NonNullable<Queries.LayoutDataFragment["layoutSite"]> & {
  legalPages: Queries.LayoutDataFragment["legalPages"]["nodes"]
}

/** `page`: the page's address, for the message where its query lacks LayoutData (src/gatsby/page-queries.ts stops the build before that). */
export function layoutSite(data: Queries.LayoutDataFragment, page = "this page"): LayoutSite {
  if (!data.layoutSite) {
    throw new Error(
      data.layoutSite === null
        ? `${siteFile} is missing`
        : `${page}: the page's query has no \`...LayoutData\`, which Layout needs: add it (docs/architecture.md, "Add a collection")`,
    )
  }
  return { ...data.layoutSite, legalPages: data.legalPages.nodes }
}
