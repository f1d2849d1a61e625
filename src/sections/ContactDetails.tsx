import { css } from "@emotion/react"
import { useState } from "react"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { Address } from "../components/contact/Address"
import { buttonCss, secondaryButtonCss } from "../components/ui/Button"
import { containerCss } from "../components/layout/Container"
import { columnsCss } from "../components/ui/styles"
import { httpsHref } from "../content/hosts"
import { mailtoHref, telHref } from "../content/links"
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

const frameCss = css`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  background:
    repeating-linear-gradient(
      45deg,
      transparent 0 18px,
      color-mix(in srgb, ${theme.colors.border} 45%, transparent) 18px 20px
    ),
    ${theme.colors.bgAlt};
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
`

const noticeCss = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  /* From the top, not centred: centred, the text would move up when the button after it arrives. */
  justify-content: flex-start;
  gap: ${theme.space(3)};
  padding: ${theme.space(10)} ${theme.space(6)} ${theme.space(6)};
  text-align: center;
  p {
    max-width: 26rem;
    margin: 0;
    padding: ${theme.space(3)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
`

/** No third-party request until the visitor asks for the map. */
export function MapEmbed({
  embedUrl,
  linkUrl,
  provider,
  title,
}: {
  embedUrl: string
  linkUrl: string
  provider: string
  title: string
}) {
  const { t } = useLanguage()
  const [loaded, setLoaded] = useState(false)
  // Never javascript: or data:.
  const frameSrc = httpsHref(embedUrl)
  const mapHref = httpsHref(linkUrl)
  return (
    <div>
      <div css={frameCss}>
        {loaded && frameSrc ? (
          <iframe src={frameSrc} title={title} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <div css={noticeCss}>
            <p>{t("contact.mapNotice", { provider })}</p>
            <button type="button" className="js-only" css={secondaryButtonCss} onClick={() => setLoaded(true)}>
              {t("contact.loadMap", { provider })}
            </button>
          </div>
        )}
      </div>
      {mapHref && (
        <p css={{ marginTop: theme.space(2) }}>
          <a href={mapHref} target="_blank" rel="noopener noreferrer">
            {t("contact.openMap", { provider })}
          </a>
        </p>
      )}
    </div>
  )
}

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
