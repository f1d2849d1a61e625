import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { formatDate, formatTime } from "../../i18n/format"
import { viennaDay, type HoursRules } from "../../i18n/open-now"
import { specialDays } from "../../i18n/special-days"
import { useMinute } from "../../hooks/use-minute"
import { plainListCss } from "../ui/styles"
import { theme } from "../../theme/theme"
import { useHolidayCalendar } from "./holiday-calendar"

const sectionCss = css`
  margin-top: ${theme.space(5)};
  h3 {
    margin: 0 0 ${theme.space(2)};
  }
`

const listCss = css`
  ${plainListCss};
  time {
    font-weight: 600;
  }
  /* Passed since the build: marked where it stands, nothing moves. */
  [data-past] {
    color: ${theme.colors.muted};
    text-decoration: line-through;
  }
`

/** As of the build's day in the browser too, so the list never changes length once painted. */
export function SpecialHours({ rules, headingId }: { rules: HoursRules; headingId: string }) {
  const { t, language } = useLanguage()
  const minute = useMinute()
  const calendar = useHolidayCalendar()
  if (rules.openingHours.length === 0 || !calendar) return null
  const today = minute === null ? calendar.builtOn : viennaDay(new Date(minute * 60_000)).date
  const items = specialDays(rules, calendar.holidays, calendar.builtOn)
  if (items.length === 0) return null
  const suffix = t("hours.clock")
  return (
    <section aria-labelledby={headingId} css={sectionCss}>
      <h3 id={headingId}>{t("hours.special")}</h3>
      <ul css={listCss}>
        {items.map((item) => (
          <li key={item.from} data-past={item.to < today ? "" : undefined}>
            <time dateTime={item.from}>
              {item.to === item.from
                ? formatDate(item.from, language)
                : t("hours.dateRange", { from: formatDate(item.from, language), to: formatDate(item.to, language) })}
            </time>
            {item.label ? ` (${item.label})` : ""}
            {item.to < today && <span className="visually-hidden"> ({t("hours.pastDay")})</span>}:{" "}
            {item.hours === null
              ? t("hours.regularHours")
              : item.hours.length === 0
                ? t("hours.closedDay")
                : item.hours.map((h) => `${formatTime(h.opens)}–${formatTime(h.closes)}`).join(", ") +
                  (suffix ? ` ${suffix}` : "")}
          </li>
        ))}
      </ul>
    </section>
  )
}
