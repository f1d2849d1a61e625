import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The largest image of the first screen, from gatsby-plugin-image's data (AVIF, WebP,
 * JPEG fallback) but rendered as a plain <picture> so it can carry
 * fetchpriority="high", which GatsbyImage 3 cannot; no script is needed to show it.
 */
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
        // React 18 knows no `fetchPriority` prop; the attribute is passed as written.
        // eslint-disable-next-line react/no-unknown-property
        fetchpriority="high"
        style={{ display: "block", width: "100%", height: "auto", backgroundColor }}
      />
    </picture>
  )
}

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Lower-case, as React 18 passes it through to the DOM unchanged. */
    fetchpriority?: "high" | "low" | "auto"
  }
}
