/**
 * The image carousels (home partner cards, partners page, party rooms): fade, wrap-around,
 * dots, arrow keys, touch swipe, GatsbyImage loading, layout stability, and the home
 * cards' autoplay on each partner's interval from data/partners/*.yaml, with Playwright's
 * fake clock instead of sleeping.
 */
import type { Browser, Locator, Page } from "playwright-core"
import { CLOCK_START, launchBrowser, nextFrames, openPage } from "./support/browser"
import { partners, rooms, siteUi, t, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ui = siteUi()

/** The image shown, 1-based, as Swiper has it (its active slide: set synchronously on every change). */
function swiperShows(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const slides = Array.from(root.querySelectorAll(".swiper-slide"))
    return slides.findIndex((slide) => slide.classList.contains("swiper-slide-active")) + 1
  })
}

/** Which image Swiper (its active slide), the picker (its tab aria-selected) and the accessibility tree (the slide not aria-hidden) show. */
function shown(carousel: Locator) {
  return carousel.evaluate((root) => {
    const slides = Array.from(root.querySelectorAll(".swiper-slide"))
    const dots = Array.from(root.querySelectorAll("[role=tab]"))
    return {
      swiper: slides.findIndex((slide) => slide.classList.contains("swiper-slide-active")) + 1,
      dots: dots.filter((dot) => dot.getAttribute("aria-selected") === "true").map((dot) => dots.indexOf(dot) + 1),
      exposed: slides.filter((slide) => !slide.hasAttribute("aria-hidden")).map((slide) => slides.indexOf(slide) + 1),
    }
  })
}

/**
 * Poll until all three show image `n` (React renders the dots a moment after Swiper
 * changed); Node's own timer, so the page's fake clock does not matter.
 */
async function expectShown(carousel: Locator, n: number, timeout = 5000): Promise<void> {
  const wanted = { swiper: n, dots: [n], exposed: [n] }
  const until = Date.now() + timeout
  let state = await shown(carousel)
  while (JSON.stringify(state) !== JSON.stringify(wanted) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    state = await shown(carousel)
  }
  expect(state).toEqual(wanted)
}

/**
 * Reach for the carousel (a finger touching it: Swiper is fetched when a visitor reaches
 * for a carousel, or when its autoplay is due) and wait until Swiper has been loaded (by
 * dynamic import) and set up in it.
 */
async function swiperReady(carousel: Locator): Promise<void> {
  await carousel
    .locator(".swiper")
    .dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true })
  await carousel.locator(".swiper.swiper-initialized").waitFor({ state: "attached" })
}

/** The effect and speed (ms) Swiper was set up with (Swiper keeps its instance on its element). */
function swiperParams(carousel: Locator): Promise<{ effect: string; speed: number }> {
  return carousel.locator(".swiper").evaluate((element) => {
    const { effect, speed } = (element as HTMLElement & { swiper: { params: { effect: string; speed: number } } })
      .swiper.params
    return { effect, speed }
  })
}

const region = (page: Page, n = 0) => page.locator(".carousel").nth(n)
const homeCard = (page: Page, id: string) => page.locator(`#partners article[aria-labelledby="card-${id}"] .carousel`)
const liveRegion = (carousel: Locator) => carousel.locator("[aria-live]")

/** Start recording layout shifts that were not caused by input (the Layout Instability API). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<{ value: number; sources: string[] }[]>> {
  await page.evaluate(() => {
    const shifts: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      }[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node),
          ),
        })
      }
    }).observe({ type: "layout-shift" })
  })
  return async () => {
    // Two frames, so that the observer has reported the last one.
    await nextFrames(page)
    return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)
  }
}

describe.each([
  { path: "/en/partners/", language: "en" as Language, images: partners()[0].images.length, fadeMs: ui.carouselFadeMs },
  { path: "/party-rooms/", language: "de" as Language, images: rooms()[0].images.length, fadeMs: ui.carouselFadeMs },
  { path: "/en/", language: "en" as Language, images: partners()[0].images.length, fadeMs: ui.carouselFadeHomeMs },
])("the carousels of $path", ({ path, language, images, fadeMs }) => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])(
    "at %o are GatsbyImages, eager only for the first image of a carousel in the first screen, and start without a layout shift or growing",
    async (viewport) => {
      const { page, consoleErrors } = await openPage(browser, path, { viewport })
      const carousels = await page.locator(".carousel").evaluateAll((list) =>
        list.map((carousel) => ({
          top: carousel.getBoundingClientRect().top,
          slides: Array.from(carousel.querySelectorAll(".swiper-slide")).map((slide) => ({
            wrappers: slide.querySelectorAll(":scope > .gatsby-image-wrapper").length,
            loading: slide.querySelector("img[data-main-image]")?.getAttribute("loading") ?? null,
            alt: slide.querySelector("img[data-main-image]")?.getAttribute("alt") ?? null,
          })),
        })),
      )
      expect(carousels.length).toBeGreaterThan(1)
      carousels.forEach((carousel, n) => {
        carousel.slides.forEach((slide, i) => {
          expect(slide.wrappers).toBe(1)
          expect(slide.alt).toBeTruthy()
          // The markup is the same for every screen: only a page's first carousel may be eager (the
          // partners page's grid shows more than one in a desktop's first screen; the browser fetches
          // those lazy images at once, and the first is the largest candidate for LCP among them).
          if (n === 0 && i === 0 && carousel.top < viewport.height) expect(slide.loading).toBe("eager")
          else if (i > 0 || n > 0) expect(slide.loading).toBe("lazy")
        })
      })

      const sizes = () =>
        page
          .locator(".carousel .swiper")
          .evaluateAll((list) =>
            list.map((swiper) => [Math.round(swiper.clientWidth), Math.round(swiper.clientHeight)]),
          )
      const before = await sizes()
      const layoutShifts = await recordLayoutShifts(page)
      const all = page.locator(".carousel")
      for (let i = 0; i < (await all.count()); i++) {
        await all.nth(i).scrollIntoViewIfNeeded()
        await swiperReady(all.nth(i))
      }
      expect(await layoutShifts()).toEqual([])
      // Swiper did not change any carousel's size (3:2, within the screen), nor make the page scroll sideways.
      expect(await sizes()).toEqual(before)
      for (const [width, height] of before) {
        expect(width).toBeLessThanOrEqual(viewport.width)
        expect(Math.abs(width / height - 1.5)).toBeLessThan(0.02)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )

  it(`wrap around, jump with the dots and the arrow keys, name their controls in "${language}" and fade for ${fadeMs} ms`, async () => {
    const { page, consoleErrors } = await openPage(browser, path)
    const carousel = region(page)
    await carousel.scrollIntoViewIfNeeded()
    await swiperReady(carousel)
    await expect(carousel.getAttribute("aria-label")).resolves.toMatch(t(language, "carousel.label", { name: "" }))
    await expect(carousel.locator("[data-carousel=previous]").getAttribute("aria-label")).resolves.toBe(
      t(language, "carousel.previous"),
    )
    await expect(carousel.locator("[data-carousel=next]").getAttribute("aria-label")).resolves.toBe(
      t(language, "carousel.next"),
    )
    const dots = carousel.locator("[role=tab]")
    expect(await dots.count()).toBe(images)
    for (let i = 0; i < images; i++) {
      await expect(dots.nth(i).getAttribute("aria-label")).resolves.toBe(
        t(language, "carousel.goTo", { index: i + 1, total: images }),
      )
    }
    expect(await carousel.locator(".swiper-slide").count()).toBe(images)
    await expectShown(carousel, 1)
    // Swiper runs with the fade effect and the configured cross-fade time.
    await expect(carousel.locator(".swiper").getAttribute("class")).resolves.toContain("swiper-fade")
    expect(await swiperParams(carousel)).toEqual({ effect: "fade", speed: fadeMs })

    // Keyboard clicks (Enter on the focused button), so that where the mouse is does not matter.
    await carousel.locator("[data-carousel=previous]").press("Enter")
    await expectShown(carousel, images)
    await expect(liveRegion(carousel).innerText()).resolves.toBe(
      t(language, "carousel.status", { index: images, total: images }),
    )
    await carousel.locator("[data-carousel=next]").press("Enter")
    await expectShown(carousel, 1)
    await expect(liveRegion(carousel).innerText()).resolves.toBe(
      t(language, "carousel.status", { index: 1, total: images }),
    )
    await carousel.locator("[data-carousel=next]").press("Enter")
    await expectShown(carousel, 2)
    await dots.nth(images - 1).press("Enter")
    await expectShown(carousel, images)
    await carousel.locator("[data-carousel=next]").press("Enter")
    await expectShown(carousel, 1)
    await dots.nth(2).press("Enter")
    await expectShown(carousel, 3)

    // The arrow keys, wherever focus is in the carousel: on to the last image, wrap to the first and back.
    await dots.first().focus()
    for (let n = 4; n <= images; n++) {
      await page.keyboard.press("ArrowRight")
      await expectShown(carousel, n)
    }
    await carousel.locator("[data-carousel=next]").focus()
    await page.keyboard.press("ArrowRight")
    await expectShown(carousel, 1)
    await page.keyboard.press("ArrowLeft")
    await expectShown(carousel, images)
    await page.keyboard.press("ArrowLeft")
    await expectShown(carousel, images - 1)
    // They did not scroll the page sideways or move focus out.
    expect(await page.evaluate(() => window.scrollX)).toBe(0)
    expect(await carousel.evaluate((root) => root.contains(document.activeElement))).toBe(true)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("touch", () => {
  it("a swipe shows the next or the previous image", async () => {
    const { page, consoleErrors } = await openPage(browser, "/en/party-rooms/", {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    })
    const carousel = region(page)
    const count = rooms()[0].images.length
    expect(count).toBeGreaterThanOrEqual(3)
    await carousel.scrollIntoViewIfNeeded()
    await swiperReady(carousel)
    const box = (await carousel.locator(".swiper").boundingBox())!
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] })
      for (let step = 1; step <= 6; step++) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }],
        })
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    }
    const left = box.x + box.width * 0.15
    const right = box.x + box.width * 0.85
    await swipe(right, left)
    await expectShown(carousel, 2)
    await expect(liveRegion(carousel).innerText()).resolves.toBe(t("en", "carousel.status", { index: 2, total: count }))
    await swipe(right, left)
    await expectShown(carousel, 3)
    await swipe(left, right)
    await expectShown(carousel, 2)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("autoplay of the home page's partner cards", () => {
  /** Stop the fake clock: from now on no timer fires unless the test runs the clock. */
  async function pauseClock(page: Page): Promise<void> {
    const now = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(Math.max(now, CLOCK_START.getTime()) + 1000)
  }

  /**
   * Wait for the card's autoplay state. data-autoplay="running" is rendered in the same
   * pass whose effect starts the timer (and with the clock paused, React does not yield
   * between them), so once it shows, the timer has started at the current fake time.
   */
  async function autoplayIs(carousel: Locator, state: "running" | "paused"): Promise<void> {
    await carousel
      .page()
      .waitForFunction(([root, wanted]) => (root as Element).getAttribute("data-autoplay") === wanted, [
        await carousel.elementHandle(),
        state,
      ] as const)
  }

  /** Make the tab hidden or visible again, as switching tabs does (headless Chromium's tabs are always visible). */
  async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
    await page.evaluate((hide) => {
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => (hide ? "hidden" : "visible"),
      })
      Object.defineProperty(document, "hidden", { configurable: true, get: () => hide })
      document.dispatchEvent(new Event("visibilitychange"))
    }, hidden)
  }

  it("advances each card on its partner's interval from data/partners, not before", async () => {
    const { page, consoleErrors } = await openPage(browser, "/", { clock: true })
    await pauseClock(page)
    // A screen tall enough for the whole partners section, so that every card is in view at once.
    const height = await page
      .locator("#partners ul")
      .evaluate((list) => Math.ceil(list.getBoundingClientRect().height) + 200)
    await page.setViewportSize({ width: 1280, height })
    await page.locator("#partners ul").evaluate((list) => list.scrollIntoView({ block: "center", behavior: "instant" }))
    const cards = partners().map((partner) => ({ ...partner, carousel: homeCard(page, partner.id) }))
    for (const card of cards) {
      await swiperReady(card.carousel)
      await autoplayIs(card.carousel, "running")
      expect(await swiperShows(card.carousel)).toBe(1)
    }
    // All timers started now (fake time 0). Walk through the intervals from the shortest.
    let elapsed = 0
    for (const card of [...cards].sort((a, b) => a.homeCarouselInterval - b.homeCarouselInterval)) {
      const name = `${card.name} (${card.homeCarouselInterval} ms)`
      await page.clock.runFor(card.homeCarouselInterval - 1 - elapsed)
      expect([name, await swiperShows(card.carousel)]).toEqual([name, 1])
      await page.clock.runFor(1)
      elapsed = card.homeCarouselInterval
      await expectShown(card.carousel, 2)
    }
    // The next interval is counted from the change: DA TANO (the shortest) again.
    const daTano = cards.find((card) => card.id === "da-tano")!
    expect(daTano.homeCarouselInterval).toBe(3000)
    expect(cards.find((card) => card.id === "maxmara")!.homeCarouselInterval).toBe(6500)
    const shownBefore = await swiperShows(daTano.carousel)
    const changedAt = Math.floor(elapsed / daTano.homeCarouselInterval) * daTano.homeCarouselInterval
    await page.clock.runFor(changedAt + daTano.homeCarouselInterval - 1 - elapsed)
    expect(await swiperShows(daTano.carousel)).toBe(shownBefore)
    await page.clock.runFor(1)
    await expectShown(daTano.carousel, (shownBefore % daTano.images.length) + 1)
    // Automatic steps are not announced.
    for (const card of cards) await expect(liveRegion(card.carousel).innerText()).resolves.toBe("")
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  const daTano = partners().find((partner) => partner.id === "da-tano")!

  it("waits while the card is off the screen, even once Swiper is loaded", async () => {
    const { page } = await openPage(browser, "/", { clock: true })
    await pauseClock(page)
    const carousel = homeCard(page, daTano.id)
    // 100 px below the bottom edge: near enough for Swiper to load, but not visible.
    await carousel.evaluate((root) =>
      window.scrollBy({ top: root.getBoundingClientRect().top - window.innerHeight - 100, behavior: "instant" }),
    )
    await swiperReady(carousel)
    await autoplayIs(carousel, "paused")
    await page.clock.runFor(daTano.homeCarouselInterval * 3)
    expect(await swiperShows(carousel)).toBe(1)
    await carousel.scrollIntoViewIfNeeded()
    await autoplayIs(carousel, "running")
    await page.clock.runFor(daTano.homeCarouselInterval)
    await expectShown(carousel, 2)
    // Scrolled away again: it stops.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await autoplayIs(carousel, "paused")
    await page.clock.runFor(daTano.homeCarouselInterval * 3)
    expect(await swiperShows(carousel)).toBe(2)
    await page.close()
  })

  it("pauses while the pointer is on the card, while focus is in it and while the tab is hidden", async () => {
    const { page } = await openPage(browser, "/", { clock: true })
    await pauseClock(page)
    const carousel = homeCard(page, daTano.id)
    const interval = daTano.homeCarouselInterval
    await carousel.scrollIntoViewIfNeeded()
    await swiperReady(carousel)
    await autoplayIs(carousel, "running")

    await carousel.locator(".swiper").hover()
    await autoplayIs(carousel, "paused")
    await page.clock.runFor(interval * 3)
    expect(await swiperShows(carousel)).toBe(1)
    await page.mouse.move(1, 1)
    await autoplayIs(carousel, "running")
    await page.clock.runFor(interval)
    await expectShown(carousel, 2)

    await carousel.locator("[role=tab]").first().focus()
    await autoplayIs(carousel, "paused")
    await page.clock.runFor(interval * 3)
    expect(await swiperShows(carousel)).toBe(2)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await autoplayIs(carousel, "running")
    await page.clock.runFor(interval)
    await expectShown(carousel, 3)

    await setTabHidden(page, true)
    await autoplayIs(carousel, "paused")
    await page.clock.runFor(interval * 3)
    expect(await swiperShows(carousel)).toBe(3)
    await setTabHidden(page, false)
    await autoplayIs(carousel, "running")
    await page.clock.runFor(interval)
    await expectShown(carousel, 4)
    await page.close()
  })

  it.each(["de", "en"] as const)(
    "has a named pause/play button (%s) on every card that stops and restarts it (WCAG 2.2.2)",
    async (language) => {
      const { page } = await openPage(browser, language === "de" ? "/" : "/en/", { clock: true })
      await pauseClock(page)
      const carousel = homeCard(page, daTano.id)
      const interval = daTano.homeCarouselInterval
      await carousel.scrollIntoViewIfNeeded()
      await swiperReady(carousel)
      await autoplayIs(carousel, "running")
      expect(await page.locator("#partners .carousel[data-autoplay] [data-carousel=toggle]").count()).toBe(
        partners().length,
      )
      const toggle = carousel.locator("[data-carousel=toggle]")
      await expect(toggle.getAttribute("aria-label")).resolves.toBe(t(language, "carousel.pause"))
      // With the keyboard: focus on this button alone does not pause, so what follows is the button's doing.
      await toggle.press("Enter")
      await expect(toggle.getAttribute("aria-label")).resolves.toBe(t(language, "carousel.play"))
      await autoplayIs(carousel, "paused")
      await page.clock.runFor(interval * 3)
      expect(await swiperShows(carousel)).toBe(1)
      await toggle.press("Space")
      await expect(toggle.getAttribute("aria-label")).resolves.toBe(t(language, "carousel.pause"))
      await autoplayIs(carousel, "running")
      await page.clock.runFor(interval)
      await expectShown(carousel, 2)
      await expect(liveRegion(carousel).innerText()).resolves.toBe("")
      // A step by the visitor is announced; the automatic ones that follow are not.
      await carousel.locator("[data-carousel=next]").press("Enter")
      await expectShown(carousel, 3)
      const announced = t(language, "carousel.status", { index: 3, total: daTano.images.length })
      await expect(liveRegion(carousel).innerText()).resolves.toBe(announced)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await autoplayIs(carousel, "running")
      await page.clock.runFor(interval)
      await expectShown(carousel, 4)
      await expect(liveRegion(carousel).innerText()).resolves.toBe(announced)
      await page.close()
    },
  )

  it("never runs when the visitor prefers reduced motion, and images change without a fade", async () => {
    const { page, consoleErrors } = await openPage(browser, "/", { clock: true, reducedMotion: "reduce" })
    // useReducedMotion's effect has run once the pause buttons are gone (there is nothing to pause).
    await page.waitForFunction(() => document.querySelectorAll("#partners [data-carousel=toggle]").length === 0)
    await pauseClock(page)
    const height = await page
      .locator("#partners ul")
      .evaluate((list) => Math.ceil(list.getBoundingClientRect().height) + 200)
    await page.setViewportSize({ width: 1280, height })
    await page.locator("#partners ul").evaluate((list) => list.scrollIntoView({ block: "center", behavior: "instant" }))
    const carousels = page.locator("#partners .carousel")
    const count = await carousels.count()
    expect(count).toBe(partners().length)
    for (let i = 0; i < count; i++) {
      await swiperReady(carousels.nth(i))
      await autoplayIs(carousels.nth(i), "paused")
    }
    await page.clock.runFor(Math.max(...partners().map((partner) => partner.homeCarouselInterval)) * 3)
    for (let i = 0; i < count; i++) expect(await swiperShows(carousels.nth(i))).toBe(1)
    const last = carousels.nth(count - 1)
    await last.locator("[data-carousel=next]").press("Enter")
    await expectShown(last, 2)
    expect(await swiperParams(last)).toEqual({ effect: "fade", speed: 0 })
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("without JavaScript", () => {
  it.each(["/en/partners/", "/party-rooms/"])(
    "%s: every carousel shows its first image and scrolls sideways to the others",
    async (path) => {
      const viewport = { width: 390, height: 844 }
      const { page } = await openPage(browser, path, { javaScriptEnabled: false, viewport })
      const carousels = await page.locator(".carousel").evaluateAll((list) =>
        list.map((carousel) => {
          const wrapper = carousel.querySelector(".swiper-wrapper") as HTMLElement
          const controls = Array.from(carousel.querySelectorAll("button")).filter((button) => button.checkVisibility())
          const slides = carousel.querySelectorAll(".swiper-slide").length
          const style = getComputedStyle(wrapper)
          return {
            slides,
            visibleControls: controls.length,
            overflowX: style.overflowX,
            snap: style.scrollSnapType,
            sideways: Math.round(wrapper.scrollWidth / wrapper.clientWidth),
            width: Math.round(carousel.getBoundingClientRect().width),
          }
        }),
      )
      expect(carousels.length).toBeGreaterThan(1)
      for (const carousel of carousels) {
        expect(carousel).toEqual({
          slides: carousel.slides,
          visibleControls: 0,
          overflowX: "auto",
          snap: "x mandatory",
          sideways: carousel.slides,
          width: carousel.width,
        })
        expect(carousel.width).toBeLessThanOrEqual(viewport.width)
      }
      // The first carousel's first image is shown (gatsby-plugin-image's <noscript> image), and the last can be scrolled to.
      const first = page.locator(".carousel").first()
      await first.scrollIntoViewIfNeeded()
      await page.waitForFunction(
        (root) =>
          Array.from((root as Element).querySelectorAll(".swiper-slide:first-child img:not([aria-hidden])")).some(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth > 0 &&
              getComputedStyle(img).opacity === "1",
          ),
        await first.elementHandle(),
      )
      const scrolled = await first.locator(".swiper-wrapper").evaluate((wrapper) => {
        wrapper.scrollTo({ left: wrapper.scrollWidth, behavior: "instant" })
        const last = wrapper.lastElementChild!.getBoundingClientRect()
        const box = wrapper.getBoundingClientRect()
        return Math.round(last.left - box.left)
      })
      expect(scrolled).toBe(0)
      await page.close()
    },
  )
})
