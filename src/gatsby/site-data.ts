import fs from "fs"
import path from "path"
import type { AdminSite } from "./admin"
import { readYaml } from "./yaml-file"

/** data/site.yaml, read at config time for the few facts Gatsby's config needs (the site URL). */
export const siteDataFile = path.resolve(__dirname, "../../data/site.yaml")

export function readSiteUrl(file: string = siteDataFile): string {
  // A YAML syntax error names the file, the line and the column, e.g. `data/site.yaml, line 12, column 8: …`
  const parsed = readYaml<{ siteUrl?: unknown } | null>(file)
  const siteUrl = parsed?.siteUrl
  if (typeof siteUrl !== "string" || !/^https:\/\/[^/]+$/.test(siteUrl.replace(/\/$/, ""))) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: field "siteUrl" must be the site's https address without a path, e.g. https://www.example.at (found ${JSON.stringify(siteUrl)})`,
    )
  }
  return siteUrl.replace(/\/$/, "")
}

/** The folder of the events page's photos, relative to data/, e.g. "images/events/carnival-2025". */
export function readEventsPhotoFolder(file: string = path.resolve(__dirname, "../../data/events.yaml")): string {
  if (!fs.existsSync(file)) return "images/events"
  const events = readYaml<{ gallery?: Array<{ image?: string }> }>(file)
  const first = events.gallery?.[0]?.image
  return first ? path.posix.dirname(first) : "images/events"
}

/** What /admin/ needs from data/site.yaml and data/events.yaml (validated by onPreBootstrap before the build). */
export function readAdminSite(file: string = siteDataFile): AdminSite {
  const site = readYaml<{
    name: string
    email: { address: string }
    ui: { carouselFadeHomeMs: number; carouselFadeMs: number }
  }>(file)
  return {
    name: site.name,
    siteUrl: readSiteUrl(file),
    eventsPhotoFolder: readEventsPhotoFolder(path.join(path.dirname(file), "events.yaml")),
    preview: {
      email: site.email.address,
      carouselFadeHomeMs: site.ui.carouselFadeHomeMs,
      carouselFadeMs: site.ui.carouselFadeMs,
    },
  }
}
