import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { useEffect } from "react"
import { Layout } from "../components/layout/Layout"
import { Message } from "../components/layout/Message"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { theme } from "../theme/theme"

const notFoundCss = css`
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

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  useEffect(() => {
    console.info(`404: no page at ${location.pathname}`)
  }, [location.pathname])
  return (
    <Layout data={data}>
      <Message
        css={notFoundCss}
        title={
          <>
            <span className="code">{t("notFound.code")}</span> {t("notFound.title")}
          </>
        }
        text={t("notFound.text")}
        home={t("notFound.home")}
      />
    </Layout>
  )
}

export const Head = pageHead<Queries.NotFoundPageQuery>(({ t }) => ({
  title: t("meta.notFound"),
  description: t("notFound.text"),
  noindex: true,
}))

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
  }
`
