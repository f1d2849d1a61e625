import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { addressLines } from "../components/contact/Address"
import { Layout } from "../components/layout/Layout"
import { HolidayCalendarProvider } from "../components/hours/holiday-calendar"
import { PageHeader } from "../components/layout/PageHeader"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { ContactDetails } from "../sections/ContactDetails"
import { siteFile } from "../content/data-places"
import { Container } from "../components/layout/Container"
import { PassagePlan } from "../components/plan/PassagePlan"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error(`${siteFile} is missing`)
  return (
    <Layout data={data}>
      <PageHeader title={t("contact.title")}>
        <p>{t("contact.intro")}</p>
      </PageHeader>
      <HolidayCalendarProvider value={data.holidayCalendar}>
        <ContactDetails site={data.site} />
      </HolidayCalendarProvider>
      {data.plan && (
        <Container>
          <PassagePlan markup={data.plan.markup} />
        </Container>
      )}
    </Layout>
  )
}

export const Head = pageHead<Queries.ContactPageQuery>(({ site, t }) => ({
  title: t("meta.contact"),
  description: t("meta.contactDescription", { name: site.name, address: addressLines(site.address).join(", ") }),
}))

export const query = graphql`
  query ContactPage($language: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    plan: planYaml {
      markup(language: $language)
    }
    site: siteYaml {
      ...SiteSeo
      ...SiteContact
      openDaily(language: $language)
      ...SiteHoursRules
      map {
        provider
        embedUrl
        linkUrl
      }
    }
  }
`
