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
  /* Over by the visitor's clock before the next build: hidden where it stands (from screen readers and the tab order too), nothing moves. */
  &[data-past] {
    visibility: hidden;
  }
`

/**
 * "Add to calendar": the event's iCalendar file in the page's language, written at build time
 * for an upcoming event only (src/gatsby/calendar-files.ts). Hidden in its place once the event
 * is over by the visitor's clock (the badge says "Past" then); the build after the event's end
 * leaves it out.
 *
 * A plain link, without `download`: served as text/calendar (src/gatsby/headers.ts), the file
 * opens Safari's "add to calendar" view on an iPhone and is saved or handed to the calendar
 * application by other browsers; with `download`, an iPhone would store it in Files instead.
 */
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
