/**
 * An event's page for search engines: a schema.org Event (issue 21, "Search engines and
 * calendars"), in the page's Head as JSON-LD (JsonLd through pageHead, as on a partner's page).
 */
import { parseEventTime, viennaIsoString } from "../i18n/event-time"
import type { Language } from "../i18n/languages"
import { localizedPath } from "../i18n/languages"
import { eventPath } from "../content/links"
import { passageNodeId, passagePlace, roomNodeId, type SiteForLd } from "./structured-data"

/** What an event's page says of the event (title and teaser in the page's language). */
export interface EventForLd {
  readonly slug: string
  readonly title: string
  readonly teaser: string
  /** Vienna wall-clock times as data/events/<slug>.yaml has them, "2027-02-05 20:00". */
  readonly start: string
  readonly end?: string | null
}

/** The party room the event takes place in (its name in the page's language). */
export interface RoomForEventLd {
  readonly yamlId: string
  readonly name: string
}

/** The event's page in a language, e.g. https://…/en/events/carnival-2027/. */
export function eventPageUrl(site: Pick<SiteForLd, "siteUrl">, slug: string, language: Language): string {
  return `${site.siteUrl}${localizedPath(eventPath(slug), language)}`
}

/**
 * Where the event takes place: the passage (a ShoppingCenter, the same node as home's), or a
 * party room (an EventVenue, the same node as on /party-rooms/) in the passage. Both are
 * schema.org Places with the passage's PostalAddress.
 */
function eventLocation(site: SiteForLd, room: RoomForEventLd | null, language: Language) {
  const passage = passagePlace(site, language)
  if (!room) return passage
  return {
    "@type": "EventVenue",
    "@id": roomNodeId(site, room.yamlId, language),
    name: room.name,
    address: passage.address,
    containedInPlace: passage,
  }
}

/**
 * The schema.org Event of an event's page: start and end in Vienna time with that day's offset
 * (+01:00 in winter, +02:00 in summer); the place; the cover photo as absolute URLs; the passage
 * as organizer; the page's URL and language.
 *
 * An event without an end has no endDate: the data gives none, and the midnight the site counts
 * it as upcoming until (eventEndInstant; also the calendar file's DTEND, which a VEVENT needs to
 * show as more than an instant) is the site's rule, not a time the organizers announced.
 *
 * `images` are the cover's addresses as Gatsby gives them (/static/…), made absolute here.
 */
export function eventJsonLd(
  site: SiteForLd,
  event: EventForLd,
  room: RoomForEventLd | null,
  images: readonly string[],
  language: Language,
) {
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
    location: eventLocation(site, room, language),
    image: images.map((src) => new URL(src, site.siteUrl).href),
    organizer: {
      "@type": "Organization",
      "@id": passageNodeId(site),
      name: site.name,
      url: `${site.siteUrl}${localizedPath("/", language)}`,
    },
  }
}
