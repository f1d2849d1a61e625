import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { useEffect, useState } from "react"
import { theme } from "../../theme/theme"
import { Icon, iconButtonCss, icons } from "../ui/icons"

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

export function ScrollToTop({ after }: { after: number }) {
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
