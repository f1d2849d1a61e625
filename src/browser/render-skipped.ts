/**
 * Articles under `content-visibility: auto` (`theme.renderWhenNear`) are rendered one per
 * frame once the page has loaded, top to bottom.
 *
 * Skipping what is far from the screen keeps the first layout of the long pages short (on
 * home, eight partner cards: 40–60 ms of layout on this machine became 15–35 ms). Leaving it
 * skipped after that saves nothing a visitor notices and has costs: `innerText` of skipped
 * content is empty, and after a switch of the system's colour scheme Chromium keeps, for
 * content that was rendered and then skipped again, the old scheme's colours in
 * `getComputedStyle` (what assistive tools such as axe read) until it comes near the screen.
 * One article per frame keeps each frame's layout small. Pages reached by a client-side link
 * have no load event of their own: there, content the browser has rendered once (the
 * `contentvisibilityautostatechange` event, which does not bubble, hence the capture) stays
 * rendered, so the stale colours cannot occur.
 *
 * An inline script in <head> (gatsby-ssr.tsx), independent of the site's bundle, which is
 * requested only after the page has loaded. Without JavaScript the articles stay skipped
 * until they come near the screen.
 */
export const renderSkippedArticlesScript =
  'document.addEventListener("contentvisibilityautostatechange",function(e){' +
  'if(!e.skipped&&e.target.style)e.target.style.contentVisibility="visible"},true);' +
  'addEventListener("load",function(){var a=[].filter.call(document.getElementsByTagName("article"),function(e){' +
  'return getComputedStyle(e).contentVisibility==="auto"});(function n(){var e=a.shift();' +
  'if(e){e.style.contentVisibility="visible";requestAnimationFrame(n)}})()})'
