import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { buttonCss } from "../components/ui/Button"
import { containerCss } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { Link } from "../components/ui/LocalizedLink"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { theme } from "../theme/theme"

const thanksCss = css`
  ${containerCss};
  max-width: 44rem;
  padding-top: ${theme.space(16)};
  text-align: center;
`

/**
 * "Please confirm in the e-mail we sent you": where the newsletter provider may send the visitor
 * after the sign-up, if its form settings name a page of the site (docs/newsletter.md); otherwise
 * the provider shows its own such page.
 */
export default function NewsletterThanksPage({ data }: PageProps<Queries.NewsletterThanksPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  return (
    <Layout data={data}>
      <div css={thanksCss}>
        <h1>{t("newsletterThanks.title")}</h1>
        <p>{t("newsletterThanks.text")}</p>
        <Link to="/" css={buttonCss}>
          {t("newsletterThanks.home")}
        </Link>
      </div>
    </Layout>
  )
}

export const Head = pageHead<Queries.NewsletterThanksPageQuery>(({ t }) => ({
  title: t("newsletterThanks.meta"),
  description: t("newsletterThanks.title"),
  noindex: true,
}))

export const query = graphql`
  query NewsletterThanksPage($language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
  }
`
