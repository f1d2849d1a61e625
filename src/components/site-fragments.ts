import { graphql } from "gatsby"

/** What every page's Head needs from data/site.yaml. */
export const siteSeo = graphql`
  fragment SiteSeo on SiteYaml {
    name
    siteUrl
    description {
      de
      en
    }
    address {
      street
      street2
      postalCode
      city
      region
      countryCode
      country {
        de
        en
      }
    }
    phone {
      href
      display
    }
    email {
      address
    }
    openingHours {
      days
      opens
      closes
    }
  }
`

/** What the home page's JSON-LD needs of each partner. */
export const partnerStructuredData = graphql`
  fragment PartnerStructuredData on PartnersYaml {
    yamlId
    name
    icon
    website
    phone {
      href
    }
    description {
      de
      en
    }
    openingHours {
      days
      opens
      closes
    }
  }
`
