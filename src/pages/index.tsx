import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { JsonLd } from "../components/JsonLd"
import type { I18nPageContext } from "../i18n/page-context"
import { localize } from "../i18n/localize"
import { translatorFromLocales } from "../i18n/translate"
import { About } from "../sections/About"
import { Hero } from "../sections/Hero"
import { News } from "../sections/News"
import { PartnersSection } from "../sections/PartnersSection"
import { WaveDivider } from "../components/WaveDivider"
import { passageJsonLd } from "../components/structured-data"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery, I18nPageContext>) {
  const { site, home, partners } = data
  if (!site || !home) throw new Error("data/site.yaml or data/home.yaml is missing")
  return (
    <Layout isHome>
      <Hero hero={home.hero} siteName={site.name} />
      <WaveDivider />
      <About about={home.about} />
      <PartnersSection
        section={home.partnersSection}
        partners={partners.nodes}
        fadeMs={site.ui.carouselFadeHomeMs}
        revealThreshold={site.ui.revealThreshold}
      />
      <News news={home.news} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const { site, partners } = data
  if (!site) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  const language = pageContext.language
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      title={t("meta.home", { name: site.name })}
      description={localize(site.description, language)}
      siteUrl={site.siteUrl}
      siteName={site.name}
    >
      <JsonLd data={passageJsonLd(site, partners.nodes, language)} />
    </Seo>
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    ...PageLocales
    site: siteYaml {
      ...SiteSeo
      ui {
        carouselFadeHomeMs
        revealThreshold
      }
    }
    home: homeYaml {
      hero {
        welcome {
          de
          en
        }
        lead {
          de
          en
        }
        imageAlt {
          de
          en
        }
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
        badge {
          de
          en
        }
        title {
          de
          en
        }
        intro {
          de
          en
        }
        history {
          title {
            de
            en
          }
          text {
            de
            en
          }
        }
        vision {
          title {
            de
            en
          }
          text {
            de
            en
          }
        }
      }
      partnersSection {
        headline {
          de
          en
        }
        subtitle {
          de
          en
        }
        description {
          de
          en
        }
      }
      news {
        title {
          de
          en
        }
        intro {
          de
          en
        }
        items {
          iso: date(formatString: "YYYY-MM-DD")
          de: date(formatString: "D. MMMM YYYY", locale: "de")
          en: date(formatString: "D MMMM YYYY", locale: "en")
          title {
            de
            en
          }
          text {
            de
            en
          }
        }
      }
    }
    partners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        ...PartnerCard
        ...PartnerStructuredData
      }
    }
  }
`
