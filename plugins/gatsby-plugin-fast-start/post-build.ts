import fs from "fs"
import path from "path"
import { deferScripts } from "./defer-scripts"
import { htmlFiles } from "../../src/gatsby/html-files"
import { nativeImageMarkup } from "./image-markup"
import { assumptionFailed, type FastStartOptions, type Tweak } from "./options"
import { keepRenderedArticlesScript } from "./browser/render-skipped"

export interface HtmlStep {
  tweak: Tweak
  rewrite(html: string, file: string): string
}

function checkKeepRenderedArticles(html: string, file: string): string {
  const head = html.slice(0, html.indexOf("</head>"))
  if (!head.includes(`<script>${keepRenderedArticlesScript}</script>`)) {
    throw assumptionFailed("keepRenderedArticles", `${file} has not got its script in <head>`)
  }
  return html
}

/** After the build, since only one plugin may replace Gatsby's renderer and the site's does (critical CSS). */
export const htmlSteps: readonly HtmlStep[] = [
  { tweak: "nativeImageMarkup", rewrite: nativeImageMarkup },
  { tweak: "deferScripts", rewrite: deferScripts },
  { tweak: "keepRenderedArticles", rewrite: checkKeepRenderedArticles },
]

const notGatsbyPages = new Set(["admin", "static", "page-data", "_gatsby"])

const record = Symbol.for("gatsby-plugin-fast-start: pages rewritten")
const globalRecord = globalThis as unknown as { [record]?: { publicDir: string; steps: Tweak[] } }

/** Returns how many pages changed. */
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

/** The site's onPostBuild hashes the rewritten pages' scripts: a checked order rather than an assumed one. */
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

/** For tests. */
export function forgetRewrittenPages(): void {
  delete globalRecord[record]
}
