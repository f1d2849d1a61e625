import { graphql } from "gatsby"
import { carouselImages, type CarouselImage } from "../images/carousel-images"

/**
 * What a partner's card (home page) and its detail (partners page) both show, in the
 * page's language; PartnerCard and PartnerDetail spread it and add their own fields.
 */
export const partnerSummary = graphql`
  fragment PartnerSummary on PartnersYaml {
    yamlId
    name
    icon
    website
    category(language: $language)
    description(language: $language)
    imageAlt(language: $language)
    phone {
      href
      display
    }
    openingHours {
      days
      opens
      closes
    }
    openingHoursNote(language: $language)
    publicHolidays
    publicHolidayHours {
      ...HoursOfDay
    }
    exceptions {
      ...HoursException
    }
    images {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [360, 720, 960])
      }
    }
  }
`

/** The part of a partner this module reads (PartnerCardFragment and PartnerDetailFragment have it). */
type PartnerSummary = Pick<
  Queries.PartnerSummaryFragment,
  "yamlId" | "imageAlt" | "images" | "openingHours" | "openingHoursNote"
>

/** The partner's images for its carousel, told how wide they are shown (`sizes`). */
export function partnerImages(partner: PartnerSummary, sizes: string): CarouselImage[] {
  return carouselImages(partner.images, partner.imageAlt, `data/partners/${partner.yamlId}.yaml`, sizes)
}

/** Whether there is anything to show under opening hours: hours or a note such as "by appointment". */
export function hasOpeningHours(partner: PartnerSummary): boolean {
  return partner.openingHours.length > 0 || Boolean(partner.openingHoursNote)
}
