import { css } from "@emotion/react"
import { Trans } from "../i18n/Trans"
import { useLanguage } from "../i18n/use-language"
import { formatEuro } from "../i18n/format"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { mailtoHref, telHref } from "../content/links"

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
  const phone = site.phone.display
  const email = site.email.display
  return (
    <section css={boxCss} aria-labelledby="reservation-title">
      <div>
        <h2 id="reservation-title">{t("rooms.reservationTitle")}</h2>
        <p>
          <Trans
            i18nKey="rooms.reservation"
            values={{ phone, email }}
            components={{
              /* eslint-disable jsx-a11y/anchor-has-content -- Trans fills in the text */
              phoneLink: <a href={telHref(site.phone.href)} />,
              emailLink: <a href={mailtoHref(site.email.address, { subject: site.email.subject })} />,
              /* eslint-enable jsx-a11y/anchor-has-content */
            }}
          />
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
