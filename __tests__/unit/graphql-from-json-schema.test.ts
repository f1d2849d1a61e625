import fs from "fs"
import path from "path"
import { buildSchema, isObjectType, type GraphQLObjectType, type GraphQLSchema } from "graphql"
import { graphqlTypeDefs, type GraphqlModel } from "../../src/gatsby/graphql-from-json-schema"
import type { JsonSchema, SchemaDocuments } from "../../src/gatsby/json-schema"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { graphqlModel, typeDefs } from "../../src/gatsby/schema"
import { createResolvers } from "../../src/gatsby/plan-markup"
import { schemaGlobs } from "../../src/gatsby/validate-data"
import { yamlTypeName } from "../../src/gatsby/yaml-type-name"

/** What Gatsby declares and the type definitions use, as stubs, so graphql-js can build them. */
const gatsbyStubs = /* GraphQL */ `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  directive @localized on FIELD_DEFINITION
  directive @fittedPhoto on FIELD_DEFINITION
  interface Node {
    id: ID!
  }
  type File implements Node {
    id: ID!
  }
  scalar Date
`

function build(sdl: string): GraphQLSchema {
  return buildSchema(`${gatsbyStubs}\n${sdl}`)
}

/**
 * Every object type reachable from the node types, field by field: the field's type
 * with its list wrapping and nullability ("[File!]!") and its directives; the type's
 * interfaces and directives.
 */
function shape(schema: GraphQLSchema, roots: string[]): Record<string, Record<string, string>> {
  const shapes: Record<string, Record<string, string>> = {}
  const visit = (name: string) => {
    if (shapes[name] || ["File", "Node"].includes(name)) return
    const type = schema.getType(name)
    if (!isObjectType(type)) return
    const own = [
      ...type.getInterfaces().map((i) => `implements ${i.name}`),
      ...(type.astNode?.directives ?? []).map((d) => `@${d.name.value}`),
    ]
    shapes[name] = { "(type)": own.join(" ") }
    for (const field of Object.values(type.getFields())) {
      const directives = (field.astNode?.directives ?? []).map((d) => ` @${d.name.value}`).join("")
      const args = field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(", ")
      shapes[name][field.name] = `${args ? `(${args}) ` : ""}${String(field.type)}${directives}`
    }
    for (const field of Object.values(type.getFields())) visit(String(field.type).replace(/[[\]!]/g, ""))
  }
  roots.forEach(visit)
  return shapes
}

const nodeTypes = Object.values(graphqlModel.nodeTypes)
const documents = readSchemaDocuments()

/**
 * The object types in Gatsby's typegen output (src/gatsby-types.d.ts, written by `gatsby build`
 * from the schema Gatsby really built), field by field, in GraphQL notation: `readonly
 * images: ReadonlyArray<File>;` → "[File!]!". Without the fields every node has.
 */
function typegenShape(file: string, names: string[]): Record<string, Record<string, string>> {
  const source = fs.readFileSync(file, "utf8")
  const graphqlType = (ts: string): string => {
    const maybe = /^Maybe<(.*)>$/.exec(ts)
    const inner = maybe ? maybe[1] : ts
    const list = /^ReadonlyArray<(.*)>$/.exec(inner)
    const named = list ? `[${graphqlType(list[1])}]` : (/^Scalars\['(\w+)'\]$/.exec(inner)?.[1] ?? inner)
    return maybe ? named : `${named}!`
  }
  return Object.fromEntries(
    names.map((name) => {
      const match = new RegExp(`^type ${name} = (Node & )?\\{\\n([^]*?)^\\};`, "m").exec(source)
      if (!match) return [name, {}]
      const [, node, body] = match
      // A node's own fields (Gatsby's); an object written in place may have an `id` of its own (a plan's unit).
      const fields = [...body.matchAll(/^ {2}readonly (\w+): (.*);$/gm)]
        .filter(([, field]) => !(node && ["id", "parent", "children", "internal"].includes(field)))
        .map(([, field, ts]) => [field, graphqlType(ts)])
      return [name, Object.fromEntries(fields)]
    }),
  )
}

/** A shape without what typegen does not show: directives, arguments, the type's interfaces. */
const withoutDirectives = (shapes: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(shapes).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => field !== "(type)")
          .map(([field, fieldShape]) => [field, fieldShape.replace(/^\(.*?\) /, "").replace(/ @\w+/g, "")]),
      ),
    ]),
  )

describe("GraphQL types from the JSON Schemas", () => {
  it("are the types Gatsby built (src/gatsby-types.d.ts; after a schema change, npm run build writes it anew)", () => {
    const generated = withoutDirectives(shape(build(typeDefs()), nodeTypes))
    // And the fields gatsby-node's createResolvers adds (the plan's markup).
    ;(createResolvers as (args: never) => void)({
      createResolvers: (added: Record<string, Record<string, { type: string }>>) => {
        for (const [type, fields] of Object.entries(added))
          for (const [field, config] of Object.entries(fields)) generated[type][field] = config.type
      },
    } as never)
    const typegen = typegenShape(path.resolve(__dirname, "../../src/gatsby-types.d.ts"), Object.keys(generated))
    for (const type of Object.keys(generated)) expect({ type, ...typegen[type] }).toEqual({ type, ...generated[type] })
  })

  it("declare the node types with @dontInfer and Gatsby's directives on image and date fields", () => {
    const shapes = shape(build(typeDefs()), nodeTypes)
    for (const type of nodeTypes)
      expect({ type, is: shapes[type]["(type)"] }).toEqual({ type, is: "implements Node @dontInfer" })
    // @fittedPhoto after @fileByRelativePath: a photo stored sideways or too large is read from its fitted copy.
    expect(shapes.RoomsYaml.image).toBe("File! @fileByRelativePath @fittedPhoto")
    expect(shapes.RoomsYaml.images).toBe("[File!]! @fileByRelativePath @fittedPhoto")
    // A partner may come before its photos.
    expect(shapes.PartnersYaml.images).toBe("[File!] @fileByRelativePath @fittedPhoto")
    expect(shapes.EventPhoto.image).toBe("File! @fileByRelativePath @fittedPhoto")
    expect(shapes.EventsYaml.end).toBe("String")
    expect(shapes.LegalYaml.updated).toBe("Date! @dateformat")
    expect(shapes.NewsItem.date).toBe("Date! @dateformat")
    expect(shapes.SiteAddress.street2).toBe("String")
    expect(shapes.SiteUi.revealThreshold).toBe("Float!")
    expect(shapes.SiteUi.scrollToTopAfter).toBe("Int!")
    expect(shapes.OpeningHoursSpec.days).toBe("[String!]!")
    expect(shapes.RoomsYaml.musicLimitDb).toBe("Int")
  })
})

describe("GraphQL types: bilingual texts", () => {
  const extension = build(graphqlTypeDefs(documents, graphqlModel))
  const strings = shape(extension, nodeTypes)

  it("are a String with @localized (read in the page's language), required or not, in lists too", () => {
    expect(strings.RoomsYaml.name).toBe("String! @localized")
    expect(strings.RoomsYaml.features).toBe("[String!]! @localized")
    expect(strings.PartnersYaml.openingHoursNote).toBe("String @localized")
    expect(strings.HomeAbout.history).toBe("TextCard!")
    expect(strings.TextCard.title).toBe("String! @localized")
    expect(extension.getType("LocalizedText")).toBeUndefined()
  })
})

describe("GraphQL types: what the schemas say besides the types", () => {
  const schema = build(typeDefs())
  const fields = (type: string) => (schema.getType(type) as GraphQLObjectType).getFields()
  const defs = documents["defs.schema.json"].definitions!

  it("take the descriptions from the schemas (a field's own over its definition's)", () => {
    expect(fields("PhoneNumber").href.description).toBe(defs.phone.properties!.href.description)
    expect(schema.getType("PhoneNumber")!.description).toBe(defs.phone.description)
    expect(fields("SiteYaml").tagline.description).toBe(documents["site.schema.json"].properties!.tagline.description)
    expect(fields("SiteYaml").tagline.description).not.toBe(defs.localizedText.description)
    expect(schema.getType("SiteYaml")!.description).toBe(documents["site.schema.json"].description)
  })

  it("name the node types as gatsby-transformer-yaml does, with id as yamlId", () => {
    expect(graphqlModel.nodeTypes).toEqual(
      Object.fromEntries(
        Object.entries(schemaGlobs).map(([glob, file]) => {
          const [, folder, name] = /^data\/(?:([^/]+)\/)?([^/*]+|\*)\.yaml$/.exec(glob)!
          return [file, yamlTypeName({ node: { relativeDirectory: folder ?? "", name } })]
        }),
      ),
    )
    expect(fields("PartnersYaml").yamlId.type.toString()).toBe("String!")
    expect(fields("PartnersYaml").id).toBeUndefined()
  })
})

describe("GraphQL types: what the generator does not know is an error naming the schema and the place", () => {
  const changed =
    (change: (documents: SchemaDocuments) => void, model: Partial<GraphqlModel> = {}) =>
    () => {
      const copy = JSON.parse(JSON.stringify(documents)) as SchemaDocuments
      change(copy)
      return graphqlTypeDefs(copy, { ...graphqlModel, ...model })
    }
  const property = (copy: SchemaDocuments, file: string, name: string) =>
    copy[file].properties![name] as JsonSchema & Record<string, unknown>
  const definition = (copy: SchemaDocuments, name: string) =>
    copy["defs.schema.json"].definitions![name] as JsonSchema & Record<string, unknown>

  it("an unknown keyword, in a file or in a definition", () => {
    expect(changed((copy) => (property(copy, "room.schema.json", "capacity").multipleOf = 2))).toThrow(
      'room.schema.json#/properties/capacity: the GraphQL types do not know the schema keyword "multipleOf"',
    )
    expect(changed((copy) => (definition(copy, "phone").oneOf = [{ type: "string" }]))).toThrow(
      'defs.schema.json#/definitions/phone: the GraphQL types do not know the schema keyword "oneOf"',
    )
  })

  it("an object that allows other fields, a type or a format it does not know, a list without items", () => {
    expect(changed((copy) => delete property(copy, "site.schema.json", "address").additionalProperties)).toThrow(
      'site.schema.json#/properties/address: an object needs "additionalProperties": false',
    )
    expect(
      changed((copy) => (property(copy, "room.schema.json", "capacity").type = ["integer", "null"] as never)),
    ).toThrow('room.schema.json#/properties/capacity: the GraphQL types do not know the type ["integer","null"]')
    expect(changed((copy) => (property(copy, "legal.schema.json", "updated").format = "date-time"))).toThrow(
      'legal.schema.json#/properties/updated: the GraphQL types do not know the format "date-time"',
    )
    expect(changed((copy) => delete property(copy, "event.schema.json", "photos").items)).toThrow(
      'event.schema.json#/properties/photos: a list needs "items"',
    )
  })

  it("a $ref it cannot follow, a required field that is not there, a missing schema", () => {
    expect(
      changed((copy) => (property(copy, "partner.schema.json", "phone").$ref = "https://example.at/phone.json")),
    ).toThrow('partner.schema.json#/properties/phone: unsupported $ref "https://example.at/phone.json"')
    expect(changed((copy) => copy["room.schema.json"].required!.push("colour"))).toThrow(
      'room.schema.json#: "colour" is required but not a property',
    )
    expect(changed(() => undefined, { nodeTypes: { "shop.schema.json": "ShopsYaml" } })).toThrow(
      "shop.schema.json: no such schema",
    )
  })

  it("two different objects with one type name", () => {
    expect(
      changed(() => undefined, {
        inlineTypes: { ...graphqlModel.inlineTypes, "site.schema.json#/properties/address": "PhoneNumber" },
      }),
    ).toThrow(
      "site.schema.json#/properties/address: the GraphQL type name PhoneNumber is taken by defs.schema.json#/definitions/phone",
    )
  })
})
