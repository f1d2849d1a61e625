import { assumptionFailed } from "./options"

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
    // 2. and the browser has painted its content (first contentful paint, not the earlier
    //    "first-paint" of a background alone; at once where paints are not reported)
    `try{var o=new PerformanceObserver(function(p){if(!p.getEntriesByName("first-contentful-paint").length)return;o.disconnect();l()});o.observe({type:"paint",buffered:true})}catch(x){l()}})()`
  )
}

/** Marks the loader, so that a rebuild replaces it (Gatsby re-stitches its scripts into pages it did not render again). */
const loaderId = "gatsby-deferred-scripts"
const previousLoader = new RegExp(
  `<script id="${loaderId}"[^>]*>[^<]*</script>|<script>\\(function\\(\\)\\{var s=\\[[^<]*</script>`,
  "g",
)

/**
 * Gatsby's inline scripts, which its runtime reads when it starts: the page's path (the one
 * whose text differs from page to page), the chunk mapping and the compilation hash. Their
 * code goes into the loader, which runs before the runtime is requested, and the page's path
 * into its `data-page-path`, read by the same code on every page: so every page carries the
 * same loader, and the site's Content-Security-Policy (which every response carries)
 * needs one hash for all of it rather than one per page and script.
 */
const gatsbyInlineScripts = {
  pagePath:
    /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/<\/script>/,
  chunkMapping: /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[^<]*?;?)\s*<\/script>/,
  compilationHash: /<script>(window\.___webpackCompilationHash="[0-9a-f]*";)<\/script>/,
}
const readPagePath = "window.pagePath=document.currentScript.dataset.pagePath;"

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
const unattribute = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")

/** Gatsby's mount point, in every page it renders. */
const gatsbyPage = '<div id="___gatsby">'

/**
 * A page's HTML with Gatsby's script tags replaced by one loader (see scriptLoader) that
 * also carries Gatsby's inline scripts (see gatsbyInlineScripts); unchanged if it is not
 * Gatsby's, or has the loader already and no new script tags (a page an earlier build
 * rewrote and this one left alone). Stops the build, naming the tweak, where a Gatsby page
 * has none of Gatsby's script tags, or has them but not one of its inline scripts: a Gatsby
 * whose markup this no longer recognises.
 */
export function deferScripts(html: string, file = "a page"): string {
  const sources: string[] = []
  let without = html.replace(gatsbyScript, (_tag, first: string | undefined, second: string | undefined) => {
    sources.push((first ?? second) as string)
    return ""
  })
  if (sources.length === 0) {
    if (!html.includes(gatsbyPage) || html.includes(`<script id="${loaderId}"`)) return html
    throw assumptionFailed(
      "deferScripts",
      `${file} is a Gatsby page (${gatsbyPage}) without a script tag of Gatsby's that this recognises ` +
        `(${gatsbyScript.source.slice(0, 40)}…)`,
    )
  }
  const found: Partial<Record<keyof typeof gatsbyInlineScripts, string>> = {}
  // A page a rebuild did not render again: Gatsby put its scripts back (they come from its
  // "_gatsby-scripts" slice) but not the page-path script, which this build's loader holds.
  const earlierPagePath = without.match(new RegExp(`<script id="${loaderId}" data-page-path="([^"]*)"`))?.[1]
  for (const [name, pattern] of Object.entries(gatsbyInlineScripts) as Array<
    [keyof typeof gatsbyInlineScripts, RegExp]
  >) {
    const match = without.match(pattern)
    if (!match && name === "pagePath" && earlierPagePath !== undefined) {
      found.pagePath = JSON.stringify(unattribute(earlierPagePath)).slice(1, -1)
      continue
    }
    if (!match) {
      throw assumptionFailed(
        "deferScripts",
        `${file} has Gatsby's script tags but not its ${name} script (${pattern.source.slice(0, 60)}…), ` +
          "so the loader cannot hand it to Gatsby's runtime",
      )
    }
    found[name] = match[1]
    without = without.replace(pattern, "")
  }
  if (!without.includes("</body>")) throw assumptionFailed("deferScripts", `${file} has no </body> for the loader`)
  const pagePath = JSON.parse(`"${found.pagePath}"`) as string
  const code = readPagePath + found.chunkMapping!.replace(/;?$/, ";") + found.compilationHash! + scriptLoader(sources)
  return without
    .replace(previousLoader, "")
    .replace("</body>", `<script id="${loaderId}" data-page-path="${attribute(pagePath)}">${code}</script></body>`)
}
