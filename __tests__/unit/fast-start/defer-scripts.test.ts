import vm from "vm"
import { deferScripts, scriptLoader } from "../../../plugins/gatsby-plugin-fast-start/defer-scripts"

/** Gatsby's inline scripts as it writes them (the chunk mapping and compilation hash come from its "_gatsby-scripts" slice). */
const chunkMapping = `window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";`
const gatsbyInline =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->' +
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            ${chunkMapping}\n          </script>\n        ` +
  '<script>window.___webpackCompilationHash="d015c917cbfaa0ab777c";</script><!-- slice-end id="_gatsby-scripts-1" -->'
const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby">…</div>${gatsbyInline}${body}</body></html>`
const loaderCode = (sources: string[]) =>
  `window.pagePath=document.currentScript.dataset.pagePath;window.___chunkMapping={};window.___webpackCompilationHash="d015c917cbfaa0ab777c";${scriptLoader(sources)}`
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>'

describe("deferScripts", () => {
  const loader = (pagePath: string, sources: string[]) =>
    `<script id="gatsby-deferred-scripts" data-page-path="${pagePath}">${loaderCode(sources)}</script></body>`

  it("replaces Gatsby's script tags with one loader for the same scripts, in their order, that also carries Gatsby's inline scripts", () => {
    const html = deferScripts(page(gatsbyScripts))
    expect(html).not.toMatch(/<script src=/)
    // Gatsby's inline scripts (the page's path, the chunk mapping, the compilation hash) are in the loader now.
    expect(html).not.toContain('<script id="gatsby-script-loader">')
    expect(html).not.toContain('id="gatsby-chunk-mapping"')
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain(loader("/", ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
  })

  it("gives every page the same loader text, so the policy needs one hash for it", () => {
    const other = page(gatsbyScripts).replace('window.pagePath="/"', 'window.pagePath="/en/partners/"')
    const text = (html: string) => html.match(/<script id="gatsby-deferred-scripts"[^>]*>([^<]*)<\/script>/)![1]
    expect(text(deferScripts(other))).toBe(text(deferScripts(page(gatsbyScripts))))
    expect(deferScripts(other)).toContain('data-page-path="/en/partners/"')
  })

  it("sets window.pagePath, an empty chunk mapping and the compilation hash before it requests Gatsby's scripts", () => {
    const html = deferScripts(page(gatsbyScripts).replace('window.pagePath="/"', 'window.pagePath="/en/404/"'))
    const [, pagePath, code] = html.match(
      /<script id="gatsby-deferred-scripts" data-page-path="([^"]*)">([^<]*)<\/script>/,
    )!
    const window: { pagePath?: string; ___chunkMapping?: unknown; ___webpackCompilationHash?: string } = {}
    vm.runInNewContext(code, {
      window,
      document: {
        currentScript: { dataset: { pagePath } },
        readyState: "loading",
        createElement: () => ({}),
        body: { appendChild() {} },
      },
      addEventListener() {},
      PerformanceObserver: undefined,
    })
    expect(window.pagePath).toBe("/en/404/")
    // Gatsby's mapping is a string, which its loader reads as an object (`mapping[chunkName] || []`): no entry.
    const gatsbys = vm.runInNewContext(`var window = {}; ${chunkMapping} window.___chunkMapping`) as unknown
    expect([typeof gatsbys, (gatsbys as Record<string, unknown>)["component---src-pages-index-tsx"]]).toEqual([
      "string",
      undefined,
    ])
    expect(window.___chunkMapping).toEqual({})
    expect(window.___webpackCompilationHash).toBe("d015c917cbfaa0ab777c")
  })

  it("replaces the loader of an earlier build when Gatsby put new script tags into the page again", () => {
    const first = deferScripts(page(gatsbyScripts))
    // Gatsby re-stitches its scripts, with its inline scripts, into a page it did not render again.
    const rebuilt = first.replace("</body>", `${gatsbyInline}<script src="/app-4.js" async=""></script></body>`)
    const html = deferScripts(rebuilt)
    expect(html.match(/gatsby-deferred-scripts/g)).toHaveLength(1)
    expect(html).toContain(loader("/", ["/app-4.js"]))
  })

  it("keeps the page's path of a page a rebuild did not render again (Gatsby put back its scripts, not its page-path script)", () => {
    const first = deferScripts(page(gatsbyScripts).replace('window.pagePath="/"', 'window.pagePath="/en/partners/"'))
    const slice = gatsbyInline.slice(gatsbyInline.indexOf("<!-- slice-start"))
    const rebuilt = first.replace("</body>", `${slice}<script src="/app-4.js" async=""></script></body>`)
    const html = deferScripts(rebuilt)
    expect(html.match(/gatsby-deferred-scripts/g)).toHaveLength(1)
    expect(html).toContain(loader("/en/partners/", ["/app-4.js"]))
  })

  it("leaves a page that is not Gatsby's as it is", () => {
    const html =
      '<!DOCTYPE html><html><body><div id="nc-root"></div><script src="/admin/cms.js" defer></script></body></html>'
    expect(deferScripts(html)).toBe(html)
  })

  it("leaves a page an earlier build rewrote, and this one did not touch, as it is", () => {
    const html = deferScripts(page(gatsbyScripts))
    expect(deferScripts(html)).toBe(html)
  })

  it("stops the build, naming the tweak, when a Gatsby page has none of the script tags it recognises", () => {
    const changed = page(gatsbyScripts.replace(/ async=""/g, ' type="module"'))
    expect(() => deferScripts(changed, "public/index.html")).toThrow(
      'gatsby-plugin-fast-start, tweak "deferScripts": public/index.html is a Gatsby page (<div id="___gatsby">) ' +
        "without a script tag of Gatsby's that this recognises",
    )
    expect(() => deferScripts(changed)).toThrow("option deferScripts: false")
  })

  it("stops the build, naming the tweak, when a page has no </body> for the loader", () => {
    expect(() => deferScripts(page(gatsbyScripts).replace("</body>", ""), "public/index.html")).toThrow(
      'tweak "deferScripts": public/index.html has no </body>',
    )
  })

  it("stops the build, naming the tweak, when Gatsby's chunk mapping is an object its loader can read", () => {
    const fixed = page(gatsbyScripts).replace(chunkMapping, 'window.___chunkMapping={"app":["/app-3.js"]};')
    expect(() => deferScripts(fixed, "public/index.html")).toThrow(
      'tweak "deferScripts": public/index.html: Gatsby\'s chunk mapping is no longer a string',
    )
  })

  it.each([
    ["pagePath", 'window.pagePath="/"', 'window.___pagePath="/"'],
    ["chunkMapping", 'id="gatsby-chunk-mapping"', 'id="gatsby-chunks"'],
    ["compilationHash", "window.___webpackCompilationHash=", "window.___compilationHash="],
  ])(
    "stops the build, naming the tweak and the script, when Gatsby's %s script is not where it was",
    (name, from, to) => {
      const changed = page(gatsbyScripts).replace(from, to)
      expect(() => deferScripts(changed, "public/index.html")).toThrow(
        `gatsby-plugin-fast-start, tweak "deferScripts": public/index.html has Gatsby's script tags but not its ${name} script`,
      )
    },
  )
})

describe("scriptLoader", () => {
  /**
   * Runs the loader in a fake browser and reports which scripts it appended when. `photos`: the first
   * screen's eager photos, each decoded when the test says (`decoded`); frames and timers run on `frame`.
   */
  function run({
    complete,
    paintObserver = true,
    photos = 0,
  }: {
    complete: boolean
    paintObserver?: boolean
    photos?: number
  }) {
    const appended: string[] = []
    const listeners: Record<string, () => void> = {}
    let observerCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
    const decodes: (() => void)[] = []
    let frames: (() => void)[] = []
    let timers: (() => void)[] = []
    const images = Array.from({ length: photos }, () => ({
      decode: () => new Promise<void>((resolve) => decodes.push(resolve)),
    }))
    const context = {
      document: {
        readyState: complete ? "complete" : "interactive",
        createElement: () => ({ src: "", async: false }),
        body: { appendChild: (element: { src: string }) => appended.push(element.src) },
        querySelectorAll: (selector: string) => (selector === 'img[loading="eager"]' ? images : []),
      },
      Promise,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      PerformanceObserver: paintObserver
        ? class {
            constructor(callback: typeof observerCallback) {
              observerCallback = callback
            }
            observe() {}
            disconnect() {}
          }
        : undefined,
    }
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), context)
    /** The browser reports a paint entry (`first-paint` or `first-contentful-paint`). */
    const paint = (name = "first-contentful-paint") =>
      observerCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
    /** Promises settle, then the next frame is painted and the timers after it run. */
    const frame = async () => {
      await new Promise((resolve) => setImmediate(resolve))
      const [due, then] = [frames, timers]
      frames = []
      timers = []
      due.forEach((callback) => callback())
      then.forEach((callback) => callback())
      timers.splice(0).forEach((callback) => callback())
    }
    const decoded = () => decodes.splice(0).forEach((resolve) => resolve())
    return { appended, load: () => listeners.load?.(), paint, frame, decoded }
  }

  it("requests the scripts once the page has loaded and been painted, not before", async () => {
    const browser = run({ complete: false })
    browser.paint()
    await browser.frame()
    expect(browser.appended).toEqual([])
    browser.load()
    expect(browser.appended).toEqual([])
    await browser.frame()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("waits after the load event until the first screen's photos are decoded and the frame that paints them is out", async () => {
    const browser = run({ complete: false, photos: 2 })
    browser.paint()
    browser.load()
    await browser.frame()
    await browser.frame()
    expect(browser.appended).toEqual([])
    browser.decoded()
    await browser.frame()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("waits for the first contentful paint, not the earlier first paint", async () => {
    const browser = run({ complete: true })
    await browser.frame()
    browser.paint("first-paint")
    expect(browser.appended).toEqual([])
    browser.paint("first-contentful-paint")
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("does not wait for a load event that has passed", async () => {
    const browser = run({ complete: true })
    await browser.frame()
    expect(browser.appended).toEqual([])
    browser.paint()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("only waits for the load event where paints are not observable", async () => {
    const browser = run({ complete: false, paintObserver: false })
    browser.load()
    await browser.frame()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })
})
