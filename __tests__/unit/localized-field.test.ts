import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  graphql,
  type GraphQLFieldConfig,
} from "graphql"
import { localizedFieldExtension, resolveLocalized } from "../../src/gatsby/localized-field"
import { createSchemaCustomization, typeDefs } from "../../src/gatsby/schema"

const info = (fieldName: string, parentType = "HomeHero") => ({ fieldName, parentType: { name: parentType } }) as never

describe("@localized resolver", () => {
  const hero = {
    welcome: { de: "Willkommen in der", en: "Welcome to the" },
    paragraphs: [
      { de: "Eins", en: "One" },
      { de: "Zwei", en: "Two" },
    ],
    note: null,
  }

  it("gives the requested language of a { de, en } text", () => {
    expect(resolveLocalized(hero, { language: "de" }, info("welcome"))).toBe("Willkommen in der")
    expect(resolveLocalized(hero, { language: "en" }, info("welcome"))).toBe("Welcome to the")
  })

  it("gives each entry of a list in the requested language", () => {
    expect(resolveLocalized(hero, { language: "en" }, info("paragraphs"))).toEqual(["One", "Two"])
  })

  it("gives null for an optional text that is not filled", () => {
    expect(resolveLocalized(hero, { language: "en" }, info("note"))).toBeNull()
    expect(resolveLocalized(hero, { language: "en" }, info("missing"))).toBeNull()
  })

  it("names the field and the languages when asked for an unknown language", () => {
    expect(() => resolveLocalized(hero, { language: "fr" }, info("welcome"))).toThrow(
      '@localized: unknown language "fr" for HomeHero.welcome (the site has de, en)',
    )
    expect(() => resolveLocalized(hero, {}, info("welcome"))).toThrow(/unknown language undefined/)
  })

  it("refuses a value that is not a { de, en } text", () => {
    expect(() => resolveLocalized({ welcome: "Hallo" }, { language: "de" }, info("welcome"))).toThrow(
      "@localized: HomeHero.welcome is not a { de, en } text",
    )
  })
})

describe("@localized field extension", () => {
  /** A field as Gatsby extends it: the extension's args and resolver on a String field. */
  function schemaWith(type: GraphQLFieldConfig<unknown, unknown>["type"]) {
    const extended = localizedFieldExtension.extend()
    const Hero = new GraphQLObjectType({
      name: "HomeHero",
      fields: {
        welcome: {
          type,
          args: { language: { type: new GraphQLNonNull(GraphQLString) } },
          resolve: extended.resolve as GraphQLFieldConfig<unknown, unknown>["resolve"],
        },
      },
    })
    return new GraphQLSchema({
      query: new GraphQLObjectType({
        name: "Query",
        fields: { hero: { type: Hero, resolve: () => ({ welcome: { de: "Willkommen", en: "Welcome" } }) } },
      }),
    })
  }

  it("adds a required language argument to the field", () => {
    expect(localizedFieldExtension.name).toBe("localized")
    expect(localizedFieldExtension.extend().args).toEqual({ language: "String!" })
  })

  it("answers a query with a language variable, as the page queries ask", async () => {
    const schema = schemaWith(new GraphQLNonNull(GraphQLString))
    const query = 'query ($language: String!) { hero { welcome(language: $language) de: welcome(language: "de") } }'
    const result = await graphql({ schema, source: query, variableValues: { language: "en" } })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ hero: { welcome: "Welcome", de: "Willkommen" } })
  })

  it("fills in the facts of data/ from the partners and rooms the query's node model finds", async () => {
    const resolve = localizedFieldExtension.extend().resolve
    const nodes: Record<string, Record<string, unknown>[]> = {
      PartnersYaml: [{ kind: "food" }, { kind: "fashion" }, { kind: "food" }],
      RoomsYaml: [{}, {}],
    }
    const context = { nodeModel: { findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] }) } }
    const source = {
      text: { de: "{{partnerCount}} Betriebe: {{partnerKinds}}", en: "{{roomCount}} rooms, {{partnerKinds}}" },
      plain: { de: "Ohne", en: "None" },
    }
    const info = (fieldName: string) => ({ fieldName, parentType: { name: "HomeYaml" } }) as never
    expect(await resolve(source, { language: "de" }, context, info("text"))).toBe(
      "Drei Betriebe: Essen & Trinken und Mode",
    )
    expect(await resolve(source, { language: "en" }, context, info("text"))).toBe(
      "Two rooms, food and drink and fashion",
    )
    expect(resolve(source, { language: "en" }, context, info("plain"))).toBe("None")
  })

  it("reports an unknown language as a query error", async () => {
    const schema = schemaWith(new GraphQLList(GraphQLString))
    const result = await graphql({ schema, source: '{ hero { welcome(language: "fr") } }' })
    expect(result.errors?.[0].message).toMatch(/unknown language "fr" for HomeHero.welcome/)
  })

  it("is registered with the types, and every bilingual field follows the one rule", () => {
    const actions = { createFieldExtension: jest.fn(), createTypes: jest.fn() }
    ;(createSchemaCustomization as (args: never) => void)({ actions } as never)
    expect(actions.createFieldExtension).toHaveBeenCalledWith(localizedFieldExtension)
    // The extension comes first: the types created next use it.
    expect(actions.createFieldExtension.mock.invocationCallOrder[0]).toBeLessThan(
      actions.createTypes.mock.invocationCallOrder[0],
    )
    const sdl = typeDefs()
    expect(actions.createTypes).toHaveBeenCalledWith(sdl)
    expect(sdl).not.toMatch(/LocalizedText/)
    const marked = sdl.split("\n").filter((line) => line.includes("@localized"))
    expect(marked.length).toBeGreaterThan(30)
    for (const line of marked) expect(line).toMatch(/^\s+\w+: (String!?|\[String!\]!) @localized$/)
  })
})
