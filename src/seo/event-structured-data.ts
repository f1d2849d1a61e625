import { parseEventTime, viennaIsoString } from "../i18n/event-time"
import type { Language } from "../i18n/languages"
import { eventPath, roomPath } from "../content/links"
import { pageUrl, passageNodeId, passagePlace, type SiteForLd } from "./structured-data"

type RoomForEventLd = { readonly yamlId: string; readonly name: string }

export function eventPageUrl(site: Pick<SiteForLd, "siteUrl">, slug: string, language: Language): string {
  return pageUrl(site, eventPath(slug), language)
}

function eventLocation(site: SiteForLd, room: RoomForEventLd | null, language: Language) {
  const passage = passagePlace(site, language)
  if (!room) return passage
  return {
    "@type": "EventVenue",
    "@id": pageUrl(site, roomPath(room.yamlId), language),
    name: room.name,
    address: passage.address,
    containedInPlace: passage,
  }
}

/** No endDate without an end: the site's midnight rule is not a time the organizers announced. */
export function eventJsonLd(
  site: SiteForLd,
  event: Pick<Queries.EventCardFragment, "slug" | "title" | "teaser" | "start" | "end">,
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
      url: pageUrl(site, "/", language),
    },
  }
}
