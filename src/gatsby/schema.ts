import type { GatsbyNode } from "gatsby"
import { collections, nodeFieldNames } from "../content/collections"
import { graphqlTypeDefs, type GraphqlModel } from "./graphql-from-json-schema"
import { imagePathDefinition, type SchemaDocuments } from "./json-schema"
import { localizedFieldExtension } from "./localized-field"
import { fittedPhotoExtension, photoSizeField, photoSizeTypeDefs } from "./photos"
import { readSchemaDocuments } from "./schema-files"
import { publicHolidayTypeDefs } from "./public-holidays"
import { planCodeTypeDefs } from "./plan-markup"

/** What the JSON Schemas cannot say about the GraphQL types (the rest: graphql-from-json-schema.ts). */
export const graphqlModel: GraphqlModel = {
  nodeTypes: Object.fromEntries(collections.map((collection) => [collection.schema, collection.nodeType])),
  definitionTypes: {
    "defs.schema.json#/definitions/phone": "PhoneNumber",
    "defs.schema.json#/definitions/openingHoursEntry": "OpeningHoursSpec",
  },
  inlineTypes: Object.fromEntries(
    collections.flatMap((collection) =>
      Object.entries(collection.graphqlTypes ?? {}).map(([pointer, name]) => [
        `${collection.schema}#/${pointer}`,
        name,
      ]),
    ),
  ),
  nodeFieldNames,
  imagePath: imagePathDefinition,
  // A photo stored sideways or too large: the build's fitted copy (src/gatsby/photos.ts).
  imageExtension: "fittedPhoto",
  localizedText: "defs.schema.json#/definitions/localizedText",
}

/** The type definitions of data/, from schemas/. */
export function typeDefs(documents: SchemaDocuments = readSchemaDocuments()): string {
  return graphqlTypeDefs(documents, graphqlModel)
}

export const createSchemaCustomization: NonNullable<GatsbyNode["createSchemaCustomization"]> = ({ actions }) => {
  actions.createFieldExtension(localizedFieldExtension)
  actions.createFieldExtension(fittedPhotoExtension())
  actions.createFieldExtension({ name: "photoSize", extend: () => photoSizeField })
  actions.createTypes(typeDefs())
  actions.createTypes(photoSizeTypeDefs)
  actions.createTypes(publicHolidayTypeDefs)
  actions.createTypes(planCodeTypeDefs)
}
