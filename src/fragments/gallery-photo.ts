import { graphql } from "gatsby"
import { cdnImage, type Original } from "../images/image-cdn"

/** No image job: `publicURL` copies the fitted photo to public/static/, `photoSize` reads its header (photos.ts). */
export const query = graphql`
  fragment GalleryPhoto on EventPhoto {
    alt(language: $language)
    caption(language: $language)
    image {
      publicURL
      photoSize {
        width
        height
      }
    }
  }
`

export interface GalleryPhoto {
  alt: string
  caption: string | null
  original: Original
}

/** A photo sharp could not read stops the build. */
export function galleryPhotos(photos: readonly Queries.GalleryPhotoFragment[], source: string): GalleryPhoto[] {
  return photos.map((photo, index) => {
    const { publicURL: src, photoSize } = photo.image
    const { width, height } = photoSize ?? {}
    if (!src || !width || !height) throw new Error(`${source}: photo ${index + 1} has no image data`)
    return { alt: photo.alt, caption: photo.caption ?? null, original: { src, width, height } }
  })
}

export const thumbSizes = "(min-width: 1280px) 224px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw"
/** Cropped to 4 : 3, as the grid shows it. */
export const thumb = (photo: GalleryPhoto) => cdnImage(photo.original, [240, 480], 4 / 3)

/** The lightbox's photo, up to 1600 px wide; its largest is the link's target without JavaScript. */
export const large = (photo: GalleryPhoto) => cdnImage(photo.original, [800, 1600])
