import { graphql, type PageProps } from "gatsby"
import { Container } from "../components/Container"
import { Layout } from "../components/Layout"
import { pageHead } from "../components/PageHead"
import { PageHeader } from "../components/PageHeader"
import type { I18nPageContext } from "../i18n/page-context"

/** One event's page, /events/<slug>/ for each data/events/<slug>.yaml (createPages). */
export default function EventPage({ data }: PageProps<Queries.EventPageQuery, I18nPageContext & { builtAt: string }>) {
  const { event } = data
  if (!event) throw new Error("event page data is missing")
  return (
    <Layout data={data}>
      <PageHeader title={event.title}>
        <p>{event.teaser}</p>
      </PageHeader>
      <Container>
        {event.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Container>
    </Layout>
  )
}

export const Head = pageHead<Queries.EventPageQuery>(({ data }) => {
  const { event } = data
  if (!event) throw new Error("event page data is missing")
  return { title: event.title, description: event.teaser }
})

export const query = graphql`
  query EventPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
    event: eventsYaml(id: { eq: $id }) {
      ...EventCard
      text(language: $language)
    }
  }
`
