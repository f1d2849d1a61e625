import { assumptionFailed } from "./options"

/**
 * gatsby-plugin-image's server-rendered markup, as its own scripts leave it in the
 * browser, written once at build time.
 *
 * For every lazy image the plugin writes `data-src`/`data-srcset` (no image for the
 * browser yet), a `<noscript>` copy with the real attributes, and an inline script that
 * moves `data-*` to `src`/`srcset` as soon as the page runs: in every browser with
 * native lazy loading, i.e. all this site supports. That markup is not valid HTML
 * (an <img> without src, <source> without srcset) and costs a script per image.
 *
 * Here the attributes are real from the start (the browser's `loading="lazy"` does the
 * waiting), so the <noscript> copy and the per-image script have nothing left to do and
 * go. The sizer <img alt=""> also loses `role="presentation"`, which an empty alt already
 * means (and which HTML forbids next to it). The plugin's one script in <head>, which
 * hides the blurred placeholder once a photo has loaded, stays. An image in one format only
 * (the galleries' WebP) has no <picture>: its copy is a bare <img>.
 */
export function withNativeImageMarkup(html: string): string {
  return html
    .replace(/<noscript>(?:<picture>[\s\S]*?<\/picture>|<img\b[^>]*\bdata-main-image=[^>]*>)<\/noscript>/g, "")
    .replace(/<script type="module">[^<]*?querySelectorAll\("img\[data-main-image\]"\)[^<]*?<\/script>/g, "")
    .replace(/<(?:img|source)\b[^>]*>/g, (tag) => tag.replace(/ data-(src|srcset)=/g, " $1="))
    .replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"')
}

/** What is left of gatsby-plugin-image's markup where withNativeImageMarkup no longer recognises it. */
const notRewritten = {
  "a main image without src": /<img\b(?![^>]*\ssrc=)[^>]*\sdata-main-image=[^>]*>/,
  "a data-src or data-srcset attribute": /<(?:img|source)\b[^>]*\sdata-(?:src|srcset)=/,
  "a <noscript> copy of a picture": /<noscript>\s*<(?:picture|img)\b/,
  "a script per image": /<script\b[^>]*>[^<]*\[data-main-image\][^<]*<\/script>/,
}

/**
 * The nativeImageMarkup tweak on a built page: withNativeImageMarkup, then a check that a
 * page with gatsby-plugin-image's images (`data-gatsby-image-wrapper`) has each main image
 * and none of the markup the tweak removes left. Idempotent, so that a page a rebuild did
 * not render again (already rewritten) passes unchanged. Throws, naming the tweak, on
 * gatsby-plugin-image markup it does not recognise.
 */
export function nativeImageMarkup(html: string, file = "a page"): string {
  const rewritten = withNativeImageMarkup(html)
  if (!rewritten.includes("data-gatsby-image-wrapper")) return rewritten
  const body = rewritten.slice(rewritten.indexOf("<body"))
  const problems = Object.entries(notRewritten).filter(([, pattern]) => pattern.test(body))
  if (!/<img\b[^>]*\sdata-main-image=/.test(body))
    problems.unshift(["images without a main <img data-main-image>", /$/])
  if (problems.length > 0) {
    throw assumptionFailed(
      "nativeImageMarkup",
      `${file} has gatsby-plugin-image markup this does not recognise: ${problems.map(([what]) => what).join(", ")}`,
    )
  }
  return rewritten
}
