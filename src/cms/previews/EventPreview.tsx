import { EventBody, EventIntro } from "../../components/event/EventBody"
import { Container } from "../../components/layout/Container"
import { PageHeader } from "../../components/layout/PageHeader"
import { eventPageFromEntry } from "./event-page"
import { entryPreview } from "./preview"
import { siteSettings } from "./site-settings"

/** An event as its page shows it, without the menu and footer; "upcoming" or "past" as of now. */
export const EventPreview = entryPreview({
  layout: "stacked",
  fromEntry: (data, imageUrl, language) =>
    eventPageFromEntry(
      data,
      { cover: imageUrl(["cover", "image"]), photos: imageUrl(["photos", "image"]) },
      language,
      siteSettings,
    ),
  render: ({ event, times, cover, place, photos }) => {
    const now = new Date().toISOString()
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
  },
})
