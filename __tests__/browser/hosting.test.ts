import type { Browser } from "playwright-core"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, legalPages, pages } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const allPages = (["de", "en"] as const).flatMap((language) =>
  [...pages, ...legalPages].map((route) => inLanguage(route, language)),
)

describe("security headers", () => {
  it.each(["/", "/en/party-rooms/", "/does-not-exist/"])("%s carries CSP, HSTS and friends", async (path) => {
    const response = await fetch(siteUrl(path))
    const csp = response.headers.get("content-security-policy") ?? ""
    // Pages get the site's full policy; an unknown address (the 404 page) at least the shared one.
    if (path !== "/does-not-exist/") expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toContain("camera=()")
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable")
  })

  it("caches hashed bundles for a year", async () => {
    const html = await (await fetch(siteUrl("/"))).text()
    const app = html.match(/"(\/app-[0-9a-f]{20}\.js)"/)![1]
    const response = await fetch(siteUrl(app))
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    // CSP means something on documents only: a script gets the short shared policy, not every page's script hashes.
    expect(response.headers.get("content-security-policy") ?? "").not.toContain("sha256")
  })
})

describe("privacy", () => {
  it.each(allPages)("%s asks no third party for anything while it loads and scrolls", async (path) => {
    const { page, consoleErrors } = await openPage(browser, "about:blank")
    const origin = new URL(siteUrl("/")).origin
    const foreign: string[] = []
    page.on("request", (request) => {
      const url = request.url()
      if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url)
    })
    await page.goto(siteUrl(path), { waitUntil: "networkidle" })
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      }
    })
    await page.waitForLoadState("networkidle")
    expect(foreign).toEqual([])
    expect(consoleErrors.filter((line) => /Content Security Policy|Refused to/.test(line))).toEqual([])
    await page.close()
  })
})

describe("newsletter (Netlify Forms)", () => {
  it.each([
    ["de", "Danke für Ihre Anmeldung!"],
    ["en", "Thank you for subscribing!"],
  ] as const)("works without JavaScript in %s and thanks the visitor", async (language, thanks) => {
    const { page } = await openPage(browser, inLanguage("/", language), { javaScriptEnabled: false })
    const form = page.locator('form[name="newsletter"]')
    await expect(form.getAttribute("data-netlify")).resolves.toBe("true")
    await expect(form.getAttribute("data-netlify-honeypot")).resolves.toBe("bot-field")
    await expect(form.locator('input[name="form-name"]').inputValue()).resolves.toBe("newsletter")
    await form.locator('input[type="email"]').fill("gast@example.at")
    await form.locator('button[type="submit"]').click()
    await page.waitForURL(siteUrl(inLanguage("/newsletter-thanks/", language)))
    await expect(page.locator("h1").innerText()).resolves.toBe(thanks)
    await page.close()
  })
})
