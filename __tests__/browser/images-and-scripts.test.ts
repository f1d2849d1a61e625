import type { Browser, Page } from "playwright-core"
import { launchBrowser, nextFrames, openPage, renderedText, scrollThrough, settled } from "./support/browser"

/**
 * What the page loads, and when: images paint without waiting for a script, hidden
 * carousel images and Swiper wait until they are needed, and images rendered after a
 * client-side link still appear.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phone = { width: 390, height: 844 }

/** Paths of the requests the page made so far. */
function recordRequests(page: Page): string[] {
  const paths: string[] = []
  page.on("request", (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

/** Every main image of a carousel's first slide that is on the screen has loaded and is opaque. */
async function firstScreenImagesShown(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("img[data-main-image]")]
      .filter((img) => {
        const box = img.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
      })
      .map((img) => ({ loaded: img.complete && img.naturalWidth > 0, opacity: getComputedStyle(img).opacity })),
  )
}

describe("photos", () => {
  it("are opaque as soon as they arrive, also when the page's scripts never run", async () => {
    const { page } = await openPage(browser, "/partners/", {
      viewport: phone,
      hydrated: false,
      prepare: async (p) => {
        await p.route(/\.js$/, (route) => route.abort())
      },
    })
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[data-main-image][loading=eager]")].every(
        (img) => img.complete,
      ),
    )
    const shown = await firstScreenImagesShown(page)
    expect(shown.length).toBeGreaterThan(0)
    for (const image of shown) expect(image).toEqual({ loaded: true, opacity: "1" })
    await page.close()
  })

  it("appear after a client-side link too (images the server did not render into that page)", async () => {
    const { page, consoleErrors } = await openPage(browser, "/contact/", { viewport: { width: 1280, height: 800 } })
    await page.locator('header a[href="/partners/"]').first().click()
    await page.waitForURL(/\/partners\/$/)
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("Partner"))
    await page.waitForFunction(() => {
      const onScreen = [...document.querySelectorAll<HTMLImageElement>("main img[data-main-image]")].filter((img) => {
        const box = img.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
      })
      return (
        onScreen.length > 0 &&
        onScreen.every((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1")
      )
    })
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("a carousel nobody has touched", () => {
  it("fetches neither Swiper nor its hidden photos; reaching for it fetches both", async () => {
    const { page } = await openPage(browser, "/partners/", { viewport: phone })
    const requests = recordRequests(page)
    await page.waitForLoadState("networkidle")
    const carousel = page.locator(".carousel").first()
    const hiddenSlideImages = carousel.locator(".swiper-slide:nth-of-type(2) img[data-main-image]")
    expect(await hiddenSlideImages.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      false,
    )
    expect(
      await carousel.evaluate((element) => element.querySelector(".swiper")?.classList.contains("swiper-initialized")),
    ).toBe(false)
    const before = requests.length

    await carousel.locator('[data-carousel="next"]').hover()
    await page.waitForFunction(() =>
      document.querySelector(".carousel .swiper")?.classList.contains("swiper-initialized"),
    )
    await hiddenSlideImages.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
    )
    expect(requests.slice(before).some((path) => path.endsWith(".js"))).toBe(true)
    await page.close()
  })

  it("follows a swipe that starts before Swiper is there", async () => {
    const { page } = await openPage(browser, "/partners/", { viewport: phone, hasTouch: true })
    const carousel = page.locator(".carousel").first()
    const frame = await carousel.locator(".swiper").boundingBox()
    if (!frame) throw new Error("no carousel on the partners page")
    const y = frame.y + frame.height / 2
    const touch = (type: string, x: number) =>
      carousel.locator(".swiper").dispatchEvent(type, {
        touches: type === "touchend" ? [] : [{ identifier: 1, clientX: x, clientY: y }],
        changedTouches: [{ identifier: 1, clientX: x, clientY: y }],
      })
    await touch("touchstart", frame.x + frame.width * 0.8)
    await touch("touchend", frame.x + frame.width * 0.2)
    await page.waitForFunction(
      () =>
        document
          .querySelector('.carousel [role=tab][aria-selected="true"]')
          ?.getAttribute("aria-label")
          ?.startsWith("Bild 2") ?? false,
    )
    await page.close()
  })
})

describe("the page's scripts", () => {
  it.each(["/", "/en/partners/", "/contact/"])(
    "%s requests them only after it has loaded and been painted, then hydrates",
    async (path) => {
      const { page, consoleErrors } = await openPage(browser, path, { viewport: phone })
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        load: performance.getEntriesByType("navigation")[0]
          ? (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart
          : undefined,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(timing.scripts).toHaveLength(3)
      expect(timing.paint).toBeDefined()
      for (const start of timing.scripts) {
        expect(start).toBeGreaterThanOrEqual(timing.paint as number)
        expect(start).toBeGreaterThanOrEqual(timing.load as number)
      }
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )
})

describe("the page's start without the browser's locale data", () => {
  // The first Intl object of a tab makes Chromium load ICU's data for it, on the main thread
  // (time zones: 57–110 ms, docs/performance.md); i18next makes an Intl.PluralRules for every
  // t() given a `count`. The site formats dates with src/i18n/vienna-time.ts and passes counts
  // under other names ({{total}}, {{people}}), so no page needs any of it.
  it.each(["/party-rooms/", "/en/events/carnival-2025/", "/partners/miyako/", "/en/"])(
    "%s hydrates and runs its carousel or lightbox without making an Intl object",
    async (path) => {
      const { page, consoleErrors } = await openPage(browser, path, {
        viewport: phone,
        prepare: async (p) => {
          await p.addInitScript(() => {
            const made: string[] = []
            ;(window as unknown as { intlMade: string[] }).intlMade = made
            const intl = Intl as unknown as Record<string, unknown>
            for (const name of Object.getOwnPropertyNames(Intl)) {
              const original = intl[name]
              if (typeof original !== "function" || !/^[A-Z]/.test(name)) continue
              intl[name] = new Proxy(original, {
                construct(target, args, newTarget) {
                  made.push(`Intl.${name}`)
                  return Reflect.construct(target, args, newTarget) as object
                },
                apply(target, self, args) {
                  made.push(`Intl.${name}`)
                  return Reflect.apply(target as (...a: unknown[]) => unknown, self, args)
                },
              })
            }
            const prototypes: [string, Record<string, unknown>, string[]][] = [
              [
                "String",
                String.prototype as unknown as Record<string, unknown>,
                ["localeCompare", "toLocaleLowerCase", "toLocaleUpperCase"],
              ],
              ["Number", Number.prototype as unknown as Record<string, unknown>, ["toLocaleString"]],
              [
                "Date",
                Date.prototype as unknown as Record<string, unknown>,
                ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"],
              ],
            ]
            for (const [owner, prototype, names] of prototypes) {
              for (const name of names) {
                const original = prototype[name] as (...a: unknown[]) => unknown
                prototype[name] = function (this: unknown, ...args: unknown[]) {
                  made.push(`${owner}.prototype.${name}`)
                  return original.apply(this, args)
                }
              }
            }
          })
        },
      })
      await scrollThrough(page)
      await settled(page)
      // A carousel's arrow announces "Image 2 of 3", the lightbox "2 / 12": t() with the number of images.
      const next = page.locator("[data-carousel=next]").first()
      if ((await next.count()) > 0) await next.press("Enter")
      const photo = page.locator("[data-gallery] a[data-photo]").first()
      if ((await photo.count()) > 0) {
        await photo.click()
        await page.locator("dialog[data-lightbox][open]").waitFor()
        await page.keyboard.press("ArrowRight")
      }
      await settled(page)
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([])
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )
})

/** Every Emotion class on the page ("css-<name>") that no rule of the page's style sheets names. */
function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [...document.styleSheets].flatMap((sheet) => {
      const collect = (rules: CSSRuleList): string[] =>
        [...rules].flatMap((rule) =>
          rule instanceof CSSStyleRule
            ? [rule.selectorText]
            : "cssRules" in rule
              ? collect((rule as CSSGroupingRule).cssRules)
              : [],
        )
      return collect(sheet.cssRules)
    })
    // "css-0" is Emotion's class for no styles at all.
    const classes = new Set(
      [...document.querySelectorAll("[class]")].flatMap((element) =>
        [...element.classList].filter((name) => /^css-/.test(name) && name !== "css-0"),
      ),
    )
    return [...classes].filter((name) => !selectors.some((selector) => selector.includes(`.${name}`)))
  })
}

describe("the page's styles", () => {
  it.each(["/partners/", "/en/"])(
    "%s: hydration leaves the server's <style> elements in <head> alone (none removed or moved)",
    async (path) => {
      const { page, consoleErrors } = await openPage(browser, path, {
        viewport: phone,
        prepare: async (p) => {
          await p.addInitScript(() => {
            const changes: string[] = []
            ;(window as unknown as { styleChanges: string[] }).styleChanges = changes
            document.addEventListener("DOMContentLoaded", () => {
              new MutationObserver((records) => {
                for (const record of records) {
                  // (A <style> for styles only the browser renders, such as a section
                  // waiting to be revealed, may be added.)
                  for (const node of record.removedNodes) {
                    if (
                      node.nodeName === "STYLE" ||
                      (node.nodeName === "LINK" && (node as HTMLLinkElement).rel === "stylesheet")
                    ) {
                      changes.push(`removed ${(node as Element).outerHTML.slice(0, 80)}`)
                    }
                  }
                }
              }).observe(document.head, { childList: true })
            })
          })
        },
      })
      await page.waitForLoadState("networkidle")
      expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([])
      expect(await classesWithoutRules(page)).toEqual([])
      expect(consoleErrors).toEqual([])
      await page.close()
    },
  )

  it("after a client-side link, the classes the first page did not have get their rules", async () => {
    const { page, consoleErrors } = await openPage(browser, "/contact/", { viewport: { width: 1280, height: 800 } })
    await page.locator('header a[href="/party-rooms/"]').first().click()
    await page.waitForURL(/\/party-rooms\/$/)
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("Party"))
    const classes = await page.evaluate(() => document.querySelectorAll("[class*='css-']").length)
    expect(classes).toBeGreaterThan(20)
    expect(await classesWithoutRules(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("long pages", () => {
  /** Articles whose content the browser skips until they come near the screen (theme.renderWhenNear). */
  const skipped = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("article")]
        // (What is skipped is the article's content, not the article itself.)
        .filter((article) => !article.children[0].checkVisibility({ contentVisibilityAuto: true }))
        .map((article) => article.getAttribute("aria-labelledby")),
    )
  /** The colour of every link in the page's articles. */
  const linkColours = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("main article a")].map(
        (link) => `${link.textContent}: ${getComputedStyle(link).color}`,
      ),
    )
  /**
   * Switch `page` (opened in light) to dark, after scrolling through it or before: every link
   * in its articles then has the colour a fresh load of `path` in dark gives it.
   * Returns the dark page's console errors.
   */
  async function expectDarkSwitchLikeDarkLoad(page: Page, path: string, scrollFirst = true): Promise<string[]> {
    if (scrollFirst) await scrollThrough(page)
    await page.emulateMedia({ colorScheme: "dark" })
    await settled(page)
    if (!scrollFirst) await scrollThrough(page)
    const afterSwitch = await linkColours(page)
    const dark = await openPage(browser, path, { viewport: phone, colorScheme: "dark" })
    await scrollThrough(dark.page)
    expect(afterSwitch.length).toBeGreaterThan(0)
    expect(afterSwitch).toEqual(await linkColours(dark.page))
    await dark.page.close()
    return dark.consoleErrors
  }

  it.each(["/", "/en/partners/", "/party-rooms/"])(
    "%s: articles far below the first screen wait to be laid out until the visitor comes near them",
    async (path) => {
      const { page } = await openPage(browser, path, { viewport: phone, javaScriptEnabled: false })
      const waiting = await skipped(page)
      expect(waiting.length).toBeGreaterThanOrEqual(1)
      const last = page.locator(`article[aria-labelledby="${waiting.at(-1)}"]`)
      expect(await last.innerText()).toBe("")
      expect(await renderedText(last)).toMatch(/\S/)
      await page.close()
    },
  )

  it.each(["/", "/en/partners/", "/party-rooms/"])(
    "%s: with JavaScript they wait too; once shown they stay rendered, and follow a switch to dark",
    async (path) => {
      const { page, consoleErrors } = await openPage(browser, path, { viewport: phone, colorScheme: "light" })
      await nextFrames(page)
      expect((await skipped(page)).length).toBeGreaterThanOrEqual(1)
      await scrollThrough(page)
      // Back at the top, the articles far below have been shown once and are still rendered.
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      expect(await skipped(page)).toEqual([])
      const darkErrors = await expectDarkSwitchLikeDarkLoad(page, path)
      expect([...consoleErrors, ...darkErrors]).toEqual([])
      await page.close()
    },
  )

  it("/partners/: switched to dark before scrolling, articles not shown yet come in dark", async () => {
    const { page, consoleErrors } = await openPage(browser, "/partners/", { viewport: phone, colorScheme: "light" })
    expect((await skipped(page)).length).toBeGreaterThanOrEqual(1)
    const darkErrors = await expectDarkSwitchLikeDarkLoad(page, "/partners/", false)
    expect([...consoleErrors, ...darkErrors]).toEqual([])
    await page.close()
  })

  it("after a client-side link to /partners/, articles once shown follow a switch to dark", async () => {
    const { page, consoleErrors } = await openPage(browser, "/contact/", { viewport: phone, colorScheme: "light" })
    await page
      .locator('a[href="/partners/"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click())
    await page.waitForURL(/\/partners\/$/)
    await page.locator("main article").first().waitFor()
    const darkErrors = await expectDarkSwitchLikeDarkLoad(page, "/partners/")
    expect([...consoleErrors, ...darkErrors]).toEqual([])
    await page.close()
  })
})
