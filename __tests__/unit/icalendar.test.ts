import fs from "fs"
import os from "os"
import path from "path"
import ICAL from "ical.js"
import { calendarFiles, writeEventCalendars, type CalendarData } from "../../src/gatsby/calendar-files"
import { escapeText, foldLine, icalendar, icalendarFeed, type CalendarEvent } from "../../src/gatsby/icalendar"
import { eventsFeedSubscribeUrl } from "../../src/content/links"

const stamp = new Date("2026-11-25T00:30:00Z")
const event: CalendarEvent = {
  uid: "carnival-2027@www.freiung-passage.at",
  start: "2027-02-05 20:00",
  end: "2027-02-06 02:00",
  summary: "Faschingsparty 2027",
  description: "Kostüme, Musik; gute Stimmung",
  location: "Partykeller, Freiung Passage, Freiung 17, 4600 Wels",
  url: "https://www.freiung-passage.at/events/carnival-2027/",
  stamp,
}

/** The file as a calendar application reads it: ical.js, with the file's own VTIMEZONE registered. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!)
  return { calendar, vevent }
}

afterEach(() => ICAL.TimezoneService.reset())

describe("icalendar: an event as an RFC 5545 file", () => {
  it("is read by a real iCalendar parser: times in Vienna with the file's VTIMEZONE, the right instants", () => {
    const { calendar, vevent } = parseCalendar(icalendar(event))
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH")
    expect(vevent.uid).toBe("carnival-2027@www.freiung-passage.at")
    expect(vevent.summary).toBe("Faschingsparty 2027")
    expect(vevent.description).toBe("Kostüme, Musik; gute Stimmung")
    expect(vevent.location).toBe("Partykeller, Freiung Passage, Freiung 17, 4600 Wels")
    expect(vevent.startDate.zone.tzid).toBe("Europe/Vienna")
    // Winter: Vienna is UTC+1.
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2027-02-05T19:00:00.000Z")
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2027-02-06T01:00:00.000Z")
    expect(vevent.component.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-11-25T00:30:00Z")
  })

  it("puts a summer event at UTC+2 and, without an end, ends it at Vienna's midnight, across the change of time", () => {
    // The last Sunday of October 2027 is the 31st: the clocks go back at 03:00.
    const summer = parseCalendar(icalendar({ ...event, start: "2027-10-30 18:00", end: null })).vevent
    expect(summer.startDate.toJSDate().toISOString()).toBe("2027-10-30T16:00:00.000Z")
    expect(summer.endDate.toString()).toBe("2027-10-31T00:00:00")
    expect(summer.endDate.toJSDate().toISOString()).toBe("2027-10-30T22:00:00.000Z")
    const winter = parseCalendar(icalendar({ ...event, start: "2027-10-31 18:00", end: null })).vevent
    expect(winter.startDate.toJSDate().toISOString()).toBe("2027-10-31T17:00:00.000Z")
  })

  it("ends every line with CRLF and folds none longer than 75 octets, without splitting a character", () => {
    const long =
      "Große Faschingsparty im Partykeller – Kostümprämierung, Live-Musik, Würstel und Krapfen für alle Gäste ".repeat(
        3,
      )
    const text = icalendar({ ...event, description: long })
    expect(text.endsWith("\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    expect(text).toContain("\r\n ")
    expect(parseCalendar(text).vevent.description).toBe(long)
  })

  it("escapes backslashes, semicolons, commas and line breaks in texts", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne")
    expect(parseCalendar(icalendar({ ...event, summary: "a\\b;c,d\ne" })).vevent.summary).toBe("a\\b;c,d\ne")
  })

  it("folds a line of two-byte characters at a character boundary", () => {
    const folded = foldLine(`DESCRIPTION:${"ä".repeat(60)}`)
    const [first, second] = folded.split("\r\n")
    expect(Buffer.byteLength(first, "utf8")).toBe(74) // 12 + 31 × 2: one more "ä" would make 76
    expect(second.startsWith(" ")).toBe(true)
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ä".repeat(60)}`)
  })
})

const data: CalendarData = {
  site: {
    name: "Freiung Passage",
    siteUrl: "https://www.freiung-passage.at",
    address: { street: "Freiung 17", street2: null, postalCode: "4600", city: "Wels" },
  },
  feeds: {
    de: { name: "Freiung Passage – Veranstaltungen", description: "Alle Veranstaltungen" },
    en: { name: "Freiung Passage – events", description: "Every event" },
  },
  rooms: [{ yamlId: "party-cellar", de: "Partykeller", en: "Party cellar" }],
  events: [
    {
      slug: "carnival-2025",
      start: "2025-02-28 20:00",
      end: "2025-03-01 02:00",
      place: "party-cellar",
      title: { de: "Faschingsparty 2025", en: "Carnival party 2025" },
      teaser: { de: "Kostüme", en: "Costumes" },
    },
    {
      slug: "advent-2026",
      start: "2026-12-12 15:00",
      end: null,
      place: null,
      title: { de: "Adventmarkt", en: "Advent market" },
      teaser: { de: "Punsch", en: "Punch" },
    },
  ],
}

describe("calendar files", () => {
  it("are written for upcoming events only, one per language, with the same UID and the page's language", () => {
    const files = calendarFiles(data, stamp).filter(
      (file) => !file.file.endsWith("/events.ics") && file.file !== "events.ics",
    )
    expect(files.map((file) => file.file)).toEqual(["events/advent-2026.ics", "en/events/advent-2026.ics"])
    const [de, en] = files.map((file) => parseCalendar(file.content).vevent)
    expect([de.uid, en.uid]).toEqual(["advent-2026@www.freiung-passage.at", "advent-2026@www.freiung-passage.at"])
    expect([de.summary, en.summary]).toEqual(["Adventmarkt", "Advent market"])
    expect(de.location).toBe("Freiung Passage, Freiung 17, 4600 Wels")
    expect(en.component.getFirstPropertyValue("url")).toBe("https://www.freiung-passage.at/en/events/advent-2026/")
  })

  it("name the party room in the event's location", () => {
    const files = calendarFiles(data, new Date("2025-02-28T12:00:00Z")).slice(0, 4)
    expect(files.map((file) => parseCalendar(file.content).vevent.location)).toEqual([
      "Partykeller, Freiung Passage, Freiung 17, 4600 Wels",
      "Party cellar, Freiung Passage, Freiung 17, 4600 Wels",
      "Freiung Passage, Freiung 17, 4600 Wels",
      "Freiung Passage, Freiung 17, 4600 Wels",
    ])
  })

  it("are written into public/ after the build, and a failed query stops the build", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "calendar-"))
    const reporter = { info: jest.fn(), panic: jest.fn() }
    const locale = (language: string, feedName: string) => ({
      node: {
        ns: "translation",
        language,
        data: JSON.stringify({ events: { feedName, feedDescription: "{{name}}: alles / everything" } }),
      },
    })
    const result = {
      siteYaml: data.site,
      allLocale: { edges: [locale("de", "{{name}} – Veranstaltungen"), locale("en", "{{name}} – events")] },
      allRoomsYaml: { nodes: data.rooms },
      allEventsYaml: {
        nodes: data.events.map((e) => ({
          slug: e.slug,
          start: e.start,
          end: e.end,
          place: e.place,
          title_de: e.title.de,
          title_en: e.title.en,
          teaser_de: e.teaser.de,
          teaser_en: e.teaser.en,
        })),
      },
    }
    const graphql = async <T>() => ({ data: result as T })
    await writeEventCalendars({ graphql, reporter }, publicDir, stamp)
    expect(fs.readFileSync(path.join(publicDir, "en/events/advent-2026.ics"), "utf8")).toContain(
      "SUMMARY:Advent market\r\n",
    )
    expect(fs.existsSync(path.join(publicDir, "events/carnival-2025.ics"))).toBe(false)
    expect(reporter.info).toHaveBeenCalledWith(
      "calendar files (upcoming events, then the feeds of all events): events/advent-2026.ics, en/events/advent-2026.ics, events.ics, en/events.ics",
    )
    // The feeds are named from the interface words of their language.
    const feed = fs.readFileSync(path.join(publicDir, "en/events.ics"), "utf8")
    expect(new ICAL.Component(ICAL.parse(feed)).getFirstPropertyValue("x-wr-calname")).toBe("Freiung Passage – events")
    expect(fs.readFileSync(path.join(publicDir, "events.ics"), "utf8")).toContain(
      "X-WR-CALNAME:Freiung Passage – Veranstaltungen\r\n",
    )
    const failing = async () => ({ errors: [{ message: "Cannot query field" }] })
    await writeEventCalendars({ graphql: failing, reporter }, publicDir, stamp)
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringMatching(/^calendar files: the query for the events failed/),
    )
  })
})

describe("the feed of all events (events.ics)", () => {
  const feedOf = (language: "de" | "en", at = stamp) => {
    const file = calendarFiles(data, at).find(
      (entry) => entry.file === (language === "de" ? "events.ics" : "en/events.ics"),
    )
    expect(file).toBeDefined()
    return file!.content
  }

  it("holds every event, past ones too, soonest first, with the single files' UIDs, in each language", () => {
    for (const language of ["de", "en"] as const) {
      const calendar = new ICAL.Component(ICAL.parse(feedOf(language)))
      for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
      const vevents = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component))
      expect(vevents.map((vevent) => vevent.uid)).toEqual([
        "carnival-2025@www.freiung-passage.at",
        "advent-2026@www.freiung-passage.at",
      ])
      expect(vevents.map((vevent) => vevent.summary)).toEqual(data.events.map((event) => event.title[language]))
      expect(vevents.map((vevent) => vevent.startDate.toJSDate().toISOString())).toEqual([
        "2025-02-28T19:00:00.000Z",
        "2026-12-12T14:00:00.000Z",
      ])
      // The same VEVENT as the event's own file.
      const single = calendarFiles(data, stamp).find((entry) =>
        entry.file.endsWith(`${language === "de" ? "" : "en/"}events/advent-2026.ics`),
      )!
      expect(feedOf(language)).toContain(
        single.content.slice(single.content.indexOf("BEGIN:VEVENT"), single.content.indexOf("END:VEVENT")),
      )
      ICAL.TimezoneService.reset()
    }
  })

  it("is a publishing calendar with its name, description, time zone and refresh interval", () => {
    const text = feedOf("de")
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Freiung Passage Wels//Website//DE")
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN")
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH")
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Freiung Passage – Veranstaltungen")
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe("Alle Veranstaltungen")
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Vienna")
    expect(calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([
      "Europe/Vienna",
    ])
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n")
    expect(text.endsWith("\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
  })

  it("is written even when no event is upcoming, and empty (but valid) without events", () => {
    const later = new Date("2030-01-01T00:00:00Z")
    expect(calendarFiles(data, later).map((file) => file.file)).toEqual(["events.ics", "en/events.ics"])
    const empty = icalendarFeed({ name: "n", description: "d", events: [] })
    expect(new ICAL.Component(ICAL.parse(empty)).getAllSubcomponents("vevent")).toEqual([])
  })

  it("is subscribed to by webcal:// on the site's host, in the page's language", () => {
    expect(eventsFeedSubscribeUrl("https://www.freiung-passage.at", "de")).toBe(
      "webcal://www.freiung-passage.at/events.ics",
    )
    expect(eventsFeedSubscribeUrl("https://www.freiung-passage.at", "en")).toBe(
      "webcal://www.freiung-passage.at/en/events.ics",
    )
  })
})
