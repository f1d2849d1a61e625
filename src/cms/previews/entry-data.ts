/**
 * A CMS entry's data (plain JSON, possibly half-filled while the editor types)
 * as the props the site's PartnerCard and RoomSection get from GraphQL, with
 * plain image URLs where the site has sharp-processed images. Pure.
 */
import { weekdays } from "../../i18n/format"
import { plainImageData } from "../shims/gatsby-plugin-image"

type Data = Record<string, unknown>
type Localized = { de: string; en: string }

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

function localized(value: unknown): Localized {
  const v = (value ?? {}) as Data
  return { de: text(v.de), en: text(v.en) }
}

function localizedOrNull(value: unknown): Localized | null {
  const v = localized(value)
  return v.de || v.en ? v : null
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

const time = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/

/** Opening hours the site can print; an entry still being typed is left out. */
export function openingHours(value: unknown) {
  return list(value).flatMap((entry) => {
    const e = (entry ?? {}) as Data
    const days = list(e.days).filter((day): day is string => (weekdays as readonly string[]).includes(String(day)))
    if (days.length === 0 || !time.test(text(e.opens)) || !time.test(text(e.closes))) return []
    return [{ days, opens: text(e.opens), closes: text(e.closes) }]
  })
}

/** Image paths as the site's image nodes, each URL from the CMS (`imageUrl`). */
export function images(value: unknown, imageUrl: (path: string) => string) {
  return list(value)
    .filter((path): path is string => typeof path === "string" && path.length > 0)
    .map((path) => ({ childImageSharp: { gatsbyImageData: plainImageData(imageUrl(path)) } }))
}

export function partnerFromEntry(data: Data, imageUrl: (path: string) => string): Queries.PartnerCardFragment {
  const phone = (data.phone ?? {}) as Data
  return {
    yamlId: text(data.id) || "new",
    name: text(data.name),
    icon: text(data.icon),
    website: text(data.website) || null,
    homeCarouselInterval: num(data.homeCarouselInterval) || 5000,
    category: localized(data.category),
    description: localized(data.description),
    imageAlt: localized(data.imageAlt),
    phone: text(phone.href) && text(phone.display) ? { href: text(phone.href), display: text(phone.display) } : null,
    openingHours: openingHours(data.openingHours),
    openingHoursNote: localizedOrNull(data.openingHoursNote),
    images: images(data.images, imageUrl),
  } as Queries.PartnerCardFragment
}

export function roomFromEntry(data: Data, imageUrl: (path: string) => string): Queries.RoomSectionFragment {
  return {
    yamlId: text(data.id) || "new",
    roomType: text(data.roomType),
    capacity: num(data.capacity),
    pricePerDay: num(data.pricePerDay),
    sizeSqm: num(data.sizeSqm),
    musicLimitDb: typeof data.musicLimitDb === "number" ? data.musicLimitDb : null,
    name: localized(data.name),
    description: localized(data.description),
    detailedDescription: localized(data.detailedDescription),
    features: list(data.features).map(localized),
    amenities: list(data.amenities).map(localized),
    imageAlt: localized(data.imageAlt),
    images: images(data.images, imageUrl),
  } as Queries.RoomSectionFragment
}
