import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { PartnerDirectory } from "../components/partner/PartnerDirectory"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { directoryJsonLd } from "../seo/structured-data"
import { isPartnerKind, type PartnerKind } from "../content/partner-kinds"
import { siteFile } from "../content/data-places"

/** What src/gatsby/partner-kind-pages.ts gives each page. */
export type PartnerKindContext = I18nPageContext & { kind: PartnerKind }

/** The partner list narrowed to one kind of business, at an address of its own (works without JavaScript). */
export default function PartnerKindPage({
  data,
  pageContext,
}: PageProps<Queries.PartnerKindPageQuery, PartnerKindContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error(`${siteFile} is missing`)
  const kindName = t(`partnerKinds.${pageContext.kind}`)
  return (
    <Layout data={data}>
      <PageHeader title={t("partnersPage.kindTitle", { kind: kindName })}>
        <p>
          {t("partnersPage.kindIntro", {
            kind: kindName,
            count: data.partners.nodes.length,
            total: data.kinds.nodes.length,
          })}
        </p>
      </PageHeader>
      <Container>
        <PartnerDirectory
          partners={data.partners.nodes}
          kinds={data.kinds.nodes}
          kind={pageContext.kind}
          fadeMs={data.site.ui.carouselFadeMs}
          calendar={data.holidayCalendar}
        />
      </Container>
    </Layout>
  )
}

export const Head = pageHead<Queries.PartnerKindPageQuery, PartnerKindContext>(
  ({ data, site, language, t, pageContext }) => {
    const kind = pageContext.kind
    if (!isPartnerKind(kind)) throw new Error(`a partner kind page without its kind (found ${JSON.stringify(kind)})`)
    const kindName = t(`partnerKinds.${kind}`)
    return {
      title: t("meta.partnersKind", { kind: kindName }),
      description: t("meta.partnersKindDescription", { kind: kindName, name: site.name }),
      jsonLd: directoryJsonLd(site, data.partners.nodes, language),
    }
  },
)

export const query = graphql`
  query PartnerKindPage($language: String!, $kind: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    site: siteYaml {
      ...SiteSeo
      ui {
        carouselFadeMs
      }
    }
    partners: allPartnersYaml(sort: { order: ASC }, filter: { kind: { eq: $kind } }) {
      nodes {
        ...PartnerEntry
      }
    }
    kinds: allPartnersYaml {
      nodes {
        kind
      }
    }
  }
`
