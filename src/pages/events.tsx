import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { Seo } from "../components/Seo"
import { JsonLd } from "../components/JsonLd"
import { eventJsonLd } from "../components/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { localize } from "../i18n/localize"
import { translatorFromLocales } from "../i18n/translate"
import { EventsGallery } from "../sections/EventsGallery"

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  if (!data.events) throw new Error("data/events.yaml is missing")
  return (
    <Layout>
      <PageHeader title={t("events.heading")} />
      <EventsGallery events={data.events} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.EventsPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const { site, events } = data
  if (!site || !events) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  const language = pageContext.language
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("meta.events")} | ${site.name}`}
      description={`${localize(events.title, language)}: ${localize(events.intro, language)}`.slice(0, 300)}
      siteUrl={site.siteUrl}
      siteName={site.name}
    >
      <JsonLd data={eventJsonLd(site, events, language)} />
    </Seo>
  )
}

export const query = graphql`
  query EventsPage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
    }
    events: eventsYaml {
      title {
        de
        en
      }
      intro {
        de
        en
      }
      photoSite {
        url
        label {
          de
          en
        }
      }
      gallery {
        alt {
          de
          en
        }
        caption {
          de
          en
        }
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
