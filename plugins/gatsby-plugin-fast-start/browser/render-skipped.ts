/**
 * An article once rendered stays so: Chromium keeps the old colour scheme in getComputedStyle of content skipped
 * again. The event does not bubble, hence the capture.
 */
export const keepRenderedArticlesScript =
  'document.addEventListener("contentvisibilityautostatechange",function(e){' +
  'if(!e.skipped&&e.target.style)e.target.style.contentVisibility="visible"},true)'
