/**
 * The editor's previews (src/cms/previews/): an entry's data, complete or half-filled as it is
 * while an editor types, mapped as the previews map it and rendered with the site's own components
 * on the server. A half-filled entry leaves out what it cannot show yet, by the schema's own rules
 * (ajv here, as in the build's check); nothing throws.
 */
import fs from "fs"
import i18next, { type i18n } from "i18next"
import { I18nextProvider } from "react-i18next"
import { renderToStaticMarkup } from "react-dom/server"
import path from "path"
import type { ReactNode } from "react"
import de from "../../locales/de/translation.json"
import en from "../../locales/en/translation.json"
import { EventBody, EventIntro } from "../../src/components/event/EventBody"
import { LegalContent } from "../../src/components/legal/LegalContent"
import { About } from "../../src/sections/About"
import { Hero } from "../../src/sections/Hero"
import { News } from "../../src/sections/News"
import {
  eventTimes,
  homeFromEntry,
  isoDate,
  legalFromEntry,
  openingHours,
  partnerFromEntry,
  roomFromEntry,
  siteFactsIn,
} from "../../src/cms/previews/entry-data"
import { eventPageFromEntry } from "../../src/cms/previews/event-page"
import { interpolate } from "../../src/i18n/translate"
import type { Language } from "../../src/i18n/languages"
import { readAdminSite } from "../../src/gatsby/site-data"
import { loadSchemas } from "../../src/gatsby/validate-data"
import { readYaml } from "../../src/gatsby/yaml-file"

jest.mock("gatsby-plugin-react-i18next", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-react-i18next"))
jest.mock("gatsby-plugin-image", () => jest.requireActual("../../src/cms/shims/gatsby-plugin-image"))
jest.mock("gatsby", () => ({ graphql: () => "" }))

const root = path.resolve(__dirname, "../..")
const site = readAdminSite(path.join(root, "data/site.yaml")).preview
const translators: Partial<Record<Language, i18n>> = {}

beforeAll(async () => {
  for (const [language, words] of [
    ["de", de],
    ["en", en],
  ] as const) {
    const instance = i18next.createInstance()
    await instance.init({
      lng: language,
      resources: { [language]: { translation: words } },
      interpolation: { escapeValue: false },
      keySeparator: ".",
      nsSeparator: false,
    })
    translators[language] = instance
  }
})

const render = (language: Language, node: ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={translators[language]!}>{node}</I18nextProvider>)

const url = (p: string) => `/preview/${p}`
const data = (file: string) => readYaml<Record<string, unknown>>(path.join(root, file))
const now = "2026-11-26T08:00:00.000Z"

function renderEvent(entry: Record<string, unknown>, language: Language): string {
  const { event, times, cover, place, photos } = eventPageFromEntry(entry, { cover: url, photos: url }, language, site)
  return render(
    language,
    <>
      <h1>{event.title}</h1>
      <EventIntro event={event} times={times} builtAt={now} />
      <EventBody event={event} times={times} cover={cover} place={place} photos={photos} builtAt={now} />
    </>,
  )
}

function renderHome(entry: Record<string, unknown>, language: Language): string {
  const home = homeFromEntry(entry, url, language, site.counted)
  return render(
    language,
    <>
      <Hero hero={home.hero} siteName={site.facts.name} />
      <About about={home.about} />
      <News news={home.news} nextEvent={null} />
    </>,
  )
}

function renderLegal(entry: Record<string, unknown>, language: Language): string {
  return render(
    language,
    <LegalContent
      page={legalFromEntry(entry, language)}
      site={siteFactsIn(site.facts, language)}
      fill={(text, values) => interpolate(text, values)}
    />,
  )
}

describe("the event preview", () => {
  it("is the event's page: heading, teaser, when and where, text, cover and gallery, in each language", () => {
    const entry = data("data/events/carnival-2025.yaml")
    const german = renderEvent(entry, "de")
    expect(german).toContain("<h1>Faschingsparty 2025</h1>")
    expect(german).toContain("Freitag, 28. Februar 2025")
    expect(german).toContain("20:00–02:00\u00a0Uhr")
    expect(german).toContain('href="/party-rooms/#party-cellar">Partykeller</a>')
    expect(german).toContain("Danke an alle Gäste und Partner")
    expect(german).toContain('src="/preview/../images/events/carnival-2025/2.jpg"')
    expect(german).toContain("data-gallery")
    expect(german).toContain("Prost auf den Fasching!")
    expect(german).toContain('data-status="past"')
    const english = renderEvent(entry, "en")
    expect(english).toContain("<h1>Carnival party 2025</h1>")
    expect(english).toContain('href="/en/party-rooms/#party-cellar">Party cellar</a>')
  })

  it("shows a new event as far as it is filled in, without facts until the start is a real time", () => {
    expect(eventTimes({})).toBeNull()
    expect(eventTimes({ start: "2027-07-02 18:" })).toBeNull()
    expect(eventTimes({ start: "2027-07-02 18:00", end: "2027-07-02 17:00" })).toBeNull()
    expect(eventTimes({ start: "2027-07-02 18:00", end: "" })).toEqual({ start: "2027-07-02 18:00", end: null })
    expect(renderEvent({}, "de")).toContain("<h1></h1>")
    const typing = renderEvent(
      { slug: "s", start: "2027-07", title: { de: "Sommerfest" }, photos: [{}, { image: "" }, null] },
      "de",
    )
    expect(typing).toContain("<h1>Sommerfest</h1>")
    expect(typing).not.toContain("data-event-facts")
    expect(typing).not.toContain("data-gallery")
    const timed = renderEvent({ start: "2027-07-02 18:00", place: "passage" }, "de")
    expect(timed).toContain("data-event-facts")
    expect(timed).toContain("<strong>Freiung Passage</strong>")
  })
})

describe("the event preview's album link", () => {
  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "https://*/x"])(
    "is left out for %j, in the preview as on the site",
    (albumUrl) => {
      const entry = data("data/events/carnival-2025.yaml")
      const html = renderEvent({ ...entry, album: { ...(entry.album as object), url: albumUrl } }, "de")
      expect(html).not.toContain("data-album")
      expect(html).not.toMatch(/javascript:|data:text/)
      expect(renderEvent(entry, "de")).toContain("data-album")
    },
  )
})

describe("the home page preview", () => {
  it("is the home page's hero, about us with history and vision, and the news items", () => {
    const entry = data("data/home.yaml")
    const german = renderHome(entry, "de")
    expect(german).toContain("<span>Willkommen in der</span> <span>Freiung Passage</span>")
    expect(german).toContain('src="/preview/images/hero/passage.jpg"')
    expect(german).toContain("Ein Stück Wels zum Verweilen")
    expect(german).toContain("<h3>Unsere Geschichte</h3>")
    expect(german).toContain("<h3>Unsere Vision</h3>")
    expect(german).toContain(
      '<time dateTime="2026-11-22">22. November 2026</time><h3>Unsere neue Website ist online</h3>',
    )
    expect(renderHome(entry, "en")).toContain("<h3>Our new website is online</h3>")
  })

  it("fills in the counts as the site does, from the partners and rooms there are", () => {
    const entry = data("data/home.yaml")
    const lead = (entry.hero as { lead: Record<Language, string> }).lead
    const count = (folder: string) => String(fs.readdirSync(path.join(root, "data", folder)).length)
    for (const [language, { numbers }] of [["de", de] as const, ["en", en] as const]) {
      expect(lead[language]).toMatch(/\{\{partnerCount\}\}.*\{\{roomCount\}\}/)
      const html = renderHome(entry, language)
      expect(html).not.toMatch(/\{\{\s*\w+\s*\}\}/)
      expect(html).toContain(
        lead[language]
          .replace("{{partnerCount}}", numbers[count("partners") as keyof typeof numbers])
          .replace("{{roomCount}}", numbers[count("rooms") as keyof typeof numbers]),
      )
    }
  })

  it("leaves out a news item until its date is a real date, and shows an empty page as empty", () => {
    expect([
      isoDate("2026-11-22"),
      isoDate("2026-02-30"),
      isoDate("2026-1"),
      isoDate(new Date(Date.UTC(2026, 0, 5))),
    ]).toEqual(["2026-11-22", null, null, "2026-01-05"])
    const html = renderHome(
      {
        hero: { welcome: { de: "Hallo" } },
        about: { intro: [null, { de: "Absatz" }], history: null },
        news: { items: [{ date: "2026-13-01", title: { de: "Falsch" } }, { title: { de: "Ohne Datum" } }, null] },
      },
      "de",
    )
    expect(html).toContain("<span>Hallo</span>")
    expect(html).toContain("<p>Absatz</p>")
    expect(html).not.toContain("Falsch")
    expect(html).not.toContain("Ohne Datum")
    expect(renderHome({}, "en")).toContain('id="news-title"')
  })
})

describe("the legal page preview", () => {
  it("is the legal page's body with the placeholders filled in from data/site.yaml, in each language", () => {
    const entry = data("data/legal/terms.yaml")
    const german = renderLegal(entry, "de")
    expect(german).toContain("<h1>Nutzungsbedingungen &amp; Impressum</h1>")
    expect(german).toContain("Stand: 22. November 2026")
    expect(german).toContain(
      "Medieninhaber und Herausgeber: Freiung Passage Wels, Freiung 9-11, Stadtplatz 43/44, 4600 Wels, Österreich.",
    )
    expect(german).not.toMatch(/\{\{/)
    const english = renderLegal(entry, "en")
    expect(english).toContain(
      "Media owner and publisher: Freiung Passage Wels, Freiung 9-11, Stadtplatz 43/44, 4600 Wels, Austria.",
    )
  })

  it("keeps a placeholder it does not know as typed, and shows a half-filled page", () => {
    const html = renderLegal(
      { title: { de: "Impressum" }, updated: "", sections: [{ heading: { de: "A {{nam}}" } }, null] },
      "de",
    )
    expect(html).toContain("<h1>Impressum</h1>")
    expect(html).toContain("A {{nam}}")
    expect(html).not.toContain("Stand:")
  })
})

const validators = new Map<string, (value: unknown) => boolean>()

/** Whether the build's check (ajv, schemas/) accepts `value` at `ref`, e.g. "defs.schema.json#/definitions/dayHours". */
function schemaAccepts(ref: string, value: unknown): boolean {
  if (!validators.has(ref)) validators.set(ref, loadSchemas().ajv.compile({ $ref: ref }))
  return validators.get(ref)?.(value) === true
}

const times = ["00:00", "09:30", "23:59", "24:00", "24:01", "25:00", "9:30", "09:3", ""]
const dates = ["2026-12-24", "2028-02-29", "2027-02-29", "2026-02-30", "2026-13-01", "2026-1-05", "24.12.2026", ""]

describe("the previews' rules, taken from the schema", () => {
  it('keeps "24:00" as a closing time but not as an opening time', () => {
    expect(openingHours([{ days: ["mon"], opens: "24:00", closes: "24:00" }])).toEqual([])
    expect(openingHours([{ days: ["mon"], opens: "18:00", closes: "24:00" }])).toEqual([
      { days: ["mon"], opens: "18:00", closes: "24:00" },
    ])
  })

  it.each(times)("shows opening hours that open at %j exactly where the schema allows them", (opens) => {
    for (const closes of times) {
      const entry = { days: ["mon"], opens, closes }
      const shown = partnerFromEntry({ openingHours: [entry], publicHolidayHours: [{ opens, closes }] }, url, "de")
      expect([opens, closes, shown.openingHours.length === 1]).toEqual([
        opens,
        closes,
        schemaAccepts("defs.schema.json#/definitions/openingHoursEntry", entry),
      ])
      expect([opens, closes, shown.publicHolidayHours.length === 1]).toEqual([
        opens,
        closes,
        schemaAccepts("defs.schema.json#/definitions/dayHours", { opens, closes }),
      ])
    }
  })

  it.each(dates)("shows an exception from %j exactly where the schema allows it", (from) => {
    const shown = partnerFromEntry({ exceptions: [{ from }] }, url, "de").exceptions
    expect(shown.length === 1).toBe(schemaAccepts("defs.schema.json#/definitions/openingHoursException", { from }))
  })

  it.each([999, 1000, 5000, 60000, 60001, 1500.5, "3000", null])(
    "runs a partner's carousel at an interval of %j only where the schema allows it",
    (interval) => {
      const shown = partnerFromEntry({ homeCarouselInterval: interval }, url, "de").homeCarouselInterval
      const allowed = schemaAccepts("partner.schema.json#/properties/homeCarouselInterval", interval)
      expect(shown === interval).toBe(allowed)
      if (!allowed) expect(schemaAccepts("partner.schema.json#/properties/homeCarouselInterval", shown)).toBe(true)
    },
  )
})

/** The entries of a folder of data/, as its schema has them. */
const entries = <Entry,>(folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readYaml<Entry>(path.join(root, folder, file)))

interface Hours {
  opens: string
  closes: string
}

describe("the previews of the site's own data", () => {
  it("leave out nothing of a partner's hours, exceptions and photos", () => {
    const partners = entries<{
      id: string
      openingHours: Array<Hours & { days: string[] }>
      publicHolidayHours?: Hours[]
      exceptions?: Array<{ from: string; to?: string; hours?: Hours[] }>
      homeCarouselInterval: number
      images: string[]
    }>("data/partners")
    expect(partners.length).toBeGreaterThan(0)
    for (const entry of partners) {
      const partner = partnerFromEntry(entry, url, "de")
      expect([entry.id, partner.openingHours]).toEqual([entry.id, entry.openingHours])
      expect([entry.id, partner.publicHolidayHours]).toEqual([entry.id, entry.publicHolidayHours ?? []])
      expect([entry.id, partner.exceptions.map(({ from, to, hours }) => ({ from, to, hours }))]).toEqual([
        entry.id,
        (entry.exceptions ?? []).map(({ from, to, hours }) => ({ from, to: to ?? null, hours: hours ?? [] })),
      ])
      expect(partner.homeCarouselInterval).toBe(entry.homeCarouselInterval)
      expect(partner.images).toHaveLength(entry.images.length)
    }
  })

  it("leave out nothing of a room's features, amenities and photos", () => {
    const rooms = entries<{ features: unknown[]; amenities: unknown[]; images: string[] }>("data/rooms")
    expect(rooms.length).toBeGreaterThan(0)
    for (const entry of rooms) {
      const room = roomFromEntry(entry, url, "en")
      expect(room.features).toHaveLength(entry.features.length)
      expect(room.amenities).toHaveLength(entry.amenities.length)
      expect(room.images).toHaveLength(entry.images.length)
    }
  })

  it("give every event its times and photos, and the home page every news item", () => {
    const events = entries<{ slug: string; start: string; end?: string; photos?: unknown[] }>("data/events")
    expect(events.length).toBeGreaterThan(0)
    for (const entry of events) {
      const page = eventPageFromEntry(entry, { cover: url, photos: url }, "de", site)
      expect([entry.slug, page.times]).toEqual([entry.slug, { start: entry.start, end: entry.end ?? null }])
      expect(page.photos).toHaveLength(entry.photos?.length ?? 0)
    }
    const home = readYaml<{ news: { items: unknown[] } }>(path.join(root, "data/home.yaml"))
    expect(homeFromEntry(home, url, "de", site.counted).news.items).toHaveLength(home.news.items.length)
  })
})
