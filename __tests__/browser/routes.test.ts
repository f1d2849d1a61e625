import type { Browser } from "playwright-core"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, legalPages, pages, partnerPages, partners } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("page titles are unique", () => {
  // The title is in the server-rendered HTML (every-page.test.ts checks it after hydration, with the site's name).
  it("has a title of its own for each main page and each partner's page in each language", async () => {
    const titles = new Set<string>()
    for (const language of ["de", "en"] as const) {
      for (const route of [...pages, ...partnerPages]) {
        const html = await (await fetch(siteUrl(inLanguage(route, language)))).text()
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
        expect(title).toBeTruthy()
        titles.add(title!)
      }
    }
    expect(titles.size).toBe(2 * (pages.length + partnerPages.length))
  })
})

describe("footer links lead to real pages", () => {
  it.each(["de", "en"] as const)("privacy, terms and accessibility exist in %s", async (language) => {
    const { page } = await openPage(browser, inLanguage("/", language))
    const hrefs = await page.locator("footer nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    for (const route of legalPages) expect(hrefs).toContain(inLanguage(route, language))
    for (const href of hrefs) {
      const response = await page.request.get(siteUrl(href as string))
      expect(response.status()).toBe(200)
    }
    await page.close()
  })
})

describe("the partners are the eight of data/partners", () => {
  it("lists them in order on the partners page, each an article named by its heading", async () => {
    const { page } = await openPage(browser, "/en/partners/")
    const names = await page.locator("main article h2").allTextContents()
    expect(names.map((name) => name.trim())).toEqual(partners().map((partner) => partner.name))
    await page.close()
  })
})
