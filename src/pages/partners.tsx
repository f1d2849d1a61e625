import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { PartnerCard } from "../components/partner/PartnerCard"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"

/**
 * Every partner as a card that leads to the partner's own page. Each card's item keeps the
 * partner's id, so the old links to /partners/#<id> still land on that partner.
 */
export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error("data/site.yaml is missing")
  const fadeMs = data.site.ui.carouselFadeMs
  return (
    <Layout data={data}>
      <PageHeader title={t("partnersPage.title")}>
        <p>{t("partnersPage.intro")}</p>
      </PageHeader>
      <Container>
        <CardGrid>
          {data.partners.nodes.map((partner, index) => (
            <li key={partner.yamlId} id={partner.yamlId}>
              <PartnerCard partner={partner} fadeMs={fadeMs} autoplay={false} heading="h2" eager={index === 0} />
            </li>
          ))}
        </CardGrid>
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
        ...PartnerCard
      }
    }
  }
`
