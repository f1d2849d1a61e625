import { css, keyframes } from "@emotion/react"
import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { useSwipe } from "../../hooks/use-swipe"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { Icon, iconButtonCss, icons } from "../ui/icons"
import { keepTabInside } from "../ui/focus-loop"
import { nextIndex, previousIndex } from "../../images/image-index"
import { large, type GalleryPhoto } from "../../fragments/gallery-photo"

/** The <img> and the neighbours' preloads must ask for the same. */
const largeSizes = "100vw"

/* Dark in both colour schemes, like a slide projector. */
const ink = "#f6efe8"
const dim = "#cdbfb2"

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const dialogCss = css`
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: #0c0907;
  color: ${ink};
  &[open] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-rows: auto minmax(0, 1fr) minmax(4rem, auto);
    grid-template-areas:
      "top top top"
      "stage stage stage"
      "previous caption next";
    animation: ${fadeIn} 0.2s ease-out;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.85);
  }
  ${theme.mq.md} {
    &[open] {
      grid-template-areas:
        "top top top"
        "previous stage next"
        ". caption .";
    }
  }
  :focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
  ${theme.motion.reduce} {
    &[open] {
      animation: none;
    }
  }
`

const topCss = css`
  grid-area: top;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(5)};
  p {
    margin: 0;
    color: ${dim};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

const stageCss = css`
  grid-area: stage;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: 0 ${theme.space(2)};
  touch-action: pan-y pinch-zoom;
  user-select: none;
  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    animation: ${fadeIn} 0.25s ease-out;
    -webkit-user-drag: none;
  }
  ${theme.motion.reduce} {
    img {
      animation: none;
    }
  }
`

const captionCss = css`
  grid-area: caption;
  align-self: center;
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  text-align: center;
  font-size: 1.05rem;
`

const buttonCss = css`
  ${iconButtonCss("3rem")};
  flex: none;
  align-self: center;
  margin: ${theme.space(2)};
  padding: 0;
  border: 1px solid rgba(246, 239, 232, 0.45);
  border-radius: ${theme.radii.round};
  background: rgba(12, 9, 7, 0.6);
  color: ${ink};
  &:hover {
    border-color: ${ink};
    background: rgba(246, 239, 232, 0.15);
  }
  &[data-lightbox="previous"] {
    grid-area: previous;
  }
  &[data-lightbox="next"] {
    grid-area: next;
  }
`

export default function Lightbox({
  photos,
  start,
  label,
  onClose,
}: {
  photos: readonly GalleryPhoto[]
  start: number
  label: string
  onClose: () => void
}) {
  const { t } = useLanguage()
  const [index, setIndex] = useState(start)
  const dialog = useRef<HTMLDialogElement>(null)
  const preloaded = useRef<HTMLImageElement[]>([])
  const count = photos.length
  const photo = photos[index]

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = "hidden"
    return () => {
      root.style.overflow = overflow
    }
  }, [])

  useEffect(() => {
    if (count < 2) return
    const neighbours = new Set([previousIndex(index, count), nextIndex(index, count)])
    neighbours.delete(index)
    preloaded.current = [...neighbours].map((neighbour) => {
      const image = new Image()
      image.decoding = "async"
      image.sizes = largeSizes
      image.srcset = large(photos[neighbour]).srcSet ?? large(photos[neighbour]).src
      return image
    })
  }, [index, count, photos])

  const previous = () => setIndex((current) => previousIndex(current, count))
  const next = () => setIndex((current) => nextIndex(current, count))
  const swipe = useSwipe((direction) => (direction === "next" ? next() : previous()))

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event.nativeEvent, event.currentTarget)
    const step = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : null
    if (!step) return
    event.preventDefault()
    step()
  }

  return (
    <dialog ref={dialog} css={dialogCss} aria-label={label} onKeyDown={onKeyDown} onClose={onClose} data-lightbox>
      <div css={topCss}>
        <p aria-hidden="true" data-lightbox="counter">
          {t("gallery.counter", { index: index + 1, total: count })}
        </p>
        <button
          type="button"
          css={buttonCss}
          data-lightbox="close"
          aria-label={t("gallery.close")}
          onClick={() => dialog.current?.close()}
        >
          <Icon d={icons.close} />
        </button>
      </div>
      <div css={stageCss} {...swipe}>
        <img key={index} {...large(photo)} sizes={largeSizes} alt={photo.alt} data-lightbox="photo" />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            css={buttonCss}
            data-lightbox="previous"
            aria-label={t("gallery.previous")}
            onClick={previous}
          >
            <Icon d={icons.previous} />
          </button>
          <button type="button" css={buttonCss} data-lightbox="next" aria-label={t("gallery.next")} onClick={next}>
            <Icon d={icons.next} />
          </button>
        </>
      )}
      {photo.caption && (
        <p css={captionCss} data-lightbox="caption">
          {photo.caption}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t("gallery.status", { index: index + 1, total: count, alt: photo.alt })}
      </p>
    </dialog>
  )
}
