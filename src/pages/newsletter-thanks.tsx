import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { Layout } from "../components/layout/Layout"
import { Message } from "../components/layout/Message"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"

const thanksCss = css`
  max-width: 44rem;
`

/** Where the provider may send the visitor after signing up (docs/newsletter.md). */
export default function NewsletterThanksPage({ data }: PageProps<Queries.NewsletterThanksPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  return (
    <Layout data={data}>
      <Message
        css={thanksCss}
        title={t("newsletterThanks.title")}
        text={t("newsletterThanks.text")}
        home={t("newsletterThanks.home")}
      />
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
