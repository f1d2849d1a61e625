/**
 * Gallery photos from Netlify's image CDN: `/.netlify/images?url=…&w=…` sizes a photo at the edge on request and picks
 * AVIF or WebP by the browser's Accept header, so the build makes no image of them, only copies the fitted file
 * (`publicURL`; width and height from its header: `photoSize`, src/gatsby/photos.ts). Only the build's copies
 * (/static/) go through it: `gatsby develop` has no /.netlify/images, the editor's preview has its own addresses.
 */
export interface Original {
  src: string
  width: number
  height: number
}

/**
 * WebP at 72, as gatsby-plugin-image made them (src/gatsby/plugins.ts): without `fm` the edge may pick AVIF, which at
 * 72 weighs more than WebP (docs/performance.md), and netlify-cli would answer JPEG; Netlify's default quality is 75.
 */
export const cdnFormat = { fm: "webp", q: "72" }

const throughCdn = (src: string) => src.startsWith("/static/") && process.env.NODE_ENV !== "development"

/** The photo `width` wide, cropped to `aspect` (width ÷ height) when given. */
export function cdnUrl(src: string, width: number, aspect?: number): string {
  if (!throughCdn(src)) return src
  const crop: Record<string, string> = aspect ? { h: String(Math.round(width / aspect)), fit: "cover" } : {}
  return `/.netlify/images?${new URLSearchParams({ url: src, w: String(width), ...crop, ...cdnFormat })}`
}

/** The widths up to the photo's own (never enlarged), the largest last: what `srcset` lists and `width` states. */
export function cdnWidths(photo: Original, widths: readonly number[], aspect?: number): number[] {
  const most = Math.floor(aspect ? Math.min(photo.width, photo.height * aspect) : photo.width)
  return [...new Set(widths.map((width) => Math.min(width, most)))]
}

/** `srcset`, `src` (the largest) and the `width` and `height` that keep the photo's place before it loads. */
export function cdnImage(photo: Original, widths: readonly number[], aspect?: number) {
  const listed = cdnWidths(photo, widths, aspect)
  const width = listed.at(-1) as number
  if (!throughCdn(photo.src)) return { src: photo.src, srcSet: undefined, ...size(photo, width, aspect) }
  return {
    src: cdnUrl(photo.src, width, aspect),
    srcSet: listed.map((each) => `${cdnUrl(photo.src, each, aspect)} ${each}w`).join(","),
    ...size(photo, width, aspect),
  }
}

const size = (photo: Original, width: number, aspect?: number) => ({
  width,
  height: Math.round(aspect ? width / aspect : (width * photo.height) / photo.width),
})
