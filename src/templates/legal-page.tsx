import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { LegalContent } from "../components/legal/LegalContent"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { fillPlaceholders } from "../i18n/placeholders"

export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery, I18nPageContext>) {
  const { page, site } = data
  if (!page || !site) throw new Error("legal page data is missing")
  const where = `legal page "${page.slug}"`
  return (
    <Layout data={data}>
      <LegalContent page={page} site={site} fill={(text, values) => fillPlaceholders(text, values, where)} />
    </Layout>
  )
}

export const Head = pageHead<Queries.LegalPageQuery>(({ data }) => {
  if (!data.page) throw new Error("legal page data is missing")
  return { title: data.page.title, description: data.page.description }
})

export const query = graphql`
  query LegalPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
      legalName
      phone {
        display
      }
      email {
        display
      }
      rental {
        depositPerRoom
      }
      newsletter {
        provider
        action
        processor(language: $language)
        retention(language: $language)
      }
      imprint {
        legalForm(language: $language)
        registerNumber
        registerCourt(language: $language)
        vatId
        chamber(language: $language)
        authority(language: $language)
      }
    }
    page: legalYaml(id: { eq: $id }) {
      slug
      title(language: $language)
      description(language: $language)
      updated(formatString: "YYYY-MM-DD")
      sections {
        heading(language: $language)
        paragraphs(language: $language)
      }
    }
  }
`
