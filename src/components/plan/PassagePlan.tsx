import { css } from "@emotion/react"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { localizedPath } from "../../i18n/languages"
import { centreOf, labelLines, parsePoints, unitsInOrder } from "../../content/plan"
import { theme } from "../../theme/theme"
import { panelCss } from "../ui/styles"
import { accessLines, levelText, placeText, type PlanData } from "./plan-words"
import type { PlanTenant } from "./plan-data"

const sectionCss = css`
  margin: ${theme.space(12)} 0;
  padding: ${theme.space(6)};
  ${panelCss};
  h2 {
    font-size: 1.5rem;
    margin: 0 0 ${theme.space(2)};
  }
  h3 {
    font-family: ${theme.fonts.body};
    font-size: 1.05rem;
    margin: ${theme.space(6)} 0 ${theme.space(2)};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  li + li {
    margin-top: ${theme.space(1)};
  }
`

const levelsCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  margin-top: ${theme.space(4)};
  ${theme.mq.md} {
    grid-template-columns: repeat(auto-fill, minmax(0, 22rem));
  }
  figure {
    margin: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: ${theme.space(2)};
  }
`

const fontSize = 16
const lineHeight = 19

/* Every colour a palette token, so light and dark both hold AA (theme.ts). */
const svgCss = css`
  display: block;
  width: 100%;
  height: auto;
  font-family: ${theme.fonts.body};
  .corridor {
    fill: ${theme.colors.bgAlt};
  }
  .unit,
  .facility {
    fill: ${theme.colors.surface};
    stroke: ${theme.colors.muted};
    stroke-width: 2;
  }
  .facility {
    fill: ${theme.colors.bg};
    stroke-dasharray: 6 4;
  }
  /* Here rather than on each label: the plan's markup is part of every page that shows it. */
  text {
    fill: ${theme.colors.text};
    font-size: ${fontSize}px;
    text-anchor: middle;
  }
  .entrance + text {
    font-weight: 700;
  }
  .quiet {
    fill: ${theme.colors.muted};
  }
  .route {
    fill: none;
    stroke: ${theme.colors.primary};
    stroke-width: 4;
    stroke-dasharray: 10 8;
  }
  .entrance {
    fill: ${theme.colors.primary};
  }
  a text {
    text-decoration: underline;
  }
  a[aria-current] .unit {
    fill: ${theme.colors.primary};
    stroke: ${theme.colors.primary};
  }
  a[aria-current] text {
    fill: ${theme.colors.onPrimary};
    font-weight: 700;
  }
  a:focus {
    outline: none;
  }
  a:focus-visible .unit {
    stroke: ${theme.colors.focus};
    stroke-width: 6;
  }
`

/** A unit's name in lines that fit its outline, centred on it. */
function UnitLabel({ points, name, className }: { points: string; name: string; className?: string }) {
  const corners = parsePoints(points)
  const width = Math.max(...corners.map((p) => p.x)) - Math.min(...corners.map((p) => p.x))
  const lines = labelLines(name, Math.max(4, Math.floor((width - 12) / (fontSize * 0.56))))
  const centre = centreOf(points)
  const top = Math.round(centre.y - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3)
  return (
    <text x={centre.x} y={top} className={className}>
      {lines.map((line, index) =>
        index === 0 ? (
          <tspan key={index}>{line}</tspan>
        ) : (
          <tspan key={index} x={centre.x} dy={lineHeight}>
            {line}
          </tspan>
        ),
      )}
    </text>
  )
}

/**
 * The plan of the passage, drawn from data/plan.yaml as inline SVG, a figure per level, each
 * unit a link to its partner or room; then the same in words (the text equivalent: every unit in
 * order with where it is, the entrances, stairs, lift, toilets and step-free routes). `highlight`:
 * the units of this page's partner or rooms, marked and `aria-current`, their levels alone drawn.
 */
export function PassagePlan({
  plan,
  tenants,
  highlight = [],
  lead,
}: {
  plan: PlanData
  tenants: readonly PlanTenant[]
  highlight?: readonly string[]
  /** This page's partner or rooms: a sentence each before the plan says where they are. */
  lead?: readonly { readonly name: string; readonly unit: string }[]
}) {
  const { t, language } = useLanguage()
  const tenantOf = (unit: string) => tenants.find((tenant) => tenant.unit === unit)
  const viewBox = `0 0 ${plan.width} ${plan.height}`
  // A page about a unit draws its level alone (a phone's screen or two less); the words still name every unit.
  const levels = highlight.length
    ? plan.levels.filter((level) => plan.units.some((unit) => unit.level === level.id && highlight.includes(unit.id)))
    : plan.levels
  return (
    <section css={sectionCss} aria-labelledby="plan-title" data-plan="">
      <h2 id="plan-title">{t("plan.title")}</h2>
      {lead?.map(({ name, unit }) => {
        const place = placeText(plan, unit, t)
        return place ? (
          <p key={unit} data-where="">
            {t("plan.whereText", { name, place })}
          </p>
        ) : null
      })}
      <p>{t("plan.note")}</p>
      <div css={levelsCss}>
        {levels.map((level) => (
          <figure key={level.id} data-level={level.id} aria-labelledby={`plan-level-${level.id}`}>
            <figcaption id={`plan-level-${level.id}`}>{levelText(plan, level.id, t)}</figcaption>
            <svg css={svgCss} viewBox={viewBox} width={plan.width} height={plan.height}>
              <polygon className="corridor" points={level.corridor} />
              {plan.facilities
                .filter((facility) => facility.level === level.id)
                .map((facility, index) => (
                  <g key={`${facility.kind}-${index}`} data-facility={facility.kind}>
                    <polygon className="facility" points={facility.points} />
                    <UnitLabel points={facility.points} name={t(`plan.facility.${facility.kind}`)} className="quiet" />
                  </g>
                ))}
              {plan.stepFreeRoutes
                .filter((route) => route.level === level.id)
                .map((route, index) => (
                  <polyline key={index} className="route" points={route.points} />
                ))}
              {plan.units
                .filter((unit) => unit.level === level.id)
                .map((unit) => {
                  const tenant = tenantOf(unit.id)
                  if (!tenant) {
                    return (
                      <g key={unit.id} data-unit={unit.id}>
                        <polygon className="unit" points={unit.points} />
                        <UnitLabel points={unit.points} name={t("plan.vacant")} className="quiet" />
                      </g>
                    )
                  }
                  return (
                    <a
                      key={unit.id}
                      href={localizedPath(tenant.path, language)}
                      data-unit={unit.id}
                      aria-current={highlight.includes(unit.id) ? "page" : undefined}
                    >
                      <polygon className="unit" points={unit.points} />
                      <UnitLabel points={unit.points} name={tenant.name} />
                    </a>
                  )
                })}
              {plan.entrances
                .filter((entrance) => entrance.level === level.id)
                .map((entrance) => {
                  // The label sits inside the corridor, a little way in from the door.
                  const middle = centreOf(level.corridor)
                  const inward = Math.sign(middle.y - entrance.y) || 1
                  return (
                    <g key={entrance.id} data-entrance={entrance.id}>
                      <circle className="entrance" cx={entrance.x} cy={entrance.y} r={9} />
                      <text x={entrance.x} y={Math.round(entrance.y + inward * 30 + fontSize / 3)}>
                        {entrance.name}
                      </text>
                    </g>
                  )
                })}
            </svg>
          </figure>
        ))}
      </div>
      <h3 id="plan-units">{t("plan.units")}</h3>
      <ul aria-labelledby="plan-units">
        {unitsInOrder(plan).map((unit) => {
          const tenant = tenantOf(unit.id)
          return (
            <li key={unit.id} data-unit={unit.id}>
              {tenant ? (
                <Link to={tenant.path} aria-current={highlight.includes(unit.id) ? "page" : undefined}>
                  {tenant.name}
                </Link>
              ) : (
                t("plan.vacant")
              )}
              {`: ${placeText(plan, unit.id, t) ?? ""}`}
            </li>
          )
        })}
      </ul>
      <h3 id="plan-access">{t("plan.access")}</h3>
      <ul aria-labelledby="plan-access">
        {accessLines(plan, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
