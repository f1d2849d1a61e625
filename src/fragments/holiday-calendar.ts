import { graphql } from "gatsby"

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
