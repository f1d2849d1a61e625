import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { GatsbyImage, getImage, getSrc } from "gatsby-plugin-image"
import { AddToCalendar } from "../components/event/AddToCalendar"
import { secondaryButtonCss } from "../components/ui/Button"
import { EventFacts } from "../components/event/EventFacts"
import { EventStatus } from "../components/event/EventStatus"
import { galleryPhotos } from "../fragments/gallery-photo"
import { PhotoGallery } from "../components/gallery/PhotoGallery"
import { DetailPage } from "../components/layout/DetailPage"
import { pageHead } from "../components/layout/PageHead"
import { columnsCss } from "../components/ui/styles"
import { eventJsonLd } from "../seo/event-structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"

const overviewCss = css`
  ${columnsCss(theme.space(6), { lg: "minmax(0, 2fr) minmax(0, 1fr)" }, true)};
  .gatsby-image-wrapper {
    border-radius: ${theme.radii.lg};
    aspect-ratio: 3 / 2;
    background: ${theme.colors.bgAlt};
  }
`

const textCss = css`
  max-width: 44rem;
  margin-top: ${theme.space(8)};
  p {
    font-size: 1.1rem;
  }
`

type EventPageContext = I18nPageContext & { builtAt: string }

/** The party room an event takes place in, or null for the passage itself. */
function eventRoom<Room extends { yamlId: string }>(
  event: { slug: string; place?: string | null },
  rooms: readonly Room[],
): Room | null {
  if (!event.place || event.place === "passage") return null
  const room = rooms.find((node) => node.yamlId === event.place)
  if (!room) throw new Error(`data/events/${event.slug}.yaml: no party room "${event.place}"`)
  return room
}

/** One event's page, /events/<slug>/ for each data/events/<slug>.yaml (createPages). */
export default function EventPage({ data, pageContext }: PageProps<Queries.EventPageQuery, EventPageContext>) {
  const { t } = useLanguage()
  const { site, event, rooms } = data
  if (!site || !event) throw new Error("event page data is missing")
  const cover = getImage(event.pageCover.image.childImageSharp?.gatsbyImageData ?? null)
  const room = eventRoom(event, rooms.nodes)
  const photos = galleryPhotos(event.photos, `data/events/${event.slug}.yaml`)
  return (
    <DetailPage
      data={data}
      title={event.title}
      back={{ to: "/events/", label: t("events.allEvents") }}
      intro={
        <>
          <p>{event.teaser}</p>
          <EventStatus event={event} builtAt={pageContext.builtAt} />
        </>
      }
    >
      <div css={overviewCss}>
        {/* The cover is the page's largest paint: loaded at once. */}
        {cover && <GatsbyImage image={cover} alt={event.cover.alt} loading="eager" />}
        <div>
          <EventFacts event={event} place={{ site, room }} />
          <AddToCalendar event={event} builtAt={pageContext.builtAt} />
        </div>
      </div>
      <div css={textCss}>
        {event.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {event.album && (
          <p>
            <a href={event.album.url} css={secondaryButtonCss} data-album>
              {event.album.label}
            </a>
          </p>
        )}
      </div>
      <PhotoGallery photos={photos} title={event.title} />
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
