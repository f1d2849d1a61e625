import { css } from "@emotion/react"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { Link } from "../components/ui/LocalizedLink"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { buttonCss, secondaryButtonCss } from "../components/ui/Button"
import { containerCss } from "../components/layout/Container"
import { FloatingDots } from "../components/ui/FloatingDots"
import { LogoMark } from "../components/ui/LogoMark"

const heroCss = css`
  position: relative;
  padding: ${theme.space(10)} 0 ${theme.space(8)};
  ${theme.mq.lg} {
    padding: ${theme.space(16)} 0 ${theme.space(12)};
  }
`

const gridCss = css`
  ${containerCss};
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: ${theme.space(12)};
  }
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.75rem);
    margin: ${theme.space(5)} 0 ${theme.space(4)};
  }
  h1 span {
    display: block;
  }
  h1 span:first-of-type {
    font-size: 0.55em;
    font-weight: 500;
    color: ${theme.colors.muted};
  }
  h1 span:last-of-type {
    color: ${theme.colors.primary};
  }
`

const leadCss = css`
  font-size: 1.2rem;
  max-width: 34rem;
`

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`

const bookCss = css`
  ${buttonCss};
  font-size: 1.1rem;
  padding: ${theme.space(3)} ${theme.space(6)};
  box-shadow: ${theme.shadow};
`

const imageCss = css`
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadow};
  aspect-ratio: 16 / 9;
  img {
    height: 100%;
    object-fit: cover;
  }
`

/** A plain <picture> for fetchpriority="high", which GatsbyImage 3 cannot carry. */
function HeroPicture({ image, alt }: { image: IGatsbyImageData; alt: string }) {
  const { images, width, height, backgroundColor } = image
  const fallback = images.fallback
  return (
    <picture>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="eager"
        decoding="async"
        // eslint-disable-next-line react/no-unknown-property -- React 18 knows no `fetchPriority`
        fetchpriority="high"
        style={{ display: "block", width: "100%", height: "auto", backgroundColor }}
      />
    </picture>
  )
}

export function Hero({
  hero,
  siteName,
}: {
  hero: NonNullable<Queries.HomePageQuery["home"]>["hero"]
  siteName: string
}) {
  const { t } = useLanguage()
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div css={heroCss}>
      <div css={gridCss}>
        <div>
          <LogoMark size={88} />
          <h1>
            <span>{hero.welcome}</span> <span>{siteName}</span>
          </h1>
          <p css={leadCss}>{hero.lead}</p>
          <div css={actionsCss}>
            <a href="#about" css={secondaryButtonCss}>
              {t("hero.explore")}
            </a>
            <Link to="/party-rooms/" css={bookCss}>
              {t("hero.bookPartyRooms")}
            </Link>
          </div>
        </div>
        {image && (
          <div css={imageCss}>
            <HeroPicture image={image} alt={hero.imageAlt} />
          </div>
        )}
      </div>
      {/* Last, as in PageHeader. */}
      <FloatingDots />
    </div>
  )
}

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto"
  }
}
