/**
 * Every page in both languages, and both 404 pages: after loading and scrolling through
 * it (so that lazy images, the carousels' Swiper and the reveal sections have all started),
 * no console error or warning (React's hydration warnings included), and axe finds no
 * WCAG 2.0/2.1/2.2 A or AA violation in the light and in the dark colour scheme. Also
 * axe with the mobile menu open.
 */
import type { Browser } from "playwright-core"
import { axeViolations as violations } from "./support/axe"
import {
  launchBrowser,
  openPage,
  scrollThrough,
  settled,
  siteUrl,
  unexpected,
  type OpenedPage,
} from "./support/browser"
import { allPages, inLanguage, languages, notFoundPaths, partnerKindPages, t } from "./support/site-data"

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

const targets = [
  ...languages.flatMap((language) =>
    [...allPages, ...partnerKindPages, "/party-rooms/thanks/"].map((route) => ({
      path: inLanguage(route, language),
      allowed: [] as RegExp[],
    })),
  ),
  ...languages.map((language) => ({
    path: notFoundPaths[language],
    allowed: expected404Messages(notFoundPaths[language]),
  })),
]

describe.each(targets)("$path", ({ path, allowed }) => {
  let opened: OpenedPage
  beforeAll(async () => {
    opened = await openPage(browser, path, { colorScheme: "light" })
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
})

describe.each(languages)("with the mobile menu open (%s)", (language) => {
  it.each(["light", "dark"] as const)("has no WCAG 2.2 A/AA violation in the %s colour scheme", async (colorScheme) => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/", language), {
      viewport: { width: 390, height: 844 },
      colorScheme,
    })
    await page.getByRole("button", { name: t(language, "nav.openMenu"), exact: true }).click()
    await page.getByRole("dialog").waitFor()
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    )
    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
