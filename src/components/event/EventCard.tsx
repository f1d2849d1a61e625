import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { formatEventDay, formatEventTime } from "../../i18n/format"
import { parseEventTime, viennaIsoString } from "../../i18n/event-time"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { eventPath } from "../../content/links"
import { Link } from "../ui/LocalizedLink"
import { panelCss, pastPillCss, pillCss } from "../ui/styles"
import { useUpcoming } from "../../hooks/use-upcoming"

export const query = graphql`
  fragment EventCard on EventsYaml {
    slug
    start
    end
    title(language: $language)
    teaser(language: $language)
    cover {
      alt(language: $language)
      image {
        childImageSharp {
          gatsbyImageData(
            width: 720
            aspectRatio: 1.5
            breakpoints: [360, 540, 720]
            sizes: "(min-width: 1280px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
          )
        }
      }
    }
  }
`

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${panelCss};
  box-shadow: ${theme.shadow};
  .gatsby-image-wrapper {
    aspect-ratio: 3 / 2;
    background: ${theme.colors.bgAlt};
  }
  time {
    color: ${theme.colors.muted};
    font-size: 0.95rem;
    font-weight: 600;
  }
  h3,
  h4 {
    margin: 0;
    font-size: 1.3rem;
    /* The whole card is the link's target area; the title stays the link's name. */
    a::after {
      content: "";
      position: absolute;
      inset: 0;
    }
  }
  a {
    color: ${theme.colors.text};
    text-decoration-color: ${theme.colors.primary};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${theme.colors.primary};
  }
  a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`

/** Its own class, not div:last-of-type: while the page streams in, the cover is the last div for a moment. */
const bodyCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)} ${theme.space(5)} ${theme.space(5)};
`

/* Over the cover's corner, so it appears without moving anything. */
const overCss = css`
  ${pillCss};
  ${pastPillCss};
  position: absolute;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
  color: ${theme.colors.text};
`

/** Until the build after the event's end lists it among the past ones. */
function OverMark({ event, builtAt }: { event: Queries.EventCardFragment; builtAt: string }) {
  const { t } = useLanguage()
  const upcoming = useUpcoming(event, builtAt)
  return upcoming ? null : (
    <p css={overCss} data-event-over="">
      {t("eventPage.past")}
    </p>
  )
}

export function EventCard({
  event,
  headingLevel = 3,
  eager = false,
  builtAt,
}: {
  event: Queries.EventCardFragment
  headingLevel?: 3 | 4
  /** Listed as upcoming by the build at `builtAt`. */
  builtAt?: string
  /** The cover is the page's LCP. */
  eager?: boolean
}) {
  const { language } = useLanguage()
  const image = getImage(event.cover.image.childImageSharp?.gatsbyImageData ?? null)
  const Heading = headingLevel === 3 ? "h3" : "h4"
  return (
    <article css={cardCss} data-event={event.slug}>
      {image && <GatsbyImage image={image} alt={event.cover.alt} loading={eager ? "eager" : "lazy"} />}
      <div css={bodyCss}>
        <Heading>
          <Link to={eventPath(event.slug)}>{event.title}</Link>
        </Heading>
        <time dateTime={viennaIsoString(parseEventTime(event.start))}>
          {formatEventDay(event.start, language)}, {formatEventTime(event.start, event.end, language)}
        </time>
        <p>{event.teaser}</p>
      </div>
      {builtAt && <OverMark event={event} builtAt={builtAt} />}
    </article>
  )
}
