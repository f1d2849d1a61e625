/**
 * Reveal (IntersectionObserver, threshold from data/site.yaml, set once: it does not
 * hide again), the scroll-to-top button (after data/site.yaml's scrollToTopAfter px)
 * and the floating decorative dots, with and without reduced motion and JavaScript.
 */
import type { Browser, Locator, Page } from "playwright-core"
import { launchBrowser, nextFrames, openPage } from "./support/browser"
import { siteUi, t } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ui = siteUi()

/** Scroll so that `share` of the element's height (as drawn, transform included) is on the screen. */
async function showShare(element: Locator, share: number): Promise<void> {
  await element.evaluate((node, wanted) => {
    const { top, height } = node.getBoundingClientRect()
    window.scrollBy({ top: top - (window.innerHeight - wanted * height), behavior: "instant" })
  }, share)
  await nextFrames(element.page())
}

const look = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { reveal: node.getAttribute("data-reveal"), opacity: style.opacity, transform: style.transform }
  })

const sections = [
  { name: "the home partners section", path: "/", selector: "#partners", viewport: { width: 1280, height: 800 } },
  {
    name: "the party-rooms section",
    path: "/en/party-rooms/",
    selector: "main > div:has(article)",
    viewport: { width: 390, height: 844 },
  },
]

/** A screen of `width` (at most 900 px high) that the section starts below. */
async function screenAbove(path: string, selector: string, width: number): Promise<{ width: number; height: number }> {
  const { page } = await openPage(browser, path, { viewport: { width, height: 900 } })
  // Its place in the page, without the transform it may have if it is hidden.
  const top = await page.locator(selector).evaluate((node) => {
    let y = 0
    for (let element = node as HTMLElement | null; element; element = element.offsetParent as HTMLElement | null)
      y += element.offsetTop
    return y
  })
  await page.close()
  return { width, height: Math.min(900, Math.floor(top) - 40) }
}

describe.each(sections)("$name", ({ path, selector, viewport: { width }, viewport }) => {
  it(`fades and slides in once ${ui.revealThreshold * 100} % of it is visible, and stays`, async () => {
    const viewport = await screenAbove(path, selector, width)
    const { page, consoleErrors } = await openPage(browser, path, { viewport })
    const section = page.locator(selector)
    // Below the first screen: hidden until it comes in.
    expect(await look(section)).toEqual({
      reveal: "hidden",
      opacity: "0",
      transform: expect.stringMatching(/^matrix\(1, 0, 0, 1, 0, \d+(\.\d+)?\)$/),
    })
    const height = await section.evaluate((node) => node.getBoundingClientRect().height)
    // The share must decide, not the rule for sections taller than two screens (half the screen shown).
    expect((ui.revealThreshold + 0.02) * height).toBeLessThan(viewport.height / 2)

    await showShare(section, ui.revealThreshold / 2)
    expect((await look(section)).reveal).toBe("hidden")
    await showShare(section, ui.revealThreshold - 0.01)
    expect((await look(section)).reveal).toBe("hidden")
    // The transitions it runs, heard as they start: a busy machine may finish a short transition
    // before a test could look at the running animations.
    await section.evaluate((node) => {
      const started: string[] = []
      ;(window as unknown as { revealTransitions: string[] }).revealTransitions = started
      node.addEventListener("transitionrun", (event) => {
        if (event.target === node) started.push((event as TransitionEvent).propertyName)
      })
    })
    await showShare(section, ui.revealThreshold + 0.02)
    await section.evaluate(
      (node) =>
        new Promise<void>((resolve) => {
          const check = () => (node.getAttribute("data-reveal") === "shown" ? resolve() : requestAnimationFrame(check))
          check()
        }),
    )
    // It fades (opacity) and slides (transform)…
    await page.waitForFunction(
      () => (window as unknown as { revealTransitions: string[] }).revealTransitions.length >= 2,
    )
    const moving = await page.evaluate(() =>
      [...new Set((window as unknown as { revealTransitions: string[] }).revealTransitions)].sort(),
    )
    expect(moving).toEqual(["opacity", "transform"])
    // …to fully visible, in place.
    await page.waitForFunction((node) => (node as Element).getAnimations().length === 0, await section.elementHandle())
    expect(await look(section)).toEqual({ reveal: "shown", opacity: "1", transform: "none" })
    // Set once: scrolled away and back, it stays.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await nextFrames(page)
    expect(await look(section)).toEqual({ reveal: "shown", opacity: "1", transform: "none" })
    await showShare(section, ui.revealThreshold / 2)
    expect(await look(section)).toEqual({ reveal: "shown", opacity: "1", transform: "none" })
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("is simply visible under reduced motion", async () => {
    const { page } = await openPage(browser, path, { viewport, reducedMotion: "reduce" })
    const section = page.locator(selector)
    expect(await look(section)).toEqual({ reveal: null, opacity: "1", transform: "none" })
    await showShare(section, ui.revealThreshold / 2)
    expect(await look(section)).toEqual({ reveal: null, opacity: "1", transform: "none" })
    await page.close()
  })

  it("is simply visible without JavaScript: no CSS hides it for a script to undo", async () => {
    const { page } = await openPage(browser, path, { viewport, javaScriptEnabled: false })
    const section = page.locator(selector)
    expect(await look(section)).toEqual({ reveal: null, opacity: "1", transform: "none" })
    await page.close()
  })
})

describe("a reveal section already partly on the screen when the page starts", () => {
  it("is never hidden (the party rooms on a wide screen)", async () => {
    const viewport = { width: 1280, height: 800 }
    const { page } = await openPage(browser, "/party-rooms/", { viewport })
    const section = page.locator("main > div:has(article)").first()
    const top = await section.evaluate((node) => node.getBoundingClientRect().top)
    expect(top).toBeLessThan(viewport.height)
    expect(await look(section)).toEqual({ reveal: null, opacity: "1", transform: "none" })
    await page.close()
  })
})

describe("scroll-to-top button", () => {
  const button = (page: Page, language: "de" | "en") =>
    page.getByRole("button", { name: t(language, "scrollToTop"), exact: true })
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    await nextFrames(page)
  }

  it.each(["de", "en"] as const)(
    `(%s) appears past ${ui.scrollToTopAfter} px, is reached with Tab and scrolls smoothly to the top`,
    async (language) => {
      const { page, consoleErrors } = await openPage(browser, language === "de" ? "/partners/" : "/en/partners/")
      expect(await button(page, language).count()).toBe(0)
      await scrollTo(page, ui.scrollToTopAfter)
      expect(await button(page, language).count()).toBe(0)
      await scrollTo(page, ui.scrollToTopAfter + 1)
      expect(await button(page, language).isVisible()).toBe(true)
      await scrollTo(page, 3000)
      // From the last link of the footer, Tab reaches it.
      await page.locator("footer a").last().focus()
      await page.keyboard.press("Tab")
      expect(await button(page, language).evaluate((element) => element === document.activeElement)).toBe(true)
      await page.evaluate(() => {
        const positions: number[] = []
        ;(window as unknown as { __positions: number[] }).__positions = positions
        window.addEventListener("scroll", () => positions.push(window.scrollY))
      })
      await page.keyboard.press("Enter")
      await page.waitForFunction(() => window.scrollY === 0)
      // Smoothly: through positions between the start and the top.
      const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions)
      expect(positions.filter((y) => y > 0 && y < 3000).length).toBeGreaterThan(1)
      await button(page, language).waitFor({ state: "detached" })
      // Focus went to the start of the content, not lost with the button.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main")
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )

  it("jumps to the top at once under reduced motion", async () => {
    const { page } = await openPage(browser, "/en/partners/", { reducedMotion: "reduce" })
    await scrollTo(page, 3000)
    await button(page, "en").waitFor()
    const afterClick = await button(page, "en").evaluate((element) => {
      ;(element as HTMLButtonElement).click()
      return window.scrollY
    })
    expect(afterClick).toBe(0)
    await page.close()
  })
})

describe("floating dots", () => {
  const dots = (page: Page) => page.locator('[data-testid="floating-dots"]')

  it.each(["/", "/en/events/"])(
    "on %s are hidden from assistive technology and float once, at rest within five seconds (WCAG 2.2.2)",
    async (path) => {
      const { page } = await openPage(browser, path)
      expect(await dots(page).count()).toBeGreaterThan(0)
      for (const layer of await dots(page).all()) {
        await expect(layer.getAttribute("aria-hidden")).resolves.toBe("true")
        // The animation as the page defines it, not a moment of it (under load that moment may come after its end).
        const floats = await layer.locator("span").evaluateAll((spans) =>
          spans.map((span) => {
            const style = getComputedStyle(span)
            const seconds = (time: string) => parseFloat(time) * (time.endsWith("ms") ? 0.001 : 1)
            return {
              animated: style.animationName !== "none",
              // "infinite" gives NaN, and fails.
              endsBy:
                seconds(style.animationDelay) +
                seconds(style.animationDuration) * Number(style.animationIterationCount),
            }
          }),
        )
        expect(floats.length).toBeGreaterThan(0)
        for (const float of floats) {
          expect(float.animated).toBe(true)
          expect(float.endsBy).toBeLessThanOrEqual(5)
        }
      }
      await page.close()
    },
  )

  it.each(["/", "/en/events/"])("on %s stand still under reduced motion", async (path) => {
    const { page } = await openPage(browser, path, { reducedMotion: "reduce" })
    for (const layer of await dots(page).all()) {
      await expect(layer.getAttribute("aria-hidden")).resolves.toBe("true")
      expect(await layer.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0)
      const names = await layer
        .locator("span")
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).animationName))
      expect(names.length).toBeGreaterThan(0)
      expect(new Set(names)).toEqual(new Set(["none"]))
    }
    await page.close()
  })
})
