/** The YAML in data/, read the way an editor wrote it, so tests compare the pages with the source. */
import fs from "fs"
import path from "path"
import { readYaml as readYamlFile } from "../../../src/gatsby/yaml-file"

const dataDir = path.resolve(__dirname, "../../../data")

export function readYaml<T = Record<string, unknown>>(relative: string): T {
  return readYamlFile<T>(path.join(dataDir, relative))
}

export interface PartnerYaml {
  id: string
  order: number
  name: string
  icon: string
  category: { de: string; en: string }
  website?: string
  phone?: { href: string; display: string }
  email?: string
  images: string[]
  imageAlt: { de: string; en: string }
  homeCarouselInterval: number
  openingHours: { days: string[]; opens: string; closes: string }[]
  openingHoursNote?: { de: string; en: string }
  description: { de: string; en: string }
}

export function partners(): PartnerYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "partners"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<PartnerYaml>(`partners/${file}`))
    .sort((a, b) => a.order - b.order)
}

export interface EventYaml {
  slug: string
  start: string
  end?: string
  place?: string
  title: { de: string; en: string }
  teaser: { de: string; en: string }
  text: { de: string; en: string }
  cover: { image: string; alt: { de: string; en: string } }
  photos: { image: string; alt: { de: string; en: string }; caption?: { de: string; en: string } }[]
  album?: { url: string; label: { de: string; en: string } }
}

/** Every data/events/<slug>.yaml, by file name. */
export function events(): EventYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "events"))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => readYaml<EventYaml>(`events/${file}`))
}

export const pages = ["/", "/events/", "/party-rooms/", "/partners/", "/contact/"] as const
export const legalPages = ["/privacy/", "/terms/", "/accessibility/"] as const
/** A page per data/partners/<id>.yaml, in the partners' order. */
export const partnerPages = partners().map((partner) => `/partners/${partner.id}/`)
/** A page per data/events/<slug>.yaml. */
export const eventPages = events().map((event) => `/events/${event.slug}/`)
export const inLanguage = (pathName: string, language: "de" | "en") => (language === "de" ? pathName : `/en${pathName}`)

export const languages = ["de", "en"] as const
export type Language = (typeof languages)[number]

/** Every page of one language: the five main pages, the three legal pages, the partners' and the events' pages. */
export const allPages = [...pages, ...legalPages, ...partnerPages, ...eventPages]

/** An unknown path of each language, answered by that language's 404 page. */
export const notFoundPaths: Record<Language, string> = { de: "/gibt-es-nicht/", en: "/en/does-not-exist/" }

/** The motion settings of data/site.yaml (`ui:`). */
export interface SiteUi {
  scrollToTopAfter: number
  revealThreshold: number
  carouselFadeHomeMs: number
  carouselFadeMs: number
}

export function siteUi(): SiteUi {
  return readYaml<{ ui: SiteUi }>("site.yaml").ui
}

export interface RoomYaml {
  id: string
  order: number
  images: string[]
}

export function rooms(): RoomYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "rooms"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<RoomYaml>(`rooms/${file}`))
    .sort((a, b) => a.order - b.order)
}

const localesDir = path.resolve(__dirname, "../../../locales")

/**
 * A UI string of locales/<language>/translation.json, with {{placeholders}} filled in,
 * e.g. t("en", "carousel.goTo", { index: 1, total: 5 }) === "Image 1 of 5".
 */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const strings = JSON.parse(fs.readFileSync(path.join(localesDir, language, "translation.json"), "utf8"))
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings)
  if (typeof found !== "string") throw new Error(`locales/${language}/translation.json has no string "${key}"`)
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`"${key}" needs a value for {{${name}}}`)
    return String(values[name])
  })
}
