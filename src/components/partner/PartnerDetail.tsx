import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { Icon, icons } from "../ui/icons"
import { buttonCss } from "../ui/Button"
import { ImageCarousel } from "../carousel/ImageCarousel"
import { mailtoHref, telHref } from "../../content/links"
import { OpeningHours } from "../contact/OpeningHours"
import { SpecialHours } from "../hours/SpecialHours"
import { hasOpeningHours, partnerImages } from "../../fragments/partner-summary"
import { halfWidthSizes } from "../../images/carousel-images"
import { columnsCss } from "../ui/styles"

export const query = graphql`
  fragment PartnerDetail on PartnersYaml {
    ...PartnerSummary
    email
  }
`

const layoutCss = css`
  ${columnsCss(`${theme.space(8)} ${theme.space(10)}`, { lg: "minmax(0, 1fr) minmax(0, 1fr)" }, true)};
  h2 {
    font-size: 1.2rem;
    margin: ${theme.space(8)} 0 ${theme.space(2)};
    font-family: ${theme.fonts.body};
  }
`

const descriptionCss = css`
  margin-top: 0;
  font-size: 1.1rem;
`

const contactCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${theme.space(1)};
  }
`

const comingSoonCss = css`
  font-style: italic;
  color: ${theme.colors.muted};
`

/**
 * A partner's page below its heading: every photo (a carousel; without JavaScript they
 * scroll sideways) beside the full description, the opening hours and the contact details.
 */
export function PartnerDetail({ partner, fadeMs }: { partner: Queries.PartnerDetailFragment; fadeMs: number }) {
  const { t } = useLanguage()
  const images = partnerImages(partner, halfWidthSizes)
  return (
    <div css={layoutCss}>
      <ImageCarousel images={images} label={partner.name} fadeMs={fadeMs} eager />
      <div>
        <p css={descriptionCss}>{partner.description}</p>
        {hasOpeningHours(partner) && (
          <div>
            <h2 id="partner-hours">{t("hours.title")}</h2>
            <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} rules={partner} />
            <SpecialHours rules={partner} headingId="partner-special-hours" />
          </div>
        )}
        <div>
          <h2 id="partner-contact">{t("partnersPage.contact")}</h2>
          {(partner.phone || partner.email) && (
            <ul css={contactCss}>
              {partner.phone && (
                <li>
                  {t("partner.phone")}: <a href={telHref(partner.phone.href)}>{partner.phone.display}</a>
                </li>
              )}
              {partner.email && (
                <li>
                  {t("partnersPage.email")}: <a href={mailtoHref(partner.email)}>{partner.email}</a>
                </li>
              )}
            </ul>
          )}
          <p css={{ marginTop: theme.space(5), marginBottom: 0 }}>
            {partner.website ? (
              <a href={partner.website} css={buttonCss} target="_blank" rel="noopener noreferrer">
                {t("partner.visitWebsite")}
                <Icon d={icons.newTab} size={18} strokeWidth={2} />
                <span className="visually-hidden">
                  : {partner.name} {t("newTab")}
                </span>
              </a>
            ) : (
              <em css={comingSoonCss}>{t("partner.websiteComingSoon")}</em>
            )}
          </p>
        </div>
      </div>
    </div>
  )
}
