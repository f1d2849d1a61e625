import { graphql } from "gatsby"

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
