import type { Browser } from "playwright-core"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { allPages, inLanguage, legalPages, pages, partnerPages, partners, readYaml } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = readYaml<{ name: string; phone: { display: string }; email: { display: string } }>("site.yaml")

const expectedH1: Record<string, { de: RegExp; en: RegExp }> = {
  "/": { de: /Willkommen in der\s+Freiung Passage/, en: /Welcome to the\s+Freiung Passage/ },
  "/events/": { de: /^Events$/, en: /^Events$/ },
  "/party-rooms/": { de: /^Partyräume$/, en: /^Party rooms$/ },
  "/partners/": { de: /^Unsere Partner$/, en: /^Our partners$/ },
  "/contact/": { de: /^Kontakt$/, en: /^Contact$/ },
  ...Object.fromEntries(
    partners().map((partner) => {
      const name = new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)
      return [`/partners/${partner.id}/`, { de: name, en: name }]
    }),
  ),
}

describe.each(["de", "en"] as const)("every page in %s", (language) => {
  it.each(allPages)("%s answers 200 with its language, title, one h1, landmarks and footer", async (route) => {
    const path = inLanguage(route, language)
    const { page, consoleErrors } = await openPage(browser, path)
    const response = await page.request.get(siteUrl(path))
    expect(response.status()).toBe(200)
    expect(await page.getAttribute("html", "lang")).toBe(language)
    expect(await page.title()).toContain(site.name)
    expect(await page.locator("h1").count()).toBe(1)
    if (expectedH1[route]) expect((await page.locator("h1").innerText()).trim()).toMatch(expectedH1[route][language])
    expect(await page.locator("header nav").count()).toBeGreaterThan(0)
    expect(await page.locator("main").count()).toBe(1)
    const footer = page.locator("footer").last()
    await expect(footer.innerText()).resolves.toContain("Freiung 9-11")
    await expect(footer.innerText()).resolves.toContain("4600 Wels")
    await expect(footer.innerText()).resolves.toContain(site.phone.display)
    await expect(footer.innerText()).resolves.toContain(site.email.display)
    await expect(footer.innerText()).resolves.toContain("© 2024")
    await expect(footer.innerText()).resolves.toMatch(language === "de" ? /Täglich geöffnet/ : /Open daily/)
    const canonical = await page.getAttribute('link[rel="canonical"]', "href")
    expect(canonical).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`))
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("page titles are unique", () => {
  // It opens every main and partner page in both languages (about 30 pages) one after the other.
  it("has a title of its own for each main page and each partner's page in each language", async () => {
    const titles = new Set<string>()
    for (const language of ["de", "en"] as const) {
      for (const route of [...pages, ...partnerPages]) {
        const { page } = await openPage(browser, inLanguage(route, language), { javaScriptEnabled: false })
        titles.add(await page.title())
        await page.close()
      }
    }
    expect(titles.size).toBe(2 * (pages.length + partnerPages.length))
  }, 180_000)
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
