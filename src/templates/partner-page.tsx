import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { DetailPage } from "../components/layout/DetailPage"
import { HolidayCalendarProvider } from "../components/hours/holiday-calendar"
import { pageHead } from "../components/layout/PageHead"
import { PartnerDetail } from "../components/partner/PartnerDetail"
import { PartnerIcon } from "../components/partner/PartnerIcon"
import { partnerJsonLd } from "../seo/structured-data"
import { useLanguage } from "../i18n/use-language"
import type { I18nPageContext } from "../i18n/page-context"
import { WayThere } from "../sections/WayThere"
import { PassagePlan } from "../components/plan/PassagePlan"
import { theme } from "../theme/theme"
import { categoryCss } from "../components/ui/styles"

const pageCategoryCss = css`
  ${categoryCss};
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
`

export default function PartnerPage({ data }: PageProps<Queries.PartnerPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  const { site, partner, plan } = data
  if (!site || !partner || !plan) throw new Error("partner page data is missing")
  return (
    <DetailPage
      data={data}
      title={partner.name}
      back={{ to: "/partners/", label: t("partnersPage.allPartners") }}
      intro={
        <p css={pageCategoryCss}>
          <PartnerIcon icon={partner.icon} size={24} />
          {partner.category}
        </p>
      }
    >
      <HolidayCalendarProvider value={data.holidayCalendar}>
        <PartnerDetail partner={partner} fadeMs={site.ui.carouselFadeMs} />
      </HolidayCalendarProvider>
      <PassagePlan markup={plan.markup} />
      <WayThere place={partner.name} site={site} />
    </DetailPage>
  )
}

export const Head = pageHead<Queries.PartnerPageQuery>(({ data, site, language }) => {
  const { partner } = data
  if (!partner) throw new Error("partner page data is missing")
  const images = (partner.images ?? []).flatMap((file) => {
    const src = file.childImageSharp && getSrc(file.childImageSharp.gatsbyImageData)
    return src ? [src] : []
  })
  return {
    title: `${partner.name} – ${partner.category}`,
    description: partner.description,
    jsonLd: partnerJsonLd(site, partner, images, language, data.holidayCalendar),
  }
})

export const query = graphql`
  query PartnerPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
    ...HolidayCalendar
    plan: planYaml {
      markup(language: $language, partner: $id)
    }
    site: siteYaml {
      ...SiteSeo
      map {
        provider
        linkUrl
      }
      ui {
        carouselFadeMs
      }
    }
    partner: partnersYaml(id: { eq: $id }) {
      ...PartnerEntry
    }
  }
`
