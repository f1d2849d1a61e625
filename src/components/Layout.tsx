import { css } from "@emotion/react"
import { graphql, useStaticQuery } from "gatsby"
import { useI18next } from "gatsby-plugin-react-i18next"
import type { ReactNode } from "react"
import { GlobalStyles } from "../theme/GlobalStyles"
import { theme } from "../theme/theme"
import { ErrorBoundary } from "./ErrorBoundary"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { ScrollToTop } from "./ScrollToTop"

export type LayoutSite = NonNullable<Queries.LayoutSiteQuery["siteYaml"]> & {
  legalPages: Queries.LayoutSiteQuery["allLegalYaml"]["nodes"]
}

const skipLinkCss = css`
  position: absolute;
  left: ${theme.space(3)};
  top: -4rem;
  z-index: 100;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  border-radius: ${theme.radii.sm};
  font-weight: 700;
  &:focus {
    top: ${theme.space(3)};
    color: ${theme.colors.onPrimary};
  }
`

const mainCss = css`
  display: block;
  &:focus {
    outline: none;
  }
`

/** Header, main and footer around every page. */
export function Layout({ children, isHome = false }: { children: ReactNode; isHome?: boolean }) {
  const { t, language, originalPath } = useI18next()
  const data = useStaticQuery<Queries.LayoutSiteQuery>(graphql`
    query LayoutSite {
      siteYaml {
        name
        legalName
        tagline {
          de
          en
        }
        address {
          street
          street2
          postalCode
          city
          country {
            de
            en
          }
        }
        phone {
          href
          display
        }
        email {
          address
          display
          subject {
            de
            en
          }
        }
        openDaily {
          de
          en
        }
        copyrightYear
        ui {
          scrollToTopAfter
        }
      }
      allLegalYaml(sort: { order: ASC }) {
        nodes {
          slug
          title {
            de
            en
          }
        }
      }
    }
  `)
  if (!data.siteYaml) throw new Error("data/site.yaml is missing")
  const site: LayoutSite = { ...data.siteYaml, legalPages: data.allLegalYaml.nodes }
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLinkCss}>
        {t("skipLink")}
      </a>
      <Header siteName={site.name} isHome={isHome} />
      <main id="main" tabIndex={-1} css={mainCss}>
        <ErrorBoundary resetKey={`${language}:${originalPath}`}>{children}</ErrorBoundary>
      </main>
      <Footer site={site} />
      <ScrollToTop after={site.ui.scrollToTopAfter} />
    </>
  )
}
