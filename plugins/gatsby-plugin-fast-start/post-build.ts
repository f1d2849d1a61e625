import fs from "fs"
import path from "path"
import { deferScripts } from "./defer-scripts"
import { htmlFiles } from "../../src/gatsby/html-files"
import { nativeImageMarkup } from "./image-markup"
import { assumptionFailed, type FastStartOptions, type Tweak } from "./options"
import { keepRenderedArticlesScript } from "./browser/render-skipped"

/** One named rewrite of a built page; `file` is for the messages. */
export interface HtmlStep {
  tweak: Tweak
  rewrite(html: string, file: string): string
}

/** A page has the keepRenderedArticles script in <head> (gatsby-ssr.tsx puts it there). */
function checkKeepRenderedArticles(html: string, file: string): string {
  const head = html.slice(0, html.indexOf("</head>"))
  if (!head.includes(`<script>${keepRenderedArticlesScript}</script>`)) {
    throw assumptionFailed("keepRenderedArticles", `${file} has not got its script in <head>`)
  }
  return html
}

/**
 * The rewrites of built pages, in the order they run (only one plugin may replace Gatsby's
 * renderer, and the site's does, for its critical CSS):
 * 1. nativeImageMarkup: gatsby-plugin-image's markup as its scripts would leave it, on the
 *    page as Gatsby rendered it (this step was part of rendering before);
 * 2. deferScripts: Gatsby's script tags and inline scripts become one loader, the last
 *    script of <body>;
 * 3. keepRenderedArticles: checks its script is in every page's <head> (it rewrites nothing).
 * The site's own onPostBuild comes after all of them (requireRewrittenPages).
 */
export const htmlSteps: readonly HtmlStep[] = [
  { tweak: "nativeImageMarkup", rewrite: nativeImageMarkup },
  { tweak: "deferScripts", rewrite: deferScripts },
  { tweak: "keepRenderedArticles", rewrite: checkKeepRenderedArticles },
]

/** Folders of public/ without Gatsby pages: the CMS (esbuild's, not Gatsby's), assets, page data, slices. */
const notGatsbyPages = new Set(["admin", "static", "page-data", "_gatsby"])

/** Where the pipeline records, for this process, which public/ it has finished (see requireRewrittenPages). */
const record = Symbol.for("gatsby-plugin-fast-start: pages rewritten")
interface Rewritten {
  publicDir: string
  steps: Tweak[]
}
const globalRecord = globalThis as unknown as { [record]?: Rewritten }

/**
 * Runs the steps of the tweaks that are on over every page Gatsby built (not /admin/, which
 * is not Gatsby's), writing back the pages that changed; returns how many did.
 */
export function rewritePages(publicDir: string, options: FastStartOptions, steps = htmlSteps): number {
  const active = steps.filter((step) => options[step.tweak])
  let changed = 0
  for (const file of htmlFiles(publicDir, notGatsbyPages)) {
    const html = fs.readFileSync(file, "utf8")
    const name = path.relative(path.dirname(publicDir), file)
    const rewritten = active.reduce((page, step) => step.rewrite(page, name), html)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      changed += 1
    }
  }
  globalRecord[record] = { publicDir: path.resolve(publicDir), steps: active.map((step) => step.tweak) }
  return changed
}

/**
 * For the site's own onPostBuild, which reads the pages as this plugin leaves them (it hashes
 * their inline scripts for the Content-Security-Policy): throws unless this plugin's
 * onPostBuild has rewritten `publicDir` in this process. Gatsby runs the plugins' onPostBuild
 * before the site's; this makes the order a checked dependency instead of an assumption.
 */
export function requireRewrittenPages(publicDir: string): Tweak[] {
  const done = globalRecord[record]
  if (!done || done.publicDir !== path.resolve(publicDir)) {
    throw new Error(
      `gatsby-plugin-fast-start has not rewritten the pages in ${publicDir} yet, so what reads them now would ` +
        "see them before their last change: run this after the plugin's onPostBuild (register the plugin in gatsby-config)",
    )
  }
  return done.steps
}

/** Forgets the record (for tests). */
export function forgetRewrittenPages(): void {
  delete globalRecord[record]
}
