import type { GatsbyNode } from "gatsby"
import { graphqlTypeDefs, type GraphqlModel } from "./graphql-from-json-schema"
import type { SchemaDocuments } from "./json-schema"
import { localizedFieldExtension } from "./localized-field"
import { readSchemaDocuments } from "./schema-files"

/**
 * What the JSON Schemas cannot say about the GraphQL types of data/ (the rest is
 * generated from schemas/ by graphql-from-json-schema.ts).
 */
export const graphqlModel: GraphqlModel = {
  // As gatsby-transformer-yaml names them (yaml-type-name.ts): data/site.yaml → SiteYaml, data/partners/*.yaml → PartnersYaml
  nodeTypes: {
    "site.schema.json": "SiteYaml",
    "home.schema.json": "HomeYaml",
    "event.schema.json": "EventsYaml",
    "partner.schema.json": "PartnersYaml",
    "room.schema.json": "RoomsYaml",
    "legal.schema.json": "LegalYaml",
  },
  definitionTypes: {
    "defs.schema.json#/definitions/phone": "PhoneNumber",
    "defs.schema.json#/definitions/openingHoursEntry": "OpeningHoursSpec",
  },
  inlineTypes: {
    "event.schema.json#/properties/cover": "EventCover",
    "event.schema.json#/properties/photos/items": "EventPhoto",
    "event.schema.json#/properties/album": "LinkTo",
    "legal.schema.json#/properties/sections/items": "LegalSection",
  },
  nodeFieldNames: { id: "yamlId" },
  imagePath: "defs.schema.json#/definitions/imagePath",
  localizedText: "defs.schema.json#/definitions/localizedText",
  // Bilingual texts are strings in the page's language: queries read title(language: $language) (localized-field.ts).
  localizedFields: "extension",
}

/** The type definitions of data/, from schemas/. */
export function typeDefs(documents: SchemaDocuments = readSchemaDocuments()): string {
  return graphqlTypeDefs(documents, graphqlModel)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(localizedFieldExtension)
  actions.createTypes(typeDefs())
}
