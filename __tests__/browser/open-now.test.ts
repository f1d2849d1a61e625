/**
 * "Open now" as a visitor sees it: Playwright's fixed clock at the moments that matter (a weekday
 * evening, a Sunday, 25 December, the afternoon of 24 December, a partner's company holidays), in
 * both languages, in a browser whose own time zone is New York's (the site speaks Vienna time).
 * The status appears without moving anything, axe finds nothing, and without JavaScript there is
 * no status at all: the weekly table and the special days only.
 *
 * The dates follow the exceptions in data/ (24 December 2026, Rose Podologie's company holidays in
 * February 2027); when the client renews those, renew these.
 */
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { launchBrowser, siteUrl, waitForHydration } from "./support/browser"
import { keepBuiltPage, movedSinceBuilt } from "./support/site-data"

jest.setTimeout(180_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A page at a Vienna moment ("2026-12-01T20:00:00+01:00"), in a New York browser; the status once it shows. */
async function openAt(
  path: string,
  moment: string,
  { javaScriptEnabled = true, prepare }: { javaScriptEnabled?: boolean; prepare?: (page: Page) => Promise<void> } = {},
): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: "America/New_York",
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  })
  const page = await context.newPage()
  page.on("close", () => void context.close().catch(() => undefined))
  await prepare?.(page)
  await page.clock.setFixedTime(new Date(moment))
  // The build's page, to lay it out beside the page with the status in (statusShifts).
  await page.addInitScript(keepBuiltPage)
  await page.goto(siteUrl(path), { waitUntil: "load" })
  if (javaScriptEnabled) {
    await waitForHydration(page, { fakeClock: true })
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-open-status]")].every((element) => element.textContent !== ""),
    )
  }
  return page
}

/** The status of the page (a partner's page, contact), or of the card or entry with this heading. */
async function statusOf(page: Page, name?: string): Promise<string | null> {
  const scope = name ? page.locator("article", { has: page.getByRole("heading", { name, exact: true }) }) : page
  const status = scope.locator("[data-open-status]")
  return (await status.count()) === 0 ? null : status.first().textContent()
}

/**
 * What moved from where the build put it, once the status is in: the page's own layout of the
 * build's copy and of the page now, side by side in one task (site-data.ts movedSinceBuilt), so a
 * loaded machine that paints the page while parsing it cannot bring in a shift of the first paint.
 */
function statusShifts(page: Page): Promise<string[]> {
  return page.evaluate(movedSinceBuilt)
}

const vienna = (date: string, time: string) => {
  // CET from late October to late March: the moments here are all in winter time.
  return `${date}T${time}:00+01:00`
}

describe("open now, by the Vienna clock in a New York browser", () => {
  it("a weekday evening (Tuesday 1 December 2026, 20:00): the partners page, both languages", async () => {
    const page = await openAt("/partners/", vienna("2026-12-01", "20:00"))
    expect(await statusOf(page, "Miyako Ramen Sushi")).toBe("Geöffnet · bis 22:00")
    expect(await statusOf(page, "Pizzeria DA TANO")).toBe("Geöffnet · bis 22:00")
    expect(await statusOf(page, "MaxMara")).toBe("Geschlossen · öffnet Mi 10:00")
    // No claim where there are no hours: the brewery, by appointment only
    expect(await statusOf(page, "Gerstl Bräu")).toBeNull()
    expect(await statusOf(page, "Angel Studio")).toBeNull()
    // Today's line of the week's table is marked (and named for screen readers)
    const miyako = page.locator("article", { has: page.getByRole("heading", { name: "Miyako Ramen Sushi" }) })
    await expect(miyako.locator("[data-today] dt").innerText()).resolves.toMatch(/^Di–So/)
    expect(await statusShifts(page)).toEqual([])
    await page.close()

    const english = await openAt("/en/partners/", vienna("2026-12-01", "20:00"))
    expect(await statusOf(english, "Miyako Ramen Sushi")).toBe("Open · until 22:00")
    expect(await statusOf(english, "MaxMara")).toBe("Closed · opens Wed 10:00")
    expect(await statusOf(english, "Gerstl Bräu")).toBeNull()
    await english.close()
  })

  it("the status moves nothing on the partners page, below the first screen too (Thursday 26 November 2026, 17:30)", async () => {
    // Where each entry's sub-headings (hours, contact) sit in it: the build's layout, then with the status in.
    const layout = async (page: Page) => {
      const entries = page.locator("main article")
      const rows: string[] = []
      for (const entry of await entries.all()) {
        await entry.scrollIntoViewIfNeeded()
        rows.push(
          await entry.evaluate((article) => {
            // Measured in the text's column (the photos' column beside it is the carousel's business).
            const box = (article.querySelector("h2")?.parentElement ?? article).getBoundingClientRect()
            return [...article.querySelectorAll("h3")]
              .map((h3) => h3.getBoundingClientRect())
              .map((r) => `${Math.round(r.x - box.x)},${Math.round(r.y - box.y)}`)
              .join(" ")
          }),
        )
      }
      return rows
    }
    const moment = vienna("2026-11-26", "17:30")
    const built = await openAt("/partners/", moment, { javaScriptEnabled: false })
    const before = await layout(built)
    await built.close()
    const page = await openAt("/partners/", moment)
    // Closed, with the longest words of the week: the line that once pushed the contact below the hours.
    expect(await statusOf(page, "Rose Podologie")).toBe("Geschlossen · öffnet Fr 8:00")
    expect(await layout(page)).toEqual(before)
    await page.close()
  })

  it("a Sunday (29 November 2026, noon): the home page's cards", async () => {
    for (const [path, miyako, maxmara] of [
      ["/", "Geöffnet · bis 14:30", "Geschlossen · öffnet Mo 10:00"],
      ["/en/", "Open · until 14:30", "Closed · opens Mon 10:00"],
    ]) {
      const page = await openAt(path, vienna("2026-11-29", "12:00"))
      expect(await statusOf(page, "Miyako Ramen Sushi")).toBe(miyako)
      expect(await statusOf(page, "MaxMara")).toBe(maxmara)
      await page.close()
    }
  })

  it("25 December: the shop is closed by law, the restaurant open as on a Friday", async () => {
    for (const [path, expected] of [
      ["/partners/maxmara/", "Heute geschlossen (Feiertag)"],
      ["/en/partners/maxmara/", "Closed today (public holiday)"],
      ["/partners/miyako/", "Geöffnet · bis 14:30"],
      ["/en/partners/miyako/", "Open · until 14:30"],
    ]) {
      const page = await openAt(path, vienna("2026-12-25", "12:00"))
      expect(await statusOf(page)).toBe(expected)
      await page.close()
    }
  })

  it("the afternoon of 24 December: short hours are over; the passage closes at 18:00", async () => {
    for (const [path, expected] of [
      ["/partners/miyako/", "Geschlossen · öffnet Fr 11:30"],
      ["/en/partners/miyako/", "Closed · opens Fri 11:30"],
      ["/partners/maxmara/", "Geschlossen · öffnet Mo 10:00"],
      ["/contact/", "Geöffnet · bis 18:00"],
      ["/en/contact/", "Open · until 18:00"],
    ]) {
      const page = await openAt(path, vienna("2026-12-24", "15:00"))
      expect(await statusOf(page)).toBe(expected)
      await page.close()
    }
  })

  it("during a partner's company holidays (Rose Podologie, 16 February 2027)", async () => {
    for (const [path, expected] of [
      ["/partners/rose-podologie/", "Heute geschlossen (Betriebsurlaub)"],
      ["/en/partners/rose-podologie/", "Closed today (Company holiday)"],
    ]) {
      const page = await openAt(path, vienna("2027-02-16", "10:00"))
      expect(await statusOf(page)).toBe(expected)
      await page.close()
    }
  })

  it("the partner's page lists the coming special days; the status appears without a layout shift; axe is clean", async () => {
    for (const [path, heading, line] of [
      ["/partners/miyako/", "Abweichende Öffnungszeiten", "24. Dezember 2026 (Heiliger Abend): 11:30–14:00 Uhr"],
      ["/en/partners/miyako/", "Special opening hours", "24 December 2026 (Christmas Eve): 11:30–14:00"],
    ]) {
      const page = await openAt(path, vienna("2026-12-01", "20:00"))
      const special = page.locator("section", { has: page.getByRole("heading", { name: heading }) })
      expect(await special.locator("li").allInnerTexts()).toContain(line)
      expect(await statusShifts(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    }
    const contact = await openAt("/en/contact/", vienna("2026-12-01", "20:00"))
    expect(await statusOf(contact)).toBe("Open · around the clock")
    expect(await statusShifts(contact)).toEqual([])
    expect(await axeViolations(contact)).toEqual([])
    await contact.close()
  })
})

/**
 * A bar open Friday and Saturday 20:00–02:00 (issue 48): no partner keeps such hours today, so S'Gerstl's
 * page is served with its Friday and Saturday hours changed to the bar's, in the HTML (the week's table,
 * the JSON-LD) and in the page data alike, as a build of that data would write them; nothing else changes.
 */
async function asBar(page: Page): Promise<void> {
  const changes: [string, string][] = [
    ["11:30–24:00", "20:00–2:00"],
    ['"opens":"11:30","closes":"24:00"', '"opens":"20:00","closes":"02:00"'],
    ['"opens":"11:30","closes":"23:59"', '"opens":"20:00","closes":"02:00"'],
  ]
  await page.route(/\/partners\/s-gerstl\/(page-data\.json)?$/, async (route) => {
    const response = await route.fetch()
    let body = await response.text()
    let changed = false
    for (const [from, to] of changes) {
      changed ||= body.includes(from)
      body = body.replaceAll(from, to)
    }
    // A page that no longer has the hours to change would prove nothing.
    if (!changed) throw new Error(`${route.request().url()}: S'Gerstl's hours 11:30–24:00 are not in it`)
    await route.fulfill({ response, body })
  })
}

describe("hours past midnight", () => {
  it("a bar open Friday 20:00–02:00 is open at 01:00 on Saturday (5 December 2026), in both languages", async () => {
    for (const [path, expected, table] of [
      ["/partners/s-gerstl/", "Geöffnet · bis 2:00", /Fr, Sa\s+\(heute\)\s+20:00–2:00 Uhr/],
      ["/en/partners/s-gerstl/", "Open · until 2:00", /Fri, Sat\s+\(today\)\s+20:00–2:00/],
    ] as const) {
      const errors: string[] = []
      const page = await openAt(path, vienna("2026-12-05", "01:00"), {
        prepare: async (page) => {
          page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())))
          page.on("pageerror", (error) => void errors.push(error.message))
          await asBar(page)
        },
      })
      expect(await statusOf(page)).toBe(expected)
      await expect(page.locator("dl").first().innerText()).resolves.toMatch(table)
      expect(await statusShifts(page)).toEqual([])
      // The changed HTML and page data agree: React hydrates without a mismatch.
      expect(errors).toEqual([])
      await page.close()
    }
  })
})

describe("without JavaScript", () => {
  it("no status and no stale claim: the weekly table and the special days only", async () => {
    for (const path of ["/partners/miyako/", "/en/partners/miyako/", "/partners/", "/", "/contact/", "/en/contact/"]) {
      const page = await openAt(path, vienna("2026-12-01", "20:00"), { javaScriptEnabled: false })
      const text = (await page.locator("main").textContent()) ?? ""
      expect(text).not.toMatch(/Geöffnet ·|Geschlossen ·|Heute geschlossen|Open ·|Closed ·|Closed today/)
      for (const status of await page.locator("[data-open-status]").all()) expect(await status.textContent()).toBe("")
      await page.close()
    }
    const page = await openAt("/partners/miyako/", vienna("2026-12-01", "20:00"), { javaScriptEnabled: false })
    await expect(page.locator("dl").first().innerText()).resolves.toMatch(/Di–So\s+11:30–14:30, 17:30–22:00 Uhr/)
    expect(await page.getByRole("heading", { name: "Abweichende Öffnungszeiten" }).count()).toBe(1)
    await page.close()
  })
})
