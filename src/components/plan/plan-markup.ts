/** The plan as markup, drawn by the build (src/gatsby/plan-markup.ts); every text and attribute value is escaped. */
import { escapeHtml } from "../../content/html"
import { centreOf, labelLines, parsePoints, unitsInOrder } from "../../content/plan"
import { localizedPath, type Language } from "../../i18n/languages"
import type { Translate } from "../../i18n/translate"
import { theme } from "../../theme/theme"
import { panelCss } from "../ui/styles"
import { accessLines, levelText, placeText, type PlanData } from "./plan-words"

export interface PlanTenant {
  unit: string
  name: string
  path: string
}

export interface PlanMarkupInput {
  plan: PlanData
  tenants: readonly PlanTenant[]
  language: Language
  t: Translate
  /** This page's partner or rooms: a sentence each says where they are; their units marked (`aria-current`), their levels alone drawn. */
  lead?: readonly { readonly name: string; readonly unit: string }[]
}

/** Markup this module wrote; a string among an element's children is text, and escaped. */
class Markup {
  constructor(readonly html: string) {}
}
type Child = Markup | string | number | false | null | undefined

const content = (children: readonly Child[]) =>
  children
    .map((child) =>
      child instanceof Markup ? child.html : child === false || child == null ? "" : escapeHtml(String(child)),
    )
    .join("")

/** An element: attributes without a value left out, every value and text escaped. */
function element(tag: string, attributes: Record<string, string | number | undefined>, children: Child[] = []): Markup {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("")
  return new Markup(`<${tag}${written}>${content(children)}</${tag}>`)
}

const fontSize = 16
const lineHeight = 19
/** Room left around a level drawn alone, in the plan's units. */
const cropMargin = 20

/* Every colour a palette token, so light and dark both hold AA (theme.ts). */
const { colors, space } = theme
const stylesheet = [
  `[data-plan]{margin:${space(12)} 0;padding:${space(6)};${panelCss.styles.replace(/\s*\n\s*/g, "")}}`,
  `[data-plan] h2{font-size:1.5rem;margin:0 0 ${space(2)}}`,
  `[data-plan] h3{font-family:${theme.fonts.body};font-size:1.05rem;margin:${space(6)} 0 ${space(2)}}`,
  `[data-plan] ul{margin:0;padding-left:1.2em}`,
  `[data-plan] li+li{margin-top:${space(1)}}`,
  `[data-plan-levels]{display:grid;grid-template-columns:minmax(0,1fr);gap:${space(6)};margin-top:${space(4)}}`,
  `${theme.mq.md}{[data-plan-levels]{grid-template-columns:repeat(auto-fill,minmax(0,22rem))}}`,
  `[data-plan] figure{margin:0}`,
  `[data-plan] figcaption{font-weight:600;margin-bottom:${space(2)}}`,
  `[data-plan] svg{display:block;width:100%;height:auto}`,
  `[data-plan] .corridor{fill:${colors.bgAlt}}`,
  `[data-plan] .unit,[data-plan] .facility{fill:${colors.surface};stroke:${colors.muted};stroke-width:2}`,
  `[data-plan] .facility{fill:${colors.bg};stroke-dasharray:6 4}`,
  `[data-plan] svg text{fill:${colors.text};font-size:${fontSize}px;text-anchor:middle}`,
  `[data-plan] .entrance+text{font-weight:700}`,
  `[data-plan] svg .quiet{fill:${colors.muted}}`,
  `[data-plan] .route{fill:none;stroke:${colors.primary};stroke-width:4;stroke-dasharray:10 8}`,
  `[data-plan] .entrance{fill:${colors.primary}}`,
  `[data-plan] svg a text{text-decoration:underline}`,
  // The outline in the card's colour: two highlighted units side by side stay two.
  `[data-plan] svg a[aria-current] .unit{fill:${colors.primary};stroke:${colors.surface};stroke-width:4}`,
  `[data-plan] svg a[aria-current] text{fill:${colors.onPrimary};font-weight:700}`,
  `[data-plan] svg a:focus{outline:none}`,
  `[data-plan] svg a:focus-visible .unit{stroke:${colors.focus};stroke-width:6}`,
].join("")

/** A unit's name in lines that fit its outline; a space between them, or a screen reader hears "Miyako RamenSushi". */
function label(points: string, name: string, className?: string): Markup {
  const corners = parsePoints(points)
  const width = Math.max(...corners.map((p) => p.x)) - Math.min(...corners.map((p) => p.x))
  const lines = labelLines(name, Math.max(4, Math.floor((width - 12) / (fontSize * 0.56))))
  const centre = centreOf(points)
  const top = Math.round(centre.y - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3)
  return element(
    "text",
    { x: centre.x, y: top, class: className },
    lines.flatMap((line, index) =>
      index === 0 ? [element("tspan", {}, [line])] : [" ", element("tspan", { x: centre.x, dy: lineHeight }, [line])],
    ),
  )
}

const onLevel = <T extends { level: string }>(items: readonly T[], level: string) =>
  items.filter((item) => item.level === level)

/** The part of the grid a level's shapes take, with a margin: a level drawn alone has no empty band. */
function levelBox(plan: PlanData, { id, corridor }: PlanData["levels"][number]) {
  const points = [
    corridor,
    ...onLevel(plan.units, id).map((unit) => unit.points),
    ...onLevel(plan.facilities, id).map((facility) => facility.points),
    ...onLevel(plan.stepFreeRoutes, id).map((route) => route.points),
  ].flatMap(parsePoints)
  points.push(...onLevel(plan.entrances, id).map(({ x, y }) => ({ x, y })))
  const left = Math.max(0, Math.min(...points.map((p) => p.x)) - cropMargin)
  const top = Math.max(0, Math.min(...points.map((p) => p.y)) - cropMargin)
  const right = Math.min(plan.width, Math.max(...points.map((p) => p.x)) + cropMargin)
  const bottom = Math.min(plan.height, Math.max(...points.map((p) => p.y)) + cropMargin)
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** A figure per level, each unit a link to its partner or room, then the same in words: `<section data-plan>`'s inside. */
export function planMarkup({ plan, tenants, language, t, lead = [] }: PlanMarkupInput): string {
  const highlight = lead.map(({ unit }) => unit)
  const tenantOf = (unit: string) => tenants.find((tenant) => tenant.unit === unit)
  const current = (unit: string) => (highlight.includes(unit) ? "page" : undefined)
  // A page about a unit draws its level alone (a phone's screen or two less); the words still name every unit.
  const highlighted = plan.levels.filter((level) =>
    plan.units.some((unit) => unit.level === level.id && highlight.includes(unit.id)),
  )
  const levels = highlighted.length > 0 ? highlighted : plan.levels
  const alone = levels.length === 1 && highlighted.length > 0

  const drawing = (level: PlanData["levels"][number]) => {
    const { id: levelId, corridor } = level
    const box = alone ? levelBox(plan, level) : { x: 0, y: 0, width: plan.width, height: plan.height }
    const middle = centreOf(corridor)
    return element(
      "svg",
      { viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`, width: box.width, height: box.height },
      [
        element("polygon", { class: "corridor", points: corridor }),
        ...onLevel(plan.facilities, levelId).map((facility) =>
          element("g", { "data-facility": facility.kind }, [
            element("polygon", { class: "facility", points: facility.points }),
            label(facility.points, t(`plan.facility.${facility.kind}`), "quiet"),
          ]),
        ),
        ...onLevel(plan.stepFreeRoutes, levelId).map((route) =>
          element("polyline", { class: "route", points: route.points }),
        ),
        ...onLevel(plan.units, levelId).map((unit) => {
          const tenant = tenantOf(unit.id)
          const shape = element("polygon", { class: "unit", points: unit.points })
          return tenant
            ? element(
                "a",
                { href: localizedPath(tenant.path, language), "data-unit": unit.id, "aria-current": current(unit.id) },
                [shape, label(unit.points, tenant.name)],
              )
            : element("g", { "data-unit": unit.id }, [shape, label(unit.points, t("plan.vacant"), "quiet")])
        }),
        ...onLevel(plan.entrances, levelId).map((entrance) => {
          // The label sits inside the corridor, a little way in from the door.
          const inward = Math.sign(middle.y - entrance.y) || 1
          return element("g", { "data-entrance": entrance.id }, [
            element("circle", { class: "entrance", cx: entrance.x, cy: entrance.y, r: 9 }),
            element("text", { x: entrance.x, y: Math.round(entrance.y + inward * 30 + fontSize / 3) }, [entrance.name]),
          ])
        }),
      ],
    )
  }

  return content([
    // Valid only inside SVG in a page's body; an SVG that draws nothing, so it comes before what it styles.
    element("svg", { "aria-hidden": "true", style: "display:none" }, [element("style", {}, [new Markup(stylesheet)])]),
    element("h2", { id: "plan-title" }, [t("plan.title")]),
    ...lead.map(({ name, unit }) => {
      const place = placeText(plan, unit, t)
      return place && element("p", { "data-where": "" }, [t("plan.whereText", { name, place })])
    }),
    element("p", {}, [t("plan.note")]),
    element(
      "div",
      { "data-plan-levels": "" },
      levels.map((level) =>
        element("figure", { "data-level": level.id, "aria-labelledby": `plan-level-${level.id}` }, [
          element("figcaption", { id: `plan-level-${level.id}` }, [levelText(plan, level.id, t)]),
          drawing(level),
        ]),
      ),
    ),
    element("h3", { id: "plan-units" }, [t("plan.units")]),
    element(
      "ul",
      { "aria-labelledby": "plan-units" },
      unitsInOrder(plan).map((unit) => {
        const tenant = tenantOf(unit.id)
        return element("li", { "data-unit": unit.id }, [
          tenant
            ? element(
                "a",
                { "aria-current": current(unit.id), hreflang: language, href: localizedPath(tenant.path, language) },
                [tenant.name],
              )
            : t("plan.vacant"),
          `: ${placeText(plan, unit.id, t) ?? ""}`,
        ])
      }),
    ),
    element("h3", { id: "plan-access" }, [t("plan.access")]),
    element(
      "ul",
      { "aria-labelledby": "plan-access" },
      accessLines(plan, t).map((line) => element("li", {}, [line])),
    ),
  ])
}
