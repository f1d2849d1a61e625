import { css } from "@emotion/react"
import { useLanguage } from "../i18n/use-language"
import { formatEuro } from "../i18n/format"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { ContactSentence } from "../components/contact/ContactSentence"

const boxCss = css`
  ${containerCss};
  > div {
    padding: ${theme.space(6)};
    border-radius: ${theme.radii.lg};
    border: 2px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
  h2 {
    font-size: 1.6rem;
  }
  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  li + li {
    margin-top: ${theme.space(2)};
  }
`

export function DepositInfo({ site }: { site: NonNullable<Queries.PartyRoomsPageQuery["site"]> }) {
  const { t, language } = useLanguage()
  return (
    <section css={boxCss} aria-labelledby="reservation-title">
      <div>
        <h2 id="reservation-title">{t("rooms.reservationTitle")}</h2>
        <p>
          <ContactSentence i18nKey="rooms.reservation" site={site} />
        </p>
        <ul>
          <li>{t("rooms.depositBullet", { deposit: formatEuro(site.rental.depositPerRoom, language) })}</li>
          <li>{t("rooms.confirmationBullet")}</li>
          <li>{t("rooms.cleaningBullet")}</li>
        </ul>
      </div>
    </section>
  )
}
