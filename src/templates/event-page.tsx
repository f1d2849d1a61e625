import { graphql, type PageProps } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { EventBody, EventIntro } from "../components/event/EventBody"
import { galleryPhotos } from "../fragments/gallery-photo"
import { DetailPage } from "../components/layout/DetailPage"
import { pageHead } from "../components/layout/PageHead"
import { eventJsonLd } from "../seo/event-structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { useLanguage } from "../i18n/use-language"

type EventPageContext = I18nPageContext & { builtAt: string }

/** Null for the passage itself. */
function eventRoom<Room extends { yamlId: string }>(
  event: { slug: string; place?: string | null },
  rooms: readonly Room[],
): Room | null {
  if (!event.place || event.place === "passage") return null
  const room = rooms.find((node) => node.yamlId === event.place)
  if (!room) throw new Error(`event "${event.slug}": no party room "${event.place}"`)
  return room
}

export default function EventPage({ data, pageContext }: PageProps<Queries.EventPageQuery, EventPageContext>) {
  const { t } = useLanguage()
  const { site, event, rooms } = data
  if (!site || !event) throw new Error("event page data is missing")
  const cover = getImage(event.pageCover.image.childImageSharp?.gatsbyImageData ?? null)
  const room = eventRoom(event, rooms.nodes)
  const photos = galleryPhotos(event.photos, `event "${event.slug}"`)
  return (
    <DetailPage
      data={data}
      title={event.title}
      back={{ to: "/events/", label: t("events.allEvents") }}
      intro={<EventIntro event={event} times={event} builtAt={pageContext.builtAt} />}
    >
      <EventBody
        event={event}
        times={event}
        cover={{ image: cover, alt: event.cover.alt }}
        place={{ site, room }}
        photos={photos}
        builtAt={pageContext.builtAt}
      />
    </DetailPage>
  )
}

export const Head = pageHead<Queries.EventPageQuery>(({ data, site, language }) => {
  const { event } = data
  if (!event) throw new Error("event page data is missing")
  const room = eventRoom(event, data.rooms.nodes)
  const coverData = event.pageCover.image.childImageSharp?.gatsbyImageData
  const cover = coverData ? getSrc(coverData) : undefined
  return {
    title: event.title,
    description: event.teaser,
    jsonLd: eventJsonLd(site, event, room, cover ? [cover] : [], language),
  }
})

export const query = graphql`
  query EventPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
    rooms: allRoomsYaml {
      nodes {
        yamlId
        name(language: $language)
      }
    }
    event: eventsYaml(id: { eq: $id }) {
      ...EventCard
      text(language: $language)
      place
      pageCover: cover {
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1080
              aspectRatio: 1.5
              breakpoints: [360, 540, 720, 1080]
              sizes: "(min-width: 1280px) 736px, (min-width: 1024px) 62vw, 92vw"
            )
          }
        }
      }
      photos {
        ...GalleryPhoto
      }
      album {
        url
        label(language: $language)
      }
    }
  }
`
