/**
 * An event's page and its photo gallery (issue 21, point 3), on carnival-2025 (four photos
 * with captions) and advent-2026 (no photos, upcoming when the site was built): thumbnails
 * that link to the large photo without JavaScript; the lightbox with the keyboard only and
 * with a finger, focus kept inside and returned, axe clean while it is open, the neighbours
 * fetched ahead; the first screen fetches no gallery photo it does not show; the lightbox's
 * code comes only when a visitor reaches for a photo; "Upcoming"/"Past" by the visitor's clock.
 */
import type { Browser, Locator, Page } from "playwright-core"
import sharp from "sharp"
import { formatEventDay } from "../../src/i18n/format"
import { isUpcoming, parseEventTime, viennaIsoString } from "../../src/i18n/event-time"
import { axeViolations } from "./support/axe"
import { launchBrowser, nextFrames, openPage, siteUrl, unexpected, waitForHydration } from "./support/browser"
import { events, inLanguage, languages, readYaml, t, type EventYaml, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const bySlug = (slug: string): EventYaml => {
  const event = events().find((candidate) => candidate.slug === slug)
  if (!event) throw new Error(`data/events/${slug}.yaml is gone: the test needs it`)
  return event
}
const carnival = bySlug("carnival-2025")
const advent = bySlug("advent-2026")
const photos = carnival.photos
const count = photos.length
const carnivalPath = (language: Language) => inLanguage(`/events/${carnival.slug}/`, language)
const phone = { width: 390, height: 844 }

const thumbnails = (page: Page) => page.locator("[data-gallery] a[data-photo]")
const lightbox = (page: Page) => page.locator("dialog[data-lightbox][open]")
/** The lightbox closed and React has taken it away (after its "close" event). */
const closedAndRemoved = (page: Page) => page.locator("dialog[data-lightbox]").waitFor({ state: "detached" })

/** Wait until the lightbox shows photo `n` (1-based): counter, image and caption. */
async function expectShows(page: Page, language: Language, n: number): Promise<void> {
  const dialog = lightbox(page)
  await dialog
    .locator("[data-lightbox=counter]", { hasText: t(language, "gallery.counter", { index: n, total: count }) })
    .waitFor()
  await expect(dialog.locator("[data-lightbox=photo]").getAttribute("alt")).resolves.toBe(photos[n - 1].alt[language])
  const caption = photos[n - 1].caption?.[language]
  if (caption) await expect(dialog.locator("[data-lightbox=caption]").textContent()).resolves.toBe(caption)
  else await expect(dialog.locator("[data-lightbox=caption]").count()).resolves.toBe(0)
}

const focusedInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement))
const focusedPhoto = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-gallery] a[data-photo]")?.getAttribute("data-photo"))

/** Move a finger across `target` from `from` to `to` (fractions of its width), as Chromium's touch input does. */
async function swipe(page: Page, target: Locator, from: number, to: number): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error("nothing to swipe on")
  const cdp = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const x = (fraction: number) => box.x + box.width * fraction
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x(from), y }] })
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x(from + ((to - from) * step) / 5), y }],
    })
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
  await cdp.detach()
}

describe.each(languages)("carnival-2025's gallery without JavaScript (%s)", (language) => {
  it("shows every photo as a thumbnail that links to the large photo, with the photo's description", async () => {
    const { page } = await openPage(browser, carnivalPath(language), { javaScriptEnabled: false })
    await expect(page.locator("[data-gallery] h2").textContent()).resolves.toBe(
      t(language, "gallery.heading", { total: count }),
    )
    expect(await thumbnails(page).count()).toBe(count)
    for (const [index, photo] of photos.entries()) {
      const link = page.getByRole("link", { name: photo.alt[language], exact: true })
      await expect(link.getAttribute("data-photo")).resolves.toBe(String(index + 1))
      const image = link.locator("img[data-main-image]")
      await expect(image.getAttribute("loading")).resolves.toBe("lazy")
      await link.scrollIntoViewIfNeeded()
      await expect(image.isVisible()).resolves.toBe(true)
      // From the image CDN, its place kept by width and height.
      const shown = await image.evaluate((img: HTMLImageElement) =>
        img
          .decode()
          .then(() => [
            new URL(img.currentSrc).pathname,
            img.naturalWidth > 0,
            img.getAttribute("width"),
            img.getAttribute("height"),
          ]),
      )
      expect(shown).toEqual(["/.netlify/images", true, "480", "360"])
      // The link: the large photo from the image CDN, WebP at its width.
      const href = await link.getAttribute("href")
      expect(href).toMatch(/^\/\.netlify\/images\?url=%2Fstatic%2F.+&w=\d+&fm=webp&q=\d+$/)
      const response = await fetch(siteUrl(href!))
      expect([response.status, response.headers.get("content-type")]).toEqual([200, "image/webp"])
      const { format, width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([format, width]).toEqual(["webp", Number(new URLSearchParams(href!.split("?")[1]).get("w"))])
      if (photo.caption)
        await expect(link.locator("xpath=..").locator("figcaption").textContent()).resolves.toBe(
          photo.caption[language],
        )
    }
    await page.close()
  })
})

describe.each([phone, { width: 1440, height: 900 }])("through the image CDN at %o", (viewport) => {
  it("the thumbnails and the lightbox's photo load, upright, in the place kept for them", async () => {
    const { page, consoleErrors } = await openPage(browser, carnivalPath("en"), {
      viewport,
      prepare: async (opened) => {
        await opened.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!entry.hadRecentInput) shifts.push(entry.value)
          }).observe({ type: "layout-shift", buffered: true })
        })
      },
    })
    const loaded = (img: HTMLImageElement) =>
      img.decode().then(() => ({
        cdn: new URL(img.currentSrc).pathname,
        attributes: [img.getAttribute("width"), img.getAttribute("height")],
        box: Math.round((img.clientWidth / img.clientHeight) * 100),
        upright: Math.sign(img.naturalWidth - img.naturalHeight) === Math.sign(img.width - img.height),
      }))
    for (const link of await thumbnails(page).all()) {
      await link.scrollIntoViewIfNeeded()
      await expect(link.locator("img").evaluate(loaded)).resolves.toEqual({
        cdn: "/.netlify/images",
        attributes: ["480", "360"],
        box: 133,
        upright: true,
      })
    }
    await thumbnails(page).first().click()
    const photo = lightbox(page).locator("[data-lightbox=photo]")
    const shown = await photo.evaluate(loaded)
    expect(shown).toMatchObject({ cdn: "/.netlify/images", upright: true })
    // Its width and height attributes have the photo's proportions.
    const [width, height] = shown.attributes.map(Number)
    expect(Math.abs(shown.box - Math.round((width / height) * 100))).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })
})

describe("the lightbox", () => {
  it.each(languages)(
    "works with the keyboard only (%s): opens from a thumbnail, keeps focus, counts, wraps, shows captions, closes to the thumbnail",
    async (language) => {
      const { page, consoleErrors } = await openPage(browser, carnivalPath(language))
      for (let presses = 0; presses < 100 && (await focusedPhoto(page)) !== "1"; presses++)
        await page.keyboard.press("Tab")
      expect(await focusedPhoto(page)).toBe("1")
      await page.keyboard.press("Enter")
      const dialog = lightbox(page)
      await dialog.waitFor()
      await expect(dialog.getAttribute("aria-label")).resolves.toBe(
        t(language, "gallery.dialogLabel", { title: carnival.title[language] }),
      )
      expect(await focusedInside(dialog)).toBe(true)
      await expectShows(page, language, 1)
      for (const [control, key] of [
        ["close", "gallery.close"],
        ["previous", "gallery.previous"],
        ["next", "gallery.next"],
      ]) {
        await expect(dialog.locator(`button[data-lightbox=${control}]`).getAttribute("aria-label")).resolves.toBe(
          t(language, key),
        )
      }
      await page.keyboard.press("ArrowRight")
      await expectShows(page, language, 2)
      await page.keyboard.press("ArrowLeft")
      await expectShows(page, language, 1)
      await page.keyboard.press("ArrowLeft")
      await expectShows(page, language, count)
      await page.keyboard.press("ArrowRight")
      await expectShows(page, language, 1)
      // Tab goes round the dialog's controls and never reaches the page behind it.
      for (let presses = 0; presses < 6; presses++) {
        await page.keyboard.press("Tab")
        expect(await focusedInside(dialog)).toBe(true)
      }
      // The buttons, pressed with Enter, wrap as well.
      await dialog.locator("button[data-lightbox=previous]").focus()
      await page.keyboard.press("Enter")
      await expectShows(page, language, count)
      await dialog.locator("button[data-lightbox=next]").focus()
      await page.keyboard.press("Enter")
      await expectShows(page, language, 1)
      await page.keyboard.press("Escape")
      // Gone from the page, not only closed: the browser fires the dialog's "close" event (on
      // which the gallery hands focus back) in a task after it took `open` away.
      await closedAndRemoved(page)
      expect(await focusedPhoto(page)).toBe("1")
      // The close button closes too, and focus goes back to the thumbnail that opened it.
      await thumbnails(page).nth(2).focus()
      await page.keyboard.press("Enter")
      await expectShows(page, language, 3)
      await dialog.locator("button[data-lightbox=close]").focus()
      await page.keyboard.press("Enter")
      await closedAndRemoved(page)
      expect(await focusedPhoto(page)).toBe("3")
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    },
  )

  it("follows a finger: a swipe to the left shows the next photo, to the right the previous one, a short move nothing", async () => {
    const language = "de"
    const { page, consoleErrors } = await openPage(browser, carnivalPath(language), { viewport: phone, hasTouch: true })
    await thumbnails(page).first().scrollIntoViewIfNeeded()
    await thumbnails(page).first().tap()
    await expectShows(page, language, 1)
    // The finger moves across the stage the photo sits in, as wide as the screen: the photo itself
    // may still be loading (and have no size yet) when a visitor swipes on.
    const stage = lightbox(page).locator("[data-lightbox=photo]").locator("xpath=..")
    await swipe(page, stage, 0.85, 0.15)
    await expectShows(page, language, 2)
    await swipe(page, stage, 0.15, 0.85)
    await expectShows(page, language, 1)
    await swipe(page, stage, 0.15, 0.85)
    await expectShows(page, language, count)
    // 8 % of a phone's width (about 30 px) is no swipe.
    await swipe(page, stage, 0.5, 0.42)
    await nextFrames(page)
    await expectShows(page, language, count)
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })

  it("opens again at once on the photo asked for, right after it was closed", async () => {
    const { page, consoleErrors } = await openPage(browser, carnivalPath("de"))
    await thumbnails(page).first().click()
    await expectShows(page, "de", 1)
    // Closed and the third photo clicked in one go, before the page has taken the closed lightbox away.
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>("dialog[data-lightbox]")?.close()
      document.querySelectorAll<HTMLAnchorElement>("[data-gallery] a[data-photo]")[2].click()
    })
    await expectShows(page, "de", 3)
    await nextFrames(page)
    await expectShows(page, "de", 3)
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })

  it.each(["light", "dark"] as const)("is clean for axe while it is open (%s)", async (colorScheme) => {
    const { page, consoleErrors } = await openPage(browser, carnivalPath("en"), { colorScheme })
    await thumbnails(page).nth(1).click()
    await expectShows(page, "en", 2)
    await lightbox(page)
      .locator("[data-lightbox=photo]")
      .evaluate((image: HTMLImageElement) => image.decode())
    expect(await axeViolations(page)).toEqual([])
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })

  it("has fetched both neighbours of the photo it shows before the visitor moves on", async () => {
    const { page, consoleErrors } = await openPage(browser, carnivalPath("en"))
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await thumbnails(page).first().click()
    await expectShows(page, "en", 1)
    const shown = () =>
      lightbox(page)
        .locator("[data-lightbox=photo]")
        .evaluate(async (image: HTMLImageElement) => {
          await image.decode()
          return image.currentSrc
        })
    const first = await shown()
    // Until no request has started for half a second: the neighbours are asked for while photo 1 is shown.
    for (let seen = -1; seen !== requested.length;) {
      seen = requested.length
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const before = new Set(requested)
    await page.keyboard.press("ArrowRight")
    await expectShows(page, "en", 2)
    const second = await shown()
    expect({ second, fetchedAhead: before.has(second) }).toEqual({ second, fetchedAhead: true })
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expectShows(page, "en", count)
    const last = await shown()
    expect({ last, fetchedAhead: before.has(last) }).toEqual({ last, fetchedAhead: true })
    expect(new Set([first, second, last]).size).toBe(3)
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })

  it("is code the page fetches only when a visitor reaches for a photo", async () => {
    const scripts: string[] = []
    const { page, consoleErrors } = await openPage(browser, carnivalPath("en"), {
      prepare: async (opened) => {
        opened.on("response", (response) => {
          if (response.url().endsWith(".js")) scripts.push(response.url())
        })
      },
    })
    const lightboxIn = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
      return bodies.some((body) => body.includes("gallery.counter"))
    }
    expect(scripts.length).toBeGreaterThan(0)
    expect(await lightboxIn(scripts)).toBe(false)
    await thumbnails(page).first().click()
    await expectShows(page, "en", 1)
    expect(await lightboxIn(scripts)).toBe(true)
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })
})

// Without JavaScript a browser fetches every image at once, lazy or not (the HTML standard ties
// lazy loading to scripting); the first screen is the one of a visitor with JavaScript.
describe("the first screen", () => {
  it.each(["en", "de"] as const)(
    "of carnival-2025 on a phone fetches no gallery photo it does not show (%s)",
    async (language) => {
      const requested: string[] = []
      const { page, consoleErrors } = await openPage(browser, carnivalPath(language), {
        viewport: phone,
        prepare: async (opened) => {
          opened.on("request", (request) => requested.push(new URL(request.url()).href))
        },
      })
      await nextFrames(page)
      await page.waitForLoadState("networkidle")
      const gallery = await thumbnails(page).evaluateAll((links) =>
        links.map((link) => ({
          inView: link.getBoundingClientRect().top < window.innerHeight,
          large: (link as HTMLAnchorElement).href,
          thumbnails: Array.from(link.querySelectorAll("source, img"))
            .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
            .map((candidate) => candidate.trim().split(/\s+/)[0])
            .filter(Boolean)
            .map((url) => new URL(url, location.href).href),
        })),
      )
      expect(gallery.length).toBe(count)
      const offScreen = gallery.filter((photo) => !photo.inView)
      // The test means something only if some photo is below the first screen.
      expect(offScreen.length).toBeGreaterThan(0)
      const fetched = (urls: string[]) => urls.filter((url) => requested.includes(url))
      expect(offScreen.flatMap((photo) => fetched(photo.thumbnails))).toEqual([])
      expect(gallery.flatMap((photo) => fetched([photo.large]))).toEqual([])
      // …and the same check sees the thumbnails once the visitor scrolls to them.
      await page.locator("[data-gallery]").scrollIntoViewIfNeeded()
      await thumbnails(page).last().scrollIntoViewIfNeeded()
      await page.waitForLoadState("networkidle")
      const until = Date.now() + 5000
      while (Date.now() < until && offScreen.some((photo) => fetched(photo.thumbnails).length === 0))
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(offScreen.map((photo) => fetched(photo.thumbnails).length > 0)).toEqual(offScreen.map(() => true))
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    },
  )
})

describe("an event without photos", () => {
  it.each(languages)(
    "advent-2026 has no gallery section; when and where, with its room linked (%s)",
    async (language) => {
      const { page } = await openPage(browser, inLanguage(`/events/${advent.slug}/`, language), {
        javaScriptEnabled: false,
      })
      expect(advent.photos).toEqual([])
      await expect(page.locator("h1").textContent()).resolves.toBe(advent.title[language])
      await expect(page.locator("[data-gallery]").count()).resolves.toBe(0)
      const facts = page.locator("[data-event-facts]")
      await expect(facts.locator("time").getAttribute("datetime")).resolves.toBe(
        viennaIsoString(parseEventTime(advent.start)),
      )
      await expect(facts.locator("time").innerText()).resolves.toContain(formatEventDay(advent.start, language))
      const room = readYaml<{ id: string; name: Record<Language, string> }>(`rooms/${advent.place}.yaml`)
      await expect(facts.getByRole("link", { name: room.name[language] }).getAttribute("href")).resolves.toBe(
        inLanguage(`/party-rooms/#${room.id}`, language),
      )
      // …where the room's description has that anchor.
      const rooms = await (await fetch(siteUrl(inLanguage("/party-rooms/", language)))).text()
      expect(rooms).toContain(`<article id="${room.id}"`)
      await expect(page.locator("main").textContent()).resolves.not.toContain(
        t(language, "gallery.heading", { total: 0 }).replace(/\s*\(0\)/, ""),
      )
      await page.close()
    },
  )
})

describe("Upcoming or past", () => {
  const statusOf = (page: Page) => page.locator("[data-status]")
  const builtAt = async (page: Page) => new Date((await statusOf(page).getAttribute("data-built-at"))!)

  it.each(languages)(
    "advent-2026 (%s): the HTML says what was true at the build; by a visitor's clock after the event, past",
    async (language) => {
      const path = inLanguage(`/events/${advent.slug}/`, language)
      const { page: html } = await openPage(browser, path, { javaScriptEnabled: false })
      const built = await builtAt(html)
      const atBuild = isUpcoming(advent, built) ? "upcoming" : "past"
      await expect(statusOf(html).getAttribute("data-status")).resolves.toBe(atBuild)
      await expect(statusOf(html).textContent()).resolves.toBe(t(language, `eventPage.${atBuild}`))
      await html.close()

      const afterEnd = new Date("2027-01-10T12:00:00+01:00")
      const { page, consoleErrors } = await openPage(browser, path, {
        hydrated: false,
        prepare: (opened) => opened.clock.install({ time: afterEnd }),
      })
      await waitForHydration(page, { fakeClock: true })
      await page.locator('[data-status="past"]').waitFor()
      await expect(statusOf(page).textContent()).resolves.toBe(t(language, "eventPage.past"))
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    },
  )

  it("advent-2026 by a clock before its end says what the build said; carnival-2025, past at the build, stays past by a clock before it", async () => {
    const before = new Date("2025-01-10T12:00:00+01:00")
    for (const event of [advent, carnival]) {
      const { page, consoleErrors } = await openPage(browser, inLanguage(`/events/${event.slug}/`, "en"), {
        hydrated: false,
        prepare: (opened) => opened.clock.install({ time: before }),
      })
      await waitForHydration(page, { fakeClock: true })
      const built = await builtAt(page)
      const expected = isUpcoming(event, built) ? "upcoming" : "past"
      // Give React the moment after hydration in which it would re-render by the visitor's clock.
      await nextFrames(page)
      await nextFrames(page)
      await expect(statusOf(page).getAttribute("data-status")).resolves.toBe(expected)
      if (event === carnival) expect(expected).toBe("past")
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    }
  })
})
