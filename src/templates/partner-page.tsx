import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Container } from "../components/layout/Container"
import { Layout } from "../components/layout/Layout"
import { Link } from "../components/ui/LocalizedLink"
import { pageHead } from "../components/layout/PageHead"
import { PageHeader } from "../components/layout/PageHeader"
import { PartnerDetail } from "../components/partner/PartnerDetail"
import { PartnerIcon } from "../components/partner/PartnerIcon"
import { partnerJsonLd } from "../seo/structured-data"
import { useLanguage } from "../i18n/use-language"
import type { I18nPageContext } from "../i18n/page-context"
import { WayThere } from "../sections/WayThere"
import { theme } from "../theme/theme"

const backCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 2.75rem;
  margin-bottom: ${theme.space(2)};
  font-weight: 600;
`

const categoryCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  svg {
    color: ${theme.colors.primary};
    flex: none;
  }
`

const bottomCss = css`
  margin: ${theme.space(10)} 0 0;
`

/** One partner's page, /partners/<id>/ for each data/partners/<id>.yaml (createPages). */
export default function PartnerPage({ data }: PageProps<Queries.PartnerPageQuery, I18nPageContext>) {
  const { t } = useLanguage()
  const { site, partner } = data
  if (!site || !partner) throw new Error("partner page data is missing")
  const back = (
    <Link to="/partners/" css={backCss}>
      <span aria-hidden="true">←</span> {t("partnersPage.allPartners")}
    </Link>
  )
  return (
    <Layout data={data}>
      <PageHeader title={partner.name} before={back}>
        <p css={categoryCss}>
          <PartnerIcon icon={partner.icon} size={24} />
          {partner.category}
        </p>
      </PageHeader>
      <Container>
        <PartnerDetail partner={partner} fadeMs={site.ui.carouselFadeMs} />
        <WayThere place={partner.name} site={site} />
        <p css={bottomCss}>{back}</p>
      </Container>
    </Layout>
  )
}

export const Head = pageHead<Queries.PartnerPageQuery>(({ data, site, language }) => {
  const { partner } = data
  if (!partner) throw new Error("partner page data is missing")
  const images = partner.images.flatMap((file) => {
    const src = file.childImageSharp && getSrc(file.childImageSharp.gatsbyImageData)
    return src ? [src] : []
  })
  return {
    title: `${partner.name} – ${partner.category}`,
    description: partner.description,
    jsonLd: partnerJsonLd(site, partner, images, language),
  }
})

export const query = graphql`
  query PartnerPage($id: String!, $language: String!) {
    ...PageLocales
    ...LayoutData
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
      ...PartnerDetail
    }
  }
`
