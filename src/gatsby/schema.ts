import type { GatsbyNode } from "gatsby"
import { localizedFieldExtension } from "./localized-field"

/**
 * The one place that declares the YAML content types (data/**.yaml).
 * `!` marks what an editor must fill; `@dontInfer` keeps queries independent
 * of which optional fields happen to be filled today. `@localized` marks a
 * `{ de, en }` text: queries read it as `field(language: $language)` (./localized-field.ts).
 */
export const typeDefs = /* GraphQL */ `
  type PhoneNumber {
    "Dialable form for tel: links, e.g. +436601234567"
    href: String!
    "Form shown to visitors, e.g. +43 660 123 45 67"
    display: String!
  }

  type OpeningHoursSpec {
    "Weekdays: mon, tue, wed, thu, fri, sat, sun"
    days: [String!]!
    "HH:MM"
    opens: String!
    "HH:MM, 24:00 for midnight"
    closes: String!
  }

  type LinkTo {
    url: String!
    label: String! @localized
  }

  type TextCard {
    title: String! @localized
    text: String! @localized
  }

  type SiteAddress {
    street: String!
    street2: String
    postalCode: String!
    city: String!
    region: String!
    country: String! @localized
    countryCode: String!
  }

  type SiteEmail {
    address: String!
    display: String!
    subject: String! @localized
  }

  type SiteMap {
    embedUrl: String!
    linkUrl: String!
    provider: String!
  }

  type SiteRental {
    depositPerRoom: Int!
    currency: String!
  }

  type SiteUi {
    "Show the scroll-to-top button after this many pixels"
    scrollToTopAfter: Int!
    "Share of a section (0–1) that must be visible before it fades in"
    revealThreshold: Float!
    "Cross-fade of the home page's carousels in ms"
    carouselFadeHomeMs: Int!
    "Cross-fade of the other carousels in ms"
    carouselFadeMs: Int!
  }

  type SiteYaml implements Node @dontInfer {
    name: String!
    legalName: String!
    siteUrl: String!
    tagline: String! @localized
    description: String! @localized
    address: SiteAddress!
    phone: PhoneNumber!
    email: SiteEmail!
    openDaily: String! @localized
    openingHours: [OpeningHoursSpec!]!
    copyrightYear: Int!
    map: SiteMap!
    rental: SiteRental!
    ui: SiteUi!
  }

  type HomeHero {
    welcome: String! @localized
    lead: String! @localized
    image: File! @fileByRelativePath
    imageAlt: String! @localized
  }

  type HomeAbout {
    badge: String! @localized
    title: String! @localized
    intro: [String!]! @localized
    history: TextCard!
    vision: TextCard!
  }

  type HomePartnersSection {
    headline: String! @localized
    subtitle: String! @localized
    description: String! @localized
  }

  type NewsItem {
    date: Date! @dateformat
    title: String! @localized
    text: String! @localized
  }

  type HomeNews {
    title: String! @localized
    intro: String! @localized
    items: [NewsItem!]!
  }

  type HomeYaml implements Node @dontInfer {
    hero: HomeHero!
    about: HomeAbout!
    partnersSection: HomePartnersSection!
    news: HomeNews!
  }

  type GalleryPhoto {
    image: File! @fileByRelativePath
    alt: String! @localized
    caption: String! @localized
  }

  type EventsYaml implements Node @dontInfer {
    title: String! @localized
    intro: String! @localized
    gallery: [GalleryPhoto!]!
    photoSite: LinkTo!
  }

  type PartnersYaml implements Node @dontInfer {
    yamlId: String!
    order: Int!
    name: String!
    category: String! @localized
    description: String! @localized
    icon: String!
    image: File! @fileByRelativePath
    images: [File!]! @fileByRelativePath
    imageAlt: String! @localized
    website: String
    phone: PhoneNumber
    email: String
    openingHours: [OpeningHoursSpec!]!
    openingHoursNote: String @localized
    homeCarouselInterval: Int!
  }

  type RoomsYaml implements Node @dontInfer {
    yamlId: String!
    order: Int!
    roomType: String!
    name: String! @localized
    capacity: Int!
    pricePerDay: Float!
    sizeSqm: Float!
    musicLimitDb: Int
    image: File! @fileByRelativePath
    images: [File!]! @fileByRelativePath
    imageAlt: String! @localized
    features: [String!]! @localized
    description: String! @localized
    detailedDescription: String! @localized
    amenities: [String!]! @localized
  }

  type LegalSection {
    heading: String! @localized
    paragraphs: [String!]! @localized
  }

  type LegalYaml implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String! @localized
    description: String! @localized
    updated: Date! @dateformat
    sections: [LegalSection!]!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(localizedFieldExtension)
  actions.createTypes(typeDefs)
}
