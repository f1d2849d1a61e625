import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { secondaryButtonCss } from "../ui/Button"
import { PartnerPhotos } from "./PartnerPhotos"
import { partnerPath } from "../../content/links"
import { PartnerContactList, PartnerWebsite } from "./PartnerContact"
import { OpeningHours } from "../contact/OpeningHours"
import { OpenNow } from "../hours/OpenNow"
import { hasOpeningHours } from "../../fragments/partner-summary"
import { halfWidthSizes } from "../../images/carousel-images"
import { PartnerIcon } from "./PartnerIcon"
import { categoryCss } from "../ui/styles"

export const query = graphql`
  fragment PartnerEntry on PartnersYaml {
    ...PartnerSummary
    email
  }
`

const entryCss = css`
  display: grid;
  /* The photos' own width must not widen the column. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)} ${theme.space(10)};
  /* Not centred: a centred column moves when the one beside it grows as the page streams in. */
  align-items: start;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h2 {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 1.9rem);
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-family: ${theme.fonts.body};
    font-size: 1.05rem;
  }
`

/** By name, not by :first- or :last-of-type: while the page streams in, the photos are the last child for a moment. */
const columnCss = (column: 1 | 2) => css`
  ${theme.mq.lg} {
    grid-row: 1;
    grid-column: ${column};
  }
`

const entryCategoryCss = css`
  ${categoryCss};
  margin: ${theme.space(2)} 0 0;
  font-size: 0.9rem;
`

const descriptionCss = css`
  margin: ${theme.space(4)} 0 0;
`

const statusCss = css`
  margin-top: ${theme.space(4)};
`

const factsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(5)} ${theme.space(10)};
  margin-top: ${theme.space(5)};
`

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(6)} 0 0;
`

export function PartnerEntry({
  partner,
  fadeMs,
  mediaSide,
  eager = false,
}: {
  partner: Queries.PartnerEntryFragment
  fadeMs: number
  /** On wide screens; on phones the photos go on top. */
  mediaSide: "left" | "right"
  eager?: boolean
}) {
  const { t } = useLanguage()
  const id = partner.yamlId
  return (
    <article css={entryCss} aria-labelledby={`partner-${id}`} data-media-side={mediaSide}>
      <PartnerPhotos
        css={columnCss(mediaSide === "left" ? 1 : 2)}
        partner={partner}
        sizes={halfWidthSizes}
        fadeMs={fadeMs}
        eager={eager}
      />
      <div css={columnCss(mediaSide === "left" ? 2 : 1)}>
        <h2 id={`partner-${id}`}>
          <PartnerIcon icon={partner.icon} size={26} />
          {partner.name}
        </h2>
        <p css={entryCategoryCss}>{partner.category}</p>
        <p css={descriptionCss}>{partner.description}</p>
        {/* Not in the hours' column: its words would widen it after hydration and push the contact down. */}
        {partner.openingHours.length > 0 && (
          <div css={statusCss}>
            <OpenNow rules={partner} />
          </div>
        )}
        {(hasOpeningHours(partner) || partner.phone || partner.email) && (
          <div css={factsCss}>
            {hasOpeningHours(partner) && (
              <div>
                <h3 id={`partner-${id}-hours`}>{t("hours.title")}</h3>
                <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} />
              </div>
            )}
            {(partner.phone || partner.email) && (
              <div>
                <h3 id={`partner-${id}-contact`}>{t("partnersPage.contact")}</h3>
                <PartnerContactList phone={partner.phone} email={partner.email} />
              </div>
            )}
          </div>
        )}
        <p css={actionsCss}>
          <PartnerWebsite name={partner.name} website={partner.website} />
          <Link to={partnerPath(id)} css={secondaryButtonCss}>
            {t("partner.learnMore")}
            <span className="visually-hidden">: {partner.name}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}
