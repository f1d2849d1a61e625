import path from "path"
import type { Actions, Reporter } from "gatsby"

export const legalPageTemplate = path.resolve(__dirname, "../templates/legal-page.tsx")

interface LegalPagesResult {
  allLegalYaml: { nodes: { id: string; slug: string }[] }
}

type GraphQL = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>

/**
 * One page per data/legal/*.yaml at /<slug>/ (privacy, terms, accessibility);
 * gatsby-plugin-react-i18next then adds the /en/ version of each.
 */
export async function createLegalPages({
  graphql,
  actions,
  reporter,
}: {
  graphql: GraphQL
  actions: Pick<Actions, "createPage">
  reporter: Pick<Reporter, "panicOnBuild">
}): Promise<void> {
  const result = await graphql<LegalPagesResult>(`
    query LegalPages {
      allLegalYaml(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the legal pages from data/legal/*.yaml", result.errors as Error)
    return
  }
  const seen = new Set<string>()
  for (const { id, slug } of result.data.allLegalYaml.nodes) {
    if (!/^[a-z0-9-]+$/.test(slug) || seen.has(slug)) {
      reporter.panicOnBuild(
        `data/legal: slug "${slug}" must be unique and use only lower-case letters, digits and hyphens`,
      )
      return
    }
    seen.add(slug)
    actions.createPage({ path: `/${slug}/`, component: legalPageTemplate, context: { id } })
  }
}
