import { css } from "@emotion/react"
import { useLanguage } from "../i18n/use-language"
import { httpsHref } from "../content/hosts"
import { theme } from "../theme/theme"
import { Address, type AddressData } from "../components/contact/Address"
import { Link } from "../components/ui/LocalizedLink"
import { bareListCss, panelCss } from "../components/ui/styles"

const sectionCss = css`
  margin-top: ${theme.space(12)};
  padding: ${theme.space(6)};
  ${panelCss};
  h2 {
    font-size: 1.5rem;
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`

const linksCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(6)};
  ${bareListCss};
`

export function WayThere({
  place,
  site,
}: {
  place: string
  site: { name: string; address: AddressData; map: { provider: string; linkUrl: string } }
}) {
  const { t } = useLanguage()
  const mapHref = httpsHref(site.map.linkUrl)
  return (
    <section css={sectionCss} aria-labelledby="way-there">
      <h2 id="way-there">{t("partnersPage.wayThere")}</h2>
      <p>{t("partnersPage.wayThereText", { partner: place, name: site.name })}</p>
      <Address address={site.address} />
      <ul css={linksCss}>
        <li>
          <Link to="/contact/#map-title">{t("partnersPage.mapAndDirections")}</Link>
        </li>
        {mapHref && (
          <li>
            <a href={mapHref} target="_blank" rel="noopener noreferrer">
              {t("contact.openMap", { provider: site.map.provider })}
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
