import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { useEffect, useState } from "react"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icons"

// Boilerplate: alike MobileMenu's buttonCss only in shape (own position, size, colours); a shared style would be forced.
const buttonCss = css`
  position: fixed;
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: 20;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border: 2px solid ${theme.colors.onPrimary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadow};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryHover};
  }
`

/** Appears once the page is scrolled past `after` pixels; scrolls smoothly to the top. */
export function ScrollToTop({ after }: { after: number }) {
  const { t } = useLanguage()
  const reducedMotion = useReducedMotion()
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
        window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" })
        document.getElementById("main")?.focus({ preventScroll: true })
      }}
    >
      <Icon name="top" size={22} />
    </button>
  )
}
