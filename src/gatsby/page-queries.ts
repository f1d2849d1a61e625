import fs from "fs"
import path from "path"
import { Kind, parse, type DocumentNode, type SelectionNode } from "graphql"
import { collections, isFolderCollection } from "../content/collections"

/**
 * What a page's query must hold for the site's layout and head, checked before Gatsby reads any page: a
 * page without it would fail while its HTML is rendered, with a message about missing data instead of
 * the query. A component's needs follow from what it imports.
 */

/** A part of a page's query, as the message shows it, and how to find it among the query's top-level selections. */
interface QueryPart {
  shown: string
  isIn(selections: readonly SelectionNode[]): boolean
}

const spread = (name: string): QueryPart => ({
  shown: `...${name}`,
  isIn: (selections) => selections.some((s) => s.kind === Kind.FRAGMENT_SPREAD && s.name.value === name),
})

/** `site: siteYaml { ...SiteSeo }`: pageHead reads `data.site`. */
const siteSeo: QueryPart = {
  shown: "site: siteYaml { ...SiteSeo }",
  isIn: (selections) =>
    selections.some(
      (s) =>
        s.kind === Kind.FIELD &&
        s.alias?.value === "site" &&
        s.name.value === "siteYaml" &&
        spread("SiteSeo").isIn(s.selectionSet?.selections ?? []),
    ),
}

const pageLocales = spread("PageLocales")
const layoutData = spread("LayoutData")

/** By module (its path from src/) and imported name: what the query of a page that uses it must hold. */
const needs: ReadonlyArray<{ module: string; name: string; parts: readonly QueryPart[] }> = [
  { module: "components/layout/PageHead", name: "pageHead", parts: [pageLocales, siteSeo] },
  { module: "components/layout/Layout", name: "Layout", parts: [pageLocales, layoutData] },
  { module: "components/layout/DetailPage", name: "DetailPage", parts: [pageLocales, layoutData] },
]

/** The template whose query shows every part, for the message. */
const example = "src/templates/legal-page.tsx"
const recipe = 'docs/architecture.md, "Add a collection"'

/** The names a module's source imports (values, not types), with the module each comes from. */
function importedNames(source: string): Array<{ name: string; from: string }> {
  return [...source.matchAll(/import\s+\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].flatMap(([, names, from]) =>
    names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => ({ name: name.split(/\s+as\s+/)[0].trim(), from })),
  )
}

/** The page query's text: `export const query = graphql\`…\``. */
function pageQueryText(source: string): string | undefined {
  return /export\s+const\s+query\s*=\s*graphql\s*`([^`]*)`/.exec(source)?.[1]
}

function topSelections(document: DocumentNode): readonly SelectionNode[] {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
  return operation?.kind === Kind.OPERATION_DEFINITION ? operation.selectionSet.selections : []
}

/** ["A", "B", "C"]: "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`

/**
 * What is missing from the query of one page component, as one line naming the file and the fix; undefined when
 * nothing is (or the query cannot be read: Gatsby then reports its syntax error itself).
 */
export function pageQueryProblem(file: string, source: string): string | undefined {
  const used = needs.filter(({ module, name }) =>
    importedNames(source).some((imported) => imported.name === name && imported.from.endsWith(module)),
  )
  if (used.length === 0) return undefined
  const users = (part: QueryPart) => listed(used.filter((u) => u.parts.includes(part)).map((u) => u.name))
  const parts = [...new Set(used.flatMap((u) => u.parts))]
  const text = pageQueryText(source)
  if (text === undefined)
    return `${file}: no page query (\`export const query = graphql\`…\`\`), though ${listed(used.map((u) => u.name))} ${used.length > 1 ? "need" : "needs"} its data: add one with ${listed(parts.map((p) => `\`${p.shown}\``))}, as ${example} does (${recipe})`
  let selections: readonly SelectionNode[]
  try {
    selections = topSelections(parse(text))
  } catch {
    return undefined
  }
  const missing = parts.filter((part) => !part.isIn(selections))
  if (missing.length === 0) return undefined
  const what = missing.map(
    (part) => `\`${part.shown}\`, which ${users(part)} ${users(part).includes(" and ") ? "need" : "needs"}`,
  )
  return `${file}: the page's query has no ${what.join(", and no ")}: add ${missing.length > 1 ? "them" : "it"} at its top level, as ${example} does (${recipe})`
}

/** The page components: every file under src/pages and each collection's template, relative to `root`. */
export function pageComponents(root: string): string[] {
  const pagesDir = path.join(root, "src/pages")
  const pages = fs.existsSync(pagesDir)
    ? fs
        .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.[jt]sx?$/.test(file))
        .map((file) => `src/pages/${file.split(path.sep).join("/")}`)
        .sort()
    : []
  const templates = collections.filter(isFolderCollection).flatMap((c) => (c.pages ? [c.pages.template] : []))
  return [...new Set([...pages, ...templates])]
}

/** Every page component's problem, one line each: a template the table names that does not exist, or a query lacking what the page uses. */
export function pageQueryProblems(root: string): string[] {
  return pageComponents(root).flatMap((file) => {
    const absolute = path.join(root, file)
    if (!fs.existsSync(absolute)) {
      const owner = collections.find((c) => isFolderCollection(c) && c.pages?.template === file)
      return [
        `${file}: no such file, though src/content/collections.ts names it as the template of the collection "${owner?.name}": create it (${recipe})`,
      ]
    }
    const problem = pageQueryProblem(file, fs.readFileSync(absolute, "utf8"))
    return problem ? [problem] : []
  })
}

/** onPreBootstrap's step: stops the build with one line per page component that lacks what it uses. */
export function checkPageQueries({ reporter }: { reporter: { panic(message: string): void } }, root: string): void {
  const problems = pageQueryProblems(root)
  if (problems.length > 0) reporter.panic(problems.join("\n"))
}
