import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"

/** An image of a carousel, with its alt text in the page's language. */
export interface CarouselImage {
  image: IGatsbyImageData
  alt: string
}

/**
 * A carousel beside its text (a room's, a partner's page): half the content width on desktops
 * (theme.maxWidth, theme.mq.lg, theme.mq.xl), all of it below.
 */
export const halfWidthSizes = "(min-width: 1280px) 540px, (min-width: 1024px) 45vw, 92vw"

interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

/** The same image files, told how wide they are shown here (the `sizes` attribute). */
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

/**
 * Turns a YAML entry's image files into carousel images shown `sizes` wide, with alt texts (in
 * the page's language, "<alt> (2/5)" when there are several); files sharp could not read are an error.
 */
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
      alt: files.length > 1 ? `${alt} (${index + 1}/${files.length})` : alt,
    }
  })
}
