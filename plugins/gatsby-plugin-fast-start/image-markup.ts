import { assumptionFailed } from "./options"

/**
 * gatsby-plugin-image's markup as its scripts leave it in every browser with native lazy loading:
 * `data-src` becomes `src`, so the <noscript> copy and the per-image script go. HTML forbids
 * `role="presentation"` beside an empty alt.
 */
export function withNativeImageMarkup(html: string): string {
  return html
    .replace(/<noscript>(?:<picture>[\s\S]*?<\/picture>|<img\b[^>]*\bdata-main-image=[^>]*>)<\/noscript>/g, "")
    .replace(/<script type="module">[^<]*?querySelectorAll\("img\[data-main-image\]"\)[^<]*?<\/script>/g, "")
    .replace(/<(?:img|source)\b[^>]*>/g, (tag) => tag.replace(/ data-(src|srcset)=/g, " $1="))
    .replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"')
}

const notRewritten = {
  "a main image without src": /<img\b(?![^>]*\ssrc=)[^>]*\sdata-main-image=[^>]*>/,
  "a data-src or data-srcset attribute": /<(?:img|source)\b[^>]*\sdata-(?:src|srcset)=/,
  "a <noscript> copy of a picture": /<noscript>\s*<(?:picture|img)\b/,
  "a script per image": /<script\b[^>]*>[^<]*\[data-main-image\][^<]*<\/script>/,
}

/** Idempotent: a page a rebuild did not render again passes unchanged. */
export function nativeImageMarkup(html: string, file = "a page"): string {
  const rewritten = withNativeImageMarkup(html)
  if (!rewritten.includes("data-gatsby-image-wrapper")) return rewritten
  const body = rewritten.slice(rewritten.indexOf("<body"))
  const problems = Object.entries(notRewritten).flatMap(([what, pattern]) => (pattern.test(body) ? [what] : []))
  if (!/<img\b[^>]*\sdata-main-image=/.test(body)) problems.unshift("images without a main <img data-main-image>")
  if (problems.length > 0) {
    throw assumptionFailed(
      "nativeImageMarkup",
      `${file} has gatsby-plugin-image markup this does not recognise: ${problems.join(", ")}`,
    )
  }
  return rewritten
}
