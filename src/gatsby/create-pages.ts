import path from "path"
import type { Actions, Reporter } from "gatsby"
import {
  collections,
  globOf,
  graphqlKey,
  isFolderCollection,
  type Collection,
  type FolderCollection,
} from "../content/collections"
import { buildTime } from "./build-time"

interface CreatePagesArgs {
  graphql: <T>(query: string) => Promise<{ errors?: unknown; data?: T }>
  actions: Pick<Actions, "createPage">
  reporter: Pick<Reporter, "panicOnBuild">
}

const root = path.resolve(__dirname, "../..")

/** A collection's template as Gatsby takes it: an absolute path. */
export function templateOf(collection: FolderCollection): string {
  if (!collection.pages) throw new Error(`the collection "${collection.name}" has no pages`)
  return path.join(root, collection.pages.template)
}

/** One page per file of a collection; a key that is not a safe, unique path segment stops the build. */
export async function createCollectionPages(
  { graphql, actions, reporter }: CreatePagesArgs,
  collection: FolderCollection,
): Promise<void> {
  const pages = collection.pages
  if (!pages) throw new Error(`the collection "${collection.name}" has no pages`)
  const key = graphqlKey(collection)
  // The query's list field of the node type: PartnersYaml → allPartnersYaml.
  const list = `all${collection.nodeType}`
  const result = await graphql<Record<string, { nodes: Record<string, string>[] }>>(`
    {
      ${list}${pages.sort ? `(sort: ${pages.sort})` : ""} {
        nodes {
          id
          ${key}
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the pages of ${globOf(collection)}`, result.errors as Error)
    return
  }
  const seen = new Set<string>()
  for (const node of result.data[list].nodes) {
    const name = node[key]
    if (!/^[a-z0-9-]+$/.test(name) || seen.has(name)) {
      reporter.panicOnBuild(
        `${collection.folder}: ${collection.key} "${name}" must be unique and use only lower-case letters, digits and hyphens`,
      )
      return
    }
    seen.add(name)
    actions.createPage({
      path: pages.path(name),
      component: templateOf(collection),
      // The browser checks "upcoming" again.
      context: { id: node.id, ...(pages.builtAt ? { [collection.key]: name, builtAt: buildTime() } : {}) },
    })
  }
}

/** Every page made from a template (gatsby-node's createPages): one per entry of each collection with pages. */
export async function createTemplatePages(
  args: CreatePagesArgs,
  from: readonly Collection[] = collections,
): Promise<void> {
  for (const collection of from.filter(isFolderCollection))
    if (collection.pages) await createCollectionPages(args, collection)
}
