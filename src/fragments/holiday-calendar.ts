import { graphql } from "gatsby"

/** The public holidays of the coming months and the build's day (src/components/hours/holiday-calendar.tsx). */
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
