import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { pageHead } from "../components/PageHead"
import { eventJsonLd } from "../components/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { EventsGallery } from "../sections/EventsGallery"

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  if (!data.events) throw new Error("data/events.yaml is missing")
  return (
    <Layout data={data}>
      <PageHeader title={t("events.heading")} />
      <EventsGallery events={data.events} />
    </Layout>
  )
}

export const Head = pageHead<Queries.EventsPageQuery>(({ data, site, language, t }) => {
  const { events } = data
  if (!events) throw new Error("data/events.yaml is missing")
  return {
    title: t("meta.events"),
    description: `${events.title}: ${events.intro}`.slice(0, 300),
    jsonLd: eventJsonLd(site, events, language),
  }
})

export const query = graphql`
  query EventsPage($language: String!) {
    ...PageLocales
    ...LayoutData
    site: siteYaml {
      ...SiteSeo
    }
    events: eventsYaml {
      title(language: $language)
      intro(language: $language)
      photoSite {
        url
        label(language: $language)
      }
      gallery {
        alt(language: $language)
        caption(language: $language)
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              width: 880
              aspectRatio: 1.5
              breakpoints: [440, 640, 720, 880]
              sizes: "(min-width: 1280px) 560px, (min-width: 640px) 46vw, 92vw"
            )
          }
        }
      }
    }
  }
`
