import { httpsHref } from "../content/hosts"
import { englishDayNames, weekdays, type OpeningHoursEntry, type Weekday } from "../i18n/format"
import { localizedPath, type Language } from "../i18n/languages"
import { partnerPath, roomPath } from "../content/links"
import { specialDays } from "../i18n/special-days"
import type { HoursRules } from "../i18n/open-now"
import type { HolidayCalendar } from "../components/hours/holiday-calendar"

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

const closesForLd = (closes: string) => (closes === "24:00" ? "23:59" : closes)

export function openingHoursSpecification(entries: readonly OpeningHoursEntry[]) {
  return entries.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...entry.days]
      .sort((a, b) => weekdays.indexOf(a as never) - weekdays.indexOf(b as never))
      .map((day) => `https://schema.org/${englishDayNames[day as Weekday]}`),
    opens: entry.opens,
    closes: closesForLd(entry.closes),
  }))
}

/** Closed is opens and closes "00:00", as schema.org asks. */
export function specialOpeningHoursSpecification(rules: HoursRules, calendar: HolidayCalendar | null | undefined) {
  if (!calendar || rules.openingHours.length === 0) return []
  return specialDays(rules, calendar.holidays, calendar.builtOn, Infinity).flatMap(({ from, to, label, hours }) =>
    (hours === null ? [] : hours.length ? hours : [{ opens: "00:00", closes: "00:00" }]).map((h) => ({
      "@type": "OpeningHoursSpecification",
      ...(label ? { name: label } : {}),
      validFrom: from,
      validThrough: to,
      opens: h.opens,
      closes: closesForLd(h.closes),
    })),
  )
}

export interface SiteForLd extends HoursRules {
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
}

type PartnerRefForLd = Pick<Queries.PartnerSummaryFragment, "yamlId" | "name" | "icon">

interface PartnerForLd extends PartnerRefForLd, HoursRules {
  readonly website?: string | null
  readonly phone?: { readonly href: string } | null
  readonly email?: string | null
  readonly description: string
}

/** A page's full address in a language: `path` without the language prefix. */
export function pageUrl(site: Pick<SiteForLd, "siteUrl">, path: string, language: Language): string {
  return `${site.siteUrl}${localizedPath(path, language)}`
}

/** The same node in both languages. */
function partnerNodeId(site: Pick<SiteForLd, "siteUrl">, id: string): string {
  return `${pageUrl(site, partnerPath(id), "de")}#business`
}

export const passageNodeId = (site: Pick<SiteForLd, "siteUrl">) => `${site.siteUrl}/#passage`

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

export function passagePlace(site: SiteForLd, language: Language) {
  return {
    "@type": "ShoppingCenter",
    "@id": passageNodeId(site),
    name: site.name,
    url: pageUrl(site, "/", language),
    address: postalAddress(site),
  }
}

export function passageJsonLd(
  site: SiteForLd,
  partners: readonly PartnerRefForLd[],
  language: Language,
  calendar?: HolidayCalendar | null,
) {
  const special = specialOpeningHoursSpecification(site, calendar)
  return {
    "@context": "https://schema.org",
    ...passagePlace(site, language),
    description: site.description,
    image: `${site.siteUrl}/og-image.jpg`,
    telephone: site.phone.href,
    email: site.email.address,
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    containsPlace: partners.map((partner) => storeRef(site, partner, language)),
  }
}

/** A store of the passage as a place it contains: in full on its own page, which the same @id names. */
function storeRef(site: SiteForLd, partner: PartnerRefForLd, language: Language) {
  return {
    "@type": businessTypes[partner.icon] ?? "LocalBusiness",
    "@id": partnerNodeId(site, partner.yamlId),
    name: partner.name,
    url: pageUrl(site, partnerPath(partner.yamlId), language),
  }
}

/** The partner list (all, or of a kind): the passage as a ShoppingCenter containing the stores listed. */
export function directoryJsonLd(site: SiteForLd, partners: readonly PartnerRefForLd[], language: Language) {
  return {
    "@context": "https://schema.org",
    ...passagePlace(site, language),
    containsPlace: partners.map((partner) => storeRef(site, partner, language)),
  }
}

export function partnerJsonLd(
  site: SiteForLd,
  partner: PartnerForLd,
  images: readonly string[],
  language: Language,
  calendar?: HolidayCalendar | null,
) {
  const special = specialOpeningHoursSpecification(partner, calendar)
  const page = pageUrl(site, partnerPath(partner.yamlId), language)
  return {
    "@context": "https://schema.org",
    ...storeRef(site, partner, language),
    description: partner.description,
    url: httpsHref(partner.website) ?? page,
    mainEntityOfPage: page,
    ...(images.length > 0 ? { image: images.map((src) => new URL(src, site.siteUrl).href) } : {}),
    address: postalAddress(site),
    ...(partner.phone ? { telephone: partner.phone.href } : {}),
    ...(partner.email ? { email: partner.email } : {}),
    ...(partner.openingHours.length
      ? { openingHoursSpecification: openingHoursSpecification(partner.openingHours) }
      : {}),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    containedInPlace: passagePlace(site, language),
  }
}

type RoomForLd = Pick<
  Queries.RoomSectionFragment,
  "yamlId" | "name" | "description" | "capacity" | "pricePerDay" | "sizeSqm"
>

export function roomsJsonLd(site: SiteForLd, rooms: readonly RoomForLd[], language: Language) {
  return {
    "@context": "https://schema.org",
    "@graph": rooms.map((room) => ({
      "@type": "EventVenue",
      "@id": pageUrl(site, roomPath(room.yamlId), language),
      name: room.name,
      description: room.description,
      maximumAttendeeCapacity: room.capacity,
      floorSize: { "@type": "QuantitativeValue", value: room.sizeSqm, unitCode: "MTK" },
      address: postalAddress(site),
      containedInPlace: { "@id": passageNodeId(site) },
      makesOffer: {
        "@type": "Offer",
        price: room.pricePerDay,
        priceCurrency: "EUR",
        description: "per day, VAT included",
      },
    })),
  }
}
