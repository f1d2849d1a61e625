import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A plain <picture> for fetchpriority="high", which GatsbyImage 3 cannot carry. */
export function HeroPicture({ image, alt, className }: { image: IGatsbyImageData; alt: string; className?: string }) {
  const { images, width, height, backgroundColor } = image
  const fallback = images.fallback
  return (
    <picture className={className}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="eager"
        decoding="async"
        // eslint-disable-next-line react/no-unknown-property -- React 18 knows no `fetchPriority`
        fetchpriority="high"
        style={{ display: "block", width: "100%", height: "auto", backgroundColor }}
      />
    </picture>
  )
}

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto"
  }
}
