import { graphql } from "gatsby"

/**
 * The parts of opening-hours rules that partners (PartnerSummary) and the passage
 * (SiteHoursRules) write alike: a day's hours and a dated exception, in the page's language.
 */
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
