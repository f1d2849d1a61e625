/**
 * An unexpected runtime error shows a translated "Unexpected Application Error" with a way
 * home instead of a blank page. No page of the site throws, and a page that throws only
 * for tests is not wanted in production; so these tests break the data a page gets from
 * the server (its page-data.json, rewritten with page.route) the way a bad deploy or a
 * truncated response would, and the page's own code fails on it:
 *  - a partner without a processable image makes PartnerDetail throw (inside Layout:
 *    Layout's boundary keeps header and footer);
 *  - a page without `site` data makes the page component itself throw (outside Layout:
 *    the boundary of wrapPageElement in gatsby-browser.tsx).
 */
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, t, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type PageData = { result: { data: Record<string, unknown> } }

/** Serve `path`'s page-data.json changed by `change`. */
function breakPageData(path: string, change: (data: PageData["result"]["data"]) => void) {
  return async (page: Page) => {
    const slug = path.replace(/^\/|\/$/g, "") || "index"
    await page.route(`**/page-data/${slug}/page-data.json`, async (route) => {
      try {
        const response = await route.fetch()
        const json = (await response.json()) as PageData
        change(json.result.data)
        await route.fulfill({ response, json })
      } catch (error) {
        // A request still being answered when the test closed the page (slow on a loaded machine): nobody waits for it.
        if (!page.isClosed()) throw error
      }
    })
  }
}

const brokenPartnerImage = (data: PageData["result"]["data"]) => {
  const partners = data.partners as { nodes: { images: { childImageSharp: unknown }[] }[] }
  partners.nodes[0].images[0].childImageSharp = null
}
const noSite = (data: PageData["result"]["data"]) => {
  data.site = null
}

async function expectFallback(page: Page, language: Language): Promise<void> {
  const alert = page.getByRole("alert")
  await alert.waitFor()
  expect((await alert.getByRole("heading", { level: 1 }).innerText()).trim()).toBe(t(language, "error.title"))
  await expect(alert.innerText()).resolves.toContain(t(language, "error.text"))
  const home = alert.getByRole("link", { name: t(language, "error.home"), exact: true })
  await expect(home.getAttribute("href")).resolves.toBe(inLanguage("/", language))
  expect(await page.getAttribute("html", "lang")).toBe(language)
  // A title, even when the page's Head failed too.
  await page.waitForFunction(() => document.title.trim() !== "")
}

const logged = (consoleErrors: string[]) =>
  consoleErrors.some((message) => message.includes("Unexpected application error"))

describe("an error in a page's content", () => {
  it("after a link (en): the fallback between header and footer; the next page works again", async () => {
    const { page, consoleErrors } = await openPage(browser, "/en/", {
      prepare: breakPageData("/en/partners/", brokenPartnerImage),
    })
    await page.locator('header nav a[href="/en/partners/"]').first().click()
    await page.waitForURL(siteUrl("/en/partners/"))
    await expectFallback(page, "en")
    expect(await page.locator("header nav").first().isVisible()).toBe(true)
    expect(await page.locator("footer").last().isVisible()).toBe(true)
    expect(logged(consoleErrors)).toBe(true)
    // The visitor goes on: the next page is shown normally.
    await page.locator('header nav a[href="/en/contact/"]').first().click()
    await page.waitForURL(siteUrl("/en/contact/"))
    await page.getByRole("heading", { level: 1, name: t("en", "contact.title") }).waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    await page.close()
  })

  it("on a page opened directly (de): the fallback replaces the server-rendered content; its link leads home", async () => {
    const { page, consoleErrors } = await openPage(browser, "/partners/", {
      prepare: breakPageData("/partners/", brokenPartnerImage),
      hydrated: false,
    })
    await expectFallback(page, "de")
    expect(await page.locator("main article").count()).toBe(0)
    expect(logged(consoleErrors)).toBe(true)
    await page.getByRole("link", { name: t("de", "error.home"), exact: true }).click()
    await page.waitForURL(siteUrl("/"))
    await page.locator("#partners article").first().waitFor()
    await page.close()
  })
})

describe("an error in the page component itself, outside the layout", () => {
  it("after a link (en): the fallback, not a blank page; Back shows the previous page again", async () => {
    const { page, consoleErrors } = await openPage(browser, "/en/", { prepare: breakPageData("/en/contact/", noSite) })
    await page.locator('header nav a[href="/en/contact/"]').first().click()
    await page.waitForURL(siteUrl("/en/contact/"))
    await expectFallback(page, "en")
    expect(logged(consoleErrors)).toBe(true)
    await page.goBack()
    await page.waitForURL(siteUrl("/en/"))
    await page.locator("#partners article").first().waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    // With its own title again.
    await page.waitForFunction((failed) => document.title !== "" && document.title !== failed, t("en", "error.title"))
    await page.close()
  })

  it("on a page opened directly (de): the fallback, not a blank page", async () => {
    const { page, consoleErrors } = await openPage(browser, "/contact/", {
      prepare: breakPageData("/contact/", noSite),
      hydrated: false,
    })
    await expectFallback(page, "de")
    expect(logged(consoleErrors)).toBe(true)
    // Styled with the site's colours, and accessible (it is all the page has now).
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})
