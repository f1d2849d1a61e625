import { css } from "@emotion/react"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { Address } from "../contact/Address"
import { containerCss } from "./Container"
import { bareListCss, columnsCss } from "../ui/styles"
import { mailtoHref, telHref } from "../../content/links"
import { LogoMark } from "../ui/LogoMark"
import { NavLinkItems } from "./NavLinkItems"
import type { LayoutSite } from "../../fragments/layout-data"

const footerCss = css`
  margin-top: ${theme.space(16)};
  padding: ${theme.space(12)} 0 ${theme.space(8)};
  background: ${theme.colors.bgAlt};
  border-top: 1px solid ${theme.colors.border};
  font-size: 0.975rem;
`

const gridCss = css`
  ${containerCss};
  ${columnsCss(theme.space(8), {
    md: "minmax(0, 1fr) minmax(0, 1fr)",
    lg: "minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)",
  })};
  h2 {
    font-size: 1.05rem;
    margin-bottom: ${theme.space(3)};
  }
  ul {
    ${bareListCss};
  }
  li + li {
    margin-top: ${theme.space(1.5)};
  }
  a {
    color: ${theme.colors.text};
  }
  a:hover {
    color: ${theme.colors.primary};
  }
`

const brandCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  font-family: ${theme.fonts.heading};
  font-size: 1.35rem;
  font-weight: 700;
  margin-bottom: ${theme.space(3)};
`

const bottomCss = css`
  ${containerCss};
  margin-top: ${theme.space(10)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`

export function Footer({ site }: { site: LayoutSite }) {
  const { t } = useLanguage()
  return (
    <footer css={footerCss}>
      <div css={gridCss}>
        <div>
          <p css={brandCss}>
            <LogoMark size={40} />
            <span>{site.name}</span>
          </p>
          <p>{site.tagline}</p>
          <p>
            <strong>{site.openDaily}</strong>
          </p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <Address address={site.address} />
          <ul>
            <li>
              <a href={telHref(site.phone.href)}>{site.phone.display}</a>
            </li>
            <li>
              <a href={mailtoHref(site.email.address, { subject: site.email.subject })}>{site.email.display}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t("footer.pages")}</h2>
          <ul>
            <NavLinkItems links="site" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("footer.legal")}</h2>
          <ul>
            {site.legalPages.map((page) => (
              <li key={page.slug}>
                <Link to={`/${page.slug}/`}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p css={bottomCss}>{t("footer.copyright", { year: site.copyrightYear, name: site.legalName })}</p>
    </footer>
  )
}
