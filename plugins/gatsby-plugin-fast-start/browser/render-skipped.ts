/**
 * Articles under `content-visibility: auto` (`theme.renderWhenNear`) are skipped (style,
 * layout, paint) until they come near the screen. Once the browser has rendered one, it stays
 * rendered (`content-visibility: visible`).
 *
 * Skipping what is far from the screen keeps the first layout of the long pages short (on
 * home, eight partner cards: 40–60 ms of layout on this machine became 15–35 ms). Keeping
 * shown content rendered matters after a switch of the system's colour scheme: for content
 * that was rendered and then skipped again, Chromium keeps the old scheme's colours in
 * `getComputedStyle` (what assistive tools such as axe read) until it comes near the screen
 * again. The `contentvisibilityautostatechange` event does not bubble, hence the capture.
 *
 * Rendering every skipped article one per frame after the load event was tried and dropped:
 * Lighthouse's simulation places those frames (tasks with no script of their own) right
 * after the document, beside the first paint, and counts each as blocking – built /en/, ten
 * interleaved runs each: Total Blocking Time median 83 ms with it, 34 ms without.
 *
 * An inline script in <head> (the keepRenderedArticles tweak, ../gatsby-ssr.tsx), independent of the site's bundle, so that it
 * also covers pages reached by a client-side link. Without JavaScript the articles are
 * rendered when they come near the screen and may be skipped again further away.
 */
export const keepRenderedArticlesScript =
  'document.addEventListener("contentvisibilityautostatechange",function(e){' +
  'if(!e.skipped&&e.target.style)e.target.style.contentVisibility="visible"},true)'
