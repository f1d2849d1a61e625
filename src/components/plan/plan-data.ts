import { graphql } from "gatsby"
import { partnerPath } from "../../content/links"

/** The plan and who is where; `$language` resolves the texts. */
export const query = graphql`
  fragment PassagePlan on Query {
    plan: planYaml {
      width
      height
      levels {
        id
        name(language: $language)
        reach(language: $language)
        corridor
      }
      units {
        id
        level
        points
      }
      entrances {
        id
        name
        from(language: $language)
        level
        x
        y
        access
      }
      facilities {
        kind
        level
        points
      }
      stepFreeRoutes {
        level
        points
        text(language: $language)
      }
    }
    planPartners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        yamlId
        name
        unit
      }
    }
    planRooms: allRoomsYaml(sort: { order: ASC }) {
      nodes {
        yamlId
        name(language: $language)
        unit
      }
    }
  }
`

/** Who is in a unit, and the page that says more. */
export interface PlanTenant {
  unit: string
  name: string
  path: string
}

/** Every partner and room with its unit, from the fragment's lists. */
export function planTenants(data: Pick<Queries.PassagePlanFragment, "planPartners" | "planRooms">): PlanTenant[] {
  return [
    ...data.planPartners.nodes.map((partner) => ({
      unit: partner.unit,
      name: partner.name,
      path: partnerPath(partner.yamlId),
    })),
    ...data.planRooms.nodes.map((room) => ({ unit: room.unit, name: room.name, path: `/party-rooms/#${room.yamlId}` })),
  ]
}
