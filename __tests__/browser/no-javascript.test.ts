import type { Browser } from "playwright-core"
import { launchBrowser, openPage, renderedText } from "./support/browser"
import { allPages, inLanguage, partners } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("without JavaScript", () => {
  it.each(allPages)("%s is complete server-rendered HTML", async (route) => {
    const { page } = await openPage(browser, route, { javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
    expect(await page.locator("h1").isVisible()).toBe(true)
    const links = page.locator("header .site-nav a")
    expect(await links.first().isVisible()).toBe(true)
    expect(
      await page
        .locator("header button")
        .filter({ hasText: "" })
        .evaluateAll((buttons) => buttons.filter((b) => getComputedStyle(b).display !== "none").length),
    ).toBe(0)
    expect(await page.locator("footer").innerText()).toContain("Freiung 9-11")
    await page.close()
  })

  it("shows every partner with name, hours and phone on the home page", async () => {
    const { page } = await openPage(browser, inLanguage("/", "en"), { javaScriptEnabled: false })
    // Cards far below the first screen are laid out when the visitor scrolls to them.
    let section = ""
    for (const card of await page.locator("#partners article").all()) section += `${await renderedText(card)}\n`
    for (const partner of partners()) {
      expect(section).toContain(partner.name)
      if (partner.phone) expect(section).toContain(partner.phone.display)
    }
    expect(await page.locator("#partners").evaluate((el) => getComputedStyle(el).opacity)).toBe("1")
    await page.close()
  })
})
