import { graphql } from "gatsby"

/** The fragments pages share; `locales` is the name gatsby-plugin-react-i18next reads. */
export const siteFragments = graphql`
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

  fragment PostalAddress on SiteAddress {
    street
    street2
    postalCode
    city
    country(language: $language)
  }

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

  fragment SiteRental on SiteYaml {
    ...SiteContact
    rental {
      depositPerRoom
    }
  }

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

  fragment SiteHoursRules on SiteYaml {
    publicHolidays
    publicHolidayHours {
      ...HoursOfDay
    }
    exceptions {
      ...HoursException
    }
  }

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
