import { HolidayCalendarProvider } from "../components/hours/holiday-calendar"
import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { useLanguage } from "../i18n/use-language"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { PageHeader } from "../components/layout/PageHeader"
import { PartnerEntry } from "../components/partner/PartnerEntry"
import { pageHead } from "../components/layout/PageHead"
import type { I18nPageContext } from "../i18n/page-context"
import { theme } from "../theme/theme"
import { siteFile } from "../content/data-places"

const listCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(16)};
  margin: 0 0 ${theme.space(16)};
  padding: 0;
  list-style: none;
  /* Below the first screen; an entry is about 30rem on desktops, 55rem on phones. */
  > li + li {
    ${theme.renderWhenNear("45rem")}
  }
`

export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  if (!data.site) throw new Error(`${siteFile} is missing`)
  const fadeMs = data.site.ui.carouselFadeMs
  return (
    <Layout data={data}>
      <HolidayCalendarProvider calendar={data.holidayCalendar}>
        <PageHeader title={t("partnersPage.title")}>
          <p>{t("partnersPage.intro")}</p>
        </PageHeader>
        <Container>
          <ul css={listCss}>
            {data.partners.nodes.map((partner, index) => (
              <li key={partner.yamlId} id={partner.yamlId}>
                <PartnerEntry
                  partner={partner}
                  fadeMs={fadeMs}
                  mediaSide={index % 2 === 0 ? "left" : "right"}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        </Container>
      </HolidayCalendarProvider>
    </Layout>
  )
}

export const Head = pageHead<Queries.PartnersPageQuery>(({ site, t }) => ({
  title: t("meta.partners"),
  description: t("meta.partnersDescription", { name: site.name }),
}))

export const query = graphql`
  query PartnersPage($language: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    site: siteYaml {
      ...SiteSeo
      ui {
        carouselFadeMs
      }
    }
    partners: allPartnersYaml(sort: { order: ASC }) {
      nodes {
        ...PartnerEntry
      }
    }
  }
`
