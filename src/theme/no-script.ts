export const noScriptCss = [
  ".js-only{display:none!important}",
  ".site-nav{display:flex!important}",
  ".carousel .swiper-wrapper{overflow-x:auto;scroll-snap-type:x mandatory}",
  ".carousel .swiper-slide{scroll-snap-align:start;display:block!important}",
  "[data-gallery] [data-main-image]{display:block!important}",
].join("")
