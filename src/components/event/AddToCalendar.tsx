import { css } from "@emotion/react"
import { isUpcoming, type EventTimes } from "../../i18n/event-time"
import { localizedPath } from "../../i18n/languages"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { eventCalendarPath } from "../../content/links"
import { useUpcoming } from "../../hooks/use-upcoming"

const addCss = css`
  margin: ${theme.space(4)} 0 0;
  a {
    ${buttonCss};
    width: 100%;
  }
  span {
    display: block;
    margin-top: ${theme.space(2)};
    color: ${theme.colors.muted};
    font-size: 0.9rem;
    text-align: center;
  }
  /* Over before the next build: nothing moves. */
  &[data-past] {
    visibility: hidden;
  }
`

/** No `download`: an iPhone would store the file in Files instead of opening "add to calendar". */
export function AddToCalendar({ event, builtAt }: { event: EventTimes & { slug: string }; builtAt: string }) {
  const { t, language } = useLanguage()
  const upcoming = useUpcoming(event, builtAt)
  if (!isUpcoming(event, new Date(builtAt))) return null
  return (
    <p css={addCss} data-past={upcoming ? undefined : ""}>
      <a href={localizedPath(eventCalendarPath(event.slug), language)} data-add-to-calendar>
        {t("eventPage.addToCalendar")}
      </a>
      <span>{t("eventPage.calendarFile")}</span>
    </p>
  )
}
