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
 * hides the blurred placeholder once a photo has loaded, stays.
 */
export function withNativeImageMarkup(html: string): string {
  return html
    .replace(/<noscript><picture>[\s\S]*?<\/picture><\/noscript>/g, "")
    .replace(/<script type="module">[^<]*?querySelectorAll\("img\[data-main-image\]"\)[^<]*?<\/script>/g, "")
    .replace(/<(?:img|source)\b[^>]*>/g, (tag) => tag.replace(/ data-(src|srcset)=/g, " $1="))
    .replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"')
}
