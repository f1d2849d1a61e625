/**
 * Every place a value from data/ is written into another language, fed hostile values, read back
 * as the visitor's browser, mail program, calendar application or a crawler would read it: the
 * security policy, /admin/'s page, mailto: and tel:, iCalendar, JSON-LD, the sitemap, links.
 */
import fs from "fs"
import ICAL from "ical.js"
import i18next from "i18next"
import { JSDOM } from "jsdom"
import os from "os"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import { SitemapStream, streamToPromise } from "sitemap"
import { MapEmbed } from "../../src/sections/ContactDetails"
import { PartnerWebsite } from "../../src/components/partner/PartnerContact"
import { JsonLd, jsonLdText } from "../../src/components/ui/JsonLd"
import { escapeHtml } from "../../src/content/html"
import { mailtoHref, plainAddress, telHref } from "../../src/content/links"
import { adminHtml } from "../../src/gatsby/admin"
import { contentSecurityPolicy, headersFile, parsePolicy, policySource, writeHeaders } from "../../src/gatsby/headers"
import { icalendar, icalendarFeed, type CalendarEvent } from "../../src/gatsby/icalendar"
import { serializeSitemapPage } from "../../src/gatsby/sitemap"
import { Trans } from "../../src/i18n/Trans"
import { eventJsonLd } from "../../src/seo/event-structured-data"
import { WayThere } from "../../src/sections/WayThere"
import { initTestI18n } from "./support/i18n"

jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))
jest.mock("gatsby", () => ({ graphql: () => "" }))

beforeAll(() => initTestI18n("en"))

/** Markup, quotes, every kind of line break, control characters, a script's end, a comment's start. */
const hostileText =
  `Fest "<b>'&amp;</b>\r\nBcc: spy@evil.example\rEND:VEVENT\nBEGIN:VALARM;x,y\\z` +
  "\u0000\u0007\u001b\u007f\u0085\u2028\u2029</script><!--<script>alert(1)</script>\t!"

describe("Content-Security-Policy (src/gatsby/headers.ts)", () => {
  const hostileHosts = [
    "https://*/",
    "https://*.list-manage.com/subscribe",
    "https://a.example;script-src/",
    "https://www.openstreetmap.org:8443/export/embed.html",
    "http://www.openstreetmap.org/",
    "javascript:alert(1)",
    "https://localhost/",
  ]

  it("writes the map's and the newsletter's origins as https://<host> and nothing more", () => {
    const policy = parsePolicy(
      contentSecurityPolicy(
        [],
        [policySource("https://www.openstreetmap.org/export/embed.html?bbox=1,2;3&layer=mapnik", "map.embedUrl")],
        [policySource("https://abc.sibforms.com/serve/xyz", "newsletter.action")],
      ),
    )
    expect(policy.get("frame-src")).toEqual(["https://www.openstreetmap.org"])
    expect(policy.get("form-action")).toEqual(["'self'", "https://abc.sibforms.com"])
  })

  it.each(hostileHosts)(
    "refuses %j as the map's address, naming data/site.yaml and the field, and writes no _headers",
    (url) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
      fs.writeFileSync(path.join(dir, "index.html"), "<script>a()</script>")
      expect(() => writeHeaders(dir, [url])).toThrow(/^data\/site\.yaml map\.embedUrl: .*https/)
      expect(() => writeHeaders(dir, [], [], [], [url])).toThrow(/^data\/site\.yaml newsletter\.action: /)
      expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false)
    },
  )

  it("never writes a path with a space or a line break as a rule of _headers", () => {
    const policy = contentSecurityPolicy([], [])
    for (const file of ["events/a\n/*\n  Access-Control-Allow-Origin: *.ics", "events/a b.ics", "events/a\r.ics"]) {
      expect(() => headersFile({ policy, immutableFiles: [], calendarFiles: [file] })).toThrow(/not a plain path/)
      expect(() => headersFile({ policy, immutableFiles: [file] })).toThrow(/not a plain path/)
    }
    expect(headersFile({ policy, immutableFiles: [], calendarFiles: ["en/events/fest-2027.ics"] })).toContain(
      "\n/en/events/fest-2027.ics\n  Content-Type: text/calendar; charset=utf-8",
    )
  })

  it("never writes a source that is not an https origin on a plain host or a sha256 hash", () => {
    for (const origin of ["https://*", "https://a.example; script-src *", "https://a.example 'unsafe-eval'", "*"]) {
      expect(() => contentSecurityPolicy([], [origin])).toThrow(/not an https origin/)
      expect(() => contentSecurityPolicy([], [], [origin])).toThrow(/not an https origin/)
    }
    expect(() => contentSecurityPolicy(["'sha256-abc=' 'unsafe-inline'"], [])).toThrow(/not a script hash/)
    expect(() => contentSecurityPolicy(["'sha256-abc=';"], [])).toThrow(/not a script hash/)
  })
})

describe("/admin/'s page (src/gatsby/admin.ts adminHtml)", () => {
  it("shows the site's name as the title's text, adding no element", () => {
    const name = `Passage</title><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>alert(1)</script>`
    const html = adminHtml({ script: "cms-4MZC2K7Q.js" }, name)
    const { document } = new JSDOM(html).window
    expect(document.title).toBe(`Inhalte bearbeiten – ${name}`)
    expect(document.querySelector("meta[http-equiv]")).toBeNull()
    expect([...document.scripts].map((script) => script.getAttribute("src"))).toEqual(["/admin/cms-4MZC2K7Q.js"])
    expect(document.head.children.length).toBe(
      new JSDOM(adminHtml({ script: "cms-4MZC2K7Q.js" }, "P")).window.document.head.children.length,
    )
  })

  it("escapes the characters that end a text or an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;amp;&#60;/a&#62;",
    )
  })
})

describe("mailto: and tel: (src/content/links.ts)", () => {
  /** The recipients and header fields a mail program takes from a mailto: link (RFC 6068). */
  const mailto = (href: string) => {
    const url = new URL(href)
    expect(url.protocol).toBe("mailto:")
    return { to: decodeURIComponent(url.pathname), fields: Object.fromEntries(url.searchParams) }
  }

  it.each([
    "office@example.at?bcc=spy@evil.example",
    "office@example.at&bcc=spy@evil.example",
    "office@example.at,spy@evil.example",
    "office@example.at%2Cspy@evil.example",
    "office@example.at\r\nBcc: spy@evil.example",
    "Office <office@example.at>",
    "javascript:alert(1)//@evil.example",
    "office@example.at#spy@evil.example",
  ])("adds no recipient or header for the address %j", (address) => {
    const href = mailtoHref(address, { subject: "Anfrage" })
    expect(href).not.toMatch(/evil|%0D|%0A|bcc/i)
    expect(mailto(href)).toEqual({ to: "", fields: { subject: "Anfrage" } })
  })

  it("takes as plain what the data check takes as an e-mail address", () => {
    const defs = JSON.parse(fs.readFileSync(path.join(__dirname, "../../schemas/defs.schema.json"), "utf8"))
    expect(plainAddress.source).toBe(defs.definitions.email.pattern)
  })

  it("keeps a plain address as it is", () => {
    expect(mailto(mailtoHref("first.last+news@mail.example.at"))).toEqual({
      to: "first.last+news@mail.example.at",
      fields: {},
    })
  })

  it("puts the subject on one line and encodes it whole, so it cannot add a field", () => {
    const href = mailtoHref("office@example.at", {
      subject: "Anfrage\r\nBcc: spy@evil.example&bcc=spy@evil.example\r#x",
    })
    expect(mailto(href)).toEqual({
      to: "office@example.at",
      fields: { subject: "Anfrage Bcc: spy@evil.example&bcc=spy@evil.example #x" },
    })
  })

  it("writes the body's line breaks as CRLF (%0D%0A) and drops other control characters", () => {
    const href = mailtoHref("office@example.at", { body: "a\rb\nc\r\nd\u0000\u001b\te" })
    expect(href).toBe("mailto:office@example.at?body=a%0D%0Ab%0D%0Ac%0D%0Ad%09e")
  })

  it("dials digits only, with a + only in front", () => {
    expect(telHref("+43 (7242) 12-34\r\n;ext=9,javascript:alert(1)")).toBe("tel:+437242123491")
    expect(telHref("0043 7242 1+2")).toBe("tel:0043724212")
    expect(telHref("<script>")).toBe("tel:")
  })
})

describe("iCalendar TEXT (src/gatsby/icalendar.ts)", () => {
  const event: CalendarEvent = {
    uid: "fest-2027@www.example.at",
    start: "2027-02-05 20:00",
    end: "2027-02-06 02:00",
    summary: hostileText,
    description: `${hostileText}\nTRIGGER:-PT5M`,
    location: `Keller;\rBEGIN:VALARM\rACTION:DISPLAY\rEND:VALARM, Wels`,
    url: "https://www.example.at/events/fest 2027/\r\nBEGIN:VALARM",
    stamp: new Date("2026-11-25T00:30:00Z"),
  }
  /** What a calendar application reads: line breaks and the forbidden control characters as the value can carry them. */
  const read = (text: string) =>
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    text.replace(/\r\n|[\r\n\u2028\u2029]/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")

  function expectOnlyCrlfLines(text: string) {
    expect(text.endsWith("\r\n")).toBe(true)
    for (const line of text.slice(0, -2).split("\r\n")) {
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      expect(line).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/)
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    }
  }

  it("keeps a hostile event one VEVENT without alarm, its texts read back as written", () => {
    const text = icalendar(event)
    expectOnlyCrlfLines(text)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1)
    expect(text).not.toMatch(/^(BEGIN|END):VALARM|^TRIGGER|^ACTION/m)
    const vevent = calendar.getFirstSubcomponent("vevent")!
    expect(vevent.getAllSubcomponents("valarm")).toHaveLength(0)
    expect(vevent.getAllProperties().map((property) => property.name)).toEqual([
      "uid",
      "dtstamp",
      "dtstart",
      "dtend",
      "summary",
      "description",
      "location",
      "url",
    ])
    expect(vevent.getFirstPropertyValue("summary")).toBe(read(hostileText))
    expect(vevent.getFirstPropertyValue("description")).toBe(read(`${hostileText}\nTRIGGER:-PT5M`))
    expect(vevent.getFirstPropertyValue("location")).toBe("Keller;\nBEGIN:VALARM\nACTION:DISPLAY\nEND:VALARM, Wels")
    expect(vevent.getFirstPropertyValue("url")).toBe("https://www.example.at/events/fest%202027/BEGIN:VALARM")
  })

  it("keeps a hostile UID and feed name in their property", () => {
    // Calendar applications read the feed's names (RFC 7986's NAME, the older X-WR-) as TEXT; ical.js needs telling.
    const properties = ICAL.design.icalendar.property
    properties.name = properties["x-wr-calname"] = properties["x-wr-caldesc"] = { defaultType: "text" }
    const text = icalendarFeed({
      name: hostileText,
      description: "x\rMETHOD:CANCEL",
      events: [{ ...event, uid: "a,b;c\rSTATUS:CANCELLED@www.example.at" }],
    })
    expectOnlyCrlfLines(text)
    expect(text).not.toMatch(/^(METHOD:CANCEL|STATUS:)/m)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(read(hostileText))
    expect(calendar.getFirstPropertyValue("name")).toBe(read(hostileText))
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe("x\nMETHOD:CANCEL")
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH")
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1)
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(
      "a,b;c\nSTATUS:CANCELLED@www.example.at",
    )
  })
})

describe("JSON-LD (src/components/ui/JsonLd.tsx)", () => {
  it("escapes <, >, & and U+2028/2029, and JSON.parse reads the data back", () => {
    const data = { name: hostileText }
    const text = jsonLdText(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(data)
  })

  it("keeps an event's hostile title inside its one script block", () => {
    const site = {
      name: "</script><script>alert(1)</script>",
      siteUrl: "https://www.example.at",
      description: "",
      address: {
        street: "Freiung 9",
        street2: null,
        postalCode: "4600",
        city: "Wels",
        region: "OÖ",
        countryCode: "AT",
      },
      phone: { href: "+43" },
      email: { address: "office@example.at" },
      openingHours: [],
    }
    const event = {
      slug: "fest",
      title: hostileText,
      teaser: "<!--",
      start: "2027-02-05 20:00",
      end: null,
      place: null,
    }
    const data = eventJsonLd(site, event, null, [], "en")
    const html = renderToStaticMarkup(<JsonLd data={data} />)
    const { document } = new JSDOM(`<!doctype html><head>${html}</head><body><p>after</p></body>`).window
    expect(document.scripts).toHaveLength(1)
    expect(JSON.parse(document.scripts[0].textContent!)).toEqual(JSON.parse(JSON.stringify(data)))
    expect(document.body.textContent).toBe("after")
  })
})

describe("sitemap XML (src/gatsby/sitemap.ts through the sitemap package)", () => {
  const siteUrl = "https://www.example.at"

  async function sitemapOf(paths: string[]) {
    const stream = new SitemapStream({ hostname: siteUrl })
    for (const pagePath of paths) stream.write(serializeSitemapPage({ path: pagePath }, siteUrl))
    stream.end()
    const xml = (await streamToPromise(stream)).toString()
    const { document } = new JSDOM(xml, { contentType: "text/xml" }).window
    expect(document.querySelector("parsererror")).toBeNull()
    return document
  }

  it("writes addresses with markup, quotes and & as well-formed XML on the site's host", async () => {
    const document = await sitemapOf([`/events/a&b<c>"d'e?f#g/`, "//evil.example/", "@evil.example/"])
    const locs = [...document.getElementsByTagName("loc")].map((loc) => loc.textContent)
    expect(locs).toEqual([
      "https://www.example.at/events/a&b%3Cc%3E%22d'e%3Ff%23g/",
      "https://www.example.at//evil.example/",
      "https://www.example.at/@evil.example/",
    ])
    for (const loc of locs) expect(new URL(loc!).host).toBe("www.example.at")
    const alternates = [...document.getElementsByTagName("xhtml:link")].map((link) => link.getAttribute("href"))
    expect(alternates).toContain("https://www.example.at/en/events/a&b%3Cc%3E%22d'e%3Ff%23g/")
  })
})

describe("links to addresses from data/ (src/content/hosts.ts httpsHref)", () => {
  const hostileUrls = [
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://www.example.at/",
  ]

  it.each(hostileUrls)("makes no link of a partner's website %j", (website) => {
    const html = renderToStaticMarkup(<PartnerWebsite name="Café" website={website} />)
    expect(html).not.toMatch(/href|javascript|data:/i)
    expect(html).toContain("Website coming soon")
  })

  it.each(hostileUrls)("makes no link of the map's address %j", (linkUrl) => {
    const map = renderToStaticMarkup(
      <MapEmbed embedUrl={linkUrl} linkUrl={linkUrl} provider="OpenStreetMap" title="Map" />,
    )
    const way = renderToStaticMarkup(
      <WayThere
        place="Café"
        site={{
          name: "Passage",
          address: { street: "Freiung 9", street2: null, postalCode: "4600", city: "Wels", country: "Austria" },
          map: { provider: "OpenStreetMap", linkUrl },
        }}
      />,
    )
    for (const html of [map, way]) {
      expect(html).not.toMatch(/javascript|data:|http:/i)
      const hrefs = [...new JSDOM(html).window.document.querySelectorAll("[href]")].map((a) => a.getAttribute("href"))
      for (const href of hrefs) expect(href).toMatch(/^\/|^https:\/\//)
    }
  })

  it("links an https website", () => {
    expect(renderToStaticMarkup(<PartnerWebsite name="Café" website="https://www.cafe.example/" />)).toContain(
      'href="https://www.cafe.example/"',
    )
  })
})

describe("values in a sentence with links (src/i18n/Trans.tsx)", () => {
  it("keeps a value that looks like the sentence's tags as text", async () => {
    await i18next.changeLanguage("en")
    /* eslint-disable jsx-a11y/anchor-has-content -- Trans fills the links with the translation's words */
    const html = renderToStaticMarkup(
      <Trans
        i18nKey="rooms.reservation"
        values={{ phone: "</phoneLink><emailLink>call</emailLink><phoneLink>", email: "<b>x</b>" }}
        components={{ phoneLink: <a href="tel:1" />, emailLink: <a href="mailto:a@b.at" /> }}
      />,
    )
    /* eslint-enable jsx-a11y/anchor-has-content */
    const links = [...new JSDOM(html).window.document.querySelectorAll("a")]
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["tel:1", "</phoneLink><emailLink>call</emailLink><phoneLink>"],
      ["mailto:a@b.at", "<b>x</b>"],
    ])
  })
})
