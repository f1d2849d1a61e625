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
const previousLoader = new RegExp(`<script(?: id="${loaderId}")?>\\(function\\(\\)\\{var s=\\[[^<]*</script>`, "g")

/** A page's HTML with Gatsby's script tags replaced by one loader (see scriptLoader); unchanged if it has none. */
export function deferScripts(html: string): string {
  const sources: string[] = []
  const without = html.replace(gatsbyScript, (_tag, first: string | undefined, second: string | undefined) => {
    sources.push((first ?? second) as string)
    return ""
  })
  if (sources.length === 0) return html
  return without.replace(previousLoader, "").replace("</body>", `<script id="${loaderId}">${scriptLoader(sources)}</script></body>`)
}

/** Folders of public/ without Gatsby pages: the CMS (esbuild's, not Gatsby's), assets, page data, slices. */
const notGatsbyPages = new Set(["admin", "static", "page-data", "_gatsby"])

/** Applies deferScripts to every page Gatsby built (not /admin/, which is not Gatsby's). */
export function deferScriptsInPages(publicDir: string): number {
  let changed = 0
  for (const file of htmlFiles(publicDir, notGatsbyPages)) {
    const html = fs.readFileSync(file, "utf8")
    const deferred = deferScripts(html)
    if (deferred !== html) {
      fs.writeFileSync(file, deferred)
      changed += 1
    }
  }
  return changed
}
