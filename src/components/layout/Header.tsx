import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { languages } from "../../i18n/languages"
import { Link } from "../ui/LocalizedLink"
import { theme } from "../../theme/theme"
import { containerCss } from "./Container"
import { LogoMark } from "../ui/LogoMark"
import { MobileMenu } from "./MobileMenu"
import { NavLinkItems } from "./NavLinkItems"
import { bareListCss } from "../ui/styles"

const headerCss = css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: color-mix(in srgb, ${theme.colors.bg} 92%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${theme.colors.border};
`

const rowCss = css`
  ${containerCss};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 4rem;
  flex-wrap: wrap;
  ${theme.mq.md} {
    gap: ${theme.space(4)};
  }
`

const brandCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-right: auto;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.heading};
  font-size: 1.1rem;
  font-weight: 600;
  text-decoration: none;
  ${theme.mq.md} {
    font-size: 1.3rem;
  }
  &:hover {
    color: ${theme.colors.primary};
  }
`

const navCss = css`
  display: none;
  ${theme.mq.lg} {
    display: flex;
  }
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(4)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(1)};
    ${bareListCss};
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(2.5)};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a[aria-current="page"] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`

const sectionNavCss = css`
  ${navCss};
  order: 10;
  flex-basis: 100%;
  justify-content: flex-end;
  margin-top: -${theme.space(2)};
  padding-bottom: ${theme.space(1)};
  font-size: 0.9rem;
  a {
    padding-top: ${theme.space(1)};
    padding-bottom: ${theme.space(1)};
    font-weight: 500;
    color: ${theme.colors.muted};
  }
`

const switchCss = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  ${bareListCss};
  font-weight: 700;
  font-size: 0.95rem;
  /* A line drawn, not written: a screen reader read the "|" aloud between the two languages. */
  li + li::before {
    content: "";
    display: inline-block;
    width: 2px;
    height: 1em;
    margin-right: ${theme.space(1)};
    vertical-align: -0.15em;
    background: ${theme.colors.muted};
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(1.5)};
    color: ${theme.colors.text};
    text-decoration: none;
    border-radius: ${theme.radii.sm};
  }
  a[aria-current="true"] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`

function LanguageSwitch() {
  const { t, language: current, originalPath } = useLanguage()
  return (
    <ul css={switchCss} aria-label={t("language.switch")}>
      {languages.map((language) => (
        <li key={language}>
          <Link
            to={originalPath}
            language={language}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="visually-hidden">{t(`language.${language}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Right after the header: PageHead holds the first paint until it is parsed. */
export const headerEndId = "header-end"

export function Header({ siteName, isHome }: { siteName: string; isHome: boolean }) {
  const { t } = useLanguage()
  return (
    <>
      <header css={headerCss}>
        <div css={rowCss}>
          <Link to="/" css={brandCss} aria-label={t("nav.homeLink", { name: siteName })}>
            <LogoMark size={36} />
            <span>{siteName}</span>
          </Link>
          <nav aria-label={t("nav.main")} css={navCss} className="site-nav">
            <ul>
              <NavLinkItems links="pages" />
            </ul>
          </nav>
          {isHome && (
            <nav aria-label={t("nav.onThisPage")} css={sectionNavCss} className="site-nav">
              <ul>
                <NavLinkItems links="homeSections" />
              </ul>
            </nav>
          )}
          <LanguageSwitch />
          <MobileMenu isHome={isHome} />
        </div>
      </header>
      <span id={headerEndId} hidden />
    </>
  )
}
