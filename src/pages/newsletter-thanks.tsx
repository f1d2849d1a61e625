import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { buttonCss } from "../components/Button"
import { containerCss } from "../components/Container"
import { Layout } from "../components/Layout"
import { Link } from "../components/LocalizedLink"
import { Seo } from "../components/Seo"
import type { I18nPageContext } from "../i18n/page-context"
import { translatorFromLocales } from "../i18n/translate"
import { theme } from "../theme/theme"

const thanksCss = css`
  ${containerCss};
  max-width: 44rem;
  padding-top: ${theme.space(16)};
  text-align: center;
`

/** Where Netlify Forms sends the visitor after the newsletter sign-up (the form's action). */
export default function NewsletterThanksPage(_: PageProps<Queries.NewsletterThanksPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  return (
    <Layout>
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

export const Head: HeadFC<Queries.NewsletterThanksPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  if (!data.site) throw new Error("data/site.yaml is missing")
  const t = translatorFromLocales(data.locales)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("newsletterThanks.meta")} | ${data.site.name}`}
      description={t("newsletterThanks.title")}
      siteUrl={data.site.siteUrl}
      siteName={data.site.name}
      noindex
    />
  )
}

export const query = graphql`
  query NewsletterThanksPage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
    }
  }
`
