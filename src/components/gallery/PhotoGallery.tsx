import { css } from "@emotion/react"
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type MutableRefObject } from "react"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { large, thumb, thumbSizes, type GalleryPhoto } from "../../fragments/gallery-photo"

const loadLightbox = () => import("./Lightbox")
const Lightbox = lazy(loadLightbox)

/** Native lazy loading alone fetches every photo within 1250–2500 px of the screen. */
function useRevealNearScreen(links: MutableRefObject<(HTMLAnchorElement | null)[]>, count: number) {
  useEffect(() => {
    const waiting = new Set(links.current.filter((link): link is HTMLAnchorElement => link !== null))
    const reveal: IntersectionObserverCallback = (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute("data-near", "")
        observer.unobserve(entry.target)
        waiting.delete(entry.target as HTMLAnchorElement)
      }
    }
    const watch = (options?: IntersectionObserverInit) => {
      const observer = new IntersectionObserver(reveal, options)
      waiting.forEach((link) => observer.observe(link))
      return observer
    }
    let observer = watch()
    const onScroll = () => {
      observer.disconnect()
      observer = watch({ rootMargin: "100% 0px" })
    }
    window.addEventListener("scroll", onScroll, { once: true, passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener("scroll", onScroll)
    }
  }, [links, count])
}

const sectionCss = css`
  margin-top: ${theme.space(12)};
  h2 {
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
`

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(9rem, 100%), 1fr));
  gap: ${theme.space(3)};
  margin: ${theme.space(5)} 0 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${theme.space(4)};
  }
  figure {
    margin: 0;
  }
  a {
    display: block;
    overflow: hidden;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bgAlt};
    aspect-ratio: 4 / 3;
  }
  /* Not fetched until data-near; no-script.ts shows them all. */
  a:not([data-near]) [data-main-image] {
    display: none;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  a:hover img {
    transform: scale(1.04);
  }
  ${theme.motion.reduce} {
    img {
      transition: none;
    }
    a:hover img {
      transform: none;
    }
  }
  figcaption {
    margin-top: ${theme.space(1.5)};
    color: ${theme.colors.muted};
    font-size: 0.9rem;
    line-height: 1.35;
  }
`

export function PhotoGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const { t } = useLanguage()
  // A lightbox per opening: the closed one's late "close" cannot close a photo opened again at once.
  const [open, setOpen] = useState<{ index: number; serial: number } | null>(null)
  const shown = useRef<number | null>(null)
  const serials = useRef(0)
  const links = useRef<(HTMLAnchorElement | null)[]>([])

  const onClick = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    serials.current += 1
    shown.current = serials.current
    setOpen({ index, serial: serials.current })
  }
  const serial = open?.serial
  const openedFrom = open?.index ?? 0
  const onClose = useCallback(() => {
    if (shown.current !== serial) return
    shown.current = null
    setOpen(null)
    links.current[openedFrom]?.focus()
  }, [serial, openedFrom])
  const prefetch = () => void loadLightbox()
  useRevealNearScreen(links, photos.length)

  if (photos.length === 0) return null
  return (
    <section css={sectionCss} aria-labelledby="gallery-title" data-gallery>
      <h2 id="gallery-title">{t("gallery.heading", { total: photos.length })}</h2>
      <ul css={gridCss} onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        {photos.map((photo, index) => (
          <li key={index}>
            <figure>
              <a
                href={large(photo).src}
                ref={(element) => {
                  links.current[index] = element
                }}
                onClick={onClick(index)}
                // Its name while the photo is not shown (data-near).
                aria-label={photo.alt}
                data-photo={index + 1}
              >
                <img
                  {...thumb(photo)}
                  sizes={thumbSizes}
                  alt={photo.alt}
                  loading="lazy"
                  decoding="async"
                  data-main-image
                />
              </a>
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            key={open.serial}
            photos={photos}
            start={open.index}
            label={t("gallery.dialogLabel", { title })}
            onClose={onClose}
          />
        </Suspense>
      )}
    </section>
  )
}
