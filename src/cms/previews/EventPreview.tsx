import { EventBody, EventIntro } from "../../components/event/EventBody"
import { Container } from "../../components/layout/Container"
import { PageHeader } from "../../components/layout/PageHeader"
import { eventFromEntry } from "./entry-data"
import { assetUrl, entryData, type PreviewProps } from "./PartnerPreview"
import { siteSettings } from "./site-settings"
import { SitePreview } from "./SitePreview"

/**
 * An event as its page shows it (src/templates/event-page.tsx without the menu and footer), in
 * German and English: heading, teaser and status, cover, when and where, text, album and photos.
 * "Upcoming" or "past" as of now; the facts appear once the start is a time the site can print.
 */
export function EventPreview(props: PreviewProps) {
  const data = entryData(props)
  const imageUrl = { cover: assetUrl(props, ["cover", "image"]), photos: assetUrl(props, ["photos", "image"]) }
  const now = new Date().toISOString()
  return (
    <SitePreview document={props.document} layout="stacked" resetKey={JSON.stringify(data)}>
      {(language) => {
        const { event, times, cover, place, photos } = eventFromEntry(data, imageUrl, language, siteSettings)
        return (
          <>
            <PageHeader title={event.title}>
              <EventIntro event={event} times={times} builtAt={now} />
            </PageHeader>
            <Container>
              <EventBody event={event} times={times} cover={cover} place={place} photos={photos} builtAt={now} />
            </Container>
          </>
        )
      }}
    </SitePreview>
  )
}
