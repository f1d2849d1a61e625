import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * One photo of an event's gallery: a thumbnail for the grid (cropped to 4:3: small files, many
 * per page) and a large version for the lightbox and for the link that opens it without
 * JavaScript (up to 1600 px, no placeholder). WebP only, one image job each: an album may hold
 * a hundred photos and a site thousands, and AVIF would cost 8-12 times the CPU seconds for
 * these sizes (docs/performance.md, "Image formats per use"); every browser the site supports
 * shows WebP. The cover, a page's LCP, keeps AVIF.
 */
export const query = graphql`
  fragment GalleryPhoto on EventPhoto {
    alt(language: $language)
    caption(language: $language)
    image {
      childImageSharp {
        thumb: gatsbyImageData(
          width: 480
          aspectRatio: 1.3333333
          formats: [WEBP]
          breakpoints: [240, 480]
          sizes: "(min-width: 1280px) 224px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw"
        )
        large: gatsbyImageData(
          width: 1600
          formats: [WEBP]
          breakpoints: [800, 1600]
          placeholder: NONE
          sizes: "100vw"
        )
      }
    }
  }
`

/** A photo as the grid and the lightbox use it. */
export interface GalleryPhoto {
  alt: string
  caption: string | null
  thumb: IGatsbyImageData
  large: IGatsbyImageData
}

/** The query's photos with both images; a photo sharp could not read stops the build. */
export function galleryPhotos(photos: readonly Queries.GalleryPhotoFragment[], source: string): GalleryPhoto[] {
  return photos.map((photo, index) => {
    const sharp = photo.image.childImageSharp
    if (!sharp?.thumb || !sharp.large) throw new Error(`${source}: photo ${index + 1} has no image data`)
    return {
      alt: photo.alt,
      caption: photo.caption ?? null,
      thumb: sharp.thumb as IGatsbyImageData,
      large: sharp.large as IGatsbyImageData,
    }
  })
}

/** The large WebP: where a thumbnail links to without JavaScript. */
export function largeHref(photo: GalleryPhoto): string {
  const src = photo.large.images.fallback?.src
  if (!src) throw new Error(`photo "${photo.alt}" has no large image`)
  return src
}

/** The srcset the lightbox picks the large photo from. */
export function largeSrcSet(photo: GalleryPhoto): string {
  return photo.large.images.fallback?.srcSet ?? largeHref(photo)
}
