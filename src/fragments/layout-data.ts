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

export function layoutSite(data: Queries.LayoutDataFragment): LayoutSite {
  if (!data.layoutSite) throw new Error(`${siteFile} is missing`)
  return { ...data.layoutSite, legalPages: data.legalPages.nodes }
}
