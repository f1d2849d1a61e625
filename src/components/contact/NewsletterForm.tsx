import { css } from "@emotion/react"
import { localizedPath } from "../../i18n/languages"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { buttonCss } from "../ui/Button"
import { panelCss } from "../ui/styles"

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
    min-height: 2.75rem;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 2px solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font: inherit;
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

/**
 * Newsletter sign-up: a Netlify Forms form (works without JavaScript), with a honeypot against
 * spam. Netlify reads data-netlify-honeypot as well as netlify-honeypot; only the data- form is valid HTML.
 */
export function NewsletterForm() {
  const { t, language } = useLanguage()
  return (
    <form
      css={formCss}
      name="newsletter"
      method="POST"
      action={localizedPath("/newsletter-thanks/", language)}
      data-netlify="true"
      data-netlify-honeypot="bot-field"
      aria-labelledby="newsletter-title"
    >
      <h3 id="newsletter-title">{t("news.newsletterTitle")}</h3>
      <p>{t("news.newsletterText")}</p>
      <input type="hidden" name="form-name" value="newsletter" />
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {t("news.honeypot")}
          <input name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <label htmlFor="newsletter-email">{t("news.emailLabel")}</label>
      <div className="row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("news.emailPlaceholder")}
          aria-describedby="newsletter-consent"
        />
        <button type="submit" css={buttonCss}>
          {t("news.subscribe")}
        </button>
      </div>
      <small id="newsletter-consent">{t("news.consent")}</small>
    </form>
  )
}
