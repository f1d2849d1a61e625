/**
 * /partners/ and /en/partners/ as the specification lists them (issue 31): the eight partners of
 * data/partners in their `order`, photos and text side by side with the photos' side alternating
 * on wide screens and stacked on phones, each with its carousel (controls only for more than one
 * photo), hours, phone, "visit website" in a new tab (none for a partner without website: Gerstl
 * Bräu) and a link to its own page; one h1, a list, the first photo the only eager one. (axe, light and dark, after
 * scrolling through: every-page.test.ts.)
 */
import type { Browser, Locator, Page } from "playwright-core"
import { formatOpeningHours, weekdays, type Weekday } from "../../src/i18n/format"
import { hoursLines, launchBrowser, openPage } from "./support/browser"
import { inLanguage, languages, partners, t, type Language, type PartnerYaml } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The hours as the page must print them: the YAML through the site's formatter, with this language's day names. */
function expectedHours(partner: PartnerYaml, language: Language): string[] {
  const dayNames = Object.fromEntries(weekdays.map((day) => [day, t(language, `days.${day}`)])) as Record<
    Weekday,
    string
  >
  const clock = t(language, "hours.clock")
  return formatOpeningHours(partner.openingHours, dayNames).map(
    (line) => `${line.days} ${line.times}${clock ? ` ${clock}` : ""}`,
  )
}

/** The partners' entries: the items of the list in <main>, each an article named by its h2. */
const entries = (page: Page) => page.locator("main ul > li:has(> article)")

/** Where the photos and the name are on the screen, after scrolling the entry into view. */
async function boxes(entry: Locator) {
  await entry.scrollIntoViewIfNeeded()
  const photo = await entry.locator(".gatsby-image-wrapper").first().boundingBox()
  const name = await entry.locator("h2").boundingBox()
  if (!photo || !name) throw new Error("an entry without photo or name")
  return { photo, name }
}

describe.each(languages)("/partners/ (%s)", (language) => {
  const path = inLanguage("/partners/", language)

  it("lists the eight partners in the data's order, each with its heading under the one h1", async () => {
    const { page, consoleErrors } = await openPage(browser, path, { viewport: desktop })
    expect(await page.locator("h1").allInnerTexts()).toEqual([t(language, "partnersPage.title")])
    expect(partners()).toHaveLength(8)
    const list = entries(page)
    expect(await list.count()).toBe(8)
    // One list (ul > li), its items the partners, named in the data's order.
    expect(await page.locator("main ul:has(> li > article)").count()).toBe(1)
    // textContent: the entries below the first screen are not rendered yet (content-visibility), innerText would be "".
    expect((await list.locator("> article > div > h2").allTextContents()).map((name) => name.trim())).toEqual(
      partners().map((partner) => partner.name),
    )
    expect(await list.evaluateAll((items) => items.map((item) => item.id))).toEqual(
      partners().map((partner) => partner.id),
    )
    for (const [i, partner] of partners().entries()) {
      const article = list.nth(i).locator("> article")
      await expect(article.getAttribute("aria-labelledby")).resolves.toBe(`partner-${partner.id}`)
      // Its sub-headings are h3s under its h2.
      const levels = await article.locator("h2, h3, h4, h5, h6").evaluateAll((hs) => hs.map((h) => h.tagName))
      expect(levels[0]).toBe("H2")
      expect(levels.slice(1).every((level) => level === "H3")).toBe(true)
    }
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("alternates the photos' side on a desktop screen and stacks photos above the text on a phone", async () => {
    const wide = await openPage(browser, path, { viewport: desktop })
    const list = entries(wide.page)
    for (const i of partners().keys()) {
      const { photo, name } = await boxes(list.nth(i))
      // Side by side, on the same rows.
      expect(photo.y).toBeLessThan(name.y + name.height)
      expect(name.y).toBeLessThan(photo.y + photo.height)
      if (i % 2 === 0) expect(photo.x + photo.width).toBeLessThanOrEqual(name.x)
      else expect(name.x + name.width).toBeLessThanOrEqual(photo.x)
      // Half the content width each, give or take the gap.
      expect(photo.width).toBeGreaterThan(desktop.width * 0.35)
    }
    expect(wide.consoleErrors).toEqual([])
    await wide.page.close()

    const narrow = await openPage(browser, path, { viewport: phone })
    const items = entries(narrow.page)
    for (const i of partners().keys()) {
      const { photo, name } = await boxes(items.nth(i))
      expect(photo.y + photo.height).toBeLessThanOrEqual(name.y)
      expect(photo.width).toBeGreaterThan(phone.width * 0.8)
    }
    expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width)
    await narrow.page.close()
  })

  it("gives each partner its carousel (controls only for more than one photo, no autoplay), the first photo alone eager", async () => {
    const { page, consoleErrors } = await openPage(browser, path, { viewport: desktop })
    const list = entries(page)
    const loading: (string | null)[] = []
    for (const [i, partner] of partners().entries()) {
      const entry = list.nth(i)
      const count = partner.images.length
      const photos = entry.locator("img[data-main-image]")
      expect(await photos.count()).toBe(count)
      loading.push(...(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")))))
      const carousel = entry.getByRole("region", { name: t(language, "carousel.label", { name: partner.name }) })
      const controls = entry.locator("[data-carousel=previous], [data-carousel=next]")
      // The dots: a button per photo, named by its number.
      const dots = entry.locator("[role=tab]")
      if (count > 1) {
        expect(await carousel.count()).toBe(1)
        expect(await controls.count()).toBe(2)
        expect(await dots.count()).toBe(count)
        await expect(dots.last().getAttribute("aria-label")).resolves.toBe(
          t(language, "carousel.goTo", { index: count, total: count }),
        )
        await entry.scrollIntoViewIfNeeded()
        expect(await controls.first().isVisible()).toBe(true)
      } else {
        expect(await carousel.count()).toBe(0)
        expect(await controls.count()).toBe(0)
        expect(await entry.locator("button").count()).toBe(0)
      }
    }
    // Only the home page's cards change their photos by themselves.
    expect(await page.locator("main .carousel[data-autoplay]").count()).toBe(0)
    expect(loading[0]).toBe("eager")
    expect(loading.slice(1).every((value) => value === "lazy")).toBe(true)
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("shows each partner's category, description, hours, phone, website in a new tab and the way to its page", async () => {
    const { page, consoleErrors } = await openPage(browser, path, { viewport: desktop })
    const list = entries(page)
    for (const [i, partner] of partners().entries()) {
      const entry = list.nth(i)
      await entry.scrollIntoViewIfNeeded()
      const text = (await entry.innerText()).replace(/\s+/g, " ")
      // The category is set in capitals by CSS (text-transform), which innerText applies.
      expect(text).toContain(partner.category[language].toUpperCase())
      expect(text).toContain(partner.description[language])

      const hoursHeading = entry.locator("h3", { hasText: t(language, "hours.title") })
      if (partner.openingHours.length || partner.openingHoursNote) {
        const rows = await hoursHeading.locator("xpath=..").locator("dl > div").evaluateAll(hoursLines)
        expect(rows).toEqual(expectedHours(partner, language))
        if (partner.openingHoursNote) expect(text).toContain(partner.openingHoursNote[language])
      } else {
        expect(await hoursHeading.count()).toBe(0)
      }

      const phones = entry.locator('a[href^="tel:"]')
      if (partner.phone) {
        expect(await phones.count()).toBe(1)
        await expect(phones.getAttribute("href")).resolves.toBe(`tel:${partner.phone.href}`)
        await expect(phones.innerText()).resolves.toBe(partner.phone.display)
      } else {
        expect(await phones.count()).toBe(0)
      }

      const website = entry.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(t(language, "partner.visitWebsite"))}`),
      })
      if (partner.website) {
        expect(await website.count()).toBe(1)
        await expect(website.getAttribute("href")).resolves.toBe(partner.website)
        await expect(website.getAttribute("target")).resolves.toBe("_blank")
        expect((await website.getAttribute("rel"))?.split(" ")).toContain("noopener")
        // Its name says whose website it is and that it opens in a new tab.
        const name = await website.evaluate((link) => link.textContent?.replace(/\s+/g, " ").trim())
        expect(name).toBe(`${t(language, "partner.visitWebsite")}: ${partner.name} ${t(language, "newTab")}`)
        expect(await website.isVisible()).toBe(true)
      } else {
        expect(await website.count()).toBe(0)
        expect(await entry.locator('a[target="_blank"]').count()).toBe(0)
        expect(text).toContain(t(language, "partner.websiteComingSoon"))
      }

      const own = entry.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(t(language, "partner.learnMore"))} ?: ${escapeRegExp(partner.name)}$`),
      })
      await expect(own.getAttribute("href")).resolves.toBe(inLanguage(`/partners/${partner.id}/`, language))
    }
    // The data has a partner without website (Gerstl Bräu), whose entry has no such link.
    expect(partners().some((partner) => !partner.website)).toBe(true)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
