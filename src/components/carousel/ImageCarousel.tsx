import { css } from "@emotion/react"
import { GatsbyImage } from "gatsby-plugin-image"
import { useLanguage } from "../../i18n/use-language"
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { theme } from "../../theme/theme"
import { Icon, iconButtonCss, icons } from "../ui/icons"
import { prefersReducedMotion, useReducedMotion } from "../../hooks/use-reduced-motion"
import { useSwipe } from "../../hooks/use-swipe"
import type { CarouselImage } from "../../images/carousel-images"
import { nextIndex, previousIndex } from "../../images/image-index"
import type { SwiperHandle } from "../../images/swiper-setup"

export interface ImageCarouselProps {
  images: CarouselImage[]
  label: string
  fadeMs: number
  autoplayMs?: number | null
  eager?: boolean
  className?: string
}

const rootCss = css`
  min-width: 0;
  width: 100%;
  /* Else in a cell sized by its content, slides and cell widen each other without end. */
  contain: inline-size;
`

export const frameCss = css`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bgAlt};
  aspect-ratio: 3 / 2;
  /* The rules of swiper/css a horizontal fade uses (imported, its 4.5 KB would be in every page's head). */
  .swiper {
    display: block;
    position: relative;
    z-index: 1;
    height: 100%;
    margin: 0;
    padding: 0;
    overflow: hidden;
    list-style: none;
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-wrapper {
    box-sizing: content-box;
    display: flex;
    position: relative;
    z-index: 1;
    width: 100%;
    height: 100%;
    transform: translateZ(0);
    transition-property: transform;
  }
  .swiper-slide {
    display: block;
    position: relative;
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    transition-property: transform;
  }
  .swiper-backface-hidden .swiper-slide {
    backface-visibility: hidden;
    transform: translateZ(0);
  }
  .swiper-fade .swiper-slide {
    pointer-events: none;
    transition-property: opacity;
  }
  .swiper-fade .swiper-slide-active {
    pointer-events: auto;
  }
  /* Lazy loading counts the slides beside the first as near the screen. */
  .swiper:not(.swiper-initialized) .swiper-slide:not(:first-of-type) {
    display: none;
  }
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`

const arrowSize = "2.5rem"
const dotSize = "1.75rem"
const controlsGap = theme.space(1)

/** As wide as its buttons, centred, filled from the left: nothing moves while the page streams in. */
const controlsCss = (buttons: number, dots: number) => css`
  display: flex;
  align-items: flex-start;
  gap: ${controlsGap};
  width: min(100%, calc(${buttons} * (${arrowSize} + ${controlsGap}) + ${dots} * ${dotSize}));
  margin: ${theme.space(2)} auto 0;
  [role="tablist"] {
    display: flex;
    flex-wrap: wrap;
    margin: calc((${arrowSize} - ${dotSize}) / 2) 0 0;
    padding: 0;
    list-style: none;
  }
`

const arrowCss = css`
  ${iconButtonCss(arrowSize)};
  flex: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`

const dotCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${dotSize};
  height: ${dotSize};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  span {
    display: block;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 50%;
    border: 2px solid ${theme.colors.muted};
    background: transparent;
    transition:
      background-color 0.2s,
      transform 0.2s;
  }
  &[aria-selected="true"] span {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    transform: scale(1.2);
  }
`

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden")
    update()
    document.addEventListener("visibilitychange", update)
    return () => document.removeEventListener("visibilitychange", update)
  }, [])
  return visible
}

function StepButton({ step, onClick }: { step: "previous" | "next"; onClick: () => void }) {
  const { t } = useLanguage()
  return (
    <button type="button" css={arrowCss} data-carousel={step} aria-label={t(`carousel.${step}`)} onClick={onClick}>
      <Icon d={icons[step]} size={20} />
    </button>
  )
}

export function ImageCarousel({ images, label, fadeMs, autoplayMs, eager = false, className }: ImageCarouselProps) {
  const { t } = useLanguage()
  const count = images.length
  const [index, setIndex] = useState(0)
  const [announcement, setAnnouncement] = useState("")
  const [userPaused, setUserPaused] = useState(false)
  const [inView, setInView] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const pageVisible = usePageVisible()
  const rootRef = useRef<HTMLDivElement>(null)
  const swiperElement = useRef<HTMLDivElement>(null)
  const swiper = useRef<SwiperHandle | null>(null)
  const indexRef = useRef(0)
  const automatic = useRef(false)
  const loading = useRef<Promise<SwiperHandle | null> | null>(null)
  const pickerRef = useRef<HTMLDivElement>(null)
  const slideId = `${useId()}-slide-`

  const onChange = useCallback(
    (next: number) => {
      indexRef.current = next
      setIndex(next)
      if (!automatic.current) setAnnouncement(t("carousel.status", { index: next + 1, total: count }))
      automatic.current = false
    },
    [t, count],
  )

  const load = useCallback(() => {
    loading.current ??= import("../../images/swiper-setup").then(({ createFadeSwiper }) => {
      if (!swiperElement.current) return null
      // Not from state: Swiper may load before useReducedMotion's first update.
      swiper.current = createFadeSwiper(swiperElement.current, { speed: prefersReducedMotion() ? 0 : fadeMs, onChange })
      if (indexRef.current !== 0) swiper.current.slideTo(indexRef.current)
      return swiper.current
    })
    return loading.current
  }, [fadeMs, onChange])

  useEffect(() => () => swiper.current?.destroy(), [])

  useEffect(() => {
    const element = rootRef.current
    if (count < 2 || !element) return
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [count])

  const goTo = useCallback(
    (target: number, auto = false) => {
      automatic.current = auto
      if (swiper.current) swiper.current.slideTo(target)
      else void load().then((instance) => instance?.slideTo(target))
    },
    [load],
  )

  const autoplay = Boolean(autoplayMs) && count > 1
  const toggle = autoplay && !reducedMotion
  const playing = toggle && !userPaused
  const running = playing && inView && !hovered && !focused && pageVisible
  useEffect(() => {
    if (!running || !autoplayMs) return
    void load()
    const timer = window.setTimeout(() => goTo(nextIndex(indexRef.current, count), true), autoplayMs)
    return () => window.clearTimeout(timer)
  }, [running, autoplayMs, index, count, goTo, load])

  // The touch that fetches Swiper is a swipe too.
  const swipe = useSwipe(
    (direction) =>
      goTo(direction === "next" ? nextIndex(indexRef.current, count) : previousIndex(indexRef.current, count)),
    () => !swiper.current,
  )

  if (count === 0) return null
  if (count === 1) {
    return (
      <div css={frameCss} className={className}>
        <GatsbyImage image={images[0].image} alt={images[0].alt} loading={eager ? "eager" : "lazy"} />
      </div>
    )
  }

  /** Arrow keys step from any control; in the picker (one Tab stop, WAI-ARIA tabs) they, Home and End move to a tab. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = indexRef.current
    const inPicker = pickerRef.current?.contains(event.target as Node) ?? false
    const targets: Record<string, number> = {
      ArrowRight: nextIndex(current, count),
      ArrowLeft: previousIndex(current, count),
      ...(inPicker ? { Home: 0, End: count - 1 } : {}),
    }
    const target = Object.hasOwn(targets, event.key) ? targets[event.key] : undefined
    if (target === undefined) return
    event.preventDefault()
    if (inPicker) {
      // Chosen at once (tabIndex follows), so that a second key press steps on from it.
      indexRef.current = target
      setIndex(target)
      pickerRef.current?.querySelectorAll<HTMLElement>("[role=tab]")[target]?.focus()
    }
    goTo(target)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from any of its controls (WAI-ARIA carousel)
    <div
      ref={rootRef}
      css={rootCss}
      className={["carousel", className].filter(Boolean).join(" ")}
      role="region"
      aria-roledescription={t("carousel.roledescription")}
      aria-label={t("carousel.label", { name: label })}
      data-autoplay={autoplay ? (running ? "running" : "paused") : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        void load()
        if (event.pointerType === "mouse") setHovered(true)
      }}
      onPointerDown={() => void load()}
      onTouchStart={(event) => {
        void load()
        swipe.onTouchStart(event)
      }}
      onTouchEnd={swipe.onTouchEnd}
      onTouchCancel={swipe.onTouchCancel}
      onPointerLeave={() => setHovered(false)}
      // Focus on the pause/play button does not pause: pressing "play" must play.
      onFocus={(event) => {
        void load()
        setFocused(!(event.target as HTMLElement).matches("[data-carousel=toggle]"))
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div css={frameCss}>
        <div ref={swiperElement} className="swiper">
          <div className="swiper-wrapper">
            {images.map((item, i) => (
              <div
                key={i}
                className="swiper-slide"
                id={`${slideId}${i}`}
                role="tabpanel"
                aria-roledescription={t("carousel.slide")}
                aria-label={t("carousel.slideOf", { index: i + 1, total: count })}
                aria-hidden={i === index ? undefined : true}
              >
                <GatsbyImage image={item.image} alt={item.alt} loading={eager && i === 0 ? "eager" : "lazy"} />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div css={controlsCss(toggle ? 3 : 2, count)} className="js-only">
        {toggle && (
          <button
            type="button"
            css={arrowCss}
            data-carousel="toggle"
            aria-label={playing ? t("carousel.pause") : t("carousel.play")}
            onClick={() => setUserPaused(playing)}
          >
            <Icon d={playing ? icons.pause : icons.play} size={20} />
          </button>
        )}
        <StepButton step="previous" onClick={() => goTo(previousIndex(indexRef.current, count))} />
        <div ref={pickerRef} role="tablist" aria-label={t("carousel.picker")}>
          {images.map((_, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              css={dotCss}
              tabIndex={i === index ? 0 : -1}
              aria-label={t("carousel.goTo", { index: i + 1, total: count })}
              aria-selected={i === index}
              aria-controls={`${slideId}${i}`}
              onClick={() => goTo(i)}
            >
              <span />
            </button>
          ))}
        </div>
        <StepButton step="next" onClick={() => goTo(nextIndex(indexRef.current, count))} />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}
