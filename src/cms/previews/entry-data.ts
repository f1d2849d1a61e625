/**
 * A CMS entry's data (plain JSON, possibly half-filled while the editor types)
 * as the props the site's components (PartnerCard, RoomSection, an event's page, the
 * home page's sections, a legal page) get from GraphQL in one
 * language (the site's queries read `field(language: $language)`), with plain
 * image URLs where the site has sharp-processed images. Pure.
 */
import type { EventContent } from "../../components/event/EventBody"
import type { EventPlace } from "../../components/event/EventFacts"
import type { LegalSiteFacts, LegalText } from "../../components/legal/LegalContent"
import type { GalleryPhoto } from "../../fragments/gallery-photo"
import { eventTimeProblem, eventTimesProblems, type EventTimes } from "../../i18n/event-time"
import { weekdays } from "../../i18n/format"
import type { Language } from "../../i18n/languages"
import { imprintFields } from "../../i18n/placeholders"
import { plainImageData } from "../shims/gatsby-plugin-image"
import type { PreviewSiteFacts } from "./site-settings"

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

/** A date "YYYY-MM-DD" as the site's queries give it (Decap's date widget may hand a Date), or null while not one. */
export function isoDate(value: unknown): string | null {
  const date = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : text(value)
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(year, month - 1, day))
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? date : null
}

/** An event's start and end once they are times the site can print (the end, if any, after the start); else null. */
export function eventTimes(data: Data): EventTimes | null {
  const start = text(data.start)
  const end = text(data.end)
  if (eventTimeProblem(start) !== null || (end && eventTimeProblem(end) !== null)) return null
  if (eventTimesProblems({ start, end: end || undefined }).length > 0) return null
  return { start, end: end || null }
}

/** data/site.yaml's facts in one language, as the site's queries give them (`country(language: $language)`). */
export function siteFactsIn(facts: PreviewSiteFacts, language: Language): LegalSiteFacts {
  const address = facts.address
  const imprint = facts.imprint ?? {}
  return {
    name: facts.name,
    legalName: facts.legalName,
    address: {
      street: text(address.street),
      street2: text(address.street2) || null,
      postalCode: text(address.postalCode),
      city: text(address.city),
      country: inLanguage(address.country, language),
    },
    phone: { display: text(facts.phone.display) },
    email: { display: text(facts.email.display) },
    rental: { depositPerRoom: num(facts.rental.depositPerRoom) },
    imprint: Object.fromEntries(
      imprintFields.map((field) => {
        const value = imprint[field]
        return [field, typeof value === "string" ? value : inLanguage(value, language) || null]
      }),
    ),
    newsletter: facts.newsletter
      ? {
          provider: text(facts.newsletter.provider),
          action: text(facts.newsletter.action),
          processor: inLanguage(facts.newsletter.processor, language) || null,
          retention: inLanguage(facts.newsletter.retention, language) || null,
        }
      : null,
  }
}

/** A photo as the gallery shows it: the CMS's URL for the thumbnail and the large photo alike. */
function galleryPhoto(photo: Data, imageUrl: (path: string) => string, language: Language): GalleryPhoto {
  const image = plainImageData(imageUrl(text(photo.image))) as unknown as GalleryPhoto["thumb"]
  return {
    alt: inLanguage(photo.alt, language),
    caption: inLanguageOrNull(photo.caption, language),
    thumb: image,
    large: image,
  }
}

/** What an event's page shows (src/components/event/EventBody.tsx), in one language. */
export function eventFromEntry(
  data: Data,
  imageUrl: { cover: (path: string) => string; photos: (path: string) => string },
  language: Language,
  site: { facts: PreviewSiteFacts; rooms: ReadonlyArray<{ id: string; name: unknown }> },
) {
  const cover = (data.cover ?? {}) as Data
  const album = (data.album ?? {}) as Data
  const room = site.rooms.find((r) => r.id === data.place)
  const facts = siteFactsIn(site.facts, language)
  const event: EventContent = {
    slug: text(data.slug) || "new",
    title: inLanguage(data.title, language),
    teaser: inLanguage(data.teaser, language),
    text: inLanguage(data.text, language),
    album: text(album.url) ? { url: text(album.url), label: inLanguage(album.label, language) } : null,
  }
  return {
    event,
    times: eventTimes(data),
    cover: {
      image: text(cover.image)
        ? (plainImageData(imageUrl.cover(text(cover.image))) as unknown as GalleryPhoto["thumb"])
        : undefined,
      alt: inLanguage(cover.alt, language),
    },
    place: {
      site: { name: facts.name, address: facts.address },
      room: room ? { yamlId: room.id, name: inLanguage(room.name, language) } : null,
    } satisfies EventPlace,
    photos: list(data.photos)
      .map((photo) => (photo ?? {}) as Data)
      .filter((photo) => text(photo.image) !== "")
      .map((photo) => galleryPhoto(photo, imageUrl.photos, language)),
  }
}

type Home = NonNullable<Queries.HomePageQuery["home"]>

/** The home page's texts as its query gives them, in one language; a news item without a valid date yet is left out. */
export function homeFromEntry(data: Data, imageUrl: (path: string) => string, language: Language): Home {
  const hero = (data.hero ?? {}) as Data
  const about = (data.about ?? {}) as Data
  const card = (value: unknown) => {
    const v = (value ?? {}) as Data
    return { title: inLanguage(v.title, language), text: inLanguage(v.text, language) }
  }
  const partners = (data.partnersSection ?? {}) as Data
  const news = (data.news ?? {}) as Data
  return {
    hero: {
      welcome: inLanguage(hero.welcome, language),
      lead: inLanguage(hero.lead, language),
      imageAlt: inLanguage(hero.imageAlt, language),
      image: {
        childImageSharp: text(hero.image) ? { gatsbyImageData: plainImageData(imageUrl(text(hero.image))) } : null,
      },
    },
    about: {
      badge: inLanguage(about.badge, language),
      title: inLanguage(about.title, language),
      intro: list(about.intro).map((paragraph) => inLanguage(paragraph, language)),
      history: card(about.history),
      vision: card(about.vision),
    },
    partnersSection: {
      headline: inLanguage(partners.headline, language),
      subtitle: inLanguage(partners.subtitle, language),
      description: inLanguage(partners.description, language),
    },
    news: {
      title: inLanguage(news.title, language),
      intro: inLanguage(news.intro, language),
      items: list(news.items).flatMap((entry) => {
        const item = (entry ?? {}) as Data
        const iso = isoDate(item.date)
        return iso ? [{ iso, title: inLanguage(item.title, language), text: inLanguage(item.text, language) }] : []
      }),
    },
  } as unknown as Home
}

/** A legal page's texts in one language (src/components/legal/LegalContent.tsx). */
export function legalFromEntry(data: Data, language: Language): LegalText {
  return {
    title: inLanguage(data.title, language),
    updated: isoDate(data.updated),
    sections: list(data.sections).map((entry) => {
      const section = (entry ?? {}) as Data
      return {
        heading: inLanguage(section.heading, language),
        paragraphs: list(section.paragraphs).map((paragraph) => inLanguage(paragraph, language)),
      }
    }),
  }
}
