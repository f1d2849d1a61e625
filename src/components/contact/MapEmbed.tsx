import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { useState } from "react"
import { httpsHref } from "../../content/hosts"
import { theme } from "../../theme/theme"
import { secondaryButtonCss } from "../ui/Button"

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
