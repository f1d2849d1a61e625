/**
 * The built site read on the days after its build, with no build in between: Playwright's clock
 * at the moments the site changes (the day after an event, after each public holiday of the next
 * twelve months, after an opening-hours exception, 60 days on, both clock changes), in a New York
 * browser (the site speaks Vienna time), both languages, phone and desktop widths. On every page:
 * no layout shift from the first paint on (the browser's own measure), no page error and no
 * console error, and no claim that contradicts the moment (a shop's open status, an event's
 * upcoming or past, a special day that has passed); without JavaScript, the build's claims only.
 *
 * The moments come from the build (public/build-info.json) and data/, so they follow the content.
 */
import fs from "fs"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { launchBrowser, nextFrames, siteUrl, waitForHydration } from "./support/browser"
import { allPages, events, inLanguage, readYaml, type Language } from "./support/site-data"
import { publicHolidays } from "../../src/gatsby/public-holidays"
import { addDays } from "../../src/i18n/calendar-days"
import { isUpcoming, viennaInstant } from "../../src/i18n/event-time"
import { openStatus, type HoursRules } from "../../src/i18n/open-now"
import { specialDays } from "../../src/i18n/special-days"
import { viennaDate } from "../../src/i18n/vienna-time"

jest.setTimeout(300_000)

const builtAt = new Date(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../public/build-info.json"), "utf8")).builtAt,
)
const builtOn = viennaDate(builtAt)
/** The holidays the build handed to the pages. */
const holidays = publicHolidays(builtAt).map(({ date, name }) => ({ date, name: name.de }))

type Rules = HoursRules & { id: string; name: string; exceptions?: { from: string; to?: string | null }[] | null }
const partners = fs
  .readdirSync(path.resolve(__dirname, "../../data/partners"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => readYaml<Rules>(`partners/${file}`))
const site = readYaml<HoursRules>("site.yaml")
/** The partners whose page lists special days as built. */
const listing = partners.filter(
  (partner) => partner.openingHours.length > 0 && specialDays(partner, holidays, builtOn).length > 0,
)

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** 10:00 (or `time`) in Vienna on "2027-01-07". */
function vienna(date: string, time = "10:00"): Date {
  const [year, month, day] = date.split("-").map(Number)
  const [hour, minute] = time.split(":").map(Number)
  return viennaInstant({ year, month, day, hour, minute })!
}

/** The last Sunday of a month ("2027-03"): the day Vienna's clocks change in March and October. */
function lastSunday(month: string): string {
  const [year, number] = month.split("-").map(Number)
  const last = new Date(Date.UTC(year, number, 0))
  return addDays(last.toISOString().slice(0, 10), -last.getUTCDay())
}

interface Moment {
  what: string
  at: Date
  /** The pages the moment concerns. */
  paths: string[]
}

const later = (date: Date) => date.getTime() > builtAt.getTime()
const partnerPath = (partner: Rules) => `/partners/${partner.id}/`
const yearOn = new Date(builtAt.getTime() + 365 * 86_400_000)

const moments: Moment[] = [
  ...events()
    .filter((event) => isUpcoming(event, builtAt))
    .map((event) => ({
      what: `the day after event ${event.slug}`,
      at: vienna(addDays((event.end ?? event.start).slice(0, 10), 1)),
      paths: ["/", "/events/", `/events/${event.slug}/`],
    })),
  ...holidays
    .filter((holiday) => later(vienna(holiday.date)) && vienna(holiday.date) < yearOn)
    .map((holiday, index) => ({
      what: `after ${holiday.name} ${holiday.date}, 00:30 (New York: the evening before)`,
      at: vienna(addDays(holiday.date, 1), "00:30"),
      paths: [partnerPath(listing[index % listing.length]), "/partners/"],
    })),
  // One moment per last day of exceptions, with every partner page that has one ending then.
  ...[
    ...new Set(
      partners.flatMap((partner) =>
        (partner.exceptions ?? []).map((exception) => String(exception.to ?? exception.from).slice(0, 10)),
      ),
    ),
  ]
    .filter((last) => later(vienna(last)))
    .sort()
    .map((last) => ({
      what: `after the exceptions ending ${last}`,
      at: vienna(addDays(last, 1), "12:00"),
      paths: partners
        .filter((partner) =>
          (partner.exceptions ?? []).some((exception) => String(exception.to ?? exception.from).startsWith(last)),
        )
        .map(partnerPath),
    })),
  ...["03", "10"]
    .map((month) => {
      const sunday = lastSunday(`${builtAt.getUTCFullYear()}-${month}`)
      return later(vienna(sunday)) ? sunday : lastSunday(`${builtAt.getUTCFullYear() + 1}-${month}`)
    })
    .map((sunday) => ({
      what: `the clocks changed on ${sunday}, 03:30`,
      at: vienna(sunday, "03:30"),
      paths: ["/partners/", "/contact/", partnerPath(listing[0])],
    })),
]
/** 60 days on: every page. */
const sixtyDays: Moment = { what: "60 days on", at: new Date(builtAt.getTime() + 60 * 86_400_000), paths: allPages }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A context at `moment` (fixed clock, New York); pages open in it one after another. */
async function contextAt(at: Date, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: "America/New_York", javaScriptEnabled, viewport: desktop })
  await context.clock.setFixedTime(at)
  // Every layout shift once the whole document has been laid out. While it is parsed, a loaded
  // machine may paint part of it: that is the first paint's, not the clock's (streaming.test.ts holds
  // that nothing then moves), and its shift is reported with the frame after DOMContentLoaded. Not by
  // the shift's startTime: Playwright's clock fakes performance.now(). The date-dependent parts change
  // only after hydration.
  await context.addInitScript(() => {
    const record = window as unknown as { shifts: string[]; counting: boolean }
    record.shifts = []
    record.counting = false
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput || !record.counting) continue
        const nodes = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node?.textContent),
        )
        record.shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(" | ")}`)
      }
    }
    const observer = new PerformanceObserver((list) => take(list.getEntries()))
    observer.observe({ type: "layout-shift", buffered: true })
    document.addEventListener("DOMContentLoaded", () => {
      requestAnimationFrame(() =>
        setTimeout(() => {
          take(observer.takeRecords())
          record.counting = true
        }),
      )
    })
  })
  return context
}

/** The page at `pathName` with JavaScript, once the statuses are in; the errors it logged on the way. */
async function visit(
  context: BrowserContext,
  pathName: string,
  viewport: typeof phone,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  await page.setViewportSize(viewport)
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(`[${message.type()}] ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`[pageerror] ${error.message}`))
  await page.goto(siteUrl(pathName), { waitUntil: "load" })
  await waitForHydration(page, { fakeClock: true })
  await page.waitForFunction(() => (window as unknown as { counting: boolean }).counting)
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-open-status]")].every((element) => element.textContent !== ""),
  )
  // The clock's other users (the events' status) render in the same transitions; two frames for the observer.
  await nextFrames(page)
  await nextFrames(page)
  return { page, errors }
}

/** What the page claims that the moment contradicts, with JavaScript. */
async function wrongClaims(page: Page, pathName: string, at: Date, language: Language): Promise<string[]> {
  const today = viennaDate(at)
  const found = await page.evaluate(() => ({
    statuses: [...document.querySelectorAll("[data-open-status]")].map((status) => ({
      open: status.getAttribute("data-open"),
      name: status.closest("article")?.querySelector("h2, h3")?.textContent?.trim() ?? null,
    })),
    special: [...document.querySelectorAll("#partner-special-hours + ul > li")].map((item) => ({
      from: item.querySelector("time")?.getAttribute("datetime") ?? "",
      past: item.hasAttribute("data-past"),
      text: (item as HTMLElement).innerText,
    })),
    eventStatus: document.querySelector("[data-status]")?.getAttribute("data-status") ?? null,
    addToCalendar: [...document.querySelectorAll("[data-add-to-calendar]")].map(
      (link) => getComputedStyle(link).visibility === "visible",
    ),
    cards: [...document.querySelectorAll("[data-events=upcoming] [data-event], [data-next-event] [data-event]")].map(
      (card) => ({ slug: card.getAttribute("data-event"), over: card.querySelector("[data-event-over]") !== null }),
    ),
  }))
  const problems: string[] = []
  const partner = partners.find((candidate) => pathName.endsWith(`/partners/${candidate.id}/`))
  const rulesFor = (name: string | null) =>
    partner ?? (pathName.endsWith("/contact/") ? site : partners.find((candidate) => candidate.name === name))
  for (const status of found.statuses) {
    const rules = rulesFor(status.name)
    if (!rules) continue
    const expected = String(openStatus(rules, holidays, at)?.open)
    if (status.open !== expected) problems.push(`${status.name ?? pathName} shown open=${status.open}, is ${expected}`)
  }
  if (partner && partner.openingHours.length > 0) {
    const built = specialDays(partner, holidays, builtOn)
    if (found.special.length !== built.length)
      problems.push(`special days: ${found.special.length}, built ${built.length}`)
    for (const [index, item] of found.special.entries()) {
      const past = built[index].to < today
      if (item.past !== past) problems.push(`special day ${item.from} marked past=${item.past} on ${today}`)
      const word = language === "de" ? "(vorbei)" : "(past)"
      if (past !== item.text.includes(word)) problems.push(`special day ${item.from} reads "${item.text}" on ${today}`)
    }
  }
  const event = events().find((candidate) => pathName.endsWith(`/events/${candidate.slug}/`))
  if (event) {
    const upcoming = isUpcoming(event, builtAt) && isUpcoming(event, at)
    if (found.eventStatus !== (upcoming ? "upcoming" : "past"))
      problems.push(`${event.slug} shown ${found.eventStatus}`)
    if (found.addToCalendar.some((visible) => visible !== upcoming))
      problems.push(`${event.slug}: "add to calendar" visible=${found.addToCalendar}`)
  }
  for (const card of found.cards) {
    const over = !isUpcoming(
      events().find((candidate) => candidate.slug === card.slug)!,
      at,
    )
    if (card.over !== over) problems.push(`card ${card.slug} marked over=${card.over}, is over=${over}`)
  }
  return problems
}

/** Each page of `moment` in both languages, the width alternating: shifts, errors and wrong claims. */
async function check(moment: Moment, widths: (typeof phone)[] = [phone, desktop]): Promise<string[]> {
  const context = await contextAt(moment.at)
  const problems: string[] = []
  try {
    for (const [index, pathName] of moment.paths.entries())
      for (const [turn, language] of (["de", "en"] as const).entries()) {
        const localized = inLanguage(pathName, language)
        const viewport = widths[(index + turn) % widths.length]
        const { page, errors } = await visit(context, localized, viewport)
        const where = `${moment.what}, ${localized} at ${viewport.width} px`
        const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)
        problems.push(
          ...shifts.map((shift) => `${where}: layout shift ${shift}`),
          ...errors.map((error) => `${where}: ${error}`),
          ...(await wrongClaims(page, localized, moment.at, language)).map((claim) => `${where}: ${claim}`),
        )
        await page.close()
      }
  } finally {
    await context.close()
  }
  return problems
}

describe("the built site on the days after its build, with JavaScript (New York clock)", () => {
  it("has moments to check: events, the holidays of a year, exceptions and both clock changes", () => {
    expect(
      moments.filter((moment) => moment.what.startsWith("after ") && moment.what.includes("00:30")).length,
    ).toBeGreaterThanOrEqual(12)
    expect(moments.filter((moment) => moment.what.startsWith("the clocks changed"))).toHaveLength(2)
    expect(listing.length).toBeGreaterThan(0)
  })

  it.each(moments.map((moment) => [moment.what, moment] as const))(
    "%s: nothing moves, no error, no wrong claim",
    async (_, moment) => {
      expect(await check(moment)).toEqual([])
    },
  )

  it("60 days on: every page in both languages at phone and desktop width", async () => {
    expect(await check(sixtyDays, [phone, desktop])).toEqual([])
    expect(await check(sixtyDays, [desktop, phone])).toEqual([])
  })
})

describe("without JavaScript: the build's claims, whatever the day", () => {
  it("the day after the first holiday: partner pages list every special day as built, events as built", async () => {
    const first = moments.find((moment) => moment.what.includes("00:30"))!
    const context = await contextAt(first.at, false)
    try {
      for (const partner of listing) {
        const page = await context.newPage()
        await page.goto(siteUrl(partnerPath(partner)), { waitUntil: "load" })
        const items = await page
          .locator("#partner-special-hours + ul > li time")
          .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")))
        expect([partner.id, items]).toEqual([
          partner.id,
          specialDays(partner, holidays, builtOn).map((item) => item.from),
        ])
        expect(await page.locator("li[data-past]").count()).toBe(0)
        expect(await page.locator("[data-open-status]").first().textContent()).toBe("")
        await page.close()
      }
      const page = await context.newPage()
      await page.goto(siteUrl("/events/"), { waitUntil: "load" })
      const upcoming = await page
        .locator("[data-events=upcoming] [data-event]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-event")))
      expect(upcoming).toEqual(
        events()
          .filter((event) => isUpcoming(event, builtAt))
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((event) => event.slug),
      )
      expect(await page.locator("[data-event-over]").count()).toBe(0)
      await page.close()
    } finally {
      await context.close()
    }
  })
})
