import type { GatsbyNode } from "gatsby"
import { graphqlTypeDefs, type GraphqlModel } from "./graphql-from-json-schema"
import type { SchemaDocuments } from "./json-schema"
import { readSchemaDocuments } from "./schema-files"

/** The hand-written types the generated ones replace (kept until the test shows they are the same). */
export const handWrittenTypeDefs = /* GraphQL */ `
  type LocalizedText {
    de: String!
    en: String!
  }

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
    label: LocalizedText!
  }

  type TextCard {
    title: LocalizedText!
    text: LocalizedText!
  }

  type SiteAddress {
    street: String!
    street2: String
    postalCode: String!
    city: String!
    region: String!
    country: LocalizedText!
    countryCode: String!
  }

  type SiteEmail {
    address: String!
    display: String!
    subject: LocalizedText!
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
    tagline: LocalizedText!
    description: LocalizedText!
    address: SiteAddress!
    phone: PhoneNumber!
    email: SiteEmail!
    openDaily: LocalizedText!
    openingHours: [OpeningHoursSpec!]!
    copyrightYear: Int!
    map: SiteMap!
    rental: SiteRental!
    ui: SiteUi!
  }

  type HomeHero {
    welcome: LocalizedText!
    lead: LocalizedText!
    image: File! @fileByRelativePath
    imageAlt: LocalizedText!
  }

  type HomeAbout {
    badge: LocalizedText!
    title: LocalizedText!
    intro: [LocalizedText!]!
    history: TextCard!
    vision: TextCard!
  }

  type HomePartnersSection {
    headline: LocalizedText!
    subtitle: LocalizedText!
    description: LocalizedText!
  }

  type NewsItem {
    date: Date! @dateformat
    title: LocalizedText!
    text: LocalizedText!
  }

  type HomeNews {
    title: LocalizedText!
    intro: LocalizedText!
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
    alt: LocalizedText!
    caption: LocalizedText!
  }

  type EventsYaml implements Node @dontInfer {
    title: LocalizedText!
    intro: LocalizedText!
    gallery: [GalleryPhoto!]!
    photoSite: LinkTo!
  }

  type PartnersYaml implements Node @dontInfer {
    yamlId: String!
    order: Int!
    name: String!
    category: LocalizedText!
    description: LocalizedText!
    icon: String!
    image: File! @fileByRelativePath
    images: [File!]! @fileByRelativePath
    imageAlt: LocalizedText!
    website: String
    phone: PhoneNumber
    email: String
    openingHours: [OpeningHoursSpec!]!
    openingHoursNote: LocalizedText
    homeCarouselInterval: Int!
  }

  type RoomsYaml implements Node @dontInfer {
    yamlId: String!
    order: Int!
    roomType: String!
    name: LocalizedText!
    capacity: Int!
    pricePerDay: Float!
    sizeSqm: Float!
    musicLimitDb: Int
    image: File! @fileByRelativePath
    images: [File!]! @fileByRelativePath
    imageAlt: LocalizedText!
    features: [LocalizedText!]!
    description: LocalizedText!
    detailedDescription: LocalizedText!
    amenities: [LocalizedText!]!
  }

  type LegalSection {
    heading: LocalizedText!
    paragraphs: [LocalizedText!]!
  }

  type LegalYaml implements Node @dontInfer {
    slug: String!
    order: Int!
    title: LocalizedText!
    description: LocalizedText!
    updated: Date! @dateformat
    sections: [LegalSection!]!
  }
`

/**
 * What the JSON Schemas cannot say about the GraphQL types of data/ (the rest is
 * generated from schemas/ by graphql-from-json-schema.ts).
 */
export const graphqlModel: GraphqlModel = {
  // As gatsby-transformer-yaml names them (yaml-type-name.ts): data/site.yaml → SiteYaml, data/partners/*.yaml → PartnersYaml
  nodeTypes: {
    "site.schema.json": "SiteYaml",
    "home.schema.json": "HomeYaml",
    "events.schema.json": "EventsYaml",
    "partner.schema.json": "PartnersYaml",
    "room.schema.json": "RoomsYaml",
    "legal.schema.json": "LegalYaml",
  },
  definitionTypes: {
    "defs.schema.json#/definitions/phone": "PhoneNumber",
    "defs.schema.json#/definitions/openingHoursEntry": "OpeningHoursSpec",
  },
  inlineTypes: {
    "events.schema.json#/properties/photoSite": "LinkTo",
    "events.schema.json#/properties/gallery/items": "GalleryPhoto",
    "legal.schema.json#/properties/sections/items": "LegalSection",
  },
  nodeFieldNames: { id: "yamlId" },
  imagePath: "defs.schema.json#/definitions/imagePath",
  localizedText: "defs.schema.json#/definitions/localizedText",
  // THE SWITCH: "extension" once the @localized field extension (localized-field.ts) is in and the queries read title(language: $language).
  localizedFields: "object",
}

/** The type definitions of data/, from schemas/. */
export function typeDefs(documents: SchemaDocuments = readSchemaDocuments()): string {
  return graphqlTypeDefs(documents, graphqlModel)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs())
}
