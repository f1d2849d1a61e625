import { assumptionFailed } from "./options"

const gatsbyScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * Requests the scripts once the page has loaded and painted, including the frame that paints the first screen's photos
 * (`loading="eager"`, decoded): the load event comes as a photo's last byte arrives, its paint a frame or more later,
 * and scripts asked for in between count towards the largest paint (/partners/ at 1.13 × its script-free twin).
 */
export function scriptLoader(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},n=2;function l(){if(--n)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `function d(){Promise.all([].map.call(document.querySelectorAll('img[loading="eager"]'),function(i){return i.decode?i.decode().catch(function(){}):0})).then(function(){requestAnimationFrame(function(){setTimeout(l)})})}` +
    `document.readyState==="complete"?d():addEventListener("load",d,{once:true});` +
    // first-contentful-paint, not "first-paint" of a background alone
    `try{var o=new PerformanceObserver(function(p){if(!p.getEntriesByName("first-contentful-paint").length)return;o.disconnect();l()});o.observe({type:"paint",buffered:true})}catch(x){l()}})()`
  )
}

/** So a rebuild replaces it: Gatsby re-stitches its scripts into pages it did not render again. */
const loaderId = "gatsby-deferred-scripts"
const previousLoader = new RegExp(
  `<script id="${loaderId}"[^>]*>[^<]*</script>|<script>\\(function\\(\\)\\{var s=\\[[^<]*</script>`,
  "g",
)

/** Moved into the loader, the page path as `data-page-path`: one loader text, one CSP hash for every page. */
const gatsbyInlineScripts = {
  pagePath:
    /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/<\/script>/,
  chunkMapping: /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[^<]*?;?)\s*<\/script>/,
  compilationHash: /<script>(window\.___webpackCompilationHash="[0-9a-f]*";)<\/script>/,
}
type InlineScript = keyof typeof gatsbyInlineScripts
const readPagePath = "window.pagePath=document.currentScript.dataset.pagePath;"

/**
 * Gatsby writes its chunk mapping JSON-encoded twice (gatsby-webpack-stats-extractor), a string in which its loader
 * (`window.___chunkMapping[chunkName] || []`) finds no entry: an empty object is read the same, 0.4 KB (gzip) smaller.
 */
const mappingAsText = /^window\.___chunkMapping="(?:[^"\\]|\\.)*";?$/
const emptyMapping = "window.___chunkMapping={};"

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;")
const unattribute = (value: string) => value.replaceAll("&lt;", "<").replaceAll("&quot;", '"').replaceAll("&amp;", "&")

const gatsbyPage = '<div id="___gatsby">'

export function deferScripts(html: string, file = "a page"): string {
  const sources = [...html.matchAll(gatsbyScript)].map((match) => match[1])
  let without = html.replace(gatsbyScript, "")
  if (sources.length === 0) {
    if (!html.includes(gatsbyPage) || html.includes(`<script id="${loaderId}"`)) return html
    throw assumptionFailed(
      "deferScripts",
      `${file} is a Gatsby page (${gatsbyPage}) without a script tag of Gatsby's that this recognises ` +
        `(${gatsbyScript.source.slice(0, 40)}…)`,
    )
  }
  const found: Partial<Record<InlineScript, string>> = {}
  // A page a rebuild did not render again gets Gatsby's scripts back, but not the page path.
  const earlierPagePath = without.match(new RegExp(`<script id="${loaderId}" data-page-path="([^"]*)"`))?.[1]
  for (const [name, pattern] of Object.entries(gatsbyInlineScripts) as Array<[InlineScript, RegExp]>) {
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
  if (!mappingAsText.test(found.chunkMapping!)) {
    throw assumptionFailed(
      "deferScripts",
      `${file}: Gatsby's chunk mapping is no longer a string (${found.chunkMapping!.slice(0, 40)}…), so its loader may ` +
        "read it now: keep it rather than the empty one (defer-scripts.ts, emptyMapping)",
    )
  }
  const pagePath = JSON.parse(`"${found.pagePath}"`) as string
  const code = readPagePath + emptyMapping + found.compilationHash! + scriptLoader(sources)
  return without
    .replace(previousLoader, "")
    .replace("</body>", `<script id="${loaderId}" data-page-path="${attribute(pagePath)}">${code}</script></body>`)
}
