import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { PartnerPhotos } from "./PartnerPhotos"
import { OpeningHours } from "../contact/OpeningHours"
import { SpecialHours } from "../hours/SpecialHours"
import { hasOpeningHours } from "../../fragments/partner-summary"
import { halfWidthSizes } from "../../images/carousel-images"
import { columnsCss } from "../ui/styles"
import { PartnerContactList, PartnerWebsite } from "./PartnerContact"

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

export function PartnerDetail({ partner, fadeMs }: { partner: Queries.PartnerEntryFragment; fadeMs: number }) {
  const { t } = useLanguage()
  return (
    <div css={layoutCss}>
      <PartnerPhotos partner={partner} sizes={halfWidthSizes} fadeMs={fadeMs} eager />
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
          <PartnerContactList phone={partner.phone} email={partner.email} />
          <p css={{ marginTop: theme.space(5), marginBottom: 0 }}>
            <PartnerWebsite name={partner.name} website={partner.website} />
          </p>
        </div>
      </div>
    </div>
  )
}
