/** The plan in words: where a unit is, and what the plan shows besides its units (the text equivalent). */
import { unitPlace, type PlanShape } from "../../content/plan"
/** useLanguage's t and Head's translator both fit. */
import type { Translate as T } from "../../i18n/translate"

/** The plan as the page's query gives it, every text in the page's language. */
export interface PlanData extends PlanShape {
  readonly levels: readonly {
    readonly id: string
    readonly name: string
    readonly reach?: string | null
    readonly corridor: string
  }[]
  readonly entrances: readonly {
    readonly id: string
    readonly name: string
    readonly from: string
    readonly level: string
    readonly x: number
    readonly y: number
    readonly access: string
  }[]
  readonly facilities: readonly { readonly kind: string; readonly level: string; readonly points: string }[]
  readonly stepFreeRoutes: readonly { readonly level: string; readonly points: string; readonly text: string }[]
}

const ordinalWords = 8

/** A level's name, with how to get there when it has no entrance: "Basement (by the stairs or the lift)". */
export function levelText(plan: PlanData, levelId: string, t: T): string {
  const level = plan.levels.find((candidate) => candidate.id === levelId)
  if (!level) return levelId
  return level.reach ? t("plan.levelReach", { level: level.name, reach: level.reach }) : level.name
}

/** "Ground floor, the second door on the left from the Stadtplatz end"; undefined for a unit not on the plan. */
export function placeText(plan: PlanData, unitId: string, t: T): string | undefined {
  const place = unitPlace(plan, unitId)
  const entrance = place && plan.entrances.find((candidate) => candidate.id === place.entrance)
  if (!place || !entrance) return undefined
  const ordinal =
    place.ordinal <= ordinalWords ? t(`plan.ordinals.${place.ordinal}`) : t("plan.ordinals.other", { n: place.ordinal })
  return t("plan.place", {
    level: levelText(plan, place.level, t),
    ordinal,
    side: t(`plan.${place.side}`),
    from: entrance.from,
  })
}

/** The entrances and facilities as lines: "Freiung entrance: step-free", "Lift: Ground floor, Basement". */
export function accessLines(plan: PlanData, t: T): string[] {
  const entrances = plan.entrances.map(
    (entrance) =>
      `${t("plan.entrance", { name: entrance.name })}: ${t(entrance.access === "stepFree" ? "plan.stepFree" : "plan.withStep")}`,
  )
  const kinds = [...new Set(plan.facilities.map((facility) => facility.kind))]
  const facilities = kinds.map((kind) =>
    t("plan.facilityOn", {
      facility: t(`plan.facility.${kind}`),
      levels: plan.levels
        .filter((level) => plan.facilities.some((facility) => facility.kind === kind && facility.level === level.id))
        .map((level) => level.name)
        .join(", "),
    }),
  )
  return [...entrances, ...facilities, ...plan.stepFreeRoutes.map((route) => route.text)]
}
