import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { formatDate, formatTime, weekdays } from "../../i18n/format"
import { openStatus, type HoursRules, type OpenStatus, type StatusMoment } from "../../i18n/open-now"
import { useMinute } from "../../hooks/use-minute"
import { theme } from "../../theme/theme"
import { useHolidayCalendar } from "./holiday-calendar"

/* The words come after hydration: height kept from the first paint, width never from the words. */
const statusCss = css`
  contain: inline-size;
  min-height: 1.5em;
  line-height: 1.5;
  margin: 0;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &[data-open]::before {
    content: "";
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    margin-right: 0.45em;
    border-radius: 50%;
    background: ${theme.colors.muted};
    vertical-align: 0.05em;
  }
  &[data-open="true"]::before {
    background: ${theme.colors.accent};
  }
`

type T = ReturnType<typeof useLanguage>["t"]

function momentText(key: "open" | "opens", moment: StatusMoment, t: T, language: "de" | "en"): string {
  const time = formatTime(moment.time)
  const day = t(`days.${weekdays[moment.weekday]}`)
  if (key === "open")
    return moment.days === 0 ? t("hours.status.open", { time }) : t("hours.status.openUntilDay", { day, time })
  if (moment.days === 0) return t("hours.status.opensToday", { time })
  if (moment.days < 7) return t("hours.status.opensDay", { day, time })
  return t("hours.status.opensDate", { date: formatDate(moment.date, language), time })
}

export function statusText(status: OpenStatus, t: T, language: "de" | "en"): string {
  if (status.open)
    return status.until ? momentText("open", status.until, t, language) : t("hours.status.openAroundTheClock")
  if ("closedToday" in status) {
    if (status.closedToday === "holiday") return t("hours.status.closedHoliday")
    return status.reason
      ? t("hours.status.closedTodayReason", { reason: status.reason })
      : t("hours.status.closedToday")
  }
  return status.opens ? momentText("opens", status.opens, t, language) : t("hours.status.closed")
}

/** By the visitor's clock only: a status in the build's HTML would go stale. */
export function OpenNow({ rules }: { rules: HoursRules }) {
  const { t, language } = useLanguage()
  const minute = useMinute()
  const calendar = useHolidayCalendar()
  if (rules.openingHours.length === 0) return null
  const status = minute === null ? null : openStatus(rules, calendar?.holidays ?? [], new Date(minute * 60_000))
  return (
    <p css={statusCss} data-open-status="" data-open={status ? String(status.open) : undefined}>
      {status ? statusText(status, t, language) : null}
    </p>
  )
}
