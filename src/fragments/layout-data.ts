import { graphql } from "gatsby"

/**
 * What Layout (header, footer, scroll-to-top) shows, in the page's language: every page
 * query spreads `...LayoutData` and hands its data to <Layout data={data}>.
 * Here, not in Layout.tsx, so Footer can take its type without importing Layout.
 */
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

/** The site data of Layout, with the legal pages for the footer; data/site.yaml must exist. */
export function layoutSite(data: Queries.LayoutDataFragment): LayoutSite {
  if (!data.layoutSite) throw new Error("data/site.yaml is missing")
  return { ...data.layoutSite, legalPages: data.legalPages.nodes }
}
