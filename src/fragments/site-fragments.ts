import { graphql } from "gatsby"

/**
 * The UI strings of the page's language, under the name gatsby-plugin-react-i18next
 * reads (`data.locales`); Head translates with them too (translatorFromLocales).
 */
export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`

/** The address as Address (addressLines) shows it, in the page's language. */
export const postalAddress = graphql`
  fragment PostalAddress on SiteAddress {
    street
    street2
    postalCode
    city
    country(language: $language)
  }
`

/** The passage's phone and e-mail as links show them (telHref, mailtoHref with the subject). */
export const siteContact = graphql`
  fragment SiteContact on SiteYaml {
    phone {
      href
      display
    }
    email {
      address
      display
      subject(language: $language)
    }
  }
`

/**
 * What the party-room pages say about renting besides the rooms themselves: the deposit and how to
 * reach the passage (/party-rooms/ and the inquiry's thank-you page).
 */
export const siteRental = graphql`
  fragment SiteRental on SiteYaml {
    ...SiteContact
    rental {
      depositPerRoom
    }
  }
`

/** What every page's Head needs from data/site.yaml (PageHead, structured-data.ts). */
export const siteSeo = graphql`
  fragment SiteSeo on SiteYaml {
    name
    siteUrl
    description(language: $language)
    address {
      ...PostalAddress
      region
      countryCode
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

/** What the home page's JSON-LD needs of each partner (the rest is on the partner's page). */
export const partnerStructuredData = graphql`
  fragment PartnerStructuredData on PartnersYaml {
    yamlId
    name
    icon
  }
`

/** The passage's public holiday rule and exceptions: "open now" on contact, the home page's JSON-LD. */
export const siteHoursRules = graphql`
  fragment SiteHoursRules on SiteYaml {
    publicHolidays
    publicHolidayHours {
      ...HoursOfDay
    }
    exceptions {
      ...HoursException
    }
  }
`
