import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { resolveOptions, tweakNames, type Tweak } from "../../../plugins/gatsby-plugin-fast-start/options"
import {
  AssumptionChecks,
  browserModules,
  configureWebpack,
  gatsbyAppAlias,
  leanGatsbyExports,
  leanReactI18nextExports,
  packageFiles,
  staticMarkupRequest,
  type WebpackConfig,
} from "../../../plugins/gatsby-plugin-fast-start/webpack"

const pluginDir = path.resolve(__dirname, "../../../plugins/gatsby-plugin-fast-start")
const { staticMarkup: browserStaticMarkup, stagedAppEntry, leanReactI18next, leanGatsby } = browserModules(pluginDir)
/** The packages as installed: the tweaks' checks read the real gatsby, react-i18next and i18next. */
const installed = packageFiles(pluginDir)

/** Gatsby's production-app as far as hydrateInTransition reads it. */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-webpack-"))
// Named as Gatsby names it in the entry: without the extension.
const productionApp = path.join(siteDir, "production-app")
const gatsbyProductionApp =
  "const renderer =\n      apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0] ||\n      defaultRenderer\n" +
  "    function runRender() {\n      renderer(<App />, rootElement)\n    }\n"
fs.writeFileSync(`${productionApp}.js`, gatsbyProductionApp)
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }))

const gatsbyConfig = (): WebpackConfig => ({
  entry: { polyfill: "/site/.cache/polyfill-entry", app: productionApp },
  resolve: { alias: { "react-dom$": "react-dom" } },
  plugins: ["gatsby's plugin"],
  optimization: {
    splitChunks: {
      chunks: "all",
      cacheGroups: {
        default: false,
        framework: { name: "framework" },
        lib: { priority: 30 },
        commons: { name: "commons" },
        shared: { priority: 10 },
      },
    } as never,
  },
})

const allOn = resolveOptions()
const without = (...off: Tweak[]) => ({ ...allOn, ...Object.fromEntries(off.map((tweak) => [tweak, false])) })

function run(stage: string, options = allOn, config = gatsbyConfig(), { packages = installed } = {}) {
  const replaceWebpackConfig = jest.fn()
  const replacement = { name: "NormalModuleReplacementPlugin" }
  const normalModuleReplacement = jest.fn(() => replacement)
  configureWebpack(
    {
      stage,
      pluginDir,
      packages,
      getConfig: () => config,
      actions: { replaceWebpackConfig },
      plugins: { normalModuleReplacement },
    },
    options,
  )
  const replaced = replaceWebpackConfig.mock.calls[0]?.[0] as Required<WebpackConfig> & { entry: { app: unknown } }
  return { replaced, replaceWebpackConfig, normalModuleReplacement, replacement }
}

describe("configureWebpack with every tweak on (as the site builds)", () => {
  it("staticMarkup: gives the browser bundles a react-dom/server built on the page's own React DOM", () => {
    for (const stage of ["build-javascript", "develop"]) {
      const { replaced, normalModuleReplacement, replacement } = run(stage)
      expect(normalModuleReplacement).toHaveBeenCalledWith(staticMarkupRequest, browserStaticMarkup)
      expect(replaced.plugins.slice(0, 2)).toEqual(["gatsby's plugin", replacement])
      expect(normalModuleReplacement.mock.calls[0]).toEqual([staticMarkupRequest, browserStaticMarkup])
    }
    expect(staticMarkupRequest.test("react-dom/server")).toBe(true)
    expect(staticMarkupRequest.test("react-dom/client")).toBe(false)
    expect(fs.existsSync(browserStaticMarkup)).toBe(true)
  })

  it("oneChunkPerPage: no chunks for modules some pages share", () => {
    const { splitChunks } = run("build-javascript").replaced.optimization as { splitChunks: { cacheGroups: object } }
    expect(splitChunks.cacheGroups).toEqual({
      default: false,
      framework: { name: "framework" },
      lib: false,
      commons: { name: "commons" },
      shared: false,
    })
    expect(run("develop").replaced.optimization).toEqual(gatsbyConfig().optimization)
  })

  it("stagedStart: the app entry imports Gatsby's own entry last", () => {
    const { replaced } = run("build-javascript")
    expect(replaced.entry).toEqual({
      polyfill: "/site/.cache/polyfill-entry",
      app: stagedAppEntry,
    })
    expect(replaced.resolve.alias).toMatchObject({ "react-dom$": "react-dom", [`${gatsbyAppAlias}$`]: productionApp })
    const entrySource = fs.readFileSync(stagedAppEntry, "utf8")
    const imports = [...entrySource.matchAll(/import\((?:\/\*[^*]*\*\/ )?"([^"]+)"\)/g)].map((match) => match[1])
    expect(imports[imports.length - 1]).toBe(gatsbyAppAlias)
    expect(imports.length).toBeGreaterThan(3)
    // The development server keeps Gatsby's entry (and its hot reloading).
    expect(run("develop").replaced.entry).toEqual(gatsbyConfig().entry)
  })

  it("leanI18next: react-i18next is browser/react-i18next.ts, i18next its ES build, for every importer", () => {
    const { replaced, normalModuleReplacement, replacement } = run("build-javascript")
    const { alias } = replaced.resolve
    expect(alias).toMatchObject({
      "react-i18next$": leanReactI18next,
      "fast-start-react-i18next-es": installed.reactI18nextEs,
      i18next$: installed.i18nextEsm,
    })
    const lean = fs.readFileSync(leanReactI18next, "utf8")
    for (const name of leanReactI18nextExports) {
      expect(lean).toContain(`export { ${name} } from "fast-start-react-i18next-es/${name}.js"`)
      expect(fs.existsSync(path.join(installed.reactI18nextEs, `${name}.js`))).toBe(true)
    }
    expect(fs.readFileSync(installed.i18nextEsm, "utf8")).toMatch(/^export \{[^}]*\binstance as default\b/m)
    // The i18n plugin's own requests of gatsby, and only those, get browser/gatsby.ts.
    expect(replaced.plugins[2]).toBe(replacement)
    const [request, redirect] = normalModuleReplacement.mock.calls[1] as unknown as [RegExp, (r: object) => void]
    expect(request.test("gatsby")).toBe(true)
    const fromPlugin = { context: path.join(installed.i18nPluginDist, "plugin"), request: "gatsby" }
    const fromSite = { context: path.join(pluginDir, "../../src/components"), request: "gatsby" }
    for (const resource of [fromPlugin, fromSite]) redirect(resource)
    expect([fromPlugin.request, fromSite.request]).toEqual([leanGatsby, "gatsby"])
    expect(fs.readFileSync(leanGatsby, "utf8")).toContain(`export { ${leanGatsbyExports.join(", ")} } from "gatsby"`)
    expect(run("develop").replaced.resolve.alias).toEqual(gatsbyConfig().resolve!.alias)
  })

  it("adds the checks that need the compilation to the production bundle only", () => {
    expect(run("build-javascript").replaced.plugins[3]).toBeInstanceOf(AssumptionChecks)
    expect(run("develop").replaced.plugins).toHaveLength(2)
  })

  it("gives webpack's persistent cache a version per set of tweaks, so that turning one off builds afresh", () => {
    const cached = { ...gatsbyConfig(), cache: { type: "filesystem", name: "build-javascript" } } as WebpackConfig
    expect(run("build-javascript", allOn, cached).replaced.cache).toEqual({
      type: "filesystem",
      name: "build-javascript",
      version: "fast-start without: none",
    })
    expect(run("build-javascript", without("leanI18next", "deferScripts"), cached).replaced.cache).toMatchObject({
      version: "fast-start without: leanI18next,deferScripts",
    })
    expect(run("build-javascript").replaced.cache).toBeUndefined()
  })

  it("leaves the HTML renderers (Node) alone", () => {
    for (const stage of ["build-html", "develop-html"]) expect(run(stage).replaceWebpackConfig).not.toHaveBeenCalled()
  })
})

describe("configureWebpack with a tweak off", () => {
  it("leaves Gatsby's configuration as it is with every tweak off", () => {
    const { replaced } = run("build-javascript", without(...tweakNames))
    expect(replaced).toEqual(gatsbyConfig())
  })

  it.each([
    [
      "staticMarkup",
      (r: ReturnType<typeof run>) =>
        expect(r.normalModuleReplacement).not.toHaveBeenCalledWith(staticMarkupRequest, expect.anything()),
    ],
    [
      "oneChunkPerPage",
      (r: ReturnType<typeof run>) => expect(r.replaced.optimization).toEqual(gatsbyConfig().optimization),
    ],
    [
      "stagedStart",
      (r: ReturnType<typeof run>) => {
        expect(r.replaced.entry.app).toBe(productionApp)
        expect(r.replaced.resolve.alias).not.toHaveProperty(`${gatsbyAppAlias}$`)
      },
    ],
    [
      "leanI18next",
      (r: ReturnType<typeof run>) => {
        expect(r.replaced.resolve.alias).not.toHaveProperty("react-i18next$")
        expect(r.replaced.resolve.alias).not.toHaveProperty("i18next$")
        expect(r.normalModuleReplacement).toHaveBeenCalledTimes(1)
      },
    ],
  ] as const)("%s off: only that change is left out", (tweak, expectation) => {
    expectation(run("build-javascript", without(tweak)))
  })
})

describe("configureWebpack stops the build, naming the tweak, when Gatsby's configuration is not what it assumes", () => {
  const failure = (tweak: Tweak) => new RegExp(`gatsby-plugin-fast-start, tweak "${tweak}": .*option ${tweak}: false`)

  it.each(["stagedStart"] as const)("%s: the app entry was renamed", (tweak) => {
    const renamed = { ...gatsbyConfig(), entry: { polyfill: "/site/.cache/polyfill-entry", main: productionApp } }
    const others = tweakNames.filter((name) => name !== tweak && name !== "hydrateInTransition")
    expect(() => run("build-javascript", without("hydrateInTransition", ...others), renamed)).toThrow(failure(tweak))
    expect(() => run("build-javascript", without("hydrateInTransition", ...others), renamed)).toThrow(
      'no "app" entry (entries: polyfill, main)',
    )
  })

  it.each(["lib", "shared"])("oneChunkPerPage: the split-chunk group %s is not there", (group) => {
    const config = gatsbyConfig()
    const splitChunks = config.optimization!.splitChunks as { cacheGroups: Record<string, unknown> }
    delete splitChunks.cacheGroups[group]
    expect(() => run("build-javascript", allOn, config)).toThrow(failure("oneChunkPerPage"))
    expect(() => run("build-javascript", allOn, config)).toThrow(`no cache group "${group}"`)
    expect(() => run("build-javascript", without("oneChunkPerPage"), config)).not.toThrow()
  })

  it("oneChunkPerPage: no split at all", () => {
    const config = { ...gatsbyConfig(), optimization: { splitChunks: false as const } }
    expect(() => run("build-javascript", allOn, config)).toThrow(failure("oneChunkPerPage"))
  })

  it("leanI18next: gatsby-plugin-react-i18next takes more from react-i18next than browser/react-i18next.ts has", () => {
    const i18nPluginDist = fs.mkdtempSync(path.join(siteDir, "i18n-plugin-"))
    fs.mkdirSync(path.join(i18nPluginDist, "plugin"))
    fs.writeFileSync(
      path.join(i18nPluginDist, "plugin", "wrapPageElement.js"),
      'var _reactI18next = require("react-i18next");\n_reactI18next.I18nextProvider;\n_reactI18next.Trans;\n',
    )
    const packages = { ...installed, i18nPluginDist }
    expect(() => run("build-javascript", allOn, gatsbyConfig(), { packages })).toThrow(failure("leanI18next"))
    expect(() => run("build-javascript", allOn, gatsbyConfig(), { packages })).toThrow(
      /wrapPageElement\.js uses react-i18next's Trans/,
    )
    expect(() => run("build-javascript", without("leanI18next"), gatsbyConfig(), { packages })).not.toThrow()
    fs.writeFileSync(
      path.join(i18nPluginDist, "plugin", "wrapPageElement.js"),
      'var _gatsby = require("gatsby");\n_gatsby.withPrefix;\n_gatsby.useStaticQuery;\n',
    )
    expect(() => run("build-javascript", allOn, gatsbyConfig(), { packages })).toThrow(
      /wrapPageElement\.js uses gatsby's useStaticQuery \(browser\/gatsby\.ts has Link, navigate, withPrefix\)/,
    )
  })

  it("leanI18next: i18next's ES build is not where it was", () => {
    const packages = { ...installed, i18nextEsm: path.join(siteDir, "no-i18next.js") }
    expect(() => run("build-javascript", allOn, gatsbyConfig(), { packages })).toThrow(failure("leanI18next"))
    expect(() => run("build-javascript", allOn, gatsbyConfig(), { packages })).toThrow("no-i18next.js is not there")
  })

  it("hydrateInTransition: Gatsby's production-app no longer calls the hydrate function as (element, container)", () => {
    const changed = gatsbyProductionApp.replace("renderer(<App />, rootElement)", "renderer(rootElement)")
    fs.writeFileSync(`${productionApp}.js`, changed)
    try {
      expect(() => run("build-javascript")).toThrow(failure("hydrateInTransition"))
      expect(() => run("build-javascript", without("hydrateInTransition"))).not.toThrow()
    } finally {
      fs.writeFileSync(`${productionApp}.js`, gatsbyProductionApp)
    }
  })
})

describe("AssumptionChecks: the checks on webpack's compilation, on a real (small) webpack build", () => {
  /** A project of plain modules, with a stand-in react-dom whose server renderer must stay out. */
  function project(app: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-compile-"))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    write("app.js", app)
    write("page.js", "export default 'page'\n")
    write("static-markup.js", "export const renderToStaticMarkup = () => ''\n")
    write("node_modules/react-dom/package.json", '{ "name": "react-dom", "version": "0.0.0" }')
    write("node_modules/react-dom/server.js", "exports.renderToStaticMarkup = () => 'second renderer'\n")
    return dir
  }

  function compile(
    dir: string,
    checks: ConstructorParameters<typeof AssumptionChecks>[0],
    replace = true,
    alias: Record<string, string> = {},
  ) {
    const staticMarkup = path.join(dir, "static-markup.js")
    const compiler = webpack({
      mode: "production",
      context: dir,
      resolve: { alias },
      entry: { app: "./app.js" },
      output: { path: path.join(dir, "public") },
      optimization: { runtimeChunk: { name: "webpack-runtime" } },
      plugins: [
        ...(replace ? [new webpack.NormalModuleReplacementPlugin(staticMarkupRequest, staticMarkup)] : []),
        new AssumptionChecks({ ...checks, staticMarkup: checks.staticMarkup && staticMarkup }) as unknown as {
          apply(compiler: webpack.Compiler): void
        },
      ],
    })
    return new Promise<string[]>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined)
        if (error || !stats) reject(error)
        else resolve(stats.compilation.errors.map((e) => e.message))
      }),
    )
  }

  const usesImages = 'import { renderToStaticMarkup } from "react-dom/server"\nconsole.log(renderToStaticMarkup)\n'
  const loadsPage = 'import("./page.js").then(console.log)\n'

  it("lets a bundle through whose react-dom/server was replaced", async () => {
    const dir = project(usesImages + loadsPage)
    expect(await compile(dir, { staticMarkup: "on" })).toEqual([])
  })

  it("staticMarkup: fails when React DOM's server renderer got into the bundle", async () => {
    const dir = project(usesImages)
    const errors = await compile(dir, { staticMarkup: "on" }, false)
    expect(errors).toEqual([
      expect.stringMatching(/tweak "staticMarkup": React DOM's server renderer is in the browser bundle .*server\.js/),
    ])
  })

  it("staticMarkup: fails when nothing requested react-dom/server, so the replacement never applied", async () => {
    const errors = await compile(project(loadsPage), { staticMarkup: "on" })
    expect(errors).toEqual([expect.stringMatching(/tweak "staticMarkup": .*replacement never applied/)])
  })

  /** A stand-in react-i18next and i18next, and the lean entry as browser/react-i18next.ts narrows it. */
  function i18nProject(app: string) {
    const dir = project(app)
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    write("node_modules/react-i18next/package.json", '{ "name": "react-i18next", "main": "index.js" }')
    write("node_modules/react-i18next/index.js", "export const Trans = 'Trans'\nexport const useTranslation = 'use'\n")
    write("node_modules/i18next/package.json", '{ "name": "i18next", "main": "dist/cjs/i18next.js" }')
    write("node_modules/i18next/dist/cjs/i18next.js", "module.exports = { t: () => '' }\n")
    write("lean-react-i18next.js", "export const useTranslation = 'use'\n")
    return { dir, alias: { "react-i18next$": path.join(dir, "lean-react-i18next.js") } }
  }

  it("leanI18next: fails when the site imports an export of react-i18next the lean entry does not have", async () => {
    const { dir, alias } = i18nProject('import { Trans } from "react-i18next"\nconsole.log(Trans)\n')
    const errors = await compile(dir, { leanI18next: true }, true, alias)
    expect(errors).toEqual([
      expect.stringMatching(
        /tweak "leanI18next": export 'Trans' \(imported as 'Trans'\) was not found in 'react-i18next'/,
      ),
    ])
    const { dir: fine } = i18nProject('import { useTranslation } from "react-i18next"\nconsole.log(useTranslation)\n')
    expect(await compile(fine, { leanI18next: true }, true, alias)).toEqual([])
  })

  it("leanI18next: fails when i18next's CommonJS build got into the bundle", async () => {
    const { dir, alias } = i18nProject('console.log(require("i18next"))\n')
    const errors = await compile(dir, { leanI18next: true }, true, alias)
    expect(errors).toEqual([
      expect.stringMatching(/tweak "leanI18next": .*i18next[\\/]dist[\\/]cjs[\\/]i18next\.js is in the browser bundle/),
    ])
  })
})
