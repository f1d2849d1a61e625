import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"

export interface CarouselImage {
  image: IGatsbyImageData
  alt: string
}

/** Half the content width on desktops (theme.maxWidth, mq.lg, mq.xl). */
export const halfWidthSizes = "(min-width: 1280px) 540px, (min-width: 1024px) 45vw, 92vw"

interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

export function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback && { ...image.images.fallback, sizes },
      sources: image.images.sources?.map((source) => ({ ...source, sizes })),
    },
  }
}

/** Files sharp could not read are an error. */
export function carouselImages(
  files: readonly ImageFile[],
  alt: string,
  owner: string,
  sizes: string,
): CarouselImage[] {
  return files.map((file, index) => {
    const image = getImage(file.childImageSharp?.gatsbyImageData ?? null)
    if (!image) throw new Error(`${owner}: image ${index + 1} is not a processable image`)
    return {
      image: withSizes(image, sizes),
      // Which of how many: the slide's name says it (ImageCarousel), a screen reader would hear it twice.
      alt,
    }
  })
}
