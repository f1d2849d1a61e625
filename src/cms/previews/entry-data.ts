/**
 * An entry as the editor holds it (half-filled while the editor types) as the site's query gives it in one language.
 * Each mapping `satisfies` its query's type, so a field the query gains fails to compile until the preview fills it.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { LegalSiteFacts } from "../../components/legal/LegalContent"
import { eventTimeProblem, eventTimesProblems, type EventTimes } from "../../i18n/event-time"
import type { Language } from "../../i18n/languages"
import { imprintFields } from "../../i18n/placeholders"
import { factValues, fillFacts, type SiteFacts } from "../../content/site-facts"
import de from "../../../locales/de/translation.json"
import en from "../../../locales/en/translation.json"
import { plainImageData } from "../shims/gatsby-plugin-image"
import { schemaRules } from "./schema-rules"
import type { PreviewSiteFacts } from "./site-settings"

export type Data = Readonly<Record<string, unknown>>

export type ImageUrl = (path: string) => string

const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value)
const record = (value: unknown): Data => (isData(value) ? value : {})
const text = (value: unknown): string => (typeof value === "string" ? value : "")
const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])
const records = (value: unknown): Data[] => list(value).map(record)
const words = { de, en }

/** The one place the previews pick a language: a YAML `{ de, en }` text as the site's `@localized` field gives it. */
export function inLanguage(value: unknown, language: Language): string {
  return text(record(value)[language])
}

/** Null while neither language is filled, as in the site's data. */
function inLanguageOrNull(value: unknown, language: Language): string | null {
  const v = record(value)
  return text(v.de) || text(v.en) ? inLanguage(value, language) : null
}

/** A date "YYYY-MM-DD" as the site's queries give it (Decap's date widget may hand a Date), or null while not one. */
export function isoDate(value: unknown): string | null {
  const date = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value
  return schemaRules.date(date) ? date : null
}

/** An image node of the site's queries; null image data while the path is empty, as where sharp has none. */
function imageNode(
  path: unknown,
  imageUrl: ImageUrl,
): { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } {
  const file = text(path)
  return { childImageSharp: file ? { gatsbyImageData: plainImageData(imageUrl(file)) } : null }
}

const images = (value: unknown, imageUrl: ImageUrl) =>
  list(value)
    .filter((path) => text(path) !== "")
    .map((path) => imageNode(path, imageUrl))

/** Opening hours the site can print; an entry still being typed is left out. */
export function openingHours(value: unknown) {
  const { opens, closes } = schemaRules.openingHoursEntry
  return records(value).flatMap((entry) => {
    const days = list(entry.days).filter(schemaRules.weekday)
    return days.length > 0 && opens(entry.opens) && closes(entry.closes)
      ? [{ days, opens: entry.opens, closes: entry.closes }]
      : []
  })
}

/** A day's hours (an exception's, a public holiday's); an entry still being typed is left out. */
function dayHours(value: unknown) {
  const { opens, closes } = schemaRules.dayHours
  return records(value).flatMap((entry) =>
    opens(entry.opens) && closes(entry.closes) ? [{ opens: entry.opens, closes: entry.closes }] : [],
  )
}

function exceptions(value: unknown, language: Language) {
  return records(value).flatMap((entry) => {
    const from = isoDate(entry.from)
    if (from === null) return []
    return [
      { from, to: isoDate(entry.to), hours: dayHours(entry.hours), reason: inLanguageOrNull(entry.reason, language) },
    ]
  })
}

export function partnerFromEntry(data: Data, imageUrl: ImageUrl, language: Language) {
  const phone = record(data.phone)
  return {
    yamlId: text(data.id) || "new",
    name: text(data.name),
    icon: text(data.icon),
    website: text(data.website) || null,
    homeCarouselInterval: schemaRules.homeCarouselInterval(data.homeCarouselInterval),
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
  } satisfies Queries.PartnerCardFragment
}

export function roomFromEntry(data: Data, imageUrl: ImageUrl, language: Language) {
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
  } satisfies Queries.RoomSectionFragment
}

/** An event's start and end once they are times the site can print (the end, if any, after the start); else null. */
export function eventTimes(data: Data): EventTimes | null {
  const start = text(data.start)
  const end = text(data.end)
  if (eventTimeProblem(start) !== null || (end && eventTimeProblem(end) !== null)) return null
  if (eventTimesProblems({ start, end: end || undefined }).length > 0) return null
  return { start, end: end || null }
}

/** An event; its photos without an image yet are left out. */
export function eventFromEntry(data: Data, imageUrl: { cover: ImageUrl; photos: ImageUrl }, language: Language) {
  const cover = record(data.cover)
  const album = record(data.album)
  const coverImage = imageNode(cover.image, imageUrl.cover)
  return {
    slug: text(data.slug) || "new",
    start: text(data.start),
    end: text(data.end) || null,
    place: text(data.place) || null,
    title: inLanguage(data.title, language),
    teaser: inLanguage(data.teaser, language),
    text: inLanguage(data.text, language),
    cover: { alt: inLanguage(cover.alt, language), image: coverImage },
    pageCover: { image: coverImage },
    photos: records(data.photos)
      .filter((photo) => text(photo.image) !== "")
      .map((photo) => {
        const { width, height, images } = plainImageData(imageUrl.photos(text(photo.image)))
        return {
          alt: inLanguage(photo.alt, language),
          caption: inLanguageOrNull(photo.caption, language),
          image: { publicURL: images.fallback?.src ?? null, photoSize: { width, height } },
        }
      }),
    album: text(album.url) ? { url: text(album.url), label: inLanguage(album.label, language) } : null,
  } satisfies NonNullable<Queries.EventPageQuery["event"]>
}

/** The home page's texts, their facts filled in as the build does; a news item without a real date yet is left out. */
export function homeFromEntry(data: Data, imageUrl: ImageUrl, language: Language, counted: SiteFacts) {
  const values = factValues(counted, words[language], language)
  const say = (value: unknown) => fillFacts(inLanguage(value, language), values)
  const hero = record(data.hero)
  const about = record(data.about)
  const partnersSection = record(data.partnersSection)
  const news = record(data.news)
  const card = (value: unknown) => {
    const v = record(value)
    return { title: say(v.title), text: say(v.text) }
  }
  return {
    hero: {
      welcome: say(hero.welcome),
      lead: say(hero.lead),
      imageAlt: say(hero.imageAlt),
      image: imageNode(hero.image, imageUrl),
    },
    about: {
      badge: say(about.badge),
      title: say(about.title),
      intro: list(about.intro).map(say),
      history: card(about.history),
      vision: card(about.vision),
    },
    partnersSection: {
      headline: say(partnersSection.headline),
      subtitle: say(partnersSection.subtitle),
      description: say(partnersSection.description),
    },
    news: {
      title: say(news.title),
      intro: say(news.intro),
      items: records(news.items).flatMap((item) => {
        const iso = isoDate(item.date)
        return iso ? [{ iso, title: say(item.title), text: say(item.text) }] : []
      }),
    },
  } satisfies NonNullable<Queries.HomePageQuery["home"]>
}

/** The page's query type, but for `updated`: null while the date is not filled in. */
type LegalPageWhileTyped = Omit<NonNullable<Queries.LegalPageQuery["page"]>, "updated"> & { updated: string | null }

export function legalFromEntry(data: Data, language: Language) {
  return {
    slug: text(data.slug),
    title: inLanguage(data.title, language),
    description: inLanguage(data.description, language),
    updated: isoDate(data.updated),
    sections: records(data.sections).map((section) => ({
      heading: inLanguage(section.heading, language),
      paragraphs: list(section.paragraphs).map((paragraph) => inLanguage(paragraph, language)),
    })),
  } satisfies LegalPageWhileTyped
}

/** data/site.yaml's facts in one language, as the legal page's query gives them (`country(language: $language)`). */
export function siteFactsIn(facts: PreviewSiteFacts, language: Language) {
  const { address, newsletter } = facts
  const imprint = record(facts.imprint)
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
    // The imprint's facts are plain or { de, en }, by field.
    imprint: Object.fromEntries(
      imprintFields.map((field) => {
        const value = imprint[field]
        return [field, typeof value === "string" ? value : inLanguage(value, language) || null]
      }),
    ),
    newsletter: newsletter
      ? {
          provider: text(newsletter.provider),
          action: text(newsletter.action),
          processor: inLanguage(newsletter.processor, language) || null,
          retention: inLanguage(newsletter.retention, language) || null,
        }
      : null,
  } satisfies LegalSiteFacts
}
