import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Link } from "../components/LocalizedLink"
import { useEffect } from "react"
import { buttonCss } from "../components/Button"
import { containerCss } from "../components/Container"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import type { I18nPageContext } from "../i18n/page-context"
import { translatorFromLocales } from "../i18n/translate"
import { theme } from "../theme/theme"

const notFoundCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  text-align: center;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  .code {
    display: block;
    font-size: clamp(5rem, 18vw, 9rem);
    line-height: 1;
    color: ${theme.colors.primary};
    font-family: ${theme.fonts.heading};
    font-weight: 700;
  }
`

export default function NotFoundPage({ location }: PageProps<Queries.NotFoundPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  useEffect(() => {
    console.info(`404: no page at ${location.pathname}`)
  }, [location.pathname])
  return (
    <Layout>
      <div css={notFoundCss}>
        <h1>
          <span className="code">{t("notFound.code")}</span> {t("notFound.title")}
        </h1>
        <p>{t("notFound.text")}</p>
        <Link to="/" css={buttonCss}>
          {t("notFound.home")}
        </Link>
      </div>
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  if (!data.site) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("meta.notFound")} | ${data.site.name}`}
      description={t("notFound.text")}
      siteUrl={data.site.siteUrl}
      siteName={data.site.name}
      noindex
    />
  )
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
    }
  }
`
