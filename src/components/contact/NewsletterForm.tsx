import { css } from "@emotion/react"
import { signUpOf, type NewsletterSettings } from "../../content/newsletter"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { Link } from "../ui/LocalizedLink"
import { panelCss, textFieldCss } from "../ui/styles"

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
