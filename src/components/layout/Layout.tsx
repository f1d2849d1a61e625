import { css } from "@emotion/react"
import { useEffect, useState, type ReactNode } from "react"
import { useLanguage } from "../../i18n/use-language"
import { GlobalStyles } from "../../theme/GlobalStyles"
import { theme } from "../../theme/theme"
import { Icon, iconButtonCss, icons } from "../ui/icons"
import { ErrorBoundary } from "./ErrorBoundary"
import { Message } from "./Message"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { layoutSite } from "../../fragments/layout-data"

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

const buttonCss = css`
  ${iconButtonCss("3rem")};
  position: fixed;
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: 20;
  border: 2px solid ${theme.colors.onPrimary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadow};
  &:hover {
    background: ${theme.colors.primaryHover};
  }
`

function ScrollToTop({ after }: { after: number }) {
  const { t } = useLanguage()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > after)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [after])
  if (!visible) return null
  return (
    <button
      type="button"
      css={buttonCss}
      aria-label={t("scrollToTop")}
      onClick={() => {
        // Smooth or not by GlobalStyles' scroll-behavior.
        window.scrollTo({ top: 0 })
        document.getElementById("main")?.focus({ preventScroll: true })
      }}
    >
      <Icon d={icons.top} size={22} sharp />
    </button>
  )
}

export function Layout({
  data,
  children,
  isHome = false,
}: {
  data: Queries.LayoutDataFragment
  children: ReactNode
  isHome?: boolean
}) {
  const { t, language, originalPath } = useLanguage()
  const site = layoutSite(data, originalPath)
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLinkCss}>
        {t("skipLink")}
      </a>
      <Header siteName={site.name} isHome={isHome} />
      <main id="main" tabIndex={-1} css={mainCss}>
        <ErrorBoundary
          fallback={<Message alert title={t("error.title")} text={t("error.text")} home={t("error.home")} />}
          resetKey={`${language}:${originalPath}`}
        >
          {children}
        </ErrorBoundary>
      </main>
      <Footer site={site} />
      <ScrollToTop after={site.ui.scrollToTopAfter} />
    </>
  )
}
