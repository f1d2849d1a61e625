import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { CompileHints, compileHint } from "../../../plugins/gatsby-plugin-fast-start/compile-hints"

/**
 * A real (small) production build, minified and with source maps as Gatsby's: an `app` entry with its runtime and a
 * `framework` chunk, a page chunk and a chunk loaded later.
 */
function build(files: Record<string, string>, entry: Record<string, string> = { app: "./app.js" }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-start-hints-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const compiler = webpack({
    mode: "production",
    context: dir,
    devtool: "source-map",
    entry,
    output: { path: path.join(dir, "public"), filename: "[name]-[contenthash].js" },
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: {
        chunks: "all",
        cacheGroups: { framework: { name: "framework", test: /[\\/]node_modules[\\/]react[\\/]/, enforce: true } },
      },
    },
    plugins: [new CompileHints() as unknown as { apply(compiler: webpack.Compiler): void }],
  })
  return new Promise<{ errors: string[]; read: (prefix: string) => string }>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined)
      if (error || !stats) return reject(error)
      const out = path.join(dir, "public")
      const read = (prefix: string) => {
        const file = fs.readdirSync(out).find((name) => name.startsWith(prefix))
        if (!file) throw new Error(`no ${prefix} in ${fs.readdirSync(out).join(", ")}`)
        return fs.readFileSync(path.join(out, file), "utf8")
      }
      resolve({ errors: stats.compilation.errors.map((e) => e.message), read })
    }),
  )
}

const site = {
  "node_modules/react/package.json": '{ "name": "react", "main": "index.js" }',
  "node_modules/react/index.js": "exports.createElement = function createElement(type) { return { type: type } }\n",
  "app.js": [
    'import { createElement } from "react"',
    'import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./page.js").then((page) => page.render(createElement))',
    'document.addEventListener("click", () => import(/* webpackChunkName: "lightbox" */ "./lightbox.js").then(console.log))',
  ].join("\n"),
  "page.js": "export function render(h) { return h('main') }\n",
  "lightbox.js": "export function open(photo) { return photo.src }\n",
}

describe("compileHints: the scripts a page starts with carry V8's compile hint", () => {
  it("gives it to the app entry's chunks and the page chunks, as their first line, and not to later chunks", async () => {
    const { errors, read } = await build(site)
    expect(errors).toEqual([])
    for (const chunk of ["webpack-runtime-", "framework-", "app-", "component---src-pages-index-tsx-"]) {
      expect(read(chunk).split("\n")[0]).toBe(compileHint)
    }
    expect(read("lightbox-")).not.toContain(compileHint)
  })

  it("keeps the source maps true: the added first line maps to nothing, the next ones as before", async () => {
    const { read } = await build(site)
    const pageMap = JSON.parse(readMap(read, "component---src-pages-index-tsx-"))
    const lightboxMap = JSON.parse(readMap(read, "lightbox-"))
    expect(pageMap.mappings.startsWith(";")).toBe(true)
    expect(lightboxMap.mappings.startsWith(";")).toBe(false)
    expect(pageMap.sources.some((source: string) => source.endsWith("page.js"))).toBe(true)
  })

  it("stops the build, naming the tweak, when there is no app entry", async () => {
    const { errors } = await build(site, { main: "./app.js" })
    expect(errors).toEqual([expect.stringMatching(/tweak "compileHints": webpack's configuration has no `app` entry/)])
  })

  it("stops the build, naming the tweak, when no chunk has the name of a Gatsby page chunk", async () => {
    const { errors } = await build({ ...site, "app.js": 'import("./page.js").then(console.log)\n' })
    expect(errors).toEqual([expect.stringMatching(/tweak "compileHints": no chunk is named `component---…`/)])
  })
})

/** The source map written beside a script. */
function readMap(read: (prefix: string) => string, prefix: string): string {
  const script = read(prefix)
  const name = /\/\/# sourceMappingURL=(\S+)/.exec(script)?.[1]
  if (!name) throw new Error(`${prefix}: no sourceMappingURL`)
  return read(name)
}
