/**
 * All events in one calendar (issue 31): /events.ics and /en/events.ics, served as text/calendar,
 * read by a real iCalendar parser (ical.js) with the file's own VTIMEZONE, hold every event of
 * data/events/ (past ones too) with the UIDs, titles and Vienna times of the YAML; /events/
 * offers the feed to subscribe to (webcal:// on the site's host) and as a file, in both languages,
 * also without JavaScript.
 */
import ICAL from "ical.js"
import type { Browser } from "playwright-core"
import { eventEndInstant } from "../../src/i18n/event-time"
import { axeViolations } from "./support/axe"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { events, inLanguage, languages, readYaml, t, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = readYaml<{ name: string; siteUrl: string }>("site.yaml")
const host = new URL(site.siteUrl).host

/** An instant as Vienna's clocks show it, "2027-02-05 20:00", by the runtime's own time-zone data. */
function inVienna(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

afterEach(() => ICAL.TimezoneService.reset())

describe.each(languages)("the feed of all events (%s)", (language: Language) => {
  const path = inLanguage("/events.ics", language)

  it("is served as text/calendar and holds every event of data/events/ as a calendar reads it", async () => {
    const response = await fetch(siteUrl(path))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
    const text = await response.text()
    expect(text.endsWith("\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)

    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.name).toBe("vcalendar")
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy()
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN")
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH")
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(t(language, "events.feedName", { name: site.name }))
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Vienna")
    const zones = calendar.getAllSubcomponents("vtimezone")
    expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Europe/Vienna"])
    ICAL.TimezoneService.register(zones[0])

    const found = calendar.getAllSubcomponents("vevent").map((component) => {
      const vevent = new ICAL.Event(component)
      expect(vevent.startDate.zone.tzid).toBe("Europe/Vienna")
      expect(component.getFirstPropertyValue("dtstamp")).toBeTruthy()
      return {
        uid: vevent.uid,
        summary: vevent.summary,
        description: vevent.description,
        // ical.js turns the Vienna times into instants by the file's VTIMEZONE; Intl reads them back by its own data.
        start: inVienna(vevent.startDate.toJSDate()),
        end: vevent.endDate.toJSDate().toISOString(),
        url: component.getFirstPropertyValue("url"),
      }
    })
    const expected = events().map((event) => ({
      uid: `${event.slug}@${host}`,
      summary: event.title[language],
      description: event.teaser[language],
      start: event.start,
      end: eventEndInstant(event).toISOString(),
      url: `${site.siteUrl}${inLanguage(`/events/${event.slug}/`, language)}`,
    }))
    const byUid = (a: { uid: string }, b: { uid: string }) => a.uid.localeCompare(b.uid)
    expect([...found].sort(byUid)).toEqual([...expected].sort(byUid))
    // Soonest first.
    expect(found.map((event) => event.start)).toEqual([...found.map((event) => event.start)].sort())
  })

  it("uses the UIDs of the events' own calendar files, so a calendar recognises an event it already has", async () => {
    const feed = new ICAL.Component(ICAL.parse(await (await fetch(siteUrl(path))).text()))
    const uids = feed.getAllSubcomponents("vevent").map((component) => component.getFirstPropertyValue("uid"))
    let singles = 0
    for (const event of events()) {
      const response = await fetch(siteUrl(inLanguage(`/events/${event.slug}.ics`, language)))
      const text = await response.text()
      if (response.status === 404) continue // a past event has no file of its own
      singles++
      const single = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!
      expect(uids).toContain(single.getFirstPropertyValue("uid"))
    }
    expect(singles).toBeGreaterThan(0)
  })
})

describe.each(languages)("/events/ offers the feed (%s)", (language: Language) => {
  it.each([true, false])("to subscribe to and as a file (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/events/", language), { javaScriptEnabled })
    const subscribe = page.getByRole("link", { name: t(language, "events.feedSubscribe"), exact: true })
    await expect(subscribe.getAttribute("href")).resolves.toBe(`webcal://${host}${inLanguage("/events.ics", language)}`)
    expect(await subscribe.isVisible()).toBe(true)
    const file = page.getByRole("link", { name: t(language, "events.feedDownload"), exact: true })
    const href = await file.getAttribute("href")
    expect(href).toBe(inLanguage("/events.ics", language))
    expect(await file.isVisible()).toBe(true)
    expect(await page.locator("main").innerText()).toContain(t(language, "events.feedText"))
    // The file link leads to the feed.
    const response = await page.request.get(siteUrl(href!))
    expect([response.status(), response.headers()["content-type"]]).toEqual([200, "text/calendar; charset=utf-8"])
    if (javaScriptEnabled) {
      expect(await axeViolations(page)).toEqual([])
      expect(consoleErrors).toEqual([])
    }
    await page.close()
  })
})
