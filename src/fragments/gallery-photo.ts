import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** WebP only: AVIF would cost 8–12 times the build's CPU for albums of a hundred photos. */
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

export interface GalleryPhoto {
  alt: string
  caption: string | null
  thumb: IGatsbyImageData
  large: IGatsbyImageData
}

/** A photo sharp could not read stops the build. */
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

export function largeHref(photo: GalleryPhoto): string {
  const src = photo.large.images.fallback?.src
  if (!src) throw new Error(`photo "${photo.alt}" has no large image`)
  return src
}

export function largeSrcSet(photo: GalleryPhoto): string {
  return photo.large.images.fallback?.srcSet ?? largeHref(photo)
}
