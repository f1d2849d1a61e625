import { css } from "@emotion/react"
import { eventsFeedPath, eventsFeedSubscribeUrl } from "../../content/links"
import { localizedPath } from "../../i18n/languages"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { buttonCss, secondaryButtonCss } from "../ui/Button"

const feedCss = css`
  margin-top: ${theme.space(6)};
  p:first-of-type {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
  p + p {
    margin-top: ${theme.space(2)};
    color: ${theme.colors.muted};
    font-size: 0.95rem;
  }
`

/** webcal:// is what calendar applications follow for new events. */
export function CalendarFeedLinks({ siteUrl }: { siteUrl: string }) {
  const { t, language } = useLanguage()
  return (
    <div css={feedCss}>
      <p>
        <a href={eventsFeedSubscribeUrl(siteUrl, language)} css={buttonCss} data-calendar-feed="subscribe">
          {t("events.feedSubscribe")}
        </a>
        <a href={localizedPath(eventsFeedPath, language)} css={secondaryButtonCss} data-calendar-feed="file">
          {t("events.feedDownload")}
        </a>
      </p>
      <p>{t("events.feedText")}</p>
    </div>
  )
}
