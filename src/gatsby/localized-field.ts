import fs from "fs"
import path from "path"
import type { GraphQLResolveInfo } from "graphql"
import { folderCollectionNamed, interfaceWords } from "../content/collections"
import { projectRoot } from "../content/data-files"
import { factValues, fillFacts, hasFactPlaceholder, siteFactsOf, type FactWords } from "../content/site-facts"
import { isLanguage, languages } from "../i18n/languages"

/** `@localized`: a `{ de, en }` text read as a string in the language the query asks for: `title(language: $language)`. */
export const localizedFieldExtension = {
  name: "localized",
  description: "A { de, en } text of the YAML, resolved to the language of the field's `language` argument.",
  /* The directive itself takes no arguments; the field it marks gets the required `language`. */
  args: {},
  extend() {
    return {
      args: { language: "String!" },
      resolve: (source: unknown, args: { language?: unknown }, context: FactsContext, info: GraphQLResolveInfo) => {
        const value = resolveLocalized(source, args, info)
        const texts = Array.isArray(value) ? value : [value]
        if (!texts.some((text) => typeof text === "string" && hasFactPlaceholder(text))) return value
        return withFacts(value, args.language as string, context)
      },
    }
  },
}

/** What the resolver reads the facts through: Gatsby's node model (which records what a page's query read). */
interface FactsContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<Record<string, unknown>> }> }
}

/** The facts of data/ ({{partnerCount}} …, src/content/site-facts.ts) filled into a resolved text or list of texts. */
async function withFacts(value: unknown, language: string, { nodeModel }: FactsContext): Promise<unknown> {
  const [partners, rooms] = await Promise.all(
    ["partners", "rooms"].map(async (name) => [
      ...(await nodeModel.findAll({ type: folderCollectionNamed(name).nodeType })).entries,
    ]),
  )
  const words = JSON.parse(fs.readFileSync(path.join(projectRoot, interfaceWords.file(language)), "utf8")) as FactWords
  const values = factValues(siteFactsOf(partners, rooms), words, language)
  const fill = (text: unknown) => (typeof text === "string" ? fillFacts(text, values) : text)
  return Array.isArray(value) ? value.map(fill) : fill(value)
}

type Texts = Record<string, unknown>

function pick(value: unknown, language: string, where: string): unknown {
  if (value === null || value === undefined) return null
  if (typeof value !== "object" || Array.isArray(value))
    throw new Error(`@localized: ${where} is not a { ${languages.join(", ")} } text`)
  return (value as Texts)[language] ?? null
}

/** The resolver of a `@localized` field: source[field][language] (for lists, of each entry). */
export function resolveLocalized(
  source: unknown,
  args: { language?: unknown },
  info: Pick<GraphQLResolveInfo, "fieldName" | "parentType">,
): unknown {
  const where = `${info.parentType.name}.${info.fieldName}`
  if (!isLanguage(args.language))
    throw new Error(
      `@localized: unknown language ${JSON.stringify(args.language)} for ${where} (the site has ${languages.join(", ")})`,
    )
  const language = args.language
  const value = (source as Texts | null | undefined)?.[info.fieldName]
  if (Array.isArray(value)) return value.map((entry, index) => pick(entry, language, `${where}[${index}]`))
  return pick(value, language, where)
}
