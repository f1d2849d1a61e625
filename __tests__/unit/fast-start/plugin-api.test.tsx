import fs from "fs"
import os from "os"
import path from "path"
import type { ReactElement } from "react"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { renderToString } from "react-dom/server"
import * as node from "../../../plugins/gatsby-plugin-fast-start/gatsby-node"
import { replaceHydrateFunction } from "../../../plugins/gatsby-plugin-fast-start/gatsby-browser"
import { onPreRenderHTML } from "../../../plugins/gatsby-plugin-fast-start/gatsby-ssr"
import { keepRenderedArticlesScript } from "../../../plugins/gatsby-plugin-fast-start/browser/render-skipped"
import { optionsWithout, resolveOptions, tweakNames } from "../../../plugins/gatsby-plugin-fast-start/options"
import {
  forgetRewrittenPages,
  htmlSteps,
  requireRewrittenPages,
  rewritePages,
} from "../../../plugins/gatsby-plugin-fast-start/post-build"
import { browserModules } from "../../../plugins/gatsby-plugin-fast-start/webpack"

/** A built page as Gatsby writes it: the keepRenderedArticles script, an image, Gatsby's scripts. */
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: {
    fallback: { src: "/static/a/960/1.jpg", srcSet: "/static/a/960/1.jpg 960w", sizes: "92vw" },
    sources: [{ type: "image/avif", srcSet: "/static/a/960/1.avif 960w", sizes: "92vw" }],
  },
}
const builtPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head><script>${keepRenderedArticlesScript}</script></head><body><div id="___gatsby">` +
  renderToString(<GatsbyImage image={image} alt="Pizza" loading="lazy" />) +
  `</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  '<script>window.___webpackCompilationHash="d015";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script></body></html>'

function builtSite() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-site-"))
  const publicDir = path.join(directory, "public")
  for (const [file, html] of [
    ["index.html", builtPage("/")],
    ["en/index.html", builtPage("/en/")],
    // The CMS: esbuild's page, not Gatsby's.
    ["admin/index.html", '<!DOCTYPE html><html><body><script src="/app-3.js" async></script></body></html>'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  return { directory, publicDir, read }
}

const fakeReporter = () => ({
  info: jest.fn(),
  panic: jest.fn((message: string) => {
    throw new Error(`panic: ${message}`)
  }),
})

afterEach(forgetRewrittenPages)

describe("pluginOptionsSchema: one boolean per tweak, on by default", () => {
  it("accepts every tweak turned off, warns of an unknown option and refuses a value that is not a boolean", async () => {
    const all = Object.fromEntries(tweakNames.map((tweak) => [tweak, false]))
    expect((await testPluginOptionsSchema(node.pluginOptionsSchema!, all)).isValid).toBe(true)
    const typo = await testPluginOptionsSchema(node.pluginOptionsSchema!, { deferScript: false })
    // Gatsby reports an unknown option as a warning, not an error.
    expect(typo.warnings).toEqual(['"deferScript" is not allowed'])
    expect((await testPluginOptionsSchema(node.pluginOptionsSchema!, { stagedStart: "no" })).isValid).toBe(false)
  })

  it("names the nine tweaks, and resolveOptions turns off only those set to false", () => {
    expect(tweakNames).toEqual([
      "stagedStart",
      "oneChunkPerPage",
      "staticMarkup",
      "leanI18next",
      "deferScripts",
      "nativeImageMarkup",
      "hydrateInTransition",
      "keepRenderedArticles",
      "quickAvif",
    ])
    expect(resolveOptions({ deferScripts: false, plugins: [] })).toEqual({
      ...Object.fromEntries(tweakNames.map((tweak) => [tweak, true])),
      deferScripts: false,
    })
  })
})

describe("optionsWithout: FAST_START_WITHOUT, as the bench sets it", () => {
  it("turns off the tweaks a comma list names", () => {
    expect(optionsWithout(undefined)).toEqual({})
    expect(optionsWithout("deferScripts, stagedStart")).toEqual({ deferScripts: false, stagedStart: false })
  })

  it("stops at a name that is no tweak", () => {
    expect(() => optionsWithout("deferScripts,deferScript")).toThrow('no tweak named "deferScript"')
  })
})

describe("onCreateWebpackConfig, the plugin's Gatsby API export", () => {
  const call = (config: object, options = {}) => {
    const actions = { replaceWebpackConfig: jest.fn() }
    const reporter = fakeReporter()
    // Where Gatsby found the plugin (the fake folder shows the path comes from Gatsby's list).
    const flattenedPlugins = [{ name: "gatsby-plugin-fast-start", resolve: "/site/plugins/gatsby-plugin-fast-start" }]
    const args = {
      stage: "build-javascript",
      store: { getState: () => ({ flattenedPlugins }) },
      getConfig: () => config,
      actions,
      reporter,
      plugins: { normalModuleReplacement: jest.fn(() => "replacement") },
    }
    ;(node.onCreateWebpackConfig as (args: unknown, options: unknown) => void)(args, { plugins: [], ...options })
    return { actions, reporter }
  }
  const config = () => ({
    entry: { app: path.join(__dirname, "missing-production-app.js") },
    optimization: { splitChunks: { cacheGroups: { lib: {}, shared: {} } } },
  })

  it("replaces Gatsby's configuration with the tweaks' (the app entry staged)", () => {
    const { actions, reporter } = call(config(), {
      hydrateInTransition: false,
      leanI18next: false,
    })
    expect(reporter.panic).not.toHaveBeenCalled()
    const { stagedAppEntry } = browserModules("/site/plugins/gatsby-plugin-fast-start")
    expect(actions.replaceWebpackConfig.mock.calls[0][0].entry.app).toBe(stagedAppEntry)
    expect(stagedAppEntry).toBe("/site/plugins/gatsby-plugin-fast-start/browser/app-entry.ts")
  })

  it("panics with the tweak's message when an assumption fails (here: Gatsby's production-app is not there)", () => {
    expect(() => call(config())).toThrow(/panic: gatsby-plugin-fast-start, tweak "hydrateInTransition": /)
  })
})

describe("onPostBuild, the plugin's Gatsby API export: the pipeline over the built pages", () => {
  const postBuild = (directory: string, options = {}) => {
    const reporter = fakeReporter()
    const store = { getState: () => ({ program: { directory } }) }
    ;(node.onPostBuild as (args: unknown, options: unknown) => void)({ store, reporter }, { plugins: [], ...options })
    return reporter
  }

  it("rewrites every Gatsby page (images, then scripts), not /admin/, and records that for the site's onPostBuild", () => {
    const { directory, publicDir, read } = builtSite()
    const admin = read("admin/index.html")
    expect(() => requireRewrittenPages(publicDir)).toThrow("gatsby-plugin-fast-start has not rewritten the pages")
    const reporter = postBuild(directory)
    expect(reporter.info).toHaveBeenCalledWith("gatsby-plugin-fast-start: 2 pages rewritten")
    for (const page of ["index.html", "en/index.html"]) {
      expect(read(page)).not.toContain("data-src=")
      expect(read(page)).not.toContain('<script src="')
      expect(read(page)).toContain('<script id="gatsby-deferred-scripts"')
    }
    expect(read("admin/index.html")).toBe(admin)
    expect(requireRewrittenPages(publicDir)).toEqual(["nativeImageMarkup", "deferScripts", "keepRenderedArticles"])
    expect(() => requireRewrittenPages(path.join(directory, "other"))).toThrow("has not rewritten the pages")
    fs.rmSync(directory, { recursive: true })
  })

  it("runs only the steps of the tweaks that are on", () => {
    const { directory, publicDir, read } = builtSite()
    postBuild(directory, { deferScripts: false })
    expect(read("index.html")).toContain('<script src="/app-3.js" async>')
    expect(read("index.html")).not.toContain("data-src=")
    expect(requireRewrittenPages(publicDir)).toEqual(["nativeImageMarkup", "keepRenderedArticles"])
    fs.rmSync(directory, { recursive: true })
  })

  it("panics, naming the tweak, on a page whose markup a step does not recognise, and records nothing", () => {
    const { directory, publicDir } = builtSite()
    fs.writeFileSync(path.join(publicDir, "en", "index.html"), builtPage("/en/").replace(/ async>/g, " defer>"))
    expect(() => postBuild(directory)).toThrow(/panic: gatsby-plugin-fast-start, tweak "deferScripts": public\/en\//)
    expect(() => requireRewrittenPages(publicDir)).toThrow("has not rewritten the pages")
    fs.rmSync(directory, { recursive: true })
  })

  it("keepRenderedArticles: panics on a page without its script in <head>", () => {
    const { directory, publicDir } = builtSite()
    fs.writeFileSync(path.join(publicDir, "index.html"), builtPage("/").replace(keepRenderedArticlesScript, ""))
    expect(() => postBuild(directory)).toThrow(
      /tweak "keepRenderedArticles": public\/index.html has not got its script/,
    )
    expect(() => postBuild(directory, { keepRenderedArticles: false })).not.toThrow()
    fs.rmSync(directory, { recursive: true })
  })

  it("applies its steps in their stated order, page by page", () => {
    const stated = ["nativeImageMarkup", "deferScripts", "keepRenderedArticles"]
    expect(htmlSteps.map((step) => step.tweak)).toEqual(stated)
    const { directory, publicDir } = builtSite()
    const order: string[] = []
    const steps = htmlSteps.map((step) => ({
      tweak: step.tweak,
      rewrite: (html: string) => (order.push(step.tweak), html),
    }))
    rewritePages(publicDir, resolveOptions(), steps)
    expect(order).toEqual([...stated, ...stated])
    fs.rmSync(directory, { recursive: true })
  })
})

describe("the plugin's browser and server exports", () => {
  it("hydrateInTransition: a hydrate function, or none (Gatsby's own) with the option off", () => {
    const replace = replaceHydrateFunction as unknown as (args: object, options: object) => unknown
    expect(replace({}, { plugins: [] })).toEqual(expect.any(Function))
    expect(replace({}, { plugins: [], hydrateInTransition: false })).toBeUndefined()
  })

  it("keepRenderedArticles: its script goes after the onRenderBody components, before the page's Head export", () => {
    const pageHead = <link key="c" rel="canonical" href="/" data-gatsby-head={true} />
    let head: ReactElement[] = [<meta key="a" name="a" />, <noscript key="b" />, pageHead]
    const args = { getHeadComponents: () => head, replaceHeadComponents: (next: ReactElement[]) => (head = next) }
    const run = onPreRenderHTML as unknown as (args: object, options: object) => void
    run(args, { plugins: [], keepRenderedArticles: false })
    expect(head).toHaveLength(3)
    run(args, { plugins: [] })
    expect(renderToString(<>{head}</>)).toBe(
      `<meta name="a"/><noscript></noscript><script>${keepRenderedArticlesScript}</script>` +
        '<link rel="canonical" href="/" data-gatsby-head="true"/>',
    )
  })
})
