import { mailtoHref, telHref } from "../../content/links"
import { Trans } from "../../i18n/Trans"

/** Interface words with the passage's phone and e-mail as links: `<phoneLink>{{phone}}</phoneLink>`, `<emailLink>`. */
export function ContactSentence({ i18nKey, site }: { i18nKey: string; site: Queries.SiteContactFragment }) {
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ phone: site.phone.display, email: site.email.display }}
      components={{
        /* eslint-disable jsx-a11y/anchor-has-content -- Trans fills in the text */
        phoneLink: <a href={telHref(site.phone.href)} />,
        emailLink: <a href={mailtoHref(site.email.address, { subject: site.email.subject })} />,
        /* eslint-enable jsx-a11y/anchor-has-content */
      }}
    />
  )
}
