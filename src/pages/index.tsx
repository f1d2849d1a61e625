import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { HolidayCalendarProvider } from "../components/hours/holiday-calendar"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { About } from "../sections/About"
import { Hero } from "../sections/Hero"
import { News } from "../sections/News"
import { PartnersSection } from "../sections/PartnersSection"
import { WaveDivider } from "../components/ui/WaveDivider"
import { passageJsonLd } from "../seo/structured-data"
import { homeFile, siteFile } from "../content/data-places"

export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, I18nPageContext & { builtAt?: string }>) {
  const { site, home, partners, nextEvent } = data
  if (!site || !home) throw new Error(`${siteFile} or ${homeFile} is missing`)
  return (
    <Layout data={data} isHome>
      <Hero hero={home.hero} siteName={site.name} />
      <WaveDivider />
      <About about={home.about} />
      <HolidayCalendarProvider value={data.holidayCalendar}>
        <PartnersSection
          section={home.partnersSection}
          partners={partners.nodes}
          fadeMs={site.ui.carouselFadeHomeMs}
          revealThreshold={site.ui.revealThreshold}
        />
      </HolidayCalendarProvider>
      <News news={home.news} nextEvent={nextEvent} builtAt={pageContext.builtAt} newsletter={site.newsletter} />
    </Layout>
  )
}

export const Head = pageHead<Queries.HomePageQuery>(({ data, site, language, t }) => ({
  title: t("meta.home", { name: site.name }),
  withSiteName: false,
  description: site.description,
  jsonLd: passageJsonLd(site, data.partners.nodes, language, data.holidayCalendar),
}))

export const query = graphql`
  query HomePage($language: String!, $nextEvent: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    site: siteYaml {
      ...SiteSeo
      ...SiteHoursRules
      ui {
        carouselFadeHomeMs
        revealThreshold
      }
      newsletter {
        provider
        action
        emailField
        hiddenFields {
          name
          value
        }
      }
    }
    home: homeYaml {
      hero {
        welcome(language: $language)
        lead(language: $language)
        imageAlt(language: $language)
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1200
              aspectRatio: 1.7778
              breakpoints: [480, 640, 800, 1200]
              sizes: "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 92vw"
            )
          }
        }
      }
      about {
        badge(language: $language)
        title(language: $language)
        intro(language: $language)
        history {
          title(language: $language)
          text(language: $language)
        }
        vision {
          title(language: $language)
          text(language: $language)
        }
      }
      partnersSection {
        headline(language: $language)
        subtitle(language: $language)
        description(language: $language)
      }
      news {
        title(language: $language)
        intro(language: $language)
        items {
          iso: date(formatString: "YYYY-MM-DD")
          title(language: $language)
          text(language: $language)
        }
      }
    }
    # The soonest event not over at build time (onCreatePage's context; "" finds none).
    nextEvent: eventsYaml(slug: { eq: $nextEvent }) {
      ...EventCard
    }
    partners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        ...PartnerCard
      }
    }
  }
`
