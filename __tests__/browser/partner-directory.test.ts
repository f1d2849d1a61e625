/**
 * Issue 50 in the browser, only the wiring (the rules are pure functions, __tests__/unit/passage-plan.test.ts):
 * narrowing by kind through links without JavaScript (each kind's address in both languages, in the
 * sitemap, its count), "open now" at a fixed Vienna moment without moving anything, and the plan on
 * the list, contact, partner and room pages in both languages at 1,280 and 390 px (without JavaScript): a link per unit,
 * keyboard through every one with a visible focus, targets of 24 × 24 px, legible labels; each
 * partner page's highlighted unit and its words.
 */
import type { Browser, Page } from "playwright-core"
import { launchBrowser, openPage, siteUrl, waitForHydration } from "./support/browser"
import {
  inLanguage,
  keepBuiltPage,
  languages,
  movedSinceBuilt,
  partners,
  readYaml,
  t,
  type Language,
} from "./support/site-data"

jest.setTimeout(120_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const kinds = ["food", "beauty", "fashion", "services"] as const
const kindOf = (id: string) => readYaml<{ kind: string; unit: string }>(`partners/${id}.yaml`)
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

/** The partners' names as the list shows them, in order (textContent: entries below the screen are not rendered). */
const listed = async (page: Page) =>
  (await page.locator("main ul > li:has(> article) h2").allTextContents()).map((name) => name.trim())

describe("narrowing by kind, without JavaScript", () => {
  it.each(languages)(
    "(%s) links each kind with its count to an address of its own, in the sitemap",
    async (language) => {
      const { page } = await openPage(browser, inLanguage("/partners/", language), {
        javaScriptEnabled: false,
        viewport: phone,
      })
      const nav = page.getByRole("navigation", { name: t(language, "partnersPage.kinds") })
      const all = partners()
      const expected = [
        t(language, "partnersPage.kindLink", { kind: t(language, "partnersPage.allKinds"), count: all.length }),
        ...kinds.map((kind) =>
          t(language, "partnersPage.kindLink", {
            kind: t(language, `partnerKinds.${kind}`),
            count: all.filter((partner) => kindOf(partner.id).kind === kind).length,
          }),
        ),
      ]
      expect(await nav.getByRole("link").allInnerTexts()).toEqual(expected)
      await expect(nav.locator('[aria-current="page"]').innerText()).resolves.toBe(expected[0])
      // The "open now" button waits for JavaScript: invisible, and out of the tab order.
      expect(await page.getByRole("button", { name: t(language, "partnersPage.openNowOnly") }).isVisible()).toBe(false)

      for (const [index, kind] of kinds.entries()) {
        await nav
          .getByRole("link")
          .nth(index + 1)
          .click()
        await page.waitForURL(siteUrl(inLanguage(`/partners/kind/${kind}/`, language)))
        const names = all.filter((partner) => kindOf(partner.id).kind === kind).map((partner) => partner.name)
        expect(await listed(page)).toEqual(names)
        await expect(page.locator("h1").innerText()).resolves.toBe(
          t(language, "partnersPage.kindTitle", { kind: t(language, `partnerKinds.${kind}`) }),
        )
        await expect(
          page
            .getByRole("navigation", { name: t(language, "partnersPage.kinds") })
            .locator('[aria-current="page"]')
            .innerText(),
        ).resolves.toBe(expected[index + 1])
      }
      await page.close()
    },
  )

  it("lists every kind's page of both languages in the sitemap", async () => {
    const origin = new URL(readYaml<{ siteUrl: string }>("site.yaml").siteUrl).origin
    const xml = await (await fetch(siteUrl("/sitemap-0.xml"))).text()
    for (const language of languages) {
      for (const kind of kinds)
        expect(xml).toContain(`<loc>${origin}${inLanguage(`/partners/kind/${kind}/`, language)}</loc>`)
    }
  })
})

/** A page at a fixed Vienna moment, with a copy of the build's page kept to compare the layout with. */
async function openAt(path: string, moment: string, viewport = desktop): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ timezoneId: "America/New_York", viewport })
  const page = await context.newPage()
  page.on("close", () => void context.close().catch(() => undefined))
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text())
  })
  await page.clock.setFixedTime(new Date(moment))
  await page.addInitScript(keepBuiltPage)
  await page.goto(siteUrl(path), { waitUntil: "load" })
  await waitForHydration(page, { fakeClock: true })
  return { page, errors }
}

describe('"open now", with JavaScript at a fixed moment (Tuesday 1 December 2026, 20:00 in Vienna)', () => {
  it.each([
    ["de", "/partners/"],
    ["en", "/en/partners/kind/food/"],
  ] as const)(
    "(%s) %s: counts, narrows to the open ones and back, and moves nothing by itself",
    async (language, path) => {
      const { page, errors } = await openAt(path, "2026-12-01T20:00:00+01:00")
      const button = page.getByRole("button", { name: t(language, "partnersPage.openNowOnly") })
      await page.locator("[data-open-count]:not(:empty)").waitFor()
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-open-status]")].every((element) => element.textContent !== ""),
      )
      // The button and the count appeared in the space the build kept: nothing moved.
      expect(await page.evaluate(movedSinceBuilt)).toEqual([])
      const entries = page.locator("main ul > li:has(> article)")
      const all = await listed(page)
      // Each entry's own status (open-now.test.ts checks its words) decides whether it stays.
      const open: string[] = []
      for (const entry of await entries.all()) {
        if ((await entry.locator('[data-open-status][data-open="true"]').count()) > 0)
          open.push((await entry.locator("h2").textContent())!.trim())
      }
      expect(open).toEqual(expect.arrayContaining(["Miyako Ramen Sushi", "Pizzeria DA TANO"]))
      expect(open).not.toContain("MaxMara")
      await expect(page.locator("[data-open-count]").innerText()).resolves.toBe(
        t(language, "partnersPage.openNowCount", { count: open.length, total: all.length }),
      )
      await expect(button.getAttribute("aria-pressed")).resolves.toBe("false")
      await button.click()
      await expect(button.getAttribute("aria-pressed")).resolves.toBe("true")
      expect(
        await entries.evaluateAll((items) =>
          items
            .filter((item) => !(item as HTMLElement).hidden)
            .map((item) => item.querySelector("h2")!.textContent!.trim()),
        ),
      ).toEqual(open)
      await button.click()
      expect(await entries.evaluateAll((items) => items.filter((item) => (item as HTMLElement).hidden).length)).toBe(0)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})

interface Tenant {
  name: string
  href: string
}

/** Who is in each unit: partners by their page, rooms by their section of /party-rooms/. */
function tenants(language: Language): Map<string, Tenant> {
  const map = new Map<string, Tenant>()
  for (const partner of partners()) {
    map.set(kindOf(partner.id).unit, { name: partner.name, href: inLanguage(`/partners/${partner.id}/`, language) })
  }
  for (const id of ["party-cellar", "event-hall"]) {
    const room = readYaml<{ unit: string; name: Record<Language, string> }>(`rooms/${id}.yaml`)
    map.set(room.unit, { name: room.name[language], href: inLanguage(`/party-rooms/#${id}`, language) })
  }
  return map
}

const planUnits = readYaml<{ units: { id: string; level: string }[]; levels: { id: string }[] }>("plan.yaml")

/** The levels a page draws: all, or on a page about units, those units' levels alone. */
const drawnLevels = (highlight: string[]) =>
  planUnits.levels
    .map((level) => level.id)
    .filter(
      (level) =>
        highlight.length === 0 || planUnits.units.some((unit) => unit.level === level && highlight.includes(unit.id)),
    )

/** The plan's SVG links: unit, accessible name (its label's lines), href, size on screen, label size. */
async function unitLinks(page: Page) {
  return page.locator("[data-plan] svg a").evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      const label = link.querySelector("text")!
      return {
        unit: link.getAttribute("data-unit"),
        name: [...label.querySelectorAll("tspan")].map((line) => line.textContent).join(" "),
        href: link.getAttribute("href"),
        width: box.width,
        height: box.height,
        font: label.getBoundingClientRect().height / label.querySelectorAll("tspan").length,
        current: link.getAttribute("aria-current"),
      }
    }),
  )
}

describe.each(languages)("the plan (%s)", (language) => {
  const pagesWithPlan = [
    { path: "/partners/", highlight: [] as string[] },
    { path: "/contact/", highlight: [] },
    { path: "/partners/miyako/", highlight: [kindOf("miyako").unit] },
    {
      path: "/party-rooms/",
      highlight: ["party-cellar", "event-hall"].map((id) => readYaml<{ unit: string }>(`rooms/${id}.yaml`).unit),
    },
  ]

  it.each(pagesWithPlan)(
    "$path: every unit drawn a link to who is in it, at 1,280 and 390 px, keyboard through each",
    async ({ path, highlight }) => {
      // Without JavaScript: the plan needs none (axe.test.ts loads these pages with it, console included).
      const { page } = await openPage(browser, inLanguage(path, language), {
        viewport: desktop,
        javaScriptEnabled: false,
        // Without JavaScript Chromium loads even lazy photos: the parsed page is all the plan needs.
        waitUntil: "domcontentloaded",
      })
      const plan = page.locator("[data-plan]")
      await plan.scrollIntoViewIfNeeded()
      const levels = drawnLevels(highlight)
      const drawn = planUnits.units.filter((unit) => levels.includes(unit.level))
      expect(
        await plan.locator("figure").evaluateAll((figures) => figures.map((figure) => figure.dataset.level)),
      ).toEqual(levels)
      expect(levels.length).toBe(highlight.length > 0 ? 1 : planUnits.levels.length)
      const expected = tenants(language)
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport)
        await plan.scrollIntoViewIfNeeded()
        const links = await unitLinks(page)
        expect(links.map((link) => link.unit)).toEqual(drawn.map((unit) => unit.id))
        for (const link of links) {
          expect({ name: link.name, href: link.href }).toEqual(expected.get(link.unit!))
          // WCAG 2.2 2.5.8 by the unit's own size; labels of at least 12 px.
          expect(link.width).toBeGreaterThanOrEqual(24)
          expect(link.height).toBeGreaterThanOrEqual(24)
          expect(link.font).toBeGreaterThanOrEqual(12)
        }
        expect(links.filter((link) => link.current === "page").map((link) => link.unit)).toEqual(highlight)
        // Highlighted units side by side (the party rooms) stay two: an outline in another colour than the fill.
        for (const colours of await plan
          .locator('svg a[aria-current="page"] .unit')
          .evaluateAll((shapes) =>
            shapes.map((shape) => [getComputedStyle(shape).fill, getComputedStyle(shape).stroke]),
          ))
          expect(colours[1]).not.toBe(colours[0])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      }
      // The text equivalent: each unit in order, with a link to its page.
      const words = plan.locator('ul[aria-labelledby="plan-units"] > li')
      expect(await words.evaluateAll((items) => items.map((item) => item.getAttribute("data-unit")))).toEqual(
        planUnits.units.map((unit) => unit.id),
      )
      // Keyboard: Tab from just before the plan reaches every unit in turn, each with a visible focus.
      await plan.locator("h2").evaluate((heading) => {
        heading.setAttribute("tabindex", "-1")
        heading.focus()
      })
      for (const unit of drawn) {
        await page.keyboard.press("Tab")
        const focused = await page.evaluate(() => {
          const element = document.activeElement
          const shape = element?.querySelector("polygon")
          return {
            unit: element?.getAttribute("data-unit"),
            stroke: shape ? getComputedStyle(shape).strokeWidth : null,
          }
        })
        expect(focused).toEqual({ unit: unit.id, stroke: "6px" })
      }
      await page.close()
    },
  )

  it("comes after a client-side link too, from the page's data: the plan has no code in the browser", async () => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/partners/", language))
    const scripts: Promise<string>[] = []
    page.on("response", (response) => {
      // A script still arriving when the page closes has no text to read: it cannot be one the link loaded.
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
    })
    await page
      .locator(`a[href="${inLanguage("/partners/miyako/", language)}"]`)
      .first()
      .click()
    await page.waitForURL(siteUrl(inLanguage("/partners/miyako/", language)))
    await page.locator('[data-plan] svg a[aria-current="page"]').waitFor({ state: "attached" })
    expect(await page.locator('[data-plan] svg a[aria-current="page"]').getAttribute("data-unit")).toBe(
      kindOf("miyako").unit,
    )
    expect(await page.locator("[data-plan] [data-where]").innerText()).toMatch(/^Miyako Ramen Sushi: /)
    // Styled as on a page loaded by itself: the plan's stylesheet comes with its markup.
    expect(
      await page
        .locator('[data-plan] svg a[aria-current="page"] .unit')
        .evaluate((shape) => getComputedStyle(shape).strokeWidth),
    ).toBe("4px")
    // The words of the drawing (a vacant unit's label, the facilities') are in no script the pages loaded.
    const loaded = await Promise.all(scripts)
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.filter((text) => /plan\.(vacant|facility)/.test(text))).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("every partner page highlights the partner's unit and says in words where it is", async () => {
    const { page } = await openPage(browser, inLanguage("/partners/", language), { javaScriptEnabled: false })
    const found = await page.evaluate(
      async (paths) =>
        Promise.all(
          paths.map(async (path) => {
            const html = await (await fetch(path)).text()
            const doc = new DOMParser().parseFromString(html, "text/html")
            return {
              current: [...doc.querySelectorAll('[data-plan] svg a[aria-current="page"]')].map((a) =>
                a.getAttribute("data-unit"),
              ),
              where: doc.querySelector("[data-plan] [data-where]")?.textContent,
            }
          }),
        ),
      partners().map((partner) => inLanguage(`/partners/${partner.id}/`, language)),
    )
    const plan = readYaml<{
      levels: { id: string; name: Record<Language, string> }[]
    }>("plan.yaml")
    for (const [index, partner] of partners().entries()) {
      const { unit } = kindOf(partner.id)
      expect(found[index].current).toEqual([unit])
      // The words themselves are plan-words' (unit-tested); here: the partner's name and its level.
      expect(found[index].where).toMatch(
        new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: ${plan.levels[0].name[language]}, `),
      )
    }
    await page.close()
  })
})
