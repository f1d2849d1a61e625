import { css } from "@emotion/react"
import { formatDate } from "../i18n/format"
import { useLanguage } from "../i18n/use-language"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { buttonCss } from "../components/ui/Button"
import { bareListCss, columnsCss, panelCss, textFieldCss } from "../components/ui/styles"
import { EventCard } from "../components/event/EventCard"
import { Link } from "../components/ui/LocalizedLink"
import { signUpOf, type NewsletterSettings } from "../content/newsletter"

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

const formCss = css`
  padding: ${theme.space(6)};
  ${panelCss};
  h3 {
    font-size: 1.4rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  input[type="email"] {
    flex: 1 1 14rem;
    ${textFieldCss};
  }
  input::placeholder {
    color: ${theme.colors.muted};
    opacity: 1;
  }
  small {
    display: block;
    margin-top: ${theme.space(3)};
    color: ${theme.colors.muted};
  }
`

/** A plain form posting to the provider, which does the double opt-in (docs/newsletter.md). */
export function NewsletterForm({ newsletter }: { newsletter: NewsletterSettings | null | undefined }) {
  const { t } = useLanguage()
  const signUp = signUpOf(newsletter)
  if (!signUp) {
    return (
      <div css={formCss} data-newsletter="none">
        <h3 id="newsletter-title">{t("news.newsletterTitle")}</h3>
        <p>
          <strong>{t("news.comingSoon")}</strong> {t("news.comingSoonText")}
        </p>
        <p>
          <Link to="/events/">{t("events.allEvents")}</Link>
        </p>
      </div>
    )
  }
  return (
    <form
      css={formCss}
      method="post"
      action={signUp.action}
      acceptCharset="UTF-8"
      aria-labelledby="newsletter-title"
      data-newsletter={signUp.provider}
    >
      <h3 id="newsletter-title">{t("news.newsletterTitle")}</h3>
      <p>{t("news.newsletterText")}</p>
      {signUp.hiddenFields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor="newsletter-email">{t("news.emailLabel")}</label>
      <div className="row">
        <input
          id="newsletter-email"
          type="email"
          name={signUp.emailField}
          required
          autoComplete="email"
          placeholder={t("news.emailPlaceholder")}
          aria-describedby="newsletter-consent"
        />
        <button type="submit" css={buttonCss}>
          {t("news.subscribe")}
        </button>
      </div>
      <small id="newsletter-consent">
        {t("news.consent", { provider: signUp.providerName })} <Link to="/privacy/">{t("news.privacyLink")}</Link>
      </small>
    </form>
  )
}

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
