/** One option each (README.md). Browser-safe: gatsby-config reads it too. */
export const tweaks = {
  stagedStart: "Gatsby's app started in steps, one task each (browser/app-entry.ts)",
  oneChunkPerPage: "no split-chunk groups for modules some pages share (webpack.ts)",
  staticMarkup: "react-dom/server in the browser bundle built on the page's own React DOM (browser/static-markup.ts)",
  leanI18next:
    "react-i18next narrowed to what is used, i18next's ES build for every importer (browser/react-i18next.ts)",
  deferScripts: "Gatsby's scripts requested by one loader once the page has loaded and painted (defer-scripts.ts)",
  nativeImageMarkup: "gatsby-plugin-image's markup written as its scripts would leave it (image-markup.ts)",
  hydrateInTransition: "hydration inside a React transition, in slices (gatsby-browser.tsx)",
  keepRenderedArticles: "articles under content-visibility: auto stay rendered once shown (browser/render-skipped.ts)",
  quickAvif:
    "the build's AVIF images encoded at sharp's effort 2, not 4: a fifth of the time, 3 % more bytes (quick-avif.ts)",
} as const

export type Tweak = keyof typeof tweaks

export const tweakNames = Object.keys(tweaks) as Tweak[]

export type FastStartOptions = Record<Tweak, boolean>

export function resolveOptions(options: Partial<Record<string, unknown>> = {}): FastStartOptions {
  return Object.fromEntries(tweakNames.map((tweak) => [tweak, options[tweak] !== false])) as FastStartOptions
}

/** FAST_START_WITHOUT: an unknown name stops the build rather than measure under a wrong label. */
export function optionsWithout(list: string | undefined): Partial<FastStartOptions> {
  const names = (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !(name in tweaks))
  if (unknown.length > 0) {
    throw new Error(
      `gatsby-plugin-fast-start: no tweak named ${unknown.map((name) => `"${name}"`).join(", ")} ` +
        `(the tweaks: ${tweakNames.join(", ")})`,
    )
  }
  return Object.fromEntries(names.map((name) => [name, false]))
}

/** A Gatsby upgrade that breaks a tweak stops the build instead of leaving the site a little slower. */
export function assumptionFailed(tweak: Tweak, problem: string): Error {
  return new Error(
    `gatsby-plugin-fast-start, tweak "${tweak}": ${problem}. Adapt the tweak to this Gatsby ` +
      `(plugins/gatsby-plugin-fast-start/README.md), or turn it off with the plugin option ${tweak}: false.`,
  )
}
