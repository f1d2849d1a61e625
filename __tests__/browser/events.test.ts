/**
 * Events as a collection (issue 21): /events/ lists the upcoming events soonest first and the
 * past ones newest first by year, as of the build (the page carries its build time, and the
 * test splits the YAML with the same moment); home shows the next event; every event has a
 * page in both languages that reads well without JavaScript; the sitemap lists them with
 * their language pair.
 */
import type { Browser, Page } from "playwright-core"
import { formatEventDay, formatEventTime } from "../../src/i18n/format"
import { parseEventTime, splitEvents, viennaIsoString } from "../../src/i18n/event-time"
import { launchBrowser, openPage, siteUrl, unexpected } from "./support/browser"
import { events, inLanguage, languages, readYaml, t, type EventYaml, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const all = events()

async function builtAt(page: Page): Promise<Date> {
  const value = await page.locator("[data-built-at]").getAttribute("data-built-at")
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  return new Date(value!)
}

const cardSlugs = (page: Page, selector: string) =>
  page.locator(`${selector} [data-event]`).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-event")))

describe.each(languages)("/events/ (%s)", (language: Language) => {
  it("lists upcoming events soonest first and past events newest first, grouped by year", async () => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/events/", language))
    const now = await builtAt(page)
    const { upcoming, past } = splitEvents(all, now)
    expect(await page.locator("h1").allTextContents()).toEqual([t(language, "events.heading")])

    const upcomingSection = page.locator('[data-events="upcoming"]')
    await expect(upcomingSection.locator("h2").textContent()).resolves.toBe(t(language, "events.upcoming"))
    expect(await cardSlugs(page, '[data-events="upcoming"]')).toEqual(upcoming.map((event) => event.slug))
    if (upcoming.length === 0) {
      await expect(upcomingSection.textContent()).resolves.toContain(t(language, "events.noneUpcoming"))
      const newsletter = upcomingSection.getByRole("link", { name: t(language, "events.newsletterLink") })
      expect(await newsletter.getAttribute("href")).toBe(inLanguage("/#news", language))
    }

    expect(
      await page
        .locator('[data-events="past"] h3[data-year]')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.textContent))),
    ).toEqual(past.map((group) => group.year))
    for (const group of past) {
      expect(await cardSlugs(page, `[data-events="past"] div:has(> h3[data-year="${group.year}"])`)).toEqual(
        group.events.map((event) => event.slug),
      )
    }
    expect(unexpected(consoleErrors)).toEqual([])
    await page.close()
  })

  it("shows each event's cover, date in the page's language, title linking to its page, and teaser", async () => {
    const { page } = await openPage(browser, inLanguage("/events/", language), { javaScriptEnabled: false })
    for (const event of all) {
      const card = page.locator(`[data-event="${event.slug}"]`)
      await expect(card.locator("img[data-main-image]").getAttribute("alt")).resolves.toBe(event.cover.alt[language])
      const time = card.locator("time")
      await expect(time.getAttribute("datetime")).resolves.toBe(viennaIsoString(parseEventTime(event.start)))
      await expect(time.textContent()).resolves.toBe(
        `${formatEventDay(event.start, language)}, ${formatEventTime(event.start, event.end, language)}`,
      )
      const link = card.getByRole("link", { name: event.title[language] })
      await expect(link.getAttribute("href")).resolves.toBe(inLanguage(`/events/${event.slug}/`, language))
      await expect(card.locator("p").textContent()).resolves.toBe(event.teaser[language])
    }
    await page.close()
  })
})

describe.each(languages)("home's news (%s)", (language: Language) => {
  it("shows the next upcoming event as of the build, or none", async () => {
    const { page: list } = await openPage(browser, inLanguage("/events/", language), { javaScriptEnabled: false })
    const now = await builtAt(list)
    await list.close()
    const next = splitEvents(all, now).upcoming[0]
    const { page } = await openPage(browser, inLanguage("/", language), { javaScriptEnabled: false })
    const box = page.locator("#news [data-next-event]")
    if (!next) {
      await expect(box.count()).resolves.toBe(0)
    } else {
      await expect(box.getAttribute("data-next-event")).resolves.toBe(next.slug)
      await expect(box.textContent()).resolves.toContain(t(language, "events.next"))
      const link = box.getByRole("link", { name: next.title[language] })
      await expect(link.getAttribute("href")).resolves.toBe(inLanguage(`/events/${next.slug}/`, language))
      await expect(box.getByRole("link", { name: t(language, "events.allEvents") }).getAttribute("href")).resolves.toBe(
        inLanguage("/events/", language),
      )
    }
    await page.close()
  })
})

describe.each(all.map((event) => [event.slug, event] as const))("the page of %s", (_slug, event: EventYaml) => {
  it.each(languages)(
    "reads well without JavaScript (%s): title, date, teaser, text, language pair",
    async (language) => {
      const path = inLanguage(`/events/${event.slug}/`, language)
      const response = await fetch(siteUrl(path))
      expect(response.status).toBe(200)
      const { page } = await openPage(browser, path, { javaScriptEnabled: false })
      expect(await page.locator("html").getAttribute("lang")).toBe(language)
      expect(await page.locator("h1").allTextContents()).toEqual([event.title[language]])
      await expect(page.title()).resolves.toContain(event.title[language])
      const main = page.locator("main")
      const text = (await main.textContent())!.replace(/\s+/g, " ")
      expect(text).toContain(formatEventDay(event.start, language).replace(/\s+/g, " "))
      expect(text).toContain(event.teaser[language])
      for (const paragraph of event.text[language].split(/\n\s*\n/))
        expect(text).toContain(paragraph.replace(/\s+/g, " "))
      const otherLanguage = language === "de" ? "en" : "de"
      const alternate = page.locator(`link[rel="alternate"][hreflang="${otherLanguage}"]`)
      await expect(alternate.getAttribute("href")).resolves.toBe(
        `${readYaml<{ siteUrl: string }>("site.yaml").siteUrl}${inLanguage(`/events/${event.slug}/`, otherLanguage)}`,
      )
      await page.close()
    },
  )
})

describe("sitemap", () => {
  it("lists every event page in both languages with its hreflang pair", async () => {
    const { siteUrl: origin } = readYaml<{ siteUrl: string }>("site.yaml")
    const index = await (await fetch(siteUrl("/sitemap-index.xml"))).text()
    const sitemapFiles = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(origin, ""))
    const xml = (await Promise.all(sitemapFiles.map(async (file) => (await fetch(siteUrl(file))).text()))).join("\n")
    for (const event of all) {
      for (const language of languages) {
        const url = `${origin}${inLanguage(`/events/${event.slug}/`, language)}`
        const entry = xml.split("<url>").find((part) => part.includes(`<loc>${url}</loc>`))
        expect({ url, listed: Boolean(entry) }).toEqual({ url, listed: true })
        for (const alternate of languages)
          expect(entry).toContain(
            `hreflang="${alternate}" href="${origin}${inLanguage(`/events/${event.slug}/`, alternate)}"`,
          )
      }
    }
  })
})
