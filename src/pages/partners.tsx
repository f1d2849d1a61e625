import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { PartnerDirectory } from "../components/partner/PartnerDirectory"
import { PassagePlan } from "../components/plan/PassagePlan"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { directoryJsonLd } from "../seo/structured-data"
import { planFile, siteFile } from "../content/data-places"

export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error(`${siteFile} is missing`)
  if (!data.plan) throw new Error(`${planFile} is missing`)
  return (
    <Layout data={data}>
      <PageHeader title={t("partnersPage.title")}>
        <p>{t("partnersPage.intro")}</p>
      </PageHeader>
      <Container>
        <PartnerDirectory
          partners={data.partners.nodes}
          kinds={data.partners.nodes}
          kind={null}
          fadeMs={data.site.ui.carouselFadeMs}
          calendar={data.holidayCalendar}
        />
        <PassagePlan markup={data.plan.markup} />
      </Container>
    </Layout>
  )
}

export const Head = pageHead<Queries.PartnersPageQuery>(({ data, site, language, t }) => ({
  title: t("meta.partners"),
  description: t("meta.partnersDescription", { name: site.name }),
  jsonLd: directoryJsonLd(site, data.partners.nodes, language),
}))

export const query = graphql`
  query PartnersPage($language: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    plan: planYaml {
      markup(language: $language)
    }
    site: siteYaml {
      ...SiteSeo
      ui {
        carouselFadeMs
      }
    }
    partners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        ...PartnerEntry
        kind
      }
    }
  }
`
