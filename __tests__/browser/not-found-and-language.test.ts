import type { Browser } from "playwright-core"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, pages } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("404", () => {
  it.each([
    ["/gibt-es-nicht/", "de", "Hoppla! Seite nicht gefunden", "Zurück zur Startseite", "/"],
    ["/en/does-not-exist/", "en", "Oops! Page not found", "Return to Home", "/en/"],
    // Under a folder that has pages (/partners/<id>/): a partner that does not exist.
    ["/partners/nope/", "de", "Hoppla! Seite nicht gefunden", "Zurück zur Startseite", "/"],
    ["/en/partners/nope/", "en", "Oops! Page not found", "Return to Home", "/en/"],
  ] as const)("%s answers 404 in %s, logs the path and links home", async (path, language, title, home, homeHref) => {
    const response = await fetch(siteUrl(path))
    expect(response.status).toBe(404)
    const { page } = await openPage(browser, "/", { javaScriptEnabled: true })
    const logged = page.waitForEvent("console", {
      predicate: (message) => message.type() === "info" && message.text().includes(path),
    })
    await page.goto(siteUrl(path))
    expect(await page.getAttribute("html", "lang")).toBe(language)
    const h1 = await page.locator("h1").innerText()
    expect(h1).toContain("404")
    expect(h1).toContain(title)
    await expect(page.locator("main a", { hasText: home }).getAttribute("href")).resolves.toBe(homeHref)
    await expect(logged.then((message) => message.text())).resolves.toContain(path)
    await page.close()
  })
})

describe("DE|EN switch", () => {
  it.each(pages)("takes the visitor from %s to the same page in English and back", async (route) => {
    const { page, consoleErrors } = await openPage(browser, route)
    await page.locator('header a[lang="en"]').click()
    await page.waitForURL(siteUrl(inLanguage(route, "en")))
    await page.waitForFunction(() => document.documentElement.lang === "en")
    await expect(page.locator('header a[lang="en"]').getAttribute("aria-current")).resolves.toBe("true")
    await page.locator('header a[lang="de"]').click()
    await page.waitForURL(siteUrl(route))
    await page.waitForFunction(() => document.documentElement.lang === "de")
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
