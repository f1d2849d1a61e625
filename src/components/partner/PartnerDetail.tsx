import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { formatDate, formatTime } from "../../i18n/format"
import { viennaDay, type HoursRules } from "../../i18n/open-now"
import { specialDays } from "../../i18n/special-days"
import { useMinute } from "../../hooks/use-minute"
import { theme } from "../../theme/theme"
import { PartnerPhotos } from "./PartnerPhotos"
import { OpeningHours } from "../contact/OpeningHours"
import { useHolidayCalendar } from "../hours/holiday-calendar"
import { hasOpeningHours } from "../../fragments/partner-summary"
import { halfWidthSizes } from "../../images/carousel-images"
import { columnsCss, plainListCss } from "../ui/styles"
import { PartnerContactList, PartnerWebsite } from "./PartnerContact"

const layoutCss = css`
  ${columnsCss(`${theme.space(8)} ${theme.space(10)}`, { lg: "minmax(0, 1fr) minmax(0, 1fr)" }, true)};
  h2 {
    font-size: 1.2rem;
    margin: ${theme.space(8)} 0 ${theme.space(2)};
    font-family: ${theme.fonts.body};
  }
`

const descriptionCss = css`
  margin-top: 0;
  font-size: 1.1rem;
`

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
function SpecialHours({ rules, headingId }: { rules: HoursRules; headingId: string }) {
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

export function PartnerDetail({ partner, fadeMs }: { partner: Queries.PartnerEntryFragment; fadeMs: number }) {
  const { t } = useLanguage()
  return (
    <div css={layoutCss}>
      <PartnerPhotos partner={partner} sizes={halfWidthSizes} fadeMs={fadeMs} eager />
      <div>
        <p css={descriptionCss}>{partner.description}</p>
        {hasOpeningHours(partner) && (
          <div>
            <h2 id="partner-hours">{t("hours.title")}</h2>
            <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} rules={partner} />
            <SpecialHours rules={partner} headingId="partner-special-hours" />
          </div>
        )}
        <div>
          <h2 id="partner-contact">{t("partnersPage.contact")}</h2>
          <PartnerContactList phone={partner.phone} email={partner.email} />
          <p css={{ marginTop: theme.space(5), marginBottom: 0 }}>
            <PartnerWebsite name={partner.name} website={partner.website} />
          </p>
        </div>
      </div>
    </div>
  )
}
