/**
 * Search engines and calendars (issue 21): every event page carries a schema.org Event, read
 * here from the page as a search engine does; an upcoming event's page links to its iCalendar
 * file in the page's language, which a real iCalendar parser (ical.js) reads with the file's
 * own VTIMEZONE; a past event has neither link nor file. "Upcoming" is measured against the
 * build time the pages carry (data-built-at), as the build decided it.
 */
import ICAL from "ical.js"
import type { Browser, Page } from "playwright-core"
import { eventEndInstant, isUpcoming, parseEventTime, viennaIsoString } from "../../src/i18n/event-time"
import { launchBrowser, openPage, siteUrl, unexpected, waitForHydration } from "./support/browser"
import { events, inLanguage, languages, readYaml, t, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = readYaml<{ name: string; siteUrl: string; address: { street: string; postalCode: string; city: string } }>(
  "site.yaml",
)
const rooms = new Map(
  ["party-cellar", "event-hall"].map((id) => [id, readYaml<{ name: { de: string; en: string } }>(`rooms/${id}.yaml`)]),
)

async function builtAt(page: Page): Promise<Date> {
  const value = await page.locator("[data-built-at]").getAttribute("data-built-at")
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  return new Date(value!)
}

/**
 * An instant as Vienna's clocks show it, "2027-02-05 20:00", and Vienna's offset from UTC then,
 * "+01:00": by the runtime's own time-zone data, not by the site's code, so that a wrong offset
 * in the JSON-LD or a wrong rule in the calendar file's VTIMEZONE shows.
 */
function inVienna(instant: Date): { wallClock: string; offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    wallClock: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    offset: parts.timeZoneName.replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, ""),
  }
}

/** The page's JSON-LD objects of one @type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data["@type"] === type)
}

describe.each(languages)("event pages (%s)", (language: Language) => {
  it.each(events().map((event) => event.slug))(
    "%s: a schema.org Event with Vienna times, place and photo",
    async (slug) => {
      const event = events().find((e) => e.slug === slug)!
      const { page, consoleErrors } = await openPage(browser, inLanguage(`/events/${slug}/`, language), {
        javaScriptEnabled: false,
      })
      const [ld, ...more] = await jsonLd(page, "Event")
      expect(more).toEqual([])
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        name: event.title[language],
        description: event.teaser[language],
        url: `${site.siteUrl}${inLanguage(`/events/${slug}/`, language)}`,
        startDate: viennaIsoString(parseEventTime(event.start)),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      })
      // The start as Vienna's wall clock with that day's offset: the events in the data are in winter, +01:00.
      const start = inVienna(new Date(ld.startDate as string))
      expect(ld.startDate).toBe(`${event.start.replace(" ", "T")}:00${start.offset}`)
      expect(start.wallClock).toBe(event.start)
      if (event.end) {
        expect(ld.endDate).toBe(viennaIsoString(parseEventTime(event.end)))
        expect(inVienna(new Date(ld.endDate as string)).wallClock).toBe(event.end)
      } else expect(ld).not.toHaveProperty("endDate")
      const location = ld.location as Record<string, unknown> & { address: Record<string, string> }
      const passage = event.place && event.place !== "passage" ? location.containedInPlace : location
      expect(passage).toMatchObject({ "@type": "ShoppingCenter", name: site.name })
      if (event.place && event.place !== "passage") expect(location.name).toBe(rooms.get(event.place)!.name[language])
      expect(location.address).toMatchObject({
        "@type": "PostalAddress",
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
      })
      expect(location.address.streetAddress).toContain(site.address.street)
      // The cover photo, as an absolute address that answers.
      const [image] = ld.image as string[]
      expect(image.startsWith(`${site.siteUrl}/static/`)).toBe(true)
      // Asked with the browser's own client: Node's fetch trips over netlify's local server on this one (an
      // assertion in undici's parser while reading the body), which the browser has no trouble with.
      const photo = await page.request.get(siteUrl(new URL(image).pathname))
      const bytes = await photo.body()
      expect([photo.status(), photo.headers()["content-type"], bytes[0], bytes[1]]).toEqual([
        200,
        "image/jpeg",
        0xff,
        0xd8,
      ])
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    },
  )

  it("links an upcoming event to its calendar file, which a calendar reads; a past event has neither", async () => {
    let upcomingSeen = 0
    let pastSeen = 0
    for (const event of events()) {
      const { page, consoleErrors } = await openPage(browser, inLanguage(`/events/${event.slug}/`, language))
      const now = await builtAt(page)
      const link = page.getByRole("link", { name: t(language, "eventPage.addToCalendar") })
      const file = inLanguage(`/events/${event.slug}.ics`, language)
      if (!isUpcoming(event, now)) {
        pastSeen++
        expect(await link.count()).toBe(0)
        const missing = await fetch(siteUrl(file))
        await missing.arrayBuffer()
        expect(missing.status).toBe(404)
        await page.close()
        continue
      }
      upcomingSeen++
      expect(await link.getAttribute("href")).toBe(file)
      const response = await fetch(siteUrl(file))
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
      const text = await response.text()
      expect(text).toMatch(/\r\n$/)

      const calendar = new ICAL.Component(ICAL.parse(text))
      const zones = calendar.getAllSubcomponents("vtimezone")
      expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Europe/Vienna"])
      ICAL.TimezoneService.register(zones[0])
      const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!)
      expect(vevent.uid).toBe(`${event.slug}@${new URL(site.siteUrl).host}`)
      expect(vevent.summary).toBe(event.title[language])
      expect(vevent.description).toBe(event.teaser[language])
      expect(vevent.location).toContain(site.name)
      if (event.place && event.place !== "passage")
        expect(vevent.location).toContain(rooms.get(event.place)!.name[language])
      expect(vevent.startDate.zone.tzid).toBe("Europe/Vienna")
      // ical.js turns the Vienna times into instants by the file's VTIMEZONE; Intl reads them back by its own data.
      expect(inVienna(vevent.startDate.toJSDate()).wallClock).toBe(event.start)
      expect(vevent.startDate.toJSDate().toISOString()).toBe(parseEventTime(event.start).toISOString())
      // Without an end, until Vienna's midnight, as the site counts "upcoming".
      expect(vevent.endDate.toJSDate().toISOString()).toBe(eventEndInstant(event).toISOString())
      if (event.end) expect(inVienna(vevent.endDate.toJSDate()).wallClock).toBe(event.end)
      expect(vevent.component.getFirstPropertyValue("url")).toBe(
        `${site.siteUrl}${inLanguage(`/events/${event.slug}/`, language)}`,
      )
      ICAL.TimezoneService.reset()
      expect(unexpected(consoleErrors)).toEqual([])
      await page.close()
    }
    // The data has both kinds (a past carnival, an advent market and a carnival to come).
    expect([upcomingSeen > 0, pastSeen > 0]).toEqual([true, true])
  })

  it("shows the calendar link without JavaScript", async () => {
    let upcomingSeen = 0
    for (const event of events()) {
      const { page } = await openPage(browser, inLanguage(`/events/${event.slug}/`, language), {
        javaScriptEnabled: false,
      })
      const link = page.getByRole("link", { name: t(language, "eventPage.addToCalendar") })
      const upcoming = isUpcoming(event, await builtAt(page))
      if (upcoming) upcomingSeen++
      await expect(link.isVisible()).resolves.toBe(upcoming)
      await page.close()
    }
    expect(upcomingSeen).toBeGreaterThan(0)
  })

  it("takes the link away when the event is over by the visitor's clock, on arrival and while the page is open", async () => {
    // The first event upcoming at the build, by the build time the pages carry.
    const list = await openPage(browser, inLanguage("/events/", language), { javaScriptEnabled: false })
    const now = await builtAt(list.page)
    await list.page.close()
    const event = events().find((candidate) => isUpcoming(candidate, now))!
    expect(event).toBeDefined()
    const end = eventEndInstant(event).getTime()
    const name = t(language, "eventPage.addToCalendar")

    const visit = async (clock: number) => {
      const opened = await openPage(browser, inLanguage(`/events/${event.slug}/`, language), {
        hydrated: false,
        prepare: (page) => page.clock.install({ time: clock }),
      })
      await waitForHydration(opened.page, { fakeClock: true })
      return opened
    }

    // A minute before the end: there, until the end passes with the page open.
    const before = await visit(end - 60_000)
    const link = before.page.getByRole("link", { name })
    await link.waitFor({ state: "visible" })
    // 90 s: past the end, and short of webpack's 120 s chunk-load timeout, which the fake clock would otherwise
    // fire for a chunk a loaded machine has not fetched yet (ChunkLoadError).
    await before.page.clock.runFor(90_000)
    await link.waitFor({ state: "detached" })
    expect(unexpected(before.consoleErrors)).toEqual([])
    await before.page.close()

    // Over on arrival: the server's HTML has the link (the build's answer), the hydrated page not.
    const after = await visit(end + 60_000)
    await after.page.getByRole("link", { name }).waitFor({ state: "detached" })
    expect(unexpected(after.consoleErrors)).toEqual([])
    await after.page.close()
  })
})
