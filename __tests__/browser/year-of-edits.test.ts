/**
 * A year of ordinary edits, as the editor writes them (files deleted, added, changed), applied to one copy of the
 * site and built once, then read as a crawler and a visitor read it: two shops move out (one the last of its kind),
 * a new one moves into a unit before its photos arrive, a room is renamed, an event moves and another is cancelled,
 * a partner closes for holidays, the passage's phone and e-mail change. What a build must refuse (a file deleted by
 * a slip, a number shown but not dialled) is the data check's, on copies of data/ alone: no build needed.
 *
 * What the pages should say is read from the copy's data, not written here.
 */
import fs from "fs"
import path from "path"
import type { ChildProcess } from "child_process"
import type { Browser } from "playwright-core"
import { launchBrowser, nextFrames, scrollThrough, waitForHydration } from "./support/browser"
import { buildCopy, copySite, removeCopy, serve, shrinkPhotos } from "./support/site-copy"
import { inLanguage, keepBuiltPage, languages, movedSinceBuilt, t, type Language } from "./support/site-data"
import { readYaml } from "../../src/gatsby/yaml-file"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { launchCheck } from "../../src/gatsby/launch-check"
import { partnerKinds } from "../../src/content/partner-kinds"
import { partnerPath, roomPath } from "../../src/content/links"

jest.setTimeout(180_000)

interface Partner {
  id: string
  name: string
  kind: string
  unit: string
  icon: string
  images?: string[]
}
interface Room {
  id: string
  name: Record<Language, string>
  unit: string
}

let copy: string
let site: { url: string; process: ChildProcess } | undefined
let browser: Browser
let buildSeconds = 0

const file = (relative: string) => path.join(copy, relative)
const write = (relative: string, text: string) => fs.writeFileSync(file(relative), text)
const replace = (relative: string, from: string | RegExp, to: string) => {
  const before = fs.readFileSync(file(relative), "utf8")
  const after = before.replace(from, to)
  if (after === before) throw new Error(`${relative} does not contain ${String(from)}`)
  write(relative, after)
}
const partnersOf = () =>
  fs
    .readdirSync(file("data/partners"))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => readYaml<Partner>(file(`data/partners/${name}`)))
const roomsOf = () =>
  fs
    .readdirSync(file("data/rooms"))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => readYaml<Room>(file(`data/rooms/${name}`)))

/** The edits, each as the editor makes it; what they removed, for the checks. */
const gone: { partners: Partner[]; event: string } = { partners: [], event: "" }
const newcomer = { id: "nagelstudio-lena", name: "Nagelstudio Lena" }
const renamed: Record<Language, string> = { de: "Festsaal", en: "Banquet hall" }
let renamedRoom: Room
const moved = { slug: "carnival-2027", start: "2027-02-12 20:00", end: "2027-02-13 02:00" }
const contact = { href: "+437242998877", display: "+43 7242 99 88 77", email: "hallo@freiung-passage.at" }
let oldContact: { display: string; email: string }
const holidays = {
  partner: "da-tano",
  from: "2027-01-11",
  to: "2027-01-24",
  de: "Betriebsurlaub",
  en: "Company holidays",
}

function applyTheYear(): void {
  const partners = partnersOf()
  // A shop moves out: its file deleted (the editor's "delete"), its photos left behind as the editor leaves them.
  // The shop of a kind no other partner has goes, and another.
  const kindCount = (kind: string) => partners.filter((partner) => partner.kind === kind).length
  const lastOfKind = partners.find((partner) => kindCount(partner.kind) === 1)!
  const another = partners.find((partner) => partner !== lastOfKind && kindCount(partner.kind) === 1) ?? partners[0]
  gone.partners = [lastOfKind, another]
  for (const partner of gone.partners) fs.rmSync(file(`data/partners/${partner.id}.yaml`))
  // Another moves into the first one's unit, listed before its photos arrive (no images, as the editor saves it).
  const order = Math.max(...partners.map((partner) => (partner as Partner & { order: number }).order)) + 1
  write(
    `data/partners/${newcomer.id}.yaml`,
    [
      "# yaml-language-server: $schema=../../schemas/partner.schema.json",
      `id: ${newcomer.id}`,
      `order: ${order}`,
      `name: "${newcomer.name}"`,
      "category:",
      '  de: "Nagelstudio"',
      '  en: "Nail studio"',
      "description:",
      '  de: "Maniküre, Pediküre und Nageldesign mitten in der Passage."',
      '  en: "Manicure, pedicure and nail design in the middle of the passage."',
      "icon: nails",
      "openingHours:",
      "  - days: [tue, wed, thu, fri]",
      '    opens: "09:00"',
      '    closes: "18:00"',
      "homeCarouselInterval: 5000",
      "kind: beauty",
      `unit: ${lastOfKind.unit}`,
      "",
    ].join("\n"),
  )
  // A room renamed.
  renamedRoom = roomsOf()[0]
  replace(
    `data/rooms/${renamedRoom.id}.yaml`,
    `name:\n  de: "${renamedRoom.name.de}"\n  en: "${renamedRoom.name.en}"`,
    `name:\n  de: "${renamed.de}"\n  en: "${renamed.en}"`,
  )
  // An event moved, another cancelled (its file deleted).
  const event = readYaml<{ start: string; end: string }>(file(`data/events/${moved.slug}.yaml`))
  replace(
    `data/events/${moved.slug}.yaml`,
    `start: "${event.start}"\nend: "${event.end}"`,
    `start: "${moved.start}"\nend: "${moved.end}"`,
  )
  gone.event = fs
    .readdirSync(file("data/events"))
    .map((name) => name.replace(/\.yaml$/, ""))
    .find(
      (slug) => slug !== moved.slug && readYaml<{ start: string }>(file(`data/events/${slug}.yaml`)).start > "2026",
    )!
  fs.rmSync(file(`data/events/${gone.event}.yaml`))
  // A partner's holidays: an exception after the ones it has.
  replace(
    `data/partners/${holidays.partner}.yaml`,
    /\nkind: /,
    `\n  - from: "${holidays.from}"\n    to: "${holidays.to}"\n    reason:\n      de: "${holidays.de}"\n      en: "${holidays.en}"\nkind: `,
  )
  // The passage's contact details.
  const siteYaml = readYaml<{ phone: { href: string; display: string }; email: { address: string } }>(
    file("data/site.yaml"),
  )
  oldContact = { display: siteYaml.phone.display, email: siteYaml.email.address }
  replace("data/site.yaml", `href: "${siteYaml.phone.href}"`, `href: "${contact.href}"`)
  replace("data/site.yaml", `display: "${siteYaml.phone.display}"`, `display: "${contact.display}"`)
  replace(
    "data/site.yaml",
    `address: "${siteYaml.email.address}"\n  display: "${siteYaml.email.address}"`,
    `address: "${contact.email}"\n  display: "${contact.email}"`,
  )
}

/** Every page a crawler reaches from the home pages by the site's own links, with its HTML. */
async function crawl(): Promise<Map<string, { status: number; html: string }>> {
  const found = new Map<string, { status: number; html: string }>()
  const queue = languages.map((language) => inLanguage("/", language))
  while (queue.length > 0) {
    const url = queue.shift()!
    if (found.has(url)) continue
    const response = await fetch(`${site!.url}${url}`, { redirect: "manual" })
    const type = response.headers.get("content-type") ?? ""
    const html = type.includes("text/html") ? await response.text() : ""
    found.set(url, { status: response.status, html })
    for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"#]*)/g)) {
      // A page's address without its query; a gallery photo's from the image CDN (/.netlify/images?url=…) with it.
      const whole = href.replace(/&amp;/g, "&")
      const target = whole.startsWith("/.netlify/images?") ? whole : whole.split("?")[0]
      if (!found.has(target) && !target.startsWith("/admin/")) queue.push(target)
    }
  }
  return found
}

let pages: Map<string, { status: number; html: string }>
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]))
const htmlOf = (url: string) => {
  const page = pages.get(url)
  if (!page) throw new Error(`the crawl did not reach ${url}`)
  return page.html
}
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")

beforeAll(async () => {
  copy = copySite("site", /^__tests__\//)
  applyTheYear()
  await shrinkPhotos(copy)
  const started = Date.now()
  const build = buildCopy(copy)
  buildSeconds = (Date.now() - started) / 1000
  if (build.status !== 0) throw new Error(`the year's edits did not build:\n${build.log.slice(-4000)}`)
  console.log(`year of edits: the copy built in ${buildSeconds.toFixed(0)} s`)
  site = await serve(file("public"))
  pages = await crawl()
  browser = await launchBrowser()
}, 900_000)

afterAll(async () => {
  await browser?.close()
  if (site?.process.pid) process.kill(-site.process.pid, "SIGTERM")
  if (copy) removeCopy(copy)
})

describe("a year of edits, built once and crawled", () => {
  it("no dead link: every page the site links to answers, none of them the shops that moved out or the cancelled event", () => {
    const dead = [...pages].filter(([, page]) => page.status !== 200).map(([url, page]) => `${url}: ${page.status}`)
    expect(dead).toEqual([])
    const goneUrls = [...gone.partners.map((partner) => `/partners/${partner.id}/`), `/events/${gone.event}/`]
    const linked = [...pages.keys()].filter((url) => goneUrls.some((goneUrl) => url.endsWith(goneUrl)))
    expect(linked).toEqual([])
  })

  it("every text right: no page shows a placeholder unfilled", () => {
    const shown = (html: string) =>
      `${textOf(html)} ${/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""}`
    const unfilled = [...pages].filter(([, page]) => /\{\{\s*\w+\s*\}\}/.test(shown(page.html))).map(([url]) => url)
    expect(unfilled).toEqual([])
  })

  it("the pages that went answer 404, and the crawl reaches the newcomer's page in both languages", async () => {
    for (const language of languages) {
      for (const url of [`/partners/${gone.partners[0].id}/`, `/events/${gone.event}/`])
        expect([url, (await fetch(`${site!.url}${inLanguage(url, language)}`)).status]).toEqual([url, 404])
      expect(pages.get(inLanguage(`/partners/${newcomer.id}/`, language))?.status).toBe(200)
    }
  })

  it("the sitemap lists exactly the pages a crawler reaches (and what is gone is not in it)", () => {
    const sitemap = fs.readFileSync(file("public/sitemap-0.xml"), "utf8")
    const siteUrl = readYaml<{ siteUrl: string }>(file("data/site.yaml")).siteUrl
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(siteUrl.length)).sort()
    const reached = [...pages]
      .filter(([url, page]) => page.html !== "" && !/\/(404|newsletter-thanks)\/$/.test(url))
      .map(([url]) => url)
      .sort()
    expect(listed).toEqual(reached)
  })

  it("structured data: the passage's directory lists the partners there are, the newcomer without images, the new phone", () => {
    const directory = jsonLd(htmlOf("/partners/")).find((item) => item["@type"] === "ShoppingCenter")!
    const places = (directory.containsPlace as { "@id": string }[]).map((place) =>
      place["@id"].replace(/.*\/partners\/([^/]+)\/.*/, "$1"),
    )
    expect(places.sort()).toEqual(
      partnersOf()
        .map((partner) => partner.id)
        .sort(),
    )
    for (const language of languages) {
      const passage = jsonLd(htmlOf(inLanguage("/", language))).find((item) => item["@type"] === "ShoppingCenter")!
      expect([passage.telephone, passage.email]).toEqual([contact.href, contact.email])
      expect((passage.containsPlace as unknown[]).length).toBe(partnersOf().length)
    }
    const newcomerLd = jsonLd(htmlOf(`/partners/${newcomer.id}/`)).find((item) => item.name === newcomer.name)!
    expect(newcomerLd).not.toHaveProperty("image")
    const closed = jsonLd(htmlOf(`/partners/${holidays.partner}/`))
      .flatMap((item) => (item.specialOpeningHoursSpecification as Record<string, unknown>[] | undefined) ?? [])
      .filter((spec) => spec.validFrom === holidays.from)
    expect(closed).toEqual([expect.objectContaining({ validFrom: holidays.from, validThrough: holidays.to })])
    const event = jsonLd(htmlOf(`/events/${moved.slug}/`)).find((item) => item["@type"] === "Event")!
    expect(String(event.startDate)).toMatch(new RegExp(`^${moved.start.replace(" ", "T")}`))
  })

  it("the plan links each tenant there is, named as in data/, and no one who left", () => {
    const tenants = [
      ...partnersOf().map((partner) => [partner.name, partnerPath(partner.id)]),
      ...roomsOf().map((room) => [room.name.de, roomPath(room.id)]),
    ]
    const plan = /<section[^>]*data-plan[\s\S]*?<\/section>/.exec(htmlOf("/partners/"))![0]
    const links = [...plan.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => [
      textOf(inner).trim(),
      href,
    ])
    for (const [name, href] of tenants)
      expect(links.filter((link) => link[1] === href).map((link) => link[0])).toContainEqual(
        expect.stringContaining(name.split(" ")[0]),
      )
    for (const partner of gone.partners) expect(plan).not.toContain(partner.name)
    // The drawing and its list of units; the access notes below are prose of data/plan.yaml, which names rooms by hand.
    expect(textOf(plan.slice(0, plan.indexOf('id="plan-access"')))).not.toContain(renamedRoom.name.de)
  })

  it("the kind pages: the kind that lost its last shop lists none, the newcomer's kind lists it", () => {
    const lostKind = gone.partners[0].kind
    expect(partnerKinds).toContain(lostKind)
    for (const language of languages) {
      const lost = htmlOf(inLanguage(`/partners/kind/${lostKind}/`, language))
      for (const partner of partnersOf())
        expect(lost).not.toContain(`href="${inLanguage(`/partners/${partner.id}/`, language)}"`)
      expect(htmlOf(inLanguage("/partners/kind/beauty/", language))).toContain(
        `href="${inLanguage(`/partners/${newcomer.id}/`, language)}"`,
      )
    }
  })

  it("every text right: the home page counts the partners and names only the kinds they have", () => {
    const partners = partnersOf()
    const kinds = partnerKinds.filter((kind) => partners.some((partner) => partner.kind === kind))
    for (const language of languages) {
      // The partners' introduction, up to their cards.
      const html = htmlOf(inLanguage("/", language))
      const text = textOf(/id="partners-title"[\s\S]*?<ul/.exec(html)![0])
      const count = t(language, `numbers.${partners.length}`)
      expect(text).toContain(
        `${count.charAt(0).toUpperCase()}${count.slice(1)} ${language === "de" ? "Betriebe" : "businesses"}`,
      )
      for (const kind of kinds)
        expect(text.toLowerCase()).toContain(t(language, `partnerKindsInText.${kind}`).toLowerCase())
      const lostKind = t(language, `partnerKindsInText.${gone.partners[0].kind}`)
      expect(text.toLowerCase()).not.toMatch(new RegExp(`\\b${lostKind.toLowerCase()}\\b`))
      for (const partner of gone.partners) expect(textOf(html)).not.toContain(partner.name)
    }
  })

  it("every text right: the new phone and e-mail on every page, shown as dialled and linked, the old ones nowhere", () => {
    for (const [url, { html }] of pages) {
      if (!html) continue
      expect([url, html.includes(`href="tel:${contact.href}"`)]).toEqual([url, true])
      expect([url, html.includes(contact.display)]).toEqual([url, true])
      expect([url, html.includes(`mailto:${contact.email}`)]).toEqual([url, true])
      expect([url, html.includes(oldContact.display) || html.includes(oldContact.email)]).toEqual([url, false])
    }
    expect(textOf(htmlOf("/terms/"))).toContain(contact.display)
  })

  it("every text right: the renamed room by its new name on its page, in the inquiry form and the plan, its old name on no page", () => {
    for (const language of languages) {
      const html = htmlOf(inLanguage("/party-rooms/", language))
      expect(textOf(html)).toContain(renamed[language])
      expect(html).toMatch(new RegExp(`<option[^>]*>${renamed[language]}`))
      expect(textOf(/<h2[^>]*>[\s\S]*?<\/h2>/g.exec(html)?.[0] ?? "")).not.toContain(renamedRoom.name[language])
    }
    // But in the texts of the room's own file, which the editor renaming it has in front of them.
    const texts = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(texts)
          : []
    const own = texts(readYaml(file(`data/rooms/${renamedRoom.id}.yaml`)))
    const oldNames = Object.values(renamedRoom.name).map((name) => name.toLowerCase())
    for (const [url, { html }] of pages) {
      const rest = own.reduce((text, ownText) => text.split(ownText).join(" "), textOf(html)).toLowerCase()
      expect([url, oldNames.filter((name) => rest.includes(name))]).toEqual([url, []])
    }
  })

  it("every text right: the moved event on its new day, the cancelled one in no calendar feed", () => {
    const day = moved.start.slice(0, 10).replace(/-/g, "")
    const feeds = fs
      .readdirSync(file("public"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ics"))
    expect(feeds.length).toBeGreaterThan(0)
    const all = feeds.map((name) => fs.readFileSync(file(`public/${name}`), "utf8")).join("\n")
    expect(all).toMatch(new RegExp(`DTSTART[^:]*:${day}T`))
    expect(all).not.toContain(gone.event)
    expect(htmlOf(`/events/${moved.slug}/`)).toContain(`dateTime="${moved.start.replace(" ", "T")}`)
  })

  it("every text right: the partner's holidays on its page, in both languages", () => {
    for (const language of languages)
      expect(textOf(htmlOf(inLanguage(`/partners/${holidays.partner}/`, language)))).toContain(holidays[language])
  })
})

describe("a shop before its photos", () => {
  it("is listed by the launch check as photos to come", () => {
    expect(launchCheck(copy).filter((item) => item.what.startsWith("photos to come"))).toEqual([
      expect.objectContaining({ file: `data/partners/${newcomer.id}.yaml` }),
    ])
  })

  it.each(
    languages.flatMap((language) =>
      [`/partners/${newcomer.id}/`, "/", "/partners/"].map((url) => [url, language] as const),
    ),
  )("%s in %s: the stand-in with its icon and name, no broken image, no layout shift", async (url, language) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(keepBuiltPage)
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(`${site!.url}${inLanguage(url, language)}`)
    await waitForHydration(page)
    // Nothing moved from where the build put it, and the browser's layout-shift score is 0.
    expect(await page.evaluate(movedSinceBuilt)).toEqual([])
    await nextFrames(page)
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    )
    expect(shift).toBe(0)
    // Every picture loaded is a picture (none broken), lazy ones included.
    await scrollThrough(page)
    const broken = await page.evaluate(() =>
      [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    )
    expect(broken).toEqual([])
    const standIn = page.locator("[data-photos-to-come]").first()
    await standIn.scrollIntoViewIfNeeded()
    expect(await standIn.textContent()).toContain(newcomer.name)
    expect(await standIn.textContent()).toContain(t(language, "partner.photosToCome"))
    expect(await standIn.locator("svg").count()).toBe(1)
    expect(await standIn.locator("img").count()).toBe(0)
    const box = (await standIn.boundingBox())!
    expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02)
    await context.close()
  })
})

describe("what the build refuses, naming the file (the data check alone)", () => {
  /** A copy of the copy's data/ (before any build), changed by `change`: the data check's lines. */
  function refusals(change: (dataDir: string) => void): string[] {
    const dataDir = fs.mkdtempSync(path.join(path.dirname(copy), "year-data-"))
    try {
      fs.cpSync(path.join(copy, "data"), dataDir, { recursive: true })
      change(dataDir)
      return validateDataDir(dataDir).map(describeProblem)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }

  it("a photo a partner lists, deleted by a slip: the partner's file, line and field", () => {
    const partner = partnersOf().find((candidate) => (candidate.images ?? []).length > 1)!
    const photo = partner.images![1]
    const problems = refusals((dir) => fs.rmSync(path.resolve(dir, "partners", photo)))
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/partners/${partner.id}\\.yaml, line \\d+: partner "${partner.id}", field "images\\[1\\]" points to .*, but there is no such file$`,
        ),
      ),
    ])
  })

  it("the plan's file deleted by a slip: the file, and how to restore it", () => {
    expect(refusals((dir) => fs.rmSync(path.join(dir, "plan.yaml")))).toEqual([
      expect.stringMatching(/^data\/plan\.yaml: is missing: .* restore it, e\.g\. `git checkout -- data\/plan\.yaml`/),
    ])
  })

  it("a room's file deleted by a slip: each event held there names it, and each sentence counting the rooms", () => {
    const room = roomsOf().find((candidate) => candidate.id !== renamedRoom.id) ?? roomsOf()[0]
    const problems = refusals((dir) => fs.rmSync(path.join(dir, "rooms", `${room.id}.yaml`)))
    const heldThere = new RegExp(
      `^data/events/[\\w-]+\\.yaml, line \\d+: event "[\\w-]+", field "place" is "${room.id}", which is neither`,
    )
    const counted =
      /^data\/(?:home|site)\.yaml, line \d+: field "[\w.[\]]+" uses \{\{roomCount\}\}, but there is only one party room/
    expect(problems.filter((problem) => heldThere.test(problem)).length).toBeGreaterThan(0)
    expect(problems.filter((problem) => counted.test(problem)).length).toBeGreaterThan(0)
    expect(problems.filter((problem) => !heldThere.test(problem) && !counted.test(problem))).toEqual([])
  })

  it("a phone number changed where visitors read it but not where the phone dials it", () => {
    expect(
      refusals((dir) =>
        fs.writeFileSync(
          path.join(dir, "site.yaml"),
          fs
            .readFileSync(path.join(dir, "site.yaml"), "utf8")
            .replace(`display: "${contact.display}"`, 'display: "+43 7242 11 11 11"'),
        ),
      ),
    ).toEqual([
      expect.stringMatching(
        /^data\/site\.yaml, line \d+: field "phone\.display" is "\+43 7242 11 11 11", but the link dials/,
      ),
    ])
  })

  it("a count written by hand into the home page's prose", () => {
    expect(
      refusals((dir) =>
        fs.writeFileSync(
          path.join(dir, "home.yaml"),
          fs
            .readFileSync(path.join(dir, "home.yaml"), "utf8")
            .replace("{{partnerCount}} Betriebe machen", "Acht Betriebe machen"),
        ),
      ),
    ).toEqual([
      expect.stringMatching(
        /^data\/home\.yaml, line \d+: field "partnersSection\.description\.de" says "Acht Betriebe"/,
      ),
    ])
  })
})
