/** What an event's page shows: src/templates/event-page.tsx's steps from its query, on the preview's data. */
import type { EventPlace } from "../../components/event/EventFacts"
import { galleryPhotos } from "../../fragments/gallery-photo"
import type { Language } from "../../i18n/languages"
import { eventFromEntry, eventTimes, inLanguage, siteFactsIn, type Data, type ImageUrl } from "./entry-data"
import type { PreviewSiteSettings } from "./site-settings"

export function eventPageFromEntry(
  data: Data,
  imageUrl: { cover: ImageUrl; photos: ImageUrl },
  language: Language,
  site: Pick<PreviewSiteSettings, "facts" | "rooms">,
) {
  const event = eventFromEntry(data, imageUrl, language)
  const facts = siteFactsIn(site.facts, language)
  const room = site.rooms.find((candidate) => candidate.id === event.place)
  const place: EventPlace = {
    site: { name: facts.name, address: facts.address },
    room: room ? { yamlId: room.id, name: inLanguage(room.name, language) } : null,
  }
  return {
    event,
    times: eventTimes(data),
    cover: { image: event.pageCover.image.childImageSharp?.gatsbyImageData, alt: event.cover.alt },
    place,
    photos: galleryPhotos(event.photos, `event "${event.slug}"`),
  }
}
