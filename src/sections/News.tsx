import { css } from "@emotion/react"
import { formatDate } from "../i18n/format"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { bareListCss, columnsCss } from "../components/ui/styles"
import { EventCard } from "../components/event/EventCard"
import { Link } from "../components/ui/LocalizedLink"
import { NewsletterForm } from "../components/contact/NewsletterForm"
import type { NewsletterSettings } from "../content/newsletter"

const innerCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  ${columnsCss(theme.space(8), { lg: "minmax(0, 1.3fr) minmax(0, 1fr)" }, true)};
  h2 {
    font-size: clamp(1.85rem, 4vw, 2.6rem);
  }
  ul {
    ${bareListCss};
    display: grid;
    gap: ${theme.space(4)};
  }
  article {
    padding-left: ${theme.space(4)};
    border-left: 3px solid ${theme.colors.primary};
  }
  time {
    display: block;
    color: ${theme.colors.muted};
    font-size: 0.9rem;
    font-weight: 600;
  }
  h3 {
    font-size: 1.2rem;
    margin: ${theme.space(1)} 0;
  }
  article p {
    margin: 0;
  }
`

const nextEventCss = css`
  margin: ${theme.space(6)} 0 ${theme.space(8)};
`

const nextEventLabelCss = css`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.colors.primary};
  font-size: 0.9rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

const allEventsCss = css`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.primary};
  font-size: 1rem;
  font-weight: 700;
`

export function News({
  news,
  nextEvent,
  builtAt,
  newsletter,
}: {
  news: NonNullable<Queries.HomePageQuery["home"]>["news"]
  nextEvent?: Queries.EventCardFragment | null
  builtAt?: string
  newsletter?: NewsletterSettings | null
}) {
  const { language, t } = useLanguage()
  return (
    <section id="news" aria-labelledby="news-title">
      <div css={innerCss}>
        <div>
          <h2 id="news-title">{news.title}</h2>
          <p>{news.intro}</p>
          {nextEvent && (
            <div css={nextEventCss} data-next-event={nextEvent.slug}>
              <p css={nextEventLabelCss}>{t("events.next")}</p>
              <EventCard event={nextEvent} builtAt={builtAt} />
              <p css={allEventsCss}>
                <Link to="/events/">{t("events.allEvents")}</Link>
              </p>
            </div>
          )}
          <ul>
            {news.items.map((item) => (
              <li key={item.iso}>
                <article>
                  <time dateTime={item.iso}>{formatDate(item.iso, language)}</time>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm newsletter={newsletter} />
      </div>
    </section>
  )
}
