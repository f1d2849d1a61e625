import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { Trans } from "../../i18n/Trans"
import { useLanguage } from "../../i18n/use-language"
import { formatEuro } from "../../i18n/format"
import { buttonCss } from "../../components/ui/Button"
import { containerCss } from "../../components/layout/Container"
import { Layout } from "../../components/layout/Layout"
import { Link } from "../../components/ui/LocalizedLink"
import { pageHead } from "../../components/layout/PageHead"
import type { I18nPageContext } from "../../i18n/page-context"
import { mailtoHref, telHref } from "../../content/links"
import { theme } from "../../theme/theme"

const thanksCss = css`
  ${containerCss};
  max-width: 44rem;
  padding-top: ${theme.space(16)};
  h2 {
    font-size: 1.4rem;
    margin-top: ${theme.space(8)};
  }
  ol {
    padding-left: ${theme.space(6)};
  }
  li + li {
    margin-top: ${theme.space(2)};
  }
`

/**
 * Where Netlify Forms sends the visitor after a party-room inquiry (the form's action,
 * InquiryForm): what happens next, with the deposit of data/site.yaml. Not in the sitemap, noindex.
 */
export default function InquiryThanksPage({ data }: PageProps<Queries.InquiryThanksPageQuery, I18nPageContext>) {
  const { t, language } = useLanguage()
  const { site } = data
  if (!site) throw new Error("data/site.yaml is missing")
  return (
    <Layout data={data}>
      <div css={thanksCss}>
        <h1>{t("inquiryThanks.title")}</h1>
        <p>{t("inquiryThanks.text")}</p>
        <h2>{t("inquiryThanks.nextTitle")}</h2>
        <ol>
          <li>{t("inquiryThanks.check")}</li>
          <li>
            <Trans i18nKey="inquiryThanks.notBinding" components={{ termsLink: <Link to="/terms/" /> }} />
          </li>
          <li>{t("rooms.confirmationBullet")}</li>
          <li>{t("rooms.depositBullet", { deposit: formatEuro(site.rental.depositPerRoom, language) })}</li>
        </ol>
        <p>
          <Trans
            i18nKey="inquiryThanks.questions"
            values={{ phone: site.phone.display, email: site.email.display }}
            components={{
              /* eslint-disable jsx-a11y/anchor-has-content */
              phoneLink: <a href={telHref(site.phone.href)} />,
              emailLink: <a href={mailtoHref(site.email.address, { subject: site.email.subject })} />,
              /* eslint-enable jsx-a11y/anchor-has-content */
            }}
          />
        </p>
        <p>
          <Link to="/party-rooms/" css={buttonCss}>
            {t("inquiryThanks.back")}
          </Link>
        </p>
      </div>
    </Layout>
  )
}

export const Head = pageHead<Queries.InquiryThanksPageQuery>(({ t }) => ({
  title: t("inquiryThanks.meta"),
  description: t("inquiryThanks.title"),
  noindex: true,
}))

export const query = graphql`
  query InquiryThanksPage($language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
      ...SiteRental
    }
  }
`
