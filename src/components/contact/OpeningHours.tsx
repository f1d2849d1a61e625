import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { formatOpeningHours, weekdays, type OpeningHoursEntry, type Weekday } from "../../i18n/format"
import { theme } from "../../theme/theme"

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
`

/** Opening hours in the page language, or the partner's note (e.g. "by appointment"). */
export function OpeningHours({ entries, note }: { entries: readonly OpeningHoursEntry[]; note?: string | null }) {
  const { t } = useLanguage()
  const dayNames = Object.fromEntries(weekdays.map((day) => [day, t(`days.${day}`)])) as Record<Weekday, string>
  const lines = formatOpeningHours(entries, dayNames)
  const suffix = t("hours.clock")
  return (
    <>
      {lines.length > 0 && (
        <dl css={listCss}>
          {lines.map((line) => (
            <div key={line.days} style={{ display: "contents" }}>
              <dt>{line.days}</dt>
              <dd>
                {line.times}
                {suffix ? ` ${suffix}` : ""}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p css={{ margin: 0 }}>{note}</p>}
    </>
  )
}
