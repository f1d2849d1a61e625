import fs from "fs"
import path from "path"
import type { PreviewSiteFacts } from "../cms/previews/site-settings"
import type { SelectOption } from "../cms/schema-fields"
import { collectionNamed, interfaceWords, wordAt, type Words } from "../content/collections"
import { partnerKinds } from "../content/partner-kinds"
import { dataDir, fileUnder, projectOf, projectRoot, readEntries, rootOf } from "../content/data-files"
import { httpsOrigin } from "../content/hosts"
import { siteUrl as pinnedSiteUrl, siteUrlProblems } from "../content/site-address"
import { languages } from "../i18n/languages"
import { siteFactsOf } from "../content/site-facts"
import type { AdminSite } from "./admin"
import { readYaml } from "./yaml-file"

/** The site facts' file, read at config time for the site URL. */
export const siteDataFile = fileUnder("site")

export function readSiteUrl(file: string = siteDataFile): string {
  const parsed = readYaml<{ siteUrl?: unknown } | null>(file)
  const siteUrl = typeof parsed?.siteUrl === "string" ? parsed.siteUrl.replace(/\/$/, "") : parsed?.siteUrl
  // Written into robots.txt, the sitemap, links, JSON-LD and calendar files: a plain https origin only.
  if (typeof siteUrl !== "string" || httpsOrigin(siteUrl) !== siteUrl)
    throw new Error(
      `${path.relative(process.cwd(), file)}: field "siteUrl" must be the site's https address without a path or port, host in lowercase, e.g. https://www.example.at (found ${JSON.stringify(parsed?.siteUrl)})`,
    )
  // The address is the code's; the data only repeats it.
  const [disagrees] = siteUrlProblems({ siteUrl })
  if (disagrees) throw new Error(`${path.relative(process.cwd(), file)}: field "siteUrl" ${disagrees[1]}`)
  return pinnedSiteUrl
}

/** An event's place choices in the CMS: the passage, then each room by position. */
export function readEventPlaces(root: string = dataDir): SelectOption[] {
  return [
    { label: "Die Passage / the passage", value: "passage" },
    ...readRooms(root).map((room) => ({ label: `${room.name.de} / ${room.name.en}`, value: room.id })),
  ]
}

/** A partner's kind in the CMS: each of the fixed set, named by the interface words of both languages. */
export function readPartnerKinds(root: string = dataDir): SelectOption[] {
  const words = readInterfaceWords(projectOf(root))
  const name = (language: string, kind: string) => String(wordAt(words[language], `partnerKinds.${kind}`))
  return partnerKinds.map((kind) => ({ label: `${name("de", kind)} / ${name("en", kind)}`, value: kind }))
}

/** A partner's or room's unit in the CMS: each unit of data/plan.yaml with its level and who is in it today. */
export function readPlanUnits(root: string = dataDir): SelectOption[] {
  const plan = readYaml<{
    levels: { id: string; name: { de: string; en: string } }[]
    units: { id: string; level: string }[]
  }>(fileUnder("plan", root))
  const tenants = [
    ...readEntries<{ unit?: string; name: string }>("partners", root).map(({ data }) => data),
    ...readRooms(root),
  ]
  return plan.units.map((unit) => {
    const level = plan.levels.find((candidate) => candidate.id === unit.level)?.name
    const tenant = tenants.find((candidate) => candidate.unit === unit.id)?.name
    const who =
      tenant === undefined ? "frei / vacant" : typeof tenant === "string" ? tenant : `${tenant.de} / ${tenant.en}`
    return { label: `${unit.id} (${level ? `${level.de} / ${level.en}` : unit.level}) – ${who}`, value: unit.id }
  })
}

/** The lists the editor's choices come from, by the names collections.ts gives them (`editor.choices`). */
export function readChoices(root: string = dataDir): Record<string, SelectOption[]> {
  return { eventPlaces: readEventPlaces(root), partnerKinds: readPartnerKinds(root), planUnits: readPlanUnits(root) }
}

interface RoomChoice {
  id: string
  order: number
  name: { de: string; en: string }
  unit?: string
}

function readRooms(root: string): RoomChoice[] {
  return readEntries<RoomChoice>("rooms", root)
    .map(({ data }) => data)
    .sort((a, b) => a.order - b.order)
}

export function readInterfaceWords(root: string = projectRoot): Record<string, Words> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      JSON.parse(fs.readFileSync(path.join(root, interfaceWords.file(language)), "utf8")) as Words,
    ]),
  )
}

/** What /admin/ needs from the site facts and the rooms (validated by onPreBootstrap before the build). */
export function readAdminSite(file: string = siteDataFile): AdminSite {
  const root = rootOf(collectionNamed("site"), file)
  const site = readYaml<
    PreviewSiteFacts & {
      email: { address: string }
      ui: { carouselFadeHomeMs: number; carouselFadeMs: number }
    }
  >(file)
  return {
    name: site.name,
    siteUrl: readSiteUrl(file),
    choices: readChoices(root),
    words: readInterfaceWords(projectOf(root)),
    preview: {
      email: site.email.address,
      carouselFadeHomeMs: site.ui.carouselFadeHomeMs,
      carouselFadeMs: site.ui.carouselFadeMs,
      // What the previews of a legal page and an event show of the passage (src/cms/previews/).
      facts: {
        name: site.name,
        legalName: site.legalName,
        address: site.address,
        phone: { display: site.phone.display },
        email: { display: site.email.display },
        rental: { depositPerRoom: site.rental.depositPerRoom },
        imprint: site.imprint ?? null,
        newsletter: site.newsletter ?? null,
      },
      rooms: readRooms(root).map(({ id, name }) => ({ id, name })),
      counted: siteFactsOf(
        readEntries<Record<string, unknown>>("partners", root).map(({ data }) => data),
        readRooms(root),
      ),
    },
  }
}
