/**
 * What a screen reader hears. For every kind of page in both languages, the page's accessibility tree (Playwright's
 * aria snapshot of <body>) is committed in __aria__/<language>/<page>.yaml and compared: a change to what a visitor
 * hears shows in review as a change to that file, to be read as a listener would. What changes by the day (what is
 * open now, today's line of the hours, the events still to come) is masked. Rewrite the files after a deliberate
 * change with
 *
 *   ARIA_UPDATE=1 npm run test:browser -- what-people-hear
 *
 * Checked on every page of the kinds, whatever the files say: no name of a link, button, tab or heading runs two
 * lines together ("Pizzeria" over "DA TANO" heard as "PizzeriaDA TANO"), no name is an id of data/, and on every
 * page with the plan each unit's links are named as its partner or room is in data/.
 */
import fs from "fs"
import path from "path"
import type { Browser, Locator, Page } from "playwright-core"
import { launchBrowser, openPage } from "./support/browser"
import { builtPagesWith } from "./support/built-pages"
import {
  events,
  inLanguage,
  languages,
  legalPages,
  notFoundPaths,
  partnerKindPages,
  partners,
  readYaml,
  type Language,
} from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ariaDir = path.join(__dirname, "__aria__")
const update = process.env.ARIA_UPDATE === "1"

/** A page of each kind: the first of a kind's data, an event that is over (it stays over). */
const pastEvent =
  events().find((event) => new Date((event.end ?? event.start).replace(" ", "T")) < new Date()) ?? events()[0]
const kinds: Record<string, (language: Language) => string> = {
  home: (language) => inLanguage("/", language),
  events: (language) => inLanguage("/events/", language),
  event: (language) => inLanguage(`/events/${pastEvent.slug}/`, language),
  "party-rooms": (language) => inLanguage("/party-rooms/", language),
  "party-rooms-thanks": (language) => inLanguage("/party-rooms/thanks/", language),
  partners: (language) => inLanguage("/partners/", language),
  partner: (language) => inLanguage(`/partners/${partners()[0].id}/`, language),
  "partner-kind": (language) => inLanguage(partnerKindPages[0], language),
  contact: (language) => inLanguage("/contact/", language),
  "newsletter-thanks": (language) => inLanguage("/newsletter-thanks/", language),
  ...Object.fromEntries(
    legalPages.map((legal) => [legal.replace(/\//g, ""), (language: Language) => inLanguage(legal, language)]),
  ),
  "not-found": (language) => notFoundPaths[language],
}

/**
 * What changes by the day or the hour, each by where it stands: its text replaced by "…" (kept in its place, so
 * that the outline around it stays checked).
 */
const transient = [
  // Open now or closed (and how many are), and the "today" of the hours.
  "[data-open-status]",
  "[data-open-count]",
  "[data-today] .visually-hidden",
  // The next event, and which events are still to come.
  "[data-next-event] article",
  "[data-events] > :not(h2)",
  // The inquiry's calendar (this month) and the rooms' taken days and a partner's special days still to come.
  "[data-calendar]",
  "[data-taken] > :not(h4)",
  "section[aria-labelledby=partner-special-hours] ul",
]

async function maskTransient(page: Page): Promise<void> {
  // The browser says what is open once it has read its clock: after that, nothing changes by itself for a minute.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-open-status], [data-open-count]")).every((line) =>
      /\S/.test(line.textContent ?? ""),
    ),
  )
  await page.evaluate((selectors) => {
    for (const selector of selectors) {
      const found = Array.from(document.querySelectorAll(selector))
      // Of a run of siblings, the first says "…" for all.
      for (const element of found) {
        if (found.includes(element.previousElementSibling as Element)) element.remove()
        else element.replaceChildren(element.matches(".visually-hidden") ? "" : "…")
      }
    }
  }, transient)
}

/** The accessibility tree of `page` as Playwright writes it; the images' addresses without their digests. */
async function heard(page: Page): Promise<string> {
  await maskTransient(page)
  const snapshot = await page.locator("body").ariaSnapshot()
  // The content hashes in image addresses, gatsby-plugin-image's and the image CDN's.
  return `${snapshot.replace(/\/static\/[0-9a-f]+\/[0-9a-f]+\//g, "/static/…/").replace(/%2Fstatic%2F[0-9a-f]{32}%2F/g, "%2Fstatic%2F…%2F")}\n`
}

/**
 * The links, buttons, tabs and headings whose name is their text and whose text puts two lines side by side without a
 * space: a screen reader hears them as one word. Found in the page (where each text is on the screen), then asked of
 * the accessibility tree (a block's boundary may be a space there).
 */
async function namesRunTogether(page: Page): Promise<string[]> {
  const candidates = await page.evaluate(() => {
    const found: { index: number; joined: string }[] = []
    const named = Array.from(
      document.querySelectorAll("a, button, summary, h1, h2, h3, h4, h5, h6, [role=tab], [role=link], [role=button]"),
    )
    named.forEach((element, index) => {
      if (element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")) return
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let previous: { node: Text; bottom: number } | null = null
      let space = false
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest("[aria-hidden=true]")) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0)
        if (!/\S/.test(node.data)) {
          space = true
          continue
        }
        if (rects.length === 0) continue
        if (previous && !space && !/\s$/.test(previous.node.data) && !/^\s/.test(node.data)) {
          // The next text starts on a lower line.
          if (rects[0].top >= previous.bottom - 1) {
            found.push({
              index,
              joined: `${previous.node.data.trim().split(/\s+/).pop()}${node.data.trim().split(/\s+/)[0]}`,
            })
          }
        }
        previous = { node, bottom: rects[rects.length - 1].bottom }
        space = /\s$/.test(node.data)
      }
    })
    return found
  })
  const all = page.locator("a, button, summary, h1, h2, h3, h4, h5, h6, [role=tab], [role=link], [role=button]")
  const runTogether: string[] = []
  for (const { index, joined } of candidates) {
    const name = await accessibleName(all.nth(index))
    if (name.includes(joined)) runTogether.push(`"${name}" (${joined})`)
  }
  return runTogether
}

/** The name a screen reader gives `element`: the first line of its aria snapshot. */
async function accessibleName(element: Locator): Promise<string> {
  const line = (await element.ariaSnapshot()).split("\n")[0]
  return /^- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(line)?.[1].replace(/\\(.)/g, "$1") ?? ""
}

/** Every id of data/ that is more than one word (a partner's, a room's, a unit's, a level's): none is a name. */
function dataIds(): string[] {
  const plan = readYaml<{ units: { id: string }[]; levels: { id: string }[] }>("plan.yaml")
  const rooms = fs.readdirSync(path.resolve(__dirname, "../../data/rooms")).map((file) => file.replace(/\.yaml$/, ""))
  return [...partners().map((partner) => partner.id), ...rooms, ...plan.units.map((unit) => unit.id)].filter((id) =>
    id.includes("-"),
  )
}

describe.each(languages)("%s", (language) => {
  describe.each(Object.keys(kinds))("the %s page", (kind) => {
    it("is heard as committed, with no names run together and no ids for names", async () => {
      const { page } = await openPage(browser, kinds[kind](language))
      expect(await namesRunTogether(page)).toEqual([])
      const snapshot = await heard(page)
      const names = [...snapshot.matchAll(/^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/gm)].map((match) => match[1])
      const ids = dataIds()
      expect(names.filter((name) => ids.some((id) => name.includes(id)))).toEqual([])
      const file = path.join(ariaDir, language, `${kind}.yaml`)
      if (update) {
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, snapshot)
      } else if (!fs.existsSync(file)) {
        throw new Error(
          `${path.relative(process.cwd(), file)} does not exist: write it with ARIA_UPDATE=1 npm run test:browser -- what-people-hear, then read it`,
        )
      }
      expect(snapshot).toBe(fs.readFileSync(file, "utf8"))
      await page.close()
    })
  })
})

interface TenantYaml {
  id: string
  unit?: string
  name: string | Record<Language, string>
}

/** Who is in each unit, named as in data/partners and data/rooms. */
function tenants(language: Language): Map<string, string> {
  const dir = path.resolve(__dirname, "../../data")
  const read = (folder: string) =>
    fs
      .readdirSync(path.join(dir, folder))
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => readYaml<TenantYaml>(`${folder}/${file}`))
  const named = [...read("partners"), ...read("rooms")].filter((tenant) => tenant.unit)
  return new Map(
    named.map((tenant) => [tenant.unit!, typeof tenant.name === "string" ? tenant.name : tenant.name[language]]),
  )
}

const planPages = builtPagesWith(/<section[^>]*\bdata-plan=""/)

it("finds the plan on pages of both languages", () => {
  expect(planPages).toContain("/partners/")
  expect(planPages).toContain("/en/partners/")
})

describe.each(planPages)("the plan of %s", (pagePath) => {
  it("names each unit's links as its partner or room is named in data/", async () => {
    const language: Language = pagePath.startsWith("/en/") ? "en" : "de"
    const { page } = await openPage(browser, pagePath)
    const named = tenants(language)
    const drawn = page.locator("[data-plan] svg a[data-unit]")
    const listed = page.locator("[data-plan] li[data-unit] a")
    const heardAs = async (links: Locator, attribute: (link: Locator) => Promise<string | null>) => {
      const found: [string, string][] = []
      for (let i = 0; i < (await links.count()); i++) {
        found.push([(await attribute(links.nth(i))) ?? "", await accessibleName(links.nth(i))])
      }
      return found
    }
    const drawnNames = await heardAs(drawn, (link) => link.getAttribute("data-unit"))
    const listedNames = await heardAs(listed, (link) => link.locator("xpath=..").getAttribute("data-unit"))
    // Every unit with a tenant is in the list, and each level drawn shows its tenants.
    expect(listedNames.map(([unit]) => unit).sort()).toEqual([...named.keys()].sort())
    expect(drawnNames.length).toBeGreaterThan(0)
    for (const [unit, name] of [...drawnNames, ...listedNames]) expect([unit, name]).toEqual([unit, named.get(unit)])
    await page.close()
  })
})
