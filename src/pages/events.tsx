import { graphql, type PageProps } from "gatsby"
import { CalendarFeedLinks } from "../components/event/CalendarFeedLinks"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { useLanguage } from "../i18n/use-language"
import { EventList } from "../sections/EventList"
import { siteFile } from "../content/data-places"

type EventsPageContext = I18nPageContext & { builtAt: string }

export default function EventsPage({ data, pageContext }: PageProps<Queries.EventsPageQuery, EventsPageContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error(`${siteFile} is missing`)
  return (
    <Layout data={data}>
      <PageHeader title={t("events.heading")}>
        <p>{t("events.intro")}</p>
        <CalendarFeedLinks siteUrl={data.site.siteUrl} />
      </PageHeader>
      <EventList events={data.events.nodes} builtAt={pageContext.builtAt} />
    </Layout>
  )
}

export const Head = pageHead<Queries.EventsPageQuery>(({ site, t }) => ({
  title: t("meta.events"),
  description: t("meta.eventsDescription", { name: site.name }),
}))

export const query = graphql`
  query EventsPage($language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
    events: allEventsYaml(sort: { start: ASC }) {
      nodes {
        ...EventCard
      }
    }
  }
`
