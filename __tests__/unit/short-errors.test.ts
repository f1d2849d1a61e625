import fs from "fs"
import path from "path"
import { htmlRendererWithoutSourceMaps, withShortErrors } from "../../src/gatsby/short-errors"

const root = path.resolve(__dirname, "../..")
const fakeReporter = () => ({ panic: jest.fn(), verbose: jest.fn() })

describe("gatsby-node's errors: the message, not the compiled gatsby-node.js around it", () => {
  it("stops the build with the message alone, thrown or rejected, the stack only for --verbose", async () => {
    for (const api of [
      () => {
        throw new Error("src/content/collections.ts: the fix")
      },
      async () => Promise.reject(new Error("src/content/collections.ts: the fix")),
    ]) {
      const reporter = fakeReporter()
      await withShortErrors(api)({ reporter })
      expect(reporter.panic.mock.calls).toEqual([["src/content/collections.ts: the fix"]])
      expect(reporter.verbose).toHaveBeenCalledWith(expect.stringMatching(/^Error: src\/content\/collections.ts/))
    }
  })

  it("passes every argument on and lets a build without errors go on", async () => {
    const reporter = fakeReporter()
    const api = jest.fn()
    await withShortErrors(api)({ reporter }, { option: true })
    expect(api).toHaveBeenCalledWith({ reporter }, { option: true })
    expect(reporter.panic).not.toHaveBeenCalled()
  })

  it("builds the HTML renderer without source maps, whose frames Gatsby maps into minified react-dom", () => {
    for (const stage of ["develop", "develop-html", "build-javascript", "build-html"]) {
      const actions = { setWebpackConfig: jest.fn() }
      htmlRendererWithoutSourceMaps({ stage, actions })
      expect({ stage, calls: actions.setWebpackConfig.mock.calls }).toEqual({
        stage,
        calls: stage === "build-html" ? [[{ devtool: false }]] : [],
      })
    }
  })

  it("wraps every API the site's gatsby-node.ts exports", () => {
    const source = fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8")
    const apis = [...source.matchAll(/^export const (\w+)[^=]*= (\w+)/gm)]
    expect(apis.map(([, name]) => name)).toEqual(
      expect.arrayContaining(["onPreBootstrap", "createPages", "onCreatePage", "onCreateWebpackConfig", "onPostBuild"]),
    )
    expect(apis.filter(([, , wrapper]) => wrapper !== "withShortErrors").map(([, name]) => name)).toEqual([])
    expect(source).not.toMatch(/^export \{/m)
  })
})
