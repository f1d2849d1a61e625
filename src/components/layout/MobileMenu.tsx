import { css } from "@emotion/react"
import { useLanguage } from "../../i18n/use-language"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { theme } from "../../theme/theme"
import { Icon, iconButtonCss, icons } from "../ui/icons"
import { NavLinkItems } from "./NavLinkItems"
import { focusable, keepTabInside } from "../ui/focus-loop"

const closeCss = css`
  ${iconButtonCss("2.75rem")};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`

const buttonCss = css`
  ${closeCss};
  ${theme.mq.lg} {
    display: none;
  }
`

const backdropCss = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${theme.colors.overlay};
`

const drawerCss = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  width: min(20rem, 85vw);
  padding: ${theme.space(5)};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow};
  overflow-y: auto;
  animation: drawer-in 0.25s ease-out;
  @keyframes drawer-in {
    from {
      transform: translateX(100%);
    }
    to {
      transform: none;
    }
  }
  .drawer-title {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${theme.space(4)};
  }
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0 0 ${theme.space(4)};
    padding: 0;
  }
  a {
    display: block;
    padding: ${theme.space(3)} ${theme.space(2)};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 1px solid ${theme.colors.border};
  }
  a[aria-current="page"] {
    color: ${theme.colors.primary};
  }
  h3 {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.colors.muted};
    margin: ${theme.space(4)} 0 ${theme.space(1)};
    font-family: ${theme.fonts.body};
  }
`

export function MobileMenu({ isHome }: { isHome: boolean }) {
  const { t } = useLanguage()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const drawerId = useId()

  const close = useCallback(() => {
    setOpen(false)
    // Else Chromium scrolls to the top to "show" the sticky header's button.
    buttonRef.current?.focus({ preventScroll: true })
  }, [])

  useEffect(() => {
    if (!open) return
    const drawer = drawerRef.current
    drawer?.querySelector<HTMLElement>(focusable)?.focus({ preventScroll: true })
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        close()
      } else if (drawer) keepTabInside(event, drawer)
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open, close])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="js-only menu-button"
        css={buttonCss}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-label={t("nav.openMenu")}
        onClick={() => setOpen(true)}
      >
        <Icon d={icons.menu} strokeWidth={2} />
      </button>
      {open &&
        // The header's backdrop-filter would make it these fixed layers' containing block.
        createPortal(
          <>
            <div css={backdropCss} data-testid="menu-backdrop" aria-hidden="true" onClick={close} />
            <div
              ref={drawerRef}
              id={drawerId}
              css={drawerCss}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
            >
              <div className="drawer-title">
                <h2 id={titleId}>{t("nav.menu")}</h2>
                <button type="button" css={closeCss} aria-label={t("nav.closeMenu")} onClick={close}>
                  <Icon d={icons.close} strokeWidth={2} />
                </button>
              </div>
              <nav aria-label={t("nav.main")}>
                <ul>
                  <NavLinkItems links="site" onClick={close} />
                </ul>
                {isHome && (
                  <>
                    <h3>{t("nav.onThisPage")}</h3>
                    <ul>
                      <NavLinkItems links="homeSections" onClick={() => setOpen(false)} />
                    </ul>
                  </>
                )}
              </nav>
            </div>
          </>,
          document.body,
        )}
    </>
  )
}
