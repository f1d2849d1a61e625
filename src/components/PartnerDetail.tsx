import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { buttonCss } from "./Button"
import { ImageCarousel } from "./carousel/ImageCarousel"
import { mailtoHref, telHref } from "./links"
import { OpeningHours } from "./OpeningHours"
import { hasOpeningHours, partnerImages } from "./partner-summary"
import { PartnerIcon } from "./PartnerIcon"

// Boilerplate: fragment, image sizes and article style alike PartnerCard's only in shape (other fields, widths, layout).
export const query = graphql`
  fragment PartnerDetail on PartnersYaml {
    ...PartnerSummary
    email
  }
`

/** Half the content width on desktops, all of it below. */
const detailImageSizes = "(min-width: 1280px) 540px, (min-width: 1024px) 45vw, 92vw"

const articleCss = css`
  ${theme.renderWhenNear("56rem")}
  display: grid;
  gap: ${theme.space(6)} ${theme.space(10)};
  padding: ${theme.space(10)} 0;
  border-bottom: 1px solid ${theme.colors.border};
  scroll-margin-top: 5rem;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    &[data-side="right"] > .partner-media {
      order: 2;
    }
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    font-size: clamp(1.7rem, 3.5vw, 2.2rem);
    margin-bottom: ${theme.space(1)};
  }
  h2 svg {
    color: ${theme.colors.primary};
    flex: none;
  }
  h3 {
    font-size: 1.05rem;
    margin: ${theme.space(4)} 0 ${theme.space(1)};
    font-family: ${theme.fonts.body};
  }
`

const categoryCss = css`
  color: ${theme.colors.muted};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.9rem;
`

const contactCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${theme.space(1)};
  }
`

/** A partner on the partners page, its image on alternating sides. */
export function PartnerDetail({
  partner,
  fadeMs,
  imageSide,
  eager = false,
}: {
  partner: Queries.PartnerDetailFragment
  fadeMs: number
  imageSide: "left" | "right"
  eager?: boolean
}) {
  const { t } = useLanguage()
  const images = partnerImages(partner, detailImageSizes)
  const titleId = `partner-${partner.yamlId}-title`
  return (
    <article id={partner.yamlId} css={articleCss} data-side={imageSide} aria-labelledby={titleId}>
      <div className="partner-media">
        <ImageCarousel images={images} label={partner.name} fadeMs={fadeMs} eager={eager} />
      </div>
      <div>
        <h2 id={titleId}>
          <PartnerIcon icon={partner.icon} size={28} />
          {partner.name}
        </h2>
        <p css={categoryCss}>{partner.category}</p>
        <p>{partner.description}</p>
        {(partner.phone || partner.email) && (
          <>
            <h3>{t("partnersPage.contact")}</h3>
            <ul css={contactCss}>
              {partner.phone && (
                <li>
                  {t("partner.phone")}: <a href={telHref(partner.phone.href)}>{partner.phone.display}</a>
                </li>
              )}
              {partner.email && (
                <li>
                  <a href={mailtoHref(partner.email)}>{partner.email}</a>
                </li>
              )}
            </ul>
          </>
        )}
        {hasOpeningHours(partner) && (
          <>
            <h3>{t("hours.title")}</h3>
            <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} />
          </>
        )}
        <p css={{ marginTop: theme.space(6), marginBottom: 0 }}>
          {partner.website ? (
            <a href={partner.website} css={buttonCss} target="_blank" rel="noopener noreferrer">
              {t("partner.visitWebsite")}
              <span className="visually-hidden">
                : {partner.name} {t("newTab")}
              </span>
            </a>
          ) : (
            <em>{t("partner.websiteComingSoon")}</em>
          )}
        </p>
      </div>
    </article>
  )
}
