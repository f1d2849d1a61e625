import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "gatsby-plugin-react-i18next"
import { Container } from "../components/Container"
import { JsonLd } from "../components/JsonLd"
import { Layout } from "../components/Layout"
import { PageHeader } from "../components/PageHeader"
import { Reveal } from "../components/Reveal"
import { RoomSection } from "../components/RoomSection"
import { Seo } from "../components/Seo"
import { roomsJsonLd } from "../components/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { translatorFromLocales } from "../i18n/translate"
import { DepositInfo } from "../sections/DepositInfo"

export default function PartyRoomsPage({ data }: PageProps<Queries.PartyRoomsPageQuery, I18nPageContext>) {
  const { t } = useTranslation()
  const { site, rooms } = data
  if (!site) throw new Error("data/site.yaml is missing")
  return (
    <Layout>
      <PageHeader title={t("rooms.title")}>
        <p>{t("rooms.intro")}</p>
      </PageHeader>
      <DepositInfo site={site} />
      <Reveal as="div" threshold={site.ui.revealThreshold}>
        <Container>
          {rooms.nodes.map((room, index) => (
            <RoomSection
              key={room.yamlId}
              room={room}
              email={site.email.address}
              fadeMs={site.ui.carouselFadeMs}
              eager={index === 0}
            />
          ))}
        </Container>
      </Reveal>
    </Layout>
  )
}

export const Head: HeadFC<Queries.PartyRoomsPageQuery, I18nPageContext> = ({ data, pageContext }) => {
  const { site, rooms } = data
  if (!site) throw new Error("site or page data is missing")
  const t = translatorFromLocales(data.locales)
  const language = pageContext.language
  const capacity = (type: string) => rooms.nodes.find((room) => room.roomType === type)?.capacity ?? ""
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      title={`${t("meta.partyRooms")} | ${site.name}`}
      description={t("meta.partyRoomsDescription", {
        cellar: capacity("party_cellar"),
        hall: capacity("event_hall"),
      })}
      siteUrl={site.siteUrl}
      siteName={site.name}
    >
      <JsonLd data={roomsJsonLd(site, rooms.nodes, language)} />
    </Seo>
  )
}

export const query = graphql`
  query PartyRoomsPage($language: String!) {
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
      rental {
        depositPerRoom
        currency
      }
      ui {
        carouselFadeMs
        revealThreshold
      }
    }
    rooms: allRoomsYaml(sort: { order: ASC }) {
      nodes {
        ...RoomSection
      }
    }
  }
`
