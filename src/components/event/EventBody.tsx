import { css } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import type { EventTimes } from "../../i18n/event-time"
import type { GalleryPhoto } from "../../fragments/gallery-photo"
import { httpsHref } from "../../content/hosts"
import { theme } from "../../theme/theme"
import { PhotoGallery } from "../gallery/PhotoGallery"
import { secondaryButtonCss } from "../ui/Button"
import { columnsCss } from "../ui/styles"
import { AddToCalendar } from "./AddToCalendar"
import { EventFacts, type EventPlace } from "./EventFacts"
import { EventStatus } from "./EventStatus"

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

export interface EventContent {
  slug: string
  title: string
  teaser: string
  text: string
  album?: { url: string; label: string } | null
}

/** `times` is null only in the preview of an event without a start yet. */
export function EventIntro({
  event,
  times,
  builtAt,
}: {
  event: EventContent
  times: EventTimes | null
  builtAt: string
}) {
  return (
    <>
      <p>{event.teaser}</p>
      {times && <EventStatus event={times} builtAt={builtAt} />}
    </>
  )
}

/** The event page and its editor preview. */
export function EventBody({
  event,
  times,
  cover,
  place,
  photos,
  builtAt,
}: {
  event: EventContent
  times: EventTimes | null
  cover: { image: IGatsbyImageData | undefined; alt: string }
  place: EventPlace
  photos: readonly GalleryPhoto[]
  builtAt: string
}) {
  const albumHref = event.album ? httpsHref(event.album.url) : undefined
  return (
    <>
      <div css={overviewCss}>
        {cover.image && <GatsbyImage image={cover.image} alt={cover.alt} loading="eager" />}
        <div>
          {times && (
            <>
              <EventFacts event={times} place={place} />
              <AddToCalendar event={{ ...times, slug: event.slug }} builtAt={builtAt} />
            </>
          )}
        </div>
      </div>
      <div css={textCss}>
        {event.text.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {event.album && albumHref && (
          <p>
            <a href={albumHref} css={secondaryButtonCss} data-album>
              {event.album.label}
            </a>
          </p>
        )}
      </div>
      <PhotoGallery photos={photos} title={event.title} />
    </>
  )
}
