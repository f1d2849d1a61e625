import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { Trans } from "../../i18n/Trans"
import { useLanguage } from "../../i18n/use-language"
import { formatEuro } from "../../i18n/format"
import { buttonCss } from "../../components/ui/Button"
import { Layout } from "../../components/layout/Layout"
import { Message } from "../../components/layout/Message"
import { Link } from "../../components/ui/LocalizedLink"
import { pageHead } from "../../components/layout/PageHead"
import type { I18nPageContext } from "../../i18n/page-context"
import { ContactSentence } from "../../components/contact/ContactSentence"
import { theme } from "../../theme/theme"
import { siteFile } from "../../content/data-places"

const thanksCss = css`
  max-width: 44rem;
  text-align: start;
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

/** The inquiry form's action: Netlify Forms sends the visitor here. */
export default function InquiryThanksPage({ data }: PageProps<Queries.InquiryThanksPageQuery, I18nPageContext>) {
  const { t, language } = useLanguage()
  const { site } = data
  if (!site) throw new Error(`${siteFile} is missing`)
  return (
    <Layout data={data}>
      <Message css={thanksCss} title={t("inquiryThanks.title")} text={t("inquiryThanks.text")}>
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
          <ContactSentence i18nKey="inquiryThanks.questions" site={site} />
        </p>
        <p>
          <Link to="/party-rooms/" css={buttonCss}>
            {t("inquiryThanks.back")}
          </Link>
        </p>
      </Message>
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
