import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { secondaryButtonCss } from "../ui/Button"
import { PartnerPhotos } from "./PartnerPhotos"
import { partnerPath, telHref } from "../../content/links"
import { OpeningHours } from "../contact/OpeningHours"
import { hasOpeningHours } from "../../fragments/partner-summary"
import { PartnerIcon } from "./PartnerIcon"
import { categoryCss, comingSoonCss, panelCss } from "../ui/styles"

export const query = graphql`
  fragment PartnerCard on PartnersYaml {
    ...PartnerSummary
    homeCarouselInterval
  }
`

const cardImageSizes = "(min-width: 1280px) 340px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"

/* Below the first screen on every device. */
const cardCss = css`
  ${theme.renderWhenNear("38rem")}
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  height: 100%;
  padding: ${theme.space(4)};
  ${panelCss};
  box-shadow: ${theme.shadow};
  h3 {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(2)};
    margin: ${theme.space(1)} 0 0;
    font-size: 1.35rem;
  }
`

const cardCategoryCss = css`
  ${categoryCss};
  margin: 0;
  font-size: 0.9rem;
`

/* The unprefixed line-clamp does nothing yet, and the W3C checker rejects it. */
const clampCss = css`
  margin: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`

const footerCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin-top: auto;
  padding-top: ${theme.space(2)};
`

const learnMoreCss = css`
  margin-left: auto;
`

export function PartnerCard({
  partner,
  fadeMs,
  eager = false,
}: {
  partner: Queries.PartnerCardFragment
  fadeMs: number
  eager?: boolean
}) {
  const { t } = useLanguage()
  return (
    <article css={cardCss} aria-labelledby={`card-${partner.yamlId}`}>
      <PartnerPhotos
        partner={partner}
        sizes={cardImageSizes}
        fadeMs={fadeMs}
        autoplayMs={partner.homeCarouselInterval}
        eager={eager}
      />
      <h3 id={`card-${partner.yamlId}`}>
        <PartnerIcon icon={partner.icon} />
        {partner.name}
      </h3>
      <p css={cardCategoryCss}>{partner.category}</p>
      <p css={clampCss}>{partner.description}</p>
      {hasOpeningHours(partner) && (
        <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} rules={partner} />
      )}
      <div css={footerCss}>
        {partner.phone && (
          <a href={telHref(partner.phone.href)}>
            <span className="visually-hidden">{t("partner.phone")}: </span>
            {partner.phone.display}
          </a>
        )}
        {!partner.website && <p css={comingSoonCss}>{t("partner.websiteComingSoon")}</p>}
        <Link to={partnerPath(partner.yamlId)} css={[secondaryButtonCss, learnMoreCss]}>
          {t("partner.learnMore")}
          <span className="visually-hidden">: {partner.name}</span>
        </Link>
      </div>
    </article>
  )
}
