/**
 * CSS applied only when JavaScript is off (gatsby-ssr.tsx puts it in a <noscript> in <head>):
 * the menu button and carousel controls can't work, so hide them, show the page links,
 * let each carousel's images scroll sideways, and show every photo of a gallery (which
 * waits for a script to say it is near the screen otherwise).
 */
export const noScriptCss = [
  ".js-only{display:none!important}",
  ".site-nav{display:flex!important}",
  ".carousel .swiper-wrapper{overflow-x:auto;scroll-snap-type:x mandatory}",
  ".carousel .swiper-slide{scroll-snap-align:start;display:block!important}",
  "[data-gallery] [data-main-image]{display:block!important}",
].join("")
