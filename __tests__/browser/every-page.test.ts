/**
 * Every page in both languages, and both 404 pages, each loaded once and scrolled through
 * (so that lazy images, the carousels' Swiper and the reveal sections have all started):
 * - no console error or warning (React's hydration warnings included);
 * - axe finds no WCAG 2.0/2.1/2.2 A or AA violation in the light and in the dark colour scheme;
 * - nothing was asked of a third party, and the Content-Security-Policy refused nothing;
 * - a page answers 200 with its language, a title with the site's name, one h1, landmarks,
 *   the footer's facts from data/site.yaml, its canonical and alternate links.
 * Also axe with the mobile menu open.
 */
import type { Browser } from "playwright-core"
import { axeViolations as violations } from "./support/axe"
import {
  animationsDone,
  launchBrowser,
  openPage,
  scrollThrough,
  settled,
  siteUrl,
  unexpected,
  type OpenedPage,
} from "./support/browser"
import {
  allPages,
  inLanguage,
  languages,
  notFoundPaths,
  partnerKindPages,
  partners,
  readYaml,
  t,
} from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A 404 page answers with status 404, which Chromium logs as a failed resource. For an
 * unknown German path Gatsby's loader also asks for the path's page-data.json (404),
 * falls back to the 404 page's data and then checks the path on the server with a HEAD
 * request without the trailing slash (404 again). The English 404 page has a matchPath
 * (/en/*, src/gatsby/on-create-page.ts) and does neither; giving the German one "/*"
 * would silence these two as well.
 */
function expected404Messages(path: string): RegExp[] {
  const failed = (url: string) =>
    new RegExp(
      `^\\[error\\] Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${escape(url)}:`,
    )
  return [
    failed(siteUrl(path)),
    failed(siteUrl(path.replace(/\/$/, ""))),
    failed(siteUrl(`/page-data${path}page-data.json`)),
  ]
}

const site = readYaml<{ name: string; phone: { display: string }; email: { display: string } }>("site.yaml")

const expectedH1: Record<string, { de: RegExp; en: RegExp }> = {
  "/": { de: /Willkommen in der\s+Freiung Passage/, en: /Welcome to the\s+Freiung Passage/ },
  "/events/": { de: /^Events$/, en: /^Events$/ },
  "/party-rooms/": { de: /^Partyräume$/, en: /^Party rooms$/ },
  "/partners/": { de: /^Unsere Partner$/, en: /^Our partners$/ },
  "/contact/": { de: /^Kontakt$/, en: /^Contact$/ },
  ...Object.fromEntries(
    partners().map((partner) => {
      const name = new RegExp(`^${escape(partner.name)}$`)
      return [`/partners/${partner.id}/`, { de: name, en: name }]
    }),
  ),
}

const targets = [
  ...languages.flatMap((language) =>
    [...allPages, ...partnerKindPages].map((route) => ({
      path: inLanguage(route, language),
      route,
      language,
      allowed: [] as RegExp[],
    })),
  ),
  ...languages.map((language) => ({
    path: inLanguage("/party-rooms/thanks/", language),
    route: undefined,
    language,
    allowed: [] as RegExp[],
  })),
  ...languages.map((language) => ({
    path: notFoundPaths[language],
    route: undefined,
    language,
    allowed: expected404Messages(notFoundPaths[language]),
  })),
]

describe.each(targets)("$path", ({ path, route, language, allowed }) => {
  let opened: OpenedPage
  const foreign: string[] = []
  beforeAll(async () => {
    const origin = new URL(siteUrl("/")).origin
    opened = await openPage(browser, path, {
      colorScheme: "light",
      prepare: async (page) => {
        page.on("request", (request) => {
          const url = request.url()
          if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url)
        })
      },
    })
    await scrollThrough(opened.page)
  })
  afterAll(async () => {
    await opened?.page.close()
  })

  it("logs no error or warning, hydration included, while loading and scrolling through", () => {
    expect(unexpected(opened.consoleErrors, allowed)).toEqual([])
  })

  it.each(["light", "dark"] as const)("has no WCAG 2.2 A/AA violation in the %s colour scheme", async (colorScheme) => {
    const { page } = opened
    await page.emulateMedia({ colorScheme })
    expect(await page.evaluate((scheme) => matchMedia(`(prefers-color-scheme: ${scheme})`).matches, colorScheme)).toBe(
      true,
    )
    await settled(page)
    expect(await violations(page)).toEqual([])
  })

  // Last, after the scroll and axe's runs: any request a lazy image or a late script starts has been made.
  it("asks no third party for anything while it loads and scrolls", async () => {
    await settled(opened.page)
    expect(foreign).toEqual([])
  })

  if (route !== undefined) {
    it("answers 200 with its language, title, one h1, landmarks, footer and links to itself", async () => {
      const { page } = opened
      expect((await page.request.get(siteUrl(path))).status()).toBe(200)
      expect(await page.getAttribute("html", "lang")).toBe(language)
      expect(await page.title()).toContain(site.name)
      expect(await page.locator("h1").count()).toBe(1)
      if (expectedH1[route]) expect((await page.locator("h1").innerText()).trim()).toMatch(expectedH1[route][language])
      expect(await page.locator("header nav").count()).toBeGreaterThan(0)
      expect(await page.locator("main").count()).toBe(1)
      const footer = await page.locator("footer").last().innerText()
      for (const fact of ["Freiung 9-11", "4600 Wels", site.phone.display, site.email.display, "© 2024"])
        expect(footer).toContain(fact)
      expect(footer).toMatch(language === "de" ? /Täglich geöffnet/ : /Open daily/)
      const canonical = await page.getAttribute('link[rel="canonical"]', "href")
      expect(canonical).toMatch(new RegExp(`${escape(path)}$`))
      expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3)
    })
  }
})

describe.each(languages)("with the mobile menu open (%s)", (language) => {
  it.each(["light", "dark"] as const)("has no WCAG 2.2 A/AA violation in the %s colour scheme", async (colorScheme) => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/", language), {
      viewport: { width: 390, height: 844 },
      colorScheme,
    })
    await page.getByRole("button", { name: t(language, "nav.openMenu"), exact: true }).click()
    await page.getByRole("dialog").waitFor()
    await animationsDone(page)
    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
