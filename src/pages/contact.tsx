import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { addressLines } from "../components/Address"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import type { I18nPageContext } from "../i18n/page-context"
import { translatorFromLocales } from "../i18n/translate"
import { ContactDetails } from "../sections/ContactDetails"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  if (!data.site) throw new Error("data/site.yaml is missing")
  return (
    <Layout>
      <PageHeader title={t("contact.title")}>
        <p>{t("contact.intro")}</p>
      </PageHeader>
      <ContactDetails site={data.site} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const { site } = data
  if (!site) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  const language = pageContext.language
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("meta.contact")} | ${site.name}`}
      description={t("meta.contactDescription", {
        name: site.name,
        address: addressLines(site.address, language).join(", "),
      })}
      siteUrl={site.siteUrl}
      siteName={site.name}
    />
  )
}

export const query = graphql`
  query ContactPage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
      phone {
        display
      }
      email {
        display
        subject {
          de
          en
        }
      }
      openDaily {
        de
        en
      }
      map {
        provider
        embedUrl
        linkUrl
      }
    }
  }
`
