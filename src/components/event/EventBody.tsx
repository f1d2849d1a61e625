import { css } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { isUpcoming, type EventTimes } from "../../i18n/event-time"
import { localizedPath } from "../../i18n/languages"
import { useLanguage } from "../../i18n/use-language"
import type { GalleryPhoto } from "../../fragments/gallery-photo"
import { httpsHref } from "../../content/hosts"
import { eventCalendarPath } from "../../content/links"
import { useUpcoming } from "../../hooks/use-upcoming"
import { theme } from "../../theme/theme"
import { PhotoGallery } from "../gallery/PhotoGallery"
import { buttonCss, secondaryButtonCss } from "../ui/Button"
import { columnsCss, pastPillCss, pillCss } from "../ui/styles"
import { EventFacts, type EventPlace } from "./EventFacts"

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

const statusCss = css`
  ${pillCss};
  margin: ${theme.space(4)} 0 0;
  &[data-status="past"] {
    ${pastPillCss};
  }
`

/** By the visitor's clock after hydration: a page nobody rebuilt must not announce an event that is over. */
function EventStatus({ event, builtAt }: { event: EventTimes; builtAt: string }) {
  const { t } = useLanguage()
  const upcoming = useUpcoming(event, builtAt)
  const status = upcoming ? "upcoming" : "past"
  return (
    <p>
      <span css={statusCss} data-status={status} data-built-at={builtAt}>
        {t(`eventPage.${status}`)}
      </span>
    </p>
  )
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

const addCss = css`
  margin: ${theme.space(4)} 0 0;
  a {
    ${buttonCss};
    width: 100%;
  }
  span {
    display: block;
    margin-top: ${theme.space(2)};
    color: ${theme.colors.muted};
    font-size: 0.9rem;
    text-align: center;
  }
  /* Over before the next build: nothing moves. */
  &[data-past] {
    visibility: hidden;
  }
`

/** No `download`: an iPhone would store the file in Files instead of opening "add to calendar". */
function AddToCalendar({ event, builtAt }: { event: EventTimes & { slug: string }; builtAt: string }) {
  const { t, language } = useLanguage()
  const upcoming = useUpcoming(event, builtAt)
  if (!isUpcoming(event, new Date(builtAt))) return null
  return (
    <p css={addCss} data-past={upcoming ? undefined : ""}>
      <a href={localizedPath(eventCalendarPath(event.slug), language)} data-add-to-calendar>
        {t("eventPage.addToCalendar")}
      </a>
      <span>{t("eventPage.calendarFile")}</span>
    </p>
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
