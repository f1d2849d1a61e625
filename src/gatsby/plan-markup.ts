import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { compiledDir } from "./adapter"
import { collectionNamed } from "../content/collections"
import { partnerPath, roomPath } from "../content/links"
import { isLanguage, languages, type Language } from "../i18n/languages"
import { translatorFromLocales, type LocalesData } from "../i18n/translate"
import { planMarkup, type PlanTenant } from "../components/plan/plan-markup"
import type { PlanData } from "../components/plan/plan-words"
import { createOnlyNode, type SourceArgs } from "./public-holidays"

/** A `{ de, en }` text of the YAML, as the data check let it through. */
type Texts = Readonly<Record<Language, string>>

/** What the markup reads of the YAML's nodes (their shapes are the JSON Schemas', checked before the build). */
export interface PlanNode extends Omit<PlanData, "levels" | "entrances" | "stepFreeRoutes"> {
  levels: readonly { id: string; name: Texts; reach?: Texts | null; corridor: string }[]
  entrances: readonly (Omit<PlanData["entrances"][number], "from"> & { from: Texts })[]
  stepFreeRoutes: readonly { level: string; points: string; text: Texts }[]
}
interface TenantNode {
  id: string
  yamlId: string
  order: number
  unit: string
}
type PartnerNode = TenantNode & { name: string }
type RoomNode = TenantNode & { name: Texts }
type LocaleNode = LocalesData["edges"][number]["node"]
interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>
}

/**
 * Gatsby re-runs a cached query (the cache is kept between Netlify's builds) only when a node it read changed: this
 * node's digest is that of gatsby-node as compiled for this build, so a change to the drawing code re-draws every plan.
 */
export const planCodeType = "PlanMarkupCode"
export const planCodeTypeDefs = `type ${planCodeType} implements Node @dontInfer {
  digest: String!
}
`

/** sourceNodes: the PlanMarkupCode node, from .cache/compiled/gatsby-node.js. */
export function sourcePlanCode(args: SourceArgs, siteDir = process.cwd()) {
  const compiled = path.join(compiledDir(siteDir), "gatsby-node.js")
  if (!fs.existsSync(compiled))
    throw new Error(
      `src/gatsby/plan-markup.ts (sourcePlanCode): ${compiled} does not exist: Gatsby no longer compiles gatsby-node.ts there; ` +
        "the plan's markup needs another digest of its code",
    )
  const digest = crypto.createHash("sha256").update(fs.readFileSync(compiled)).digest("hex")
  createOnlyNode(args, planCodeType, planCodeType, { digest })
}

export interface PlanMarkupArgs {
  language: unknown
  /** The page's partner (its node id): its unit highlighted, its level alone drawn. */
  partner?: string | null
  /** The party rooms' page: every room's unit highlighted. */
  rooms?: boolean | null
}

/** The plan in one language: every text a string. */
export function localizePlan(plan: PlanNode, language: Language): PlanData {
  return {
    ...plan,
    levels: plan.levels.map((level) => ({ ...level, name: level.name[language], reach: level.reach?.[language] })),
    entrances: plan.entrances.map((entrance) => ({ ...entrance, from: entrance.from[language] })),
    stepFreeRoutes: plan.stepFreeRoutes.map((route) => ({ ...route, text: route.text[language] })),
  }
}

async function all<T>(nodeModel: NodeModel, type: string): Promise<T[]> {
  return [...(await nodeModel.findAll<T>({ type })).entries]
}

/** The resolver of `markup`: the plan drawn for one page, with who is where (tenants) and its words. */
export async function resolvePlanMarkup(
  plan: PlanNode,
  args: PlanMarkupArgs,
  { nodeModel }: { nodeModel: NodeModel },
): Promise<string> {
  const { language } = args
  if (!isLanguage(language))
    throw new Error(`planMarkup: unknown language ${JSON.stringify(language)} (the site has ${languages.join(", ")})`)
  const byOrder = (a: TenantNode, b: TenantNode) => a.order - b.order
  const partners = (await all<PartnerNode>(nodeModel, collectionNamed("partners").nodeType)).sort(byOrder)
  const rooms = (await all<RoomNode>(nodeModel, collectionNamed("rooms").nodeType)).sort(byOrder)
  const locales = (await all<LocaleNode>(nodeModel, "Locale")).filter((node) => node.language === language)
  // Read for Gatsby's record of what this query depends on (see planCodeType).
  await all(nodeModel, planCodeType)
  const tenants: PlanTenant[] = [
    ...partners.map((partner) => ({ unit: partner.unit, name: partner.name, path: partnerPath(partner.yamlId) })),
    ...rooms.map((room) => ({ unit: room.unit, name: room.name[language], path: roomPath(room.yamlId) })),
  ]
  const partner = args.partner ? partners.find((node) => node.id === args.partner) : undefined
  const lead = partner
    ? [{ name: partner.name, unit: partner.unit }]
    : args.rooms
      ? rooms.map((room) => ({ name: room.name[language], unit: room.unit }))
      : []
  return planMarkup({
    plan: localizePlan(plan, language),
    tenants,
    language,
    t: translatorFromLocales({ edges: locales.map((node) => ({ node })) }),
    lead,
  })
}

/** `PlanYaml.markup(language, partner, rooms)`: what the pages with a plan query, instead of the plan's code. */
export const createResolvers: NonNullable<GatsbyNode["createResolvers"]> = ({ createResolvers: create }) => {
  create({
    [collectionNamed("plan").nodeType]: {
      markup: {
        type: "String!",
        description:
          "The plan drawn for a page (src/components/plan/plan-markup.ts): the inside of <section data-plan>.",
        args: { language: "String!", partner: "String", rooms: "Boolean" },
        resolve: resolvePlanMarkup,
      },
    },
  })
}
