/**
 * A CMS entry's data (plain JSON, possibly half-filled while the editor types)
 * as the props the site's PartnerCard and RoomSection get from GraphQL in one
 * language (the site's queries read `field(language: $language)`), with plain
 * image URLs where the site has sharp-processed images. Pure.
 */
import { weekdays } from "../../i18n/format"
import type { Language } from "../../i18n/languages"
import { plainImageData } from "../shims/gatsby-plugin-image"

type Data = Record<string, unknown>

const text = (value: unknown): string => (typeof value === "string" ? value : "")
const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

/** The one place the previews pick a language: a YAML `{ de, en }` text as the site's `@localized` field gives it. */
export function inLanguage(value: unknown, language: Language): string {
  return text(((value ?? {}) as Data)[language])
}

/** An optional text (`String @localized`): null while neither language is filled, as in the site's data. */
function inLanguageOrNull(value: unknown, language: Language): string | null {
  const v = (value ?? {}) as Data
  return text(v.de) || text(v.en) ? inLanguage(value, language) : null
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

/** A day's hours (an exception's, a public holiday's); an entry still being typed is left out. */
function dayHours(value: unknown) {
  return list(value).flatMap((entry) => {
    const e = (entry ?? {}) as Data
    return time.test(text(e.opens)) && time.test(text(e.closes))
      ? [{ opens: text(e.opens), closes: text(e.closes) }]
      : []
  })
}

const date = /^\d{4}-\d{2}-\d{2}$/

/** Exceptions with a date the site can read. */
function exceptions(value: unknown, language: Language) {
  return list(value).flatMap((entry) => {
    const e = (entry ?? {}) as Data
    if (!date.test(text(e.from))) return []
    return [
      {
        from: text(e.from),
        to: date.test(text(e.to)) ? text(e.to) : null,
        hours: dayHours(e.hours),
        reason: inLanguageOrNull(e.reason, language),
      },
    ]
  })
}

/** Image paths as the site's image nodes, each URL from the CMS (`imageUrl`). */
export function images(value: unknown, imageUrl: (path: string) => string) {
  return list(value)
    .filter((path): path is string => typeof path === "string" && path.length > 0)
    .map((path) => ({ childImageSharp: { gatsbyImageData: plainImageData(imageUrl(path)) } }))
}

export function partnerFromEntry(
  data: Data,
  imageUrl: (path: string) => string,
  language: Language,
): Queries.PartnerCardFragment {
  const phone = (data.phone ?? {}) as Data
  return {
    yamlId: text(data.id) || "new",
    name: text(data.name),
    icon: text(data.icon),
    website: text(data.website) || null,
    homeCarouselInterval: num(data.homeCarouselInterval) || 5000,
    category: inLanguage(data.category, language),
    description: inLanguage(data.description, language),
    imageAlt: inLanguage(data.imageAlt, language),
    phone: text(phone.href) && text(phone.display) ? { href: text(phone.href), display: text(phone.display) } : null,
    openingHours: openingHours(data.openingHours),
    openingHoursNote: inLanguageOrNull(data.openingHoursNote, language),
    publicHolidays: text(data.publicHolidays) || null,
    publicHolidayHours: dayHours(data.publicHolidayHours),
    exceptions: exceptions(data.exceptions, language),
    images: images(data.images, imageUrl),
  } as Queries.PartnerCardFragment
}

export function roomFromEntry(
  data: Data,
  imageUrl: (path: string) => string,
  language: Language,
): Queries.RoomSectionFragment {
  return {
    yamlId: text(data.id) || "new",
    roomType: text(data.roomType),
    capacity: num(data.capacity),
    pricePerDay: num(data.pricePerDay),
    sizeSqm: num(data.sizeSqm),
    musicLimitDb: typeof data.musicLimitDb === "number" ? data.musicLimitDb : null,
    name: inLanguage(data.name, language),
    description: inLanguage(data.description, language),
    detailedDescription: inLanguage(data.detailedDescription, language),
    features: list(data.features).map((feature) => inLanguage(feature, language)),
    amenities: list(data.amenities).map((amenity) => inLanguage(amenity, language)),
    imageAlt: inLanguage(data.imageAlt, language),
    images: images(data.images, imageUrl),
  } as Queries.RoomSectionFragment
}
