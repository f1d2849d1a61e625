import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { Reveal } from "../components/ui/Reveal"
import { RoomSection } from "../components/room/RoomSection"
import { pageHead } from "../components/layout/PageHead"
import { roomsJsonLd } from "../seo/structured-data"
import type { I18nPageContext } from "../i18n/page-context"
import { DepositInfo } from "../sections/DepositInfo"
import { InquiryForm } from "../components/room/InquiryForm"
import { siteFile } from "../content/data-places"
import { PassagePlan } from "../components/plan/PassagePlan"

type PartyRoomsContext = I18nPageContext & { today: string }

/** No room, one, more: chosen here, since i18next's plural forms make an Intl.PluralRules in the browser. */
const introKeys = ["rooms.introNone", "rooms.introOne"]

export default function PartyRoomsPage({
  data,
  pageContext,
}: PageProps<Queries.PartyRoomsPageQuery, PartyRoomsContext>) {
  const { t } = useLanguage()
  const { site, rooms, plan } = data
  if (!site) throw new Error(`${siteFile} is missing`)
  return (
    <Layout data={data}>
      <PageHeader title={t("rooms.title")}>
        <p>
          {t(introKeys[rooms.nodes.length] ?? "rooms.intro", {
            roomCount: t([`numbers.${rooms.nodes.length}`, "numbers.other"], { n: rooms.nodes.length }),
          })}
        </p>
      </PageHeader>
      <DepositInfo site={site} />
      <Reveal as="div" threshold={site.ui.revealThreshold}>
        <Container>
          {rooms.nodes.map((room, index) => (
            <RoomSection key={room.yamlId} room={room} fadeMs={site.ui.carouselFadeMs} eager={index === 0} />
          ))}
        </Container>
      </Reveal>
      <Container>
        {rooms.nodes.length > 0 && <InquiryForm rooms={rooms.nodes} today={pageContext.today} />}
        {plan && <PassagePlan markup={plan.markup} />}
      </Container>
    </Layout>
  )
}

export const Head = pageHead<Queries.PartyRoomsPageQuery>(({ data, site, language, t }) => {
  const { rooms } = data
  return {
    title: t("meta.partyRooms"),
    description:
      rooms.nodes.length > 0
        ? t("meta.partyRoomsDescription", { capacity: Math.max(...rooms.nodes.map((room) => room.capacity)) })
        : t(introKeys[0]),
    jsonLd: roomsJsonLd(site, rooms.nodes, language),
  }
})

export const query = graphql`
  query PartyRoomsPage($language: String!) {
    ...PageLocales
    ...LayoutData
    plan: planYaml {
      markup(language: $language, rooms: true)
    }
    site: siteYaml {
      ...SiteSeo
      ...SiteRental
      ui {
        carouselFadeMs
        revealThreshold
      }
    }
    rooms: allRoomsYaml(sort: { order: ASC }) {
      nodes {
        ...RoomSection
        takenDates {
          date
          until
        }
      }
    }
  }
`
