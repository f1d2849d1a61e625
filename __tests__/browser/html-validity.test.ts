/**
 * Valid HTML: the W3C Nu Html Checker (vnu-jar, run on the machine's Java) finds no error
 * on any page of the built site. The pages are listed from the files in public/ (so a new
 * page is checked without touching this test) and checked by one vnu run, one JVM start.
 * It reads the files, not the server: public/ (or SITE_DIR) must have been built.
 *
 * Only the checker's known false positives are filtered (`--filterpattern` below), each with why.
 */
import path from "path"
import { builtPages, checkHtml, formatMessage, type VnuMessage } from "./support/vnu"
import { allPages, inLanguage, languages, thankYouPages } from "./support/site-data"

const repoRoot = path.resolve(__dirname, "../..")
const siteDir = path.resolve(repoRoot, process.env.SITE_DIR || "public")

/** The page's file: "/en/events/" → "en/events/index.html". */
const fileOf = (pathName: string) => `${pathName.replace(/^\//, "")}index.html`

/** What the site has today; builtPages may find more. */
const expectedPages = languages.flatMap((language) => [
  ...[...allPages, ...thankYouPages].map((route) => fileOf(inLanguage(route, language))),
  // Gatsby writes each 404 page twice: as 404.html (what Netlify answers unknown paths with) and 404/index.html;
  // Netlify's adapter moves the second of a language with a matchPath (/en/*) to [...].html.
  inLanguage("/404.html", language).replace(/^\//, ""),
  language === "de" ? fileOf("/404/") : inLanguage("/[...].html", language).replace(/^\//, ""),
])

let pages: string[]
let messages: VnuMessage[]

beforeAll(async () => {
  pages = builtPages(siteDir)
  // The HTML standard allows `blocking` on <link rel="expect"> (#link-type-expect, PageHead's);
  // vnu 26.9.27 still knows it for stylesheets only.
  messages = await checkHtml(pages, [
    "--filterpattern",
    "A .link. element with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet.\\.",
  ])
}, 180_000)

describe("valid HTML (W3C Nu Html Checker)", () => {
  it("checks every built page of both languages, 404 pages included", () => {
    const found = pages.map((file) => path.relative(siteDir, file).split(path.sep).join("/"))
    expect(found).toEqual(expect.arrayContaining(expectedPages))
    expect(found.length).toBeGreaterThanOrEqual(expectedPages.length)
  })

  it("finds no error on any of them", () => {
    // "non-document-error" is a file vnu could not read or parse at all: also a failure.
    const errors = messages.filter((message) => message.type !== "info")
    expect(errors.map((message) => formatMessage(message, repoRoot))).toEqual([])
  })
})
