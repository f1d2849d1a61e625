import path from "path"
import type { Actions, Reporter } from "gatsby"
import { eventPath, partnerPath } from "../content/links"
import { buildTime } from "./build-time"

export const legalPageTemplate = path.resolve(__dirname, "../templates/legal-page.tsx")
export const partnerPageTemplate = path.resolve(__dirname, "../templates/partner-page.tsx")
export const eventPageTemplate = path.resolve(__dirname, "../templates/event-page.tsx")

type GraphQL = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

interface CreatePagesArgs {
  graphql: GraphQL
  actions: Pick<Actions, "createPage">
  reporter: Pick<Reporter, "panicOnBuild">
}

/** A folder of data/ whose every file becomes a page from one template. */
interface Collection {
  /** The folder, for messages: "data/legal". */
  folder: string
  /** The query's list field: "allLegalYaml". */
  list: string
  /** The field that names a file's page, as the YAML calls it ("slug", "id") and as GraphQL does ("slug", "yamlId"). */
  key: { yaml: string; graphql: string }
  /** The page's path (without language prefix) for a key. */
  path: (key: string) => string
  template: string
  /** The order of the pages (GraphQL sort), `{ order: ASC }` unless given. */
  sort?: string
  /** More context for every page of the collection, beside the node's id. */
  context?: (key: string) => Record<string, unknown>
}

const legalPages: Collection = {
  folder: "data/legal",
  list: "allLegalYaml",
  key: { yaml: "slug", graphql: "slug" },
  path: (slug) => `/${slug}/`,
  template: legalPageTemplate,
}

const eventPages: Collection = {
  folder: "data/events",
  list: "allEventsYaml",
  key: { yaml: "slug", graphql: "slug" },
  path: eventPath,
  template: eventPageTemplate,
  sort: "{ start: DESC }",
  // The build's moment: the page says "upcoming" or "past" as of the build, the browser checks again.
  context: (slug) => ({ slug, builtAt: buildTime() }),
}

const partnerPages: Collection = {
  folder: "data/partners",
  list: "allPartnersYaml",
  key: { yaml: "id", graphql: "yamlId" },
  path: partnerPath,
  template: partnerPageTemplate,
}

/**
 * One page per file of a collection, in the files' `order` (or the collection's sort), with
 * the node's id as context (the template's query reads it as $id); gatsby-plugin-react-i18next then adds the /en/
 * version of each. A key that is not a safe, unique path segment stops the build.
 */
async function createCollectionPages({ graphql, actions, reporter }: CreatePagesArgs, collection: Collection) {
  const { folder, list, key } = collection
  const result = await graphql<Record<string, { nodes: Record<string, string>[] }>>(`
    {
      ${list}(sort: ${collection.sort ?? "{ order: ASC }"}) {
        nodes {
          id
          ${key.graphql}
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the pages of ${folder}/*.yaml`, result.errors as Error)
    return
  }
  const seen = new Set<string>()
  for (const node of result.data[list].nodes) {
    const name = node[key.graphql]
    if (!/^[a-z0-9-]+$/.test(name) || seen.has(name)) {
      reporter.panicOnBuild(
        `${folder}: ${key.yaml} "${name}" must be unique and use only lower-case letters, digits and hyphens`,
      )
      return
    }
    seen.add(name)
    actions.createPage({
      path: collection.path(name),
      component: collection.template,
      context: { id: node.id, ...collection.context?.(name) },
    })
  }
}

/** Privacy, terms, accessibility: one page per data/legal/*.yaml at /<slug>/. */
export const createLegalPages = (args: CreatePagesArgs) => createCollectionPages(args, legalPages)

/** One page per data/partners/*.yaml at /partners/<id>/. */
export const createPartnerPages = (args: CreatePagesArgs) => createCollectionPages(args, partnerPages)

/** One page per data/events/*.yaml at /events/<slug>/, the newest first. */
export const createEventPages = (args: CreatePagesArgs) => createCollectionPages(args, eventPages)

/** Every page made from a template (gatsby-node's createPages). */
export async function createTemplatePages(args: CreatePagesArgs): Promise<void> {
  await createLegalPages(args)
  await createPartnerPages(args)
  await createEventPages(args)
}
