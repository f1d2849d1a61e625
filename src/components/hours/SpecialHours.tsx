import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { formatDate } from "../../i18n/format"
import { addDays, earlierFirst } from "../../i18n/calendar-days"
import { viennaDay, type DayHours, type HoursRules } from "../../i18n/open-now"
import { useMinute } from "../../hooks/use-minute"
import { plainListCss } from "../ui/styles"
import { theme } from "../../theme/theme"
import { useHolidayCalendar } from "./holiday-calendar"

/** How far ahead the public holidays are listed. */
const holidayDays = 60
/** At most this many days with other hours. */
const maxItems = 8

/** Its own block below the weekly table, which marks today's line with a background. */
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
`

interface Item {
  from: string
  to: string
  label?: string | null
  hours: readonly DayHours[] | null
}

const shown = (time: string) => time.replace(/^0(\d)/, "$1")

/**
 * The exceptions and public holidays still to come, from `today` ("2026-11-26"), in date order;
 * holidays up to 60 days after the build's day (`builtOn`, or today).
 */
export function specialDays(
  rules: HoursRules,
  holidays: readonly { date: string; name: string }[],
  today: string,
  builtOn?: string,
): Item[] {
  const exceptions: Item[] = (rules.exceptions ?? []).map((entry) => ({
    from: entry.from.slice(0, 10),
    to: (entry.to ?? entry.from).slice(0, 10),
    label: entry.reason,
    hours: entry.hours ?? [],
  }))
  // The window of holidays ends where the build's did: the running page only drops what has passed (nothing moves).
  const last = addDays(builtOn ?? today, holidayDays)
  const holidayItems: Item[] = holidays
    .filter((holiday) => holiday.date >= today && holiday.date <= last)
    .filter((holiday) => !exceptions.some((entry) => entry.from <= holiday.date && holiday.date <= entry.to))
    .map((holiday) => ({
      from: holiday.date,
      to: holiday.date,
      label: holiday.name,
      hours:
        rules.publicHolidays === "regular"
          ? null
          : rules.publicHolidays === "hours"
            ? (rules.publicHolidayHours ?? [])
            : [],
    }))
  return [...exceptions.filter((entry) => entry.to >= today), ...holidayItems].sort(earlierFirst).slice(0, maxItems)
}

/**
 * The coming days with other hours than the weekly table (a partner's exceptions, the public
 * holidays of the next two months), as of the build in the HTML and as of the visitor's day
 * once the page runs. Nothing where there are no weekly hours or no such days.
 */
export function SpecialHours({ rules, headingId }: { rules: HoursRules; headingId: string }) {
  const { t, language } = useLanguage()
  const minute = useMinute()
  const calendar = useHolidayCalendar()
  if (rules.openingHours.length === 0 || !calendar) return null
  const today = minute === null ? calendar.builtOn : viennaDay(new Date(minute * 60_000)).date
  const items = specialDays(rules, calendar.holidays, today, calendar.builtOn)
  if (items.length === 0) return null
  const suffix = t("hours.clock")
  return (
    <section aria-labelledby={headingId} css={sectionCss}>
      <h3 id={headingId}>{t("hours.special")}</h3>
      <ul css={listCss}>
        {items.map((item) => (
          <li key={item.from}>
            <time dateTime={item.from}>
              {item.to === item.from
                ? formatDate(item.from, language)
                : t("hours.dateRange", { from: formatDate(item.from, language), to: formatDate(item.to, language) })}
            </time>
            {item.label ? ` (${item.label})` : ""}:{" "}
            {item.hours === null
              ? t("hours.regularHours")
              : item.hours.length === 0
                ? t("hours.closedDay")
                : item.hours.map((h) => `${shown(h.opens)}–${shown(h.closes)}`).join(", ") +
                  (suffix ? ` ${suffix}` : "")}
          </li>
        ))}
      </ul>
    </section>
  )
}
