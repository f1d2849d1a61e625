import { css } from "@emotion/react"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { containerCss } from "../components/Container"
import { buttonCss } from "../components/Button"

const sectionCss = css`
  ${containerCss};
  h2 {
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
`

const gridCss = css`
  display: grid;
  gap: ${theme.space(5)};
  margin: ${theme.space(6)} 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  figure {
    position: relative;
    margin: 0;
    overflow: hidden;
    border-radius: ${theme.radii.lg};
    aspect-ratio: 3 / 2;
    background: ${theme.colors.bgAlt};
  }
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
    transition: transform 0.5s ease;
  }
  figcaption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${theme.space(6)} ${theme.space(4)} ${theme.space(3)};
    background: linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.6) 60%, transparent);
    color: #fff;
    font-weight: 600;
    transform: translateY(100%);
    transition: transform 0.3s ease;
  }
  figure:hover figcaption,
  figure:focus-within figcaption,
  figure:focus figcaption {
    transform: none;
  }
  figure:hover .gatsby-image-wrapper {
    transform: scale(1.03);
  }
  @media (hover: none) {
    figcaption {
      transform: none;
    }
  }
`

/** The carnival party's four photos; captions slide in on hover and keyboard focus. */
export function EventsGallery({ events }: { events: NonNullable<Queries.EventsPageQuery["events"]> }) {
  const { t } = useLanguage()
  return (
    <section css={sectionCss} aria-labelledby="gallery-title">
      <h2 id="gallery-title">{events.title}</h2>
      <p>{events.intro}</p>
      <ul css={gridCss}>
        {events.gallery.map((photo, index) => {
          const image = getImage(photo.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={index}>
              {/* Focusable so that keyboard users see the caption that slides in on hover. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <figure tabIndex={0}>
                {image && <GatsbyImage image={image} alt={photo.alt} loading={index === 0 ? "eager" : "lazy"} />}
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
      <a href={events.photoSite.url} css={buttonCss} target="_blank" rel="noopener noreferrer">
        {events.photoSite.label}
        <span className="visually-hidden"> {t("newTab")}</span>
      </a>
    </section>
  )
}
