import { css } from "@emotion/react"
import { containerCss } from "../components/layout/Container"
import { EventCard } from "../components/event/EventCard"
import { cardGridCss } from "../components/ui/styles"
import { Link } from "../components/ui/LocalizedLink"
import { splitEvents } from "../i18n/event-time"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"

const sectionCss = css`
  ${containerCss};
  margin-bottom: ${theme.space(12)};
  h2 {
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
  h3[data-year] {
    margin: ${theme.space(8)} 0 0;
    font-size: 1.4rem;
    color: ${theme.colors.muted};
  }
`

const gridCss = css`
  ${cardGridCss};
  margin-top: ${theme.space(5)};
`

const noneCss = css`
  max-width: 44rem;
  padding: ${theme.space(5)};
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.bgAlt};
  border-radius: ${theme.radii.md};
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`

export function EventList({ events, builtAt }: { events: readonly Queries.EventCardFragment[]; builtAt: string }) {
  const { t } = useLanguage()
  const { upcoming, past } = splitEvents(events, new Date(builtAt))
  return (
    <div data-built-at={builtAt}>
      <section css={sectionCss} aria-labelledby="upcoming-title" data-events="upcoming">
        <h2 id="upcoming-title">{t("events.upcoming")}</h2>
        {upcoming.length > 0 ? (
          <ul css={gridCss}>
            {upcoming.map((event, index) => (
              <li key={event.slug}>
                <EventCard event={event} eager={index === 0} builtAt={builtAt} />
              </li>
            ))}
          </ul>
        ) : (
          <div css={noneCss}>
            <p>
              {t("events.noneUpcoming")} <Link to="/#news">{t("events.newsletterLink")}</Link>
            </p>
          </div>
        )}
      </section>
      {past.length > 0 && (
        <section css={sectionCss} aria-labelledby="past-title" data-events="past">
          <h2 id="past-title">{t("events.past")}</h2>
          {past.map((group) => (
            <div key={group.year}>
              <h3 data-year={group.year}>{group.year}</h3>
              <ul css={gridCss}>
                {group.events.map((event, index) => (
                  <li key={event.slug}>
                    <EventCard event={event} headingLevel={4} eager={upcoming.length === 0 && index === 0} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  )
}
