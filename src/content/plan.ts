/** The plan of the passage (data/plan.yaml) as geometry, and what the build and the editor refuse. Pure. */
import type { FieldProblem } from "./field-problem"

export interface Point {
  x: number
  y: number
}

/** What the rules read of data/plan.yaml: GraphQL's and the YAML's shapes both fit. */
export interface PlanShape {
  readonly width: number
  readonly height: number
  readonly levels: readonly { readonly id: string; readonly corridor: string }[]
  readonly units: readonly { readonly id: string; readonly level: string; readonly points: string }[]
  readonly entrances: readonly { readonly id: string; readonly level: string; readonly x: number; readonly y: number }[]
}

/** "20,40 150,40 150,200" → its corners (the schema's pattern guarantees whole numbers). */
export function parsePoints(points: string): Point[] {
  return points
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(",").map(Number)
      return { x, y }
    })
}

/** The middle of an outline's corners: where its label goes and what "nearer" measures from. */
export function centreOf(points: string): Point {
  const corners = parsePoints(points)
  const sum = corners.reduce((total, p) => ({ x: total.x + p.x, y: total.y + p.y }), { x: 0, y: 0 })
  return { x: sum.x / corners.length, y: sum.y / corners.length }
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * A unit as a visitor finds it: counted from the nearer entrance (the first in the data on a
 * tie), walking towards the middle of the entrance level's corridor; left and right as seen
 * walking in (y grows downwards, so a negative cross product is the left hand).
 */
export function unitPlace(plan: PlanShape, unitId: string) {
  const unit = plan.units.find((candidate) => candidate.id === unitId)
  if (!unit || plan.entrances.length === 0) return undefined
  const centre = centreOf(unit.points)
  const entrance = plan.entrances.reduce((best, candidate) =>
    distance(candidate, centre) < distance(best, centre) ? candidate : best,
  )
  const corridor = plan.levels.find((level) => level.id === entrance.level)
  if (!corridor) return undefined
  const middle = centreOf(corridor.corridor)
  const direction = { x: middle.x - entrance.x, y: middle.y - entrance.y }
  const cross = (p: Point) => direction.x * (p.y - entrance.y) - direction.y * (p.x - entrance.x)
  const along = (p: Point) => direction.x * (p.x - entrance.x) + direction.y * (p.y - entrance.y)
  const side = cross(centre) < 0 ? "left" : "right"
  const sameSide = plan.units
    .filter((other) => other.level === unit.level)
    .map((other) => ({ id: other.id, centre: centreOf(other.points) }))
    .filter((other) => (cross(other.centre) < 0 ? "left" : "right") === side)
    .sort((a, b) => along(a.centre) - along(b.centre))
  return {
    level: unit.level,
    side,
    ordinal: sameSide.findIndex((other) => other.id === unit.id) + 1,
    entrance: entrance.id,
  }
}

/** The units in the order the text lists them: level by level, each level's in the data's order. */
export function unitsInOrder<U extends PlanShape["units"][number]>(plan: {
  readonly levels: readonly { readonly id: string }[]
  readonly units: readonly U[]
}): U[] {
  return plan.levels.flatMap((level) => plan.units.filter((unit) => unit.level === level.id))
}

/** A name cut into lines of about `width` characters for a unit's label (SVG text does not wrap). */
export function labelLines(name: string, width: number): string[] {
  const lines: string[] = []
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines
}

/** What a schema cannot say about data/plan.yaml: ids once, levels that exist, every point on the grid. */
export function planProblems(data: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = []
  const width = typeof data.width === "number" ? data.width : undefined
  const height = typeof data.height === "number" ? data.height : undefined
  const list = (name: string) =>
    (Array.isArray(data[name]) ? (data[name] as unknown[]) : []).map((item) =>
      item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {},
    )
  const levels = list("levels")
  const levelIds = levels.map((level) => level.id).filter((id): id is string => typeof id === "string")
  const onceEach = (name: string) => {
    const seen = new Map<string, number>()
    list(name).forEach((item, index) => {
      if (typeof item.id !== "string") return
      const first = seen.get(item.id)
      if (first === undefined) seen.set(item.id, index)
      else
        problems.push([
          `${name}[${index}].id`,
          `is "${item.id}", already the id of ${name}[${first}]: give each an id of its own`,
        ])
    })
  }
  for (const name of ["levels", "units", "entrances"]) onceEach(name)
  const onGrid = (field: string, points: Point[]) => {
    if (width === undefined || height === undefined) return
    const outside = points.find((p) => p.x > width || p.y > height)
    if (outside) {
      problems.push([
        field,
        `has the point ${outside.x},${outside.y} outside the grid of ${width} × ${height}: use x up to ${width} and y up to ${height}`,
      ])
    }
  }
  levels.forEach((level, index) => {
    if (typeof level.corridor === "string") onGrid(`levels[${index}].corridor`, parsePoints(level.corridor))
  })
  for (const name of ["units", "entrances", "facilities", "stepFreeRoutes"]) {
    list(name).forEach((item, index) => {
      if (typeof item.level === "string" && levelIds.length > 0 && !levelIds.includes(item.level)) {
        problems.push([
          `${name}[${index}].level`,
          `is "${item.level}", which is not a level: use one of ${levelIds.map((id) => `"${id}"`).join(", ")} (the ids under levels)`,
        ])
      }
      if (typeof item.points === "string") onGrid(`${name}[${index}].points`, parsePoints(item.points))
      if (typeof item.x === "number" && typeof item.y === "number")
        onGrid(`${name}[${index}]`, [{ x: item.x, y: item.y }])
    })
  }
  return problems
}

/** Who is in a unit: a partner or a party room, by the collection's noun and entry's key. */
export interface Tenant {
  collection: string
  noun: string
  key: string
  unit: string
}

/**
 * A partner's or a room's unit: one of the plan's (when the plan can be read) and no one else's.
 * `tenants` are every partner and room that names a unit, `self` among them.
 */
export function unitProblems(
  unit: unknown,
  self: { collection: string; key: unknown },
  units: readonly string[] | undefined,
  tenants: readonly Tenant[] | undefined,
): FieldProblem[] {
  if (typeof unit !== "string") return []
  if (units && !units.includes(unit)) {
    const message = `is "${unit}", which is not a unit of data/plan.yaml: use one of ${units.map((id) => `"${id}"`).join(", ")}`
    return [["unit", message]]
  }
  const others = (tenants ?? []).filter(
    (tenant) => tenant.unit === unit && !(tenant.collection === self.collection && tenant.key === self.key),
  )
  return others.map((other) => [
    "unit",
    `is "${unit}", the unit of ${other.noun} "${other.key}" too: each unit holds one business or room – choose another unit or correct the other's`,
  ])
}

/** The plan's units no partner or room names: shown as vacant, and a warning of the build. */
export function vacantUnits(units: readonly string[], tenants: readonly Tenant[]): string[] {
  return units.filter((unit) => !tenants.some((tenant) => tenant.unit === unit))
}
