import path from "path"
import type { Actions } from "gatsby"
import { partnerKindPath, partnerKinds } from "../content/partner-kinds"

/** The template of a kind's page, as Gatsby takes it: an absolute path (from src/gatsby/ or Gatsby's compiled copy in .cache/compiled/, both two levels down). */
export const partnerKindTemplate = path.join(path.resolve(__dirname, "../.."), "src/templates/partner-kind-page.tsx")

/**
 * A page per kind of business (gatsby-node's createPages), every kind of the fixed set even
 * without partners today, so a shared address keeps working; gatsby-plugin-react-i18next adds /en/.
 */
export function createPartnerKindPages(actions: Pick<Actions, "createPage">, template = partnerKindTemplate): void {
  for (const kind of partnerKinds)
    actions.createPage({ path: partnerKindPath(kind), component: template, context: { kind } })
}
