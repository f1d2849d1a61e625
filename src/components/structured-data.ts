import { weekdays, type OpeningHoursEntry } from "../i18n/format"
import type { Language } from "../i18n/languages"
import { localizedPath } from "../i18n/languages"
import { parseEventTime, viennaIsoString } from "../i18n/event-time"
import { eventPath, partnerPath } from "./links"

const schemaDays: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
}

/** schema.org type for each partner icon. */
const businessTypes: Record<string, string> = {
  restaurant: "Restaurant",
  ramen: "Restaurant",
  beer: "Restaurant",
  brewery: "Brewery",
  foot: "MedicalBusiness",
  nails: "NailSalon",
  city: "LocalBusiness",
  fashion: "ClothingStore",
}

export function openingHoursSpecification(entries: readonly OpeningHoursEntry[]) {
  return entries.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...entry.days]
      .sort((a, b) => weekdays.indexOf(a as never) - weekdays.indexOf(b as never))
      .map((day) => `https://schema.org/${schemaDays[day]}`),
    opens: entry.opens,
    closes: entry.closes === "24:00" ? "23:59" : entry.closes,
  }))
}

interface SiteForLd {
  readonly name: string
  readonly siteUrl: string
  readonly description: string
  readonly address: {
    readonly street: string
    readonly street2?: string | null
    readonly postalCode: string
    readonly city: string
    readonly region: string
    readonly countryCode: string
  }
  readonly phone: { readonly href: string }
  readonly email: { readonly address: string }
  readonly openingHours: readonly OpeningHoursEntry[]
}

/** What the home page's ShoppingCenter says of each partner: a reference to the partner's page. */
interface PartnerRefForLd {
  readonly yamlId: string
  readonly name: string
  readonly icon: string
}

/** What a partner's page says of it. */
interface PartnerForLd extends PartnerRefForLd {
  readonly website?: string | null
  readonly phone?: { readonly href: string } | null
  readonly email?: string | null
  readonly description: string
  readonly openingHours: readonly OpeningHoursEntry[]
}

/** The partner's page in a language, e.g. https://…/en/partners/da-tano/. */
export function partnerPageUrl(site: Pick<SiteForLd, "siteUrl">, id: string, language: Language): string {
  return `${site.siteUrl}${localizedPath(partnerPath(id), language)}`
}

/** The partner as a business, the same node in both languages (its German page's address). */
function partnerNodeId(site: Pick<SiteForLd, "siteUrl">, id: string): string {
  return `${partnerPageUrl(site, id, "de")}#business`
}

const passageNodeId = (site: Pick<SiteForLd, "siteUrl">) => `${site.siteUrl}/#passage`

export function postalAddress(site: SiteForLd) {
  const { address } = site
  return {
    "@type": "PostalAddress",
    streetAddress: [address.street, address.street2].filter(Boolean).join(", "),
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.countryCode,
  }
}

/** The passage as a ShoppingCenter containing its partners. */
export function passageJsonLd(site: SiteForLd, partners: readonly PartnerRefForLd[], language: Language) {
  const home = `${site.siteUrl}${localizedPath("/", language)}`
  const address = postalAddress(site)
  return {
    "@context": "https://schema.org",
    "@type": "ShoppingCenter",
    "@id": passageNodeId(site),
    name: site.name,
    url: home,
    description: site.description,
    image: `${site.siteUrl}/og-image.jpg`,
    telephone: site.phone.href,
    email: site.email.address,
    address,
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    // Each partner in full is on its own page (partnerJsonLd); here the passage names them and points there.
    containsPlace: partners.map((partner) => ({
      "@type": businessTypes[partner.icon] ?? "LocalBusiness",
      "@id": partnerNodeId(site, partner.yamlId),
      name: partner.name,
      url: partnerPageUrl(site, partner.yamlId, language),
    })),
  }
}

/**
 * A partner's page: the business as its own schema.org type (Restaurant, NailSalon, …) with
 * its hours, contact, photos (absolute URLs) and address, in the passage.
 * `url` is its own website, or this page when it has none.
 */
export function partnerJsonLd(site: SiteForLd, partner: PartnerForLd, images: readonly string[], language: Language) {
  const page = partnerPageUrl(site, partner.yamlId, language)
  const address = postalAddress(site)
  return {
    "@context": "https://schema.org",
    "@type": businessTypes[partner.icon] ?? "LocalBusiness",
    "@id": partnerNodeId(site, partner.yamlId),
    name: partner.name,
    description: partner.description,
    url: partner.website ?? page,
    mainEntityOfPage: page,
    image: images.map((src) => new URL(src, site.siteUrl).href),
    address,
    ...(partner.phone ? { telephone: partner.phone.href } : {}),
    ...(partner.email ? { email: partner.email } : {}),
    ...(partner.openingHours.length
      ? { openingHoursSpecification: openingHoursSpecification(partner.openingHours) }
      : {}),
    containedInPlace: {
      "@type": "ShoppingCenter",
      "@id": passageNodeId(site),
      name: site.name,
      url: `${site.siteUrl}${localizedPath("/", language)}`,
      address,
    },
  }
}

/** What an event's page says of the event. */
interface EventForLd {
  readonly slug: string
  readonly title: string
  readonly teaser: string
  /** Vienna wall-clock times, "2027-02-05 20:00". */
  readonly start: string
  readonly end?: string | null
}

/** The event's page in a language, e.g. https://…/en/events/carnival-2027/. */
export function eventPageUrl(site: Pick<SiteForLd, "siteUrl">, slug: string, language: Language): string {
  return `${site.siteUrl}${localizedPath(eventPath(slug), language)}`
}

/**
 * An event's page: a schema.org Event with its start and end in Vienna time (with the offset
 * of that day), its place (the passage, or a party room in the passage, with the address),
 * its cover photo (absolute URLs) and the passage as organizer.
 */
export function eventJsonLd(
  site: SiteForLd,
  event: EventForLd,
  room: { readonly yamlId: string; readonly name: string } | null,
  images: readonly string[],
  language: Language,
) {
  const address = postalAddress(site)
  const passage = {
    "@type": "ShoppingCenter",
    "@id": passageNodeId(site),
    name: site.name,
    url: `${site.siteUrl}${localizedPath("/", language)}`,
    address,
  }
  const location = room
    ? {
        "@type": "EventVenue",
        "@id": `${site.siteUrl}${localizedPath("/party-rooms/", language)}#${room.yamlId}`,
        name: room.name,
        address,
        containedInPlace: passage,
      }
    : passage
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.teaser,
    url: eventPageUrl(site, event.slug, language),
    inLanguage: language,
    startDate: viennaIsoString(parseEventTime(event.start)),
    ...(event.end ? { endDate: viennaIsoString(parseEventTime(event.end)) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location,
    image: images.map((src) => new URL(src, site.siteUrl).href),
    organizer: { "@type": "Organization", "@id": passageNodeId(site), name: site.name, url: passage.url },
  }
}

interface RoomForLd {
  readonly yamlId: string
  readonly name: string
  readonly description: string
  readonly capacity: number
  readonly pricePerDay: number
  readonly sizeSqm: number
}

/** The party rooms as rentable places with their price per day. */
export function roomsJsonLd(site: SiteForLd, rooms: readonly RoomForLd[], language: Language) {
  const page = `${site.siteUrl}${localizedPath("/party-rooms/", language)}`
  return {
    "@context": "https://schema.org",
    "@graph": rooms.map((room) => ({
      "@type": "EventVenue",
      "@id": `${page}#${room.yamlId}`,
      name: room.name,
      description: room.description,
      maximumAttendeeCapacity: room.capacity,
      floorSize: { "@type": "QuantitativeValue", value: room.sizeSqm, unitCode: "MTK" },
      address: postalAddress(site),
      containedInPlace: { "@id": `${site.siteUrl}/#passage` },
      makesOffer: {
        "@type": "Offer",
        price: room.pricePerDay,
        priceCurrency: "EUR",
        description: "per day, VAT included",
      },
    })),
  }
}
