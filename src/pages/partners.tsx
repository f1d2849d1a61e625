import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Container } from "../components/Container"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { PartnerDetail } from "../components/PartnerDetail"
import { pageHead } from "../components/PageHead"
import type { I18nPageContext } from "../i18n/page-context"

export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  if (!data.site) throw new Error("data/site.yaml is missing")
  const fadeMs = data.site.ui.carouselFadeMs
  return (
    <Layout data={data}>
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

export const Head = pageHead<Queries.PartnersPageQuery>(({ site, t }) => ({
  title: t("meta.partners"),
  description: t("meta.partnersDescription", { name: site.name }),
}))

export const query = graphql`
  query PartnersPage($language: String!) {
    ...PageLocales
    ...LayoutData
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
