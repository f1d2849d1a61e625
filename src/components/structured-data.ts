import { weekdays, type OpeningHoursEntry } from "../i18n/format"
import type { Language } from "../i18n/languages"
import { localizedPath } from "../i18n/languages"

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

interface PartnerForLd {
  readonly yamlId: string
  readonly name: string
  readonly icon: string
  readonly website?: string | null
  readonly phone?: { readonly href: string } | null
  readonly description: string
  readonly openingHours: readonly OpeningHoursEntry[]
}

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
export function passageJsonLd(site: SiteForLd, partners: readonly PartnerForLd[], language: Language) {
  const home = `${site.siteUrl}${localizedPath("/", language)}`
  const address = postalAddress(site)
  return {
    "@context": "https://schema.org",
    "@type": "ShoppingCenter",
    "@id": `${site.siteUrl}/#passage`,
    name: site.name,
    url: home,
    description: site.description,
    image: `${site.siteUrl}/og-image.jpg`,
    telephone: site.phone.href,
    email: site.email.address,
    address,
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    containsPlace: partners.map((partner) => ({
      "@type": businessTypes[partner.icon] ?? "LocalBusiness",
      "@id": `${site.siteUrl}${localizedPath("/partners/", language)}#${partner.yamlId}`,
      name: partner.name,
      description: partner.description,
      address,
      ...(partner.website ? { url: partner.website } : {}),
      ...(partner.phone ? { telephone: partner.phone.href } : {}),
      ...(partner.openingHours.length
        ? { openingHoursSpecification: openingHoursSpecification(partner.openingHours) }
        : {}),
    })),
  }
}

interface EventsForLd {
  readonly title: string
  readonly intro: string
  readonly photoSite: { readonly url: string }
  readonly gallery: readonly { readonly caption: string; readonly image: { readonly publicURL?: string | null } }[]
}

/** The events page: the carnival party as an image gallery of the passage. */
export function eventJsonLd(site: SiteForLd, events: EventsForLd, language: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: events.title,
    description: events.intro,
    url: `${site.siteUrl}${localizedPath("/events/", language)}`,
    sameAs: events.photoSite.url,
    about: { "@id": `${site.siteUrl}/#passage` },
    image: events.gallery.map((photo) => ({
      "@type": "ImageObject",
      caption: photo.caption,
      ...(photo.image.publicURL ? { contentUrl: `${site.siteUrl}${photo.image.publicURL}` } : {}),
    })),
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
