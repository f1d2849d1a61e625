import fs from "fs"
import { htmlFiles } from "./html-files"

/** Gatsby's own script tags, at the end of every page: `<script src="/app-….js" async></script>`. */
const gatsbyScript = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g

/**
 * The loader that replaces them: the same scripts, requested once the page has loaded
 * (its text, fonts and first-screen photos) and been painted, so that on a slow
 * connection they do not take bandwidth or main-thread time from what the visitor sees
 * first. The page is complete and readable without them.
 */
export function scriptLoader(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},n=2;function l(){if(--n)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    // 1. the page has loaded (text, fonts, first-screen photos)
    `document.readyState==="complete"?l():addEventListener("load",l,{once:true});` +
    // 2. and the browser has painted it (first contentful paint; at once where that is not reported)
    `try{var o=new PerformanceObserver(function(){o.disconnect();l()});o.observe({type:"paint",buffered:true})}catch(x){l()}})()`
  )
}

/** Marks the loader, so that a rebuild replaces it (Gatsby re-stitches its scripts into pages it did not render again). */
const loaderId = "gatsby-deferred-scripts"
const previousLoader = new RegExp(`<script(?: id="${loaderId}")?(?: data-page-path="[^"]*")?>(?:window\\.pagePath=[^;]*;)?\\(function\\(\\)\\{var s=\\[[^<]*</script>`, "g")

/**
 * Gatsby's one inline script whose text differs from page to page: it tells its runtime
 * which page this is. Its text goes into the loader's `data-page-path` instead, read by
 * the same code on every page, so the Content-Security-Policy (which every response
 * carries, src/gatsby/headers.ts) needs one hash for the loader rather than one per page.
 */
const gatsbyPagePath = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/<\/script>/
const readPagePath = "window.pagePath=document.currentScript.dataset.pagePath;"

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * A page's HTML with Gatsby's script tags replaced by one loader (see scriptLoader) that
 * also carries the page's path; unchanged if it has none of Gatsby's scripts. Stops the
 * build, naming this step, where a page has Gatsby's scripts but not its page-path script:
 * a Gatsby whose markup this no longer recognises.
 */
export function deferScripts(html: string, file = "a page"): string {
  const sources: string[] = []
  const without = html.replace(gatsbyScript, (_tag, first: string | undefined, second: string | undefined) => {
    sources.push((first ?? second) as string)
    return ""
  })
  if (sources.length === 0) return html
  const pagePath = without.match(gatsbyPagePath)
  if (!pagePath) {
    throw new Error(
      `defer-scripts (src/gatsby/defer-scripts.ts): ${file} has Gatsby's script tags but not its page-path script ` +
        `(<script id="gatsby-script-loader">…window.pagePath="…"…</script>); Gatsby's markup has changed, so the loader cannot tell its runtime which page this is`,
    )
  }
  const path = JSON.parse(`"${pagePath[1]}"`) as string
  return without
    .replace(gatsbyPagePath, "")
    .replace(previousLoader, "")
    .replace("</body>", `<script id="${loaderId}" data-page-path="${attribute(path)}">${readPagePath}${scriptLoader(sources)}</script></body>`)
}

/** Folders of public/ without Gatsby pages: the CMS (esbuild's, not Gatsby's), assets, page data, slices. */
const notGatsbyPages = new Set(["admin", "static", "page-data", "_gatsby"])

/** Applies deferScripts to every page Gatsby built (not /admin/, which is not Gatsby's). */
export function deferScriptsInPages(publicDir: string): number {
  let changed = 0
  for (const file of htmlFiles(publicDir, notGatsbyPages)) {
    const html = fs.readFileSync(file, "utf8")
    const deferred = deferScripts(html, file)
    if (deferred !== html) {
      fs.writeFileSync(file, deferred)
      changed += 1
    }
  }
  return changed
}
