import { graphql } from "gatsby"

/** `locales` is the name gatsby-plugin-react-i18next reads. */
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

export const postalAddress = graphql`
  fragment PostalAddress on SiteAddress {
    street
    street2
    postalCode
    city
    country(language: $language)
  }
`

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

export const siteRental = graphql`
  fragment SiteRental on SiteYaml {
    ...SiteContact
    rental {
      depositPerRoom
    }
  }
`

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

export const hoursRuleParts = graphql`
  fragment HoursOfDay on DayHours {
    opens
    closes
  }

  fragment HoursException on OpeningHoursException {
    from
    to
    hours {
      ...HoursOfDay
    }
    reason(language: $language)
  }
`

export const holidayCalendar = graphql`
  fragment HolidayCalendar on Query {
    holidayCalendar {
      builtOn
      holidays {
        date
        name(language: $language)
      }
    }
  }
`
