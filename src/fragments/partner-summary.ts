import { graphql } from "gatsby"
import { carouselImages, type CarouselImage } from "../images/carousel-images"

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

export type PartnerPhotoFields = Pick<Queries.PartnerSummaryFragment, "yamlId" | "imageAlt" | "images">

/** A partner's photos, none while they are to come (the data check asks for `imageAlt` once there are any). */
export function partnerImages(partner: PartnerPhotoFields, sizes: string): CarouselImage[] {
  return carouselImages(partner.images ?? [], partner.imageAlt ?? "", `partner "${partner.yamlId}"`, sizes)
}

export function hasOpeningHours(
  partner: Pick<Queries.PartnerSummaryFragment, "openingHours" | "openingHoursNote">,
): boolean {
  return partner.openingHours.length > 0 || Boolean(partner.openingHoursNote)
}
