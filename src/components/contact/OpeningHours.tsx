import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import {
  formatOpeningHours,
  openingHoursLineDays,
  weekdays,
  type OpeningHoursEntry,
  type Weekday,
} from "../../i18n/format"
import { viennaDay, type HoursRules } from "../../i18n/open-now"
import { useMinute } from "../../hooks/use-minute"
import { theme } from "../../theme/theme"
import { OpenNow } from "../hours/OpenNow"

const listCss = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(0.5)} ${theme.space(3)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* Marked once the page runs: a background only, nothing moves. */
  [data-today] > * {
    background: ${theme.colors.bgAlt};
    box-shadow: 0 0 0 ${theme.space(1)} ${theme.colors.bgAlt};
  }
`

export function OpeningHours({
  entries,
  note,
  rules,
}: {
  entries: readonly OpeningHoursEntry[]
  note?: string | null
  rules?: HoursRules
}) {
  const { t } = useLanguage()
  const minute = useMinute()
  const dayNames = Object.fromEntries(weekdays.map((day) => [day, t(`days.${day}`)])) as Record<Weekday, string>
  const lines = formatOpeningHours(entries, dayNames)
  const lineDays = openingHoursLineDays(entries)
  const today = minute === null ? null : weekdays[viennaDay(new Date(minute * 60_000)).weekday]
  const suffix = t("hours.clock")
  return (
    <>
      {rules && <OpenNow rules={rules} />}
      {lines.length > 0 && (
        <dl css={listCss}>
          {lines.map((line, index) => {
            const isToday = today !== null && lineDays[index]?.includes(today)
            return (
              <div key={line.days} style={{ display: "contents" }} data-today={isToday ? "" : undefined}>
                <dt>
                  {line.days}
                  {isToday && <span className="visually-hidden"> ({t("hours.today")})</span>}
                </dt>
                <dd>
                  {line.times}
                  {suffix ? ` ${suffix}` : ""}
                </dd>
              </div>
            )
          })}
        </dl>
      )}
      {note && <p css={{ margin: 0 }}>{note}</p>}
    </>
  )
}
