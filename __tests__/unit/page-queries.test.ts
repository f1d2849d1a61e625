import fs from "fs"
import os from "os"
import path from "path"
import { collections, isFolderCollection } from "../../src/content/collections"
import { checkPageQueries, pageComponents, pageQueryProblem, pageQueryProblems } from "../../src/gatsby/page-queries"

const root = path.resolve(__dirname, "../..")
const legalPage = fs.readFileSync(path.join(root, "src/templates/legal-page.tsx"), "utf8")
const recipe = '(docs/architecture.md, "Add a collection")'
/** Each collection with pages and its template, as the table declares them. */
const templates = collections.filter(isFolderCollection).flatMap((c) => (c.pages ? [[c.name, c.pages.template]] : []))

/** The legal page's template with a text of its query taken out; fails the test if the text is not there. */
function legalPageWithout(text: string): string {
  if (!legalPage.includes(text)) throw new Error(`src/templates/legal-page.tsx no longer contains ${text}`)
  return legalPage.replace(text, "")
}

describe("onPreBootstrap: each page's query holds what its layout and head read", () => {
  it("finds nothing missing in the site's pages and templates", () => {
    expect(pageComponents(root)).toEqual(
      expect.arrayContaining([
        "src/pages/index.tsx",
        "src/pages/party-rooms/thanks.tsx",
        ...templates.map(([, template]) => template),
      ]),
    )
    expect(pageQueryProblems(root)).toEqual([])
  })

  it("names the file, the missing part, who needs it and the fix, in one line", () => {
    expect(pageQueryProblem("src/templates/notice-page.tsx", legalPageWithout("...SiteSeo"))).toBe(
      "src/templates/notice-page.tsx: the page's query has no `site: siteYaml { ...SiteSeo }`, which pageHead needs: " +
        `add it at its top level, as src/templates/legal-page.tsx does ${recipe}`,
    )
  })

  it("lists every missing part, each with the component that needs it", () => {
    const without = legalPageWithout("...LayoutData").replace("...PageLocales", "")
    expect(pageQueryProblem("src/templates/notice-page.tsx", without)).toBe(
      "src/templates/notice-page.tsx: the page's query has no `...PageLocales`, which pageHead and Layout need, " +
        "and no `...LayoutData`, which Layout needs: add them at its top level, as src/templates/legal-page.tsx does " +
        recipe,
    )
  })

  it("takes SiteSeo only under `site: siteYaml`, where pageHead reads it", () => {
    const elsewhere = legalPage.replace("site: siteYaml {\n      ...SiteSeo", "settings: siteYaml {\n      ...SiteSeo")
    expect(pageQueryProblem("src/templates/x.tsx", elsewhere)).toMatch(/has no `site: siteYaml \{ \.\.\.SiteSeo \}`/)
  })

  it("asks for LayoutData where a page is laid out by DetailPage, as the event and partner pages are", () => {
    const eventPage = fs.readFileSync(path.join(root, "src/templates/event-page.tsx"), "utf8")
    expect(pageQueryProblem("src/templates/event-page.tsx", eventPage.replace("...LayoutData", ""))).toMatch(
      /has no `\.\.\.LayoutData`, which DetailPage needs: add it/,
    )
  })

  it("asks for a page query where a component that uses Layout has none", () => {
    const noQuery = legalPage.slice(0, legalPage.indexOf("export const query"))
    expect(pageQueryProblem("src/templates/x.tsx", noQuery)).toBe(
      "src/templates/x.tsx: no page query (`export const query = graphql`…``), though pageHead and Layout need its " +
        "data: add one with `...PageLocales`, `site: siteYaml { ...SiteSeo }` and `...LayoutData`, as " +
        `src/templates/legal-page.tsx does ${recipe}`,
    )
  })

  it("asks nothing of a page that uses neither Layout nor pageHead, nor of a query Gatsby will report as unreadable", () => {
    const plain = 'import { graphql } from "gatsby"\nexport default function P() { return null }\n'
    expect(pageQueryProblem("src/templates/plain.tsx", plain)).toBeUndefined()
    expect(pageQueryProblem("src/templates/x.tsx", legalPage.replace("query LegalPage(", "query LegalPage(("))).toBe(
      undefined,
    )
  })

  it("names a template the table declares that does not exist, and stops the build with one line per page", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "passage-page-queries-"))
    // Every template the table names is there but the first.
    const [[missingOwner, missing], ...present] = templates
    try {
      fs.mkdirSync(path.join(copy, "src/pages"), { recursive: true })
      fs.writeFileSync(path.join(copy, "src/pages/index.tsx"), legalPageWithout("...LayoutData"))
      for (const [, template] of present) {
        fs.mkdirSync(path.dirname(path.join(copy, template)), { recursive: true })
        fs.copyFileSync(path.join(root, template), path.join(copy, template))
      }
      const reporter = { panic: jest.fn() }
      checkPageQueries({ reporter }, copy)
      expect(reporter.panic).toHaveBeenCalledTimes(1)
      expect(reporter.panic.mock.calls[0][0].split("\n")).toEqual([
        expect.stringMatching(
          /^src\/pages\/index\.tsx: the page's query has no `\.\.\.LayoutData`, which Layout needs/,
        ),
        `${missing}: no such file, though src/content/collections.ts names it as the template of the collection "${missingOwner}": ` +
          `create it ${recipe}`,
      ])
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})
