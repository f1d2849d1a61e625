/**
 * A keyboard's way through the pages: on every built page with a carousel (found in public/), Tab from the top to the
 * end; each carousel costs at most four stops (pause/play, previous, the picker as one stop, next: the WAI-ARIA
 * carousel with tabs), every stop shows where focus is, and nothing hidden takes focus. In the picker the arrow keys,
 * Home and End choose the image and move focus with it.
 */
import type { Browser } from "playwright-core"
import { launchBrowser, openPage } from "./support/browser"
import { builtPagesWith } from "./support/built-pages"
import { tabStops } from "./support/keyboard"
import { partners, t } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const carouselPages = builtPagesWith(/class="[^"]*\bcarousel\b/)

it("finds the carousels of the home page, the partners' pages and the party rooms in both languages", () => {
  for (const page of ["/", "/partners/", `/partners/${partners()[0].id}/`, "/party-rooms/"]) {
    expect(carouselPages).toContain(page)
    expect(carouselPages).toContain(`/en${page}`)
  }
})

describe.each(carouselPages)("%s, Tab from the top to the end", (pagePath) => {
  it("costs at most four stops a carousel, each shown, and reaches nothing hidden", async () => {
    const { page, consoleErrors } = await openPage(browser, pagePath)
    const carousels = await page.locator(".carousel").count()
    const stops = await tabStops(page)
    for (let n = 0; n < carousels; n++) {
      const inside = stops.filter((stop) => stop.carousel === n)
      const label = await page.locator(".carousel").nth(n).getAttribute("aria-label")
      // previous, picker, next; and pause/play where it changes by itself.
      expect([label, inside.length >= 3 && inside.length <= 4]).toEqual([label, true])
      expect(inside.filter((stop) => stop.what.startsWith("tab ")).length).toBe(1)
    }
    expect(stops.filter((stop) => !stop.focusShown && !stop.again)).toEqual([])
    expect(stops.filter((stop) => !stop.reachable)).toEqual([])
    // A slide the visitor does not see has nothing to focus.
    const hiddenFocusable = await page
      .locator(".carousel [aria-hidden=true]")
      .locator("a, button, input, select, textarea, [tabindex]:not([tabindex='-1'])")
      .count()
    expect(hiddenFocusable).toBe(0)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe.each(["de", "en"] as const)("the picker of a carousel (%s)", (language) => {
  it("is one Tab stop whose arrow keys, Home and End choose the image and keep focus on its tab", async () => {
    const { page, consoleErrors } = await openPage(browser, language === "de" ? "/partners/" : "/en/partners/")
    const carousel = page.locator(".carousel").first()
    const tabs = carousel.getByRole("tab")
    const count = await tabs.count()
    expect(count).toBeGreaterThanOrEqual(3)
    await expect(carousel.getByRole("tablist").getAttribute("aria-label")).resolves.toBe(t(language, "carousel.picker"))
    /** The tab with focus and the tab selected (1-based), and the slide exposed to a screen reader. */
    const state = () =>
      carousel.evaluate((root) => {
        const all = Array.from(root.querySelectorAll("[role=tab]"))
        const slides = Array.from(root.querySelectorAll("[role=tabpanel]"))
        return {
          focused: all.indexOf(document.activeElement as Element) + 1,
          selected: all.findIndex((tab) => tab.getAttribute("aria-selected") === "true") + 1,
          exposed: slides
            .filter((slide) => !slide.hasAttribute("aria-hidden"))
            .map((slide) => slides.indexOf(slide) + 1),
          shown: slides.findIndex((slide) => slide.classList.contains("swiper-slide-active")) + 1,
        }
      })
    /** Poll (React renders a moment after Swiper changed) until all four say image `n`. */
    const expectAt = async (n: number) => {
      const wanted = { focused: n, selected: n, exposed: [n], shown: n }
      const until = Date.now() + 5000
      let now = await state()
      while (JSON.stringify(now) !== JSON.stringify(wanted) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        now = await state()
      }
      expect(now).toEqual(wanted)
    }
    // Tab from "previous" lands on the selected tab; the other tabs are not stops.
    await carousel.locator("[data-carousel=previous]").focus()
    await page.keyboard.press("Tab")
    await expect(tabs.nth(0).evaluate((tab) => tab === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press("ArrowRight")
    await expectAt(2)
    await page.keyboard.press("ArrowRight")
    await expectAt(3)
    await page.keyboard.press("End")
    await expectAt(count)
    await page.keyboard.press("ArrowRight")
    await expectAt(1)
    await page.keyboard.press("ArrowLeft")
    await expectAt(count)
    await page.keyboard.press("Home")
    await expectAt(1)
    // Each tab names the slide it shows.
    for (let i = 0; i < count; i++) {
      const controls = await tabs.nth(i).getAttribute("aria-controls")
      await expect(page.locator(`[id="${controls}"]`).getAttribute("aria-label")).resolves.toBe(
        t(language, "carousel.slideOf", { index: i + 1, total: count }),
      )
    }
    await page.keyboard.press("Tab")
    await expect(carousel.locator("[data-carousel=next]").evaluate((b) => b === document.activeElement)).resolves.toBe(
      true,
    )
    expect(await page.evaluate(() => window.scrollX)).toBe(0)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
