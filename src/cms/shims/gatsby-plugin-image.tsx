/** The CMS has only a photo's URL, no sharp-processed images. */
import type { CSSProperties } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export function plainImageData(src: string): IGatsbyImageData {
  return { layout: "constrained", width: 960, height: 640, images: { fallback: { src } } }
}

export function getImage(data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined {
  return data ?? undefined
}

const imageStyle: CSSProperties = { display: "block", width: "100%", height: "100%", objectFit: "cover" }

export function GatsbyImage({
  image,
  alt,
  loading,
  className,
}: {
  image: IGatsbyImageData
  alt: string
  loading?: "eager" | "lazy"
  className?: string
}) {
  return (
    <div
      className={["gatsby-image-wrapper", className].filter(Boolean).join(" ")}
      style={{ position: "relative", overflow: "hidden" }}
    >
      <img src={image.images.fallback?.src} alt={alt} loading={loading} style={imageStyle} />
    </div>
  )
}
