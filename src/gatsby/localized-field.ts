import type { GraphQLResolveInfo } from "graphql"
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
      resolve: (source: unknown, args: { language?: unknown }, _context: unknown, info: GraphQLResolveInfo) =>
        resolveLocalized(source, args, info),
    }
  },
}

type Texts = Record<string, unknown>

function pick(value: unknown, language: string, where: string): unknown {
  if (value === null || value === undefined) return null
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`@localized: ${where} is not a { ${languages.join(", ")} } text`)
  }
  return (value as Texts)[language] ?? null
}

/** The resolver of a `@localized` field: source[field][language] (for lists, of each entry). */
export function resolveLocalized(
  source: unknown,
  args: { language?: unknown },
  info: Pick<GraphQLResolveInfo, "fieldName" | "parentType">,
): unknown {
  const where = `${info.parentType.name}.${info.fieldName}`
  if (!isLanguage(args.language)) {
    throw new Error(
      `@localized: unknown language ${JSON.stringify(args.language)} for ${where} (the site has ${languages.join(", ")})`,
    )
  }
  const language = args.language
  const value = (source as Texts | null | undefined)?.[info.fieldName]
  if (Array.isArray(value)) return value.map((entry, index) => pick(entry, language, `${where}[${index}]`))
  return pick(value, language, where)
}
