import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Container } from "../components/Container"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { PartnerDetail } from "../components/PartnerDetail"
import { Seo } from "../components/Seo"
import type { I18nPageContext } from "../i18n/page-context"
import { translatorFromLocales } from "../i18n/translate"

export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  if (!data.site) throw new Error("data/site.yaml is missing")
  const fadeMs = data.site.ui.carouselFadeMs
  return (
    <Layout>
      <PageHeader title={t("partnersPage.title")}>
        <p>{t("partnersPage.intro")}</p>
      </PageHeader>
      <Container>
        {data.partners.nodes.map((partner, index) => (
          <PartnerDetail
            key={partner.yamlId}
            partner={partner}
            fadeMs={fadeMs}
            imageSide={index % 2 === 0 ? "left" : "right"}
            eager={index === 0}
          />
        ))}
      </Container>
    </Layout>
  )
}

export const Head: HeadFC<Queries.PartnersPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const { site } = data
  if (!site) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  return (
    <Seo
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("meta.partners")} | ${site.name}`}
      description={t("meta.partnersDescription", { name: site.name })}
      siteUrl={site.siteUrl}
      siteName={site.name}
    />
  )
}

export const query = graphql`
  query PartnersPage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
      ui {
        carouselFadeMs
      }
    }
    partners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        ...PartnerDetail
      }
    }
  }
`
