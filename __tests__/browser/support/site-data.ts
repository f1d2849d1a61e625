/** The YAML in data/, read the way an editor wrote it, so tests compare the pages with the source. */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"

const dataDir = path.resolve(__dirname, "../../../data")

export function readYaml<T = Record<string, unknown>>(relative: string): T {
  return yaml.load(fs.readFileSync(path.join(dataDir, relative), "utf8")) as T
}

export interface PartnerYaml {
  id: string
  order: number
  name: string
  website?: string
  phone?: { href: string; display: string }
  images: string[]
  homeCarouselInterval: number
  openingHours: { days: string[]; opens: string; closes: string }[]
  description: { de: string; en: string }
}

export function partners(): PartnerYaml[] {
  return fs
    .readdirSync(path.join(dataDir, "partners"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<PartnerYaml>(`partners/${file}`))
    .sort((a, b) => a.order - b.order)
}

export const pages = ["/", "/events/", "/party-rooms/", "/partners/", "/contact/"] as const
export const legalPages = ["/privacy/", "/terms/", "/accessibility/"] as const
export const inLanguage = (pathName: string, language: "de" | "en") =>
  language === "de" ? pathName : `/en${pathName}`
