import { collectionNamed, fileOf } from "../content/collections"
import { fileUnder, readEntries } from "../content/data-files"
import { vacantUnits } from "../content/plan"
import { readYaml } from "./yaml-file"

/**
 * The build's warning for units of data/plan.yaml no partner or room names: legitimate (a shop moved out; the plan
 * shows it as vacant), but more often forgotten when a partner moved in. Undefined when every unit is taken.
 */
export function vacantUnitsWarning(dataDir: string): string | undefined {
  const plan = readYaml<{ units: { id: string }[] }>(fileUnder("plan", dataDir))
  const tenants = ["partners", "rooms"].flatMap((collection) =>
    readEntries<{ id: string; unit: string }>(collection, dataDir).map(({ data }) => ({
      collection,
      noun: collection,
      key: data.id,
      unit: data.unit,
    })),
  )
  const vacant = vacantUnits(
    plan.units.map((unit) => unit.id),
    tenants,
  )
  if (vacant.length === 0) return undefined
  return `${fileOf(collectionNamed("plan"))}: ${vacant.map((id) => `"${id}"`).join(", ")} ${vacant.length === 1 ? "has" : "have"} no partner or room – the plan shows ${vacant.length === 1 ? "it" : "them"} as vacant; if a business moved in, set its "unit" (${fileOf(collectionNamed("partners"))})`
}
