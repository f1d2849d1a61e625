import { css } from "@emotion/react"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { Address } from "../components/contact/Address"
import { buttonCss, secondaryButtonCss } from "../components/ui/Button"
import { containerCss } from "../components/layout/Container"
import { columnsCss } from "../components/ui/styles"
import { mailtoHref, telHref } from "../content/links"
import { MapEmbed } from "../components/contact/MapEmbed"
import { OpenNow } from "../components/hours/OpenNow"

const gridCss = css`
  ${containerCss};
  ${columnsCss(theme.space(10), { lg: "minmax(0, 1fr) minmax(0, 1.2fr)" })};
  h2 {
    font-size: 1.2rem;
    margin: ${theme.space(6)} 0 ${theme.space(1)};
    font-family: ${theme.fonts.body};
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  h2:first-of-type {
    margin-top: 0;
  }
  p {
    margin: 0;
  }
`

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`

export function ContactDetails({ site }: { site: NonNullable<Queries.ContactPageQuery["site"]> }) {
  const { t } = useLanguage()
  const mailto = mailtoHref(site.email.address, { subject: site.email.subject })
  return (
    <div css={gridCss}>
      <div>
        <h2>{t("contact.address")}</h2>
        <Address address={site.address} />
        <h2>{t("contact.phone")}</h2>
        <p>
          <a href={telHref(site.phone.href)}>{site.phone.display}</a>
        </p>
        <h2>{t("contact.email")}</h2>
        <p>
          <a href={mailto}>{site.email.display}</a>
        </p>
        <h2>{t("contact.hours")}</h2>
        <p>{site.openDaily}</p>
        <OpenNow rules={site} />
        <div css={actionsCss}>
          <a href={telHref(site.phone.href)} css={buttonCss}>
            {t("contact.callNow")}
          </a>
          <a href={mailto} css={secondaryButtonCss}>
            {t("contact.sendEmail")}
          </a>
        </div>
      </div>
      <section aria-labelledby="map-title">
        <h2 id="map-title">{t("contact.map")}</h2>
        <MapEmbed
          embedUrl={site.map.embedUrl}
          linkUrl={site.map.linkUrl}
          provider={site.map.provider}
          title={t("contact.mapTitle", { name: site.name })}
        />
      </section>
    </div>
  )
}
