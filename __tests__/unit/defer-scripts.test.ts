import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import { deferScripts, deferScriptsInPages, scriptLoader } from "../../src/gatsby/defer-scripts"

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby">…</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${body}</body></html>`
const gatsbyScripts = '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>'

describe("deferScripts", () => {
  it("replaces Gatsby's script tags with one loader for the same scripts, in their order, and keeps the inline data", () => {
    const html = deferScripts(page(gatsbyScripts))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-script-loader">')
    expect(html).toContain(`<script id="gatsby-deferred-scripts">${scriptLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script></body>`)
  })

  it("replaces the loader of an earlier build when Gatsby put new script tags into the page again", () => {
    const rebuilt = deferScripts(page(gatsbyScripts)).replace("</body>", '<script src="/app-4.js" async=""></script></body>')
    const html = deferScripts(rebuilt)
    expect(html.match(/gatsby-deferred-scripts/g)).toHaveLength(1)
    expect(html).toContain(scriptLoader(["/app-4.js"]))
  })

  it("leaves a page without Gatsby's scripts as it is", () => {
    const html = page('<script src="/admin/cms.js" defer></script>')
    expect(deferScripts(html)).toBe(html)
  })
})

describe("scriptLoader", () => {
  /** Runs the loader in a fake browser and reports which scripts it appended when. */
  function run({ complete, paintObserver = true }: { complete: boolean; paintObserver?: boolean }) {
    const appended: string[] = []
    const listeners: Record<string, () => void> = {}
    let observerCallback: (() => void) | undefined
    const context = {
      document: {
        readyState: complete ? "complete" : "interactive",
        createElement: () => ({ src: "", async: false }),
        body: { appendChild: (element: { src: string }) => appended.push(element.src) },
      },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      PerformanceObserver: paintObserver
        ? class {
            constructor(callback: () => void) {
              observerCallback = callback
            }
            observe() {}
            disconnect() {}
          }
        : undefined,
    }
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), context)
    return { appended, load: () => listeners.load?.(), paint: () => observerCallback?.() }
  }

  it("requests the scripts once the page has loaded and been painted, not before", () => {
    const browser = run({ complete: false })
    browser.paint()
    expect(browser.appended).toEqual([])
    browser.load()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("does not wait for a load event that has passed", () => {
    const browser = run({ complete: true })
    expect(browser.appended).toEqual([])
    browser.paint()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })

  it("only waits for the load event where paints are not observable", () => {
    const browser = run({ complete: false, paintObserver: false })
    browser.load()
    expect(browser.appended).toEqual(["/a.js", "/b.js"])
  })
})

describe("deferScriptsInPages", () => {
  it("rewrites every page Gatsby built, but not /admin/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "defer-"))
    fs.mkdirSync(path.join(dir, "en"))
    fs.mkdirSync(path.join(dir, "admin"))
    for (const file of ["index.html", path.join("en", "index.html"), path.join("admin", "index.html")]) {
      fs.writeFileSync(path.join(dir, file), page(gatsbyScripts))
    }
    expect(deferScriptsInPages(dir)).toBe(2)
    expect(fs.readFileSync(path.join(dir, "en", "index.html"), "utf8")).not.toContain('<script src="/app-3.js"')
    expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toContain('<script src="/app-3.js"')
    fs.rmSync(dir, { recursive: true })
  })
})
