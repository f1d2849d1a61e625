/**
 * The built site read on the days after its build, with no build in between: proof that its pages
 * use the clock and the data as the build handed them. The date rules themselves (each holiday of
 * a year, each exception's end, each event's end, both clock changes, every day) are decided over
 * whole years in __tests__/unit/days-after-build.test.ts; here a few moments of Playwright's clock
 * show them on the pages: the night after a public holiday (00:30 in Vienna, the evening before in
 * New York), the night the clocks change, the day after an event, and 60 days on over a page of
 * each kind. In a New York browser (the site speaks Vienna time), both languages, phone and desktop
 * widths. On every page: nothing moved from where the build put it (the page's own layout, see
 * movedSinceBuilt), no page error and no console error, and no claim that contradicts the moment (a
 * shop's open status, an event's upcoming or past, a special day that has passed); without
 * JavaScript, the build's claims only.
 *
 * The moments come from the build (public/build-info.json) and data/, so they follow the content.
 */
import fs from "fs"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { launchBrowser, siteUrl, waitForHydration } from "./support/browser"
import {
  events,
  inLanguage,
  keepBuiltPage,
  legalPages,
  movedSinceBuilt,
  pages,
  readYaml,
  type Language,
} from "./support/site-data"
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

type Viewport = typeof phone
interface Moment {
  what: string
  at: Date
  /** The pages the moment concerns, each in one language at one width. */
  visits: [path: string, language: Language, viewport: Viewport][]
}

const later = (date: Date) => date.getTime() > builtAt.getTime()
const partnerPath = (partner: Rules) => `/partners/${partner.id}/`

/** The first holiday after the build that a partner's page lists, and the pages that list a day ending then. */
const holiday = holidays.find(
  (candidate) =>
    later(vienna(candidate.date)) &&
    listing.some((partner) => specialDays(partner, holidays, builtOn).some((item) => item.to === candidate.date)),
)!
const endingThen = listing.filter((partner) =>
  specialDays(partner, holidays, builtOn).some((item) => item.to === holiday.date),
)
const clockChange = [0, 1]
  .flatMap((next) => ["03", "10"].map((month) => lastSunday(`${builtAt.getUTCFullYear() + next}-${month}`)))
  .find((sunday) => later(vienna(sunday, "03:30")))!
const event = events()
  .filter((candidate) => isUpcoming(candidate, builtAt))
  .sort((a, b) => a.start.localeCompare(b.start))[0]
/** 60 days on: a page of each kind, the languages and widths taking turns. */
const sixtyDaysOnPages = [
  ...pages,
  legalPages[0],
  partnerPath(listing[0]),
  `/events/${[...events()].sort((a, b) => b.start.localeCompare(a.start))[0].slug}/`,
]

const moments: Moment[] = [
  {
    what: `after ${holiday.name} ${holiday.date}, 00:30 (New York: the evening before)`,
    at: vienna(addDays(holiday.date, 1), "00:30"),
    visits: [
      [partnerPath(endingThen[0]), "de", phone],
      [partnerPath(endingThen[1] ?? endingThen[0]), "en", desktop],
      ["/partners/", "en", phone],
    ],
  },
  {
    what: `the clocks changed on ${clockChange}, 03:30`,
    at: vienna(clockChange, "03:30"),
    visits: [
      ["/partners/", "de", desktop],
      ["/contact/", "en", phone],
    ],
  },
  ...(event
    ? [
        {
          what: `the day after event ${event.slug}`,
          at: vienna(addDays((event.end ?? event.start).slice(0, 10), 1)),
          visits: [
            ["/", "de", phone],
            ["/events/", "en", desktop],
            [`/events/${event.slug}/`, "de", desktop],
            [`/events/${event.slug}/`, "en", phone],
          ] as Moment["visits"],
        },
      ]
    : []),
  {
    what: "60 days on",
    at: new Date(builtAt.getTime() + 60 * 86_400_000),
    visits: sixtyDaysOnPages.map((pathName, index) => [
      pathName,
      index % 2 === 0 ? "en" : "de",
      index % 2 === 0 ? desktop : phone,
    ]),
  },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A context at `at` (fixed clock, New York) that keeps each page as built; pages open in it one after another. */
async function contextAt(at: Date, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: "America/New_York", javaScriptEnabled, viewport: desktop })
  await context.clock.setFixedTime(at)
  await context.addInitScript(keepBuiltPage)
  return context
}

/** What the page claims, and how many of those claims differ from the build's (a past day, an event over). */
interface Claims {
  problems: string[]
  changed: number
}

/** What the page claims that the moment contradicts, with JavaScript. */
async function claimsAt(page: Page, pathName: string, at: Date, language: Language): Promise<Claims> {
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
  let changed = 0
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
      if (past) changed++
      if (item.past !== past) problems.push(`special day ${item.from} marked past=${item.past} on ${today}`)
      const word = language === "de" ? "(vorbei)" : "(past)"
      if (past !== item.text.includes(word)) problems.push(`special day ${item.from} reads "${item.text}" on ${today}`)
    }
  }
  const shown = events().find((candidate) => pathName.endsWith(`/events/${candidate.slug}/`))
  if (shown) {
    const upcoming = isUpcoming(shown, builtAt) && isUpcoming(shown, at)
    if (isUpcoming(shown, builtAt) && !upcoming) changed++
    if (found.eventStatus !== (upcoming ? "upcoming" : "past"))
      problems.push(`${shown.slug} shown ${found.eventStatus}`)
    if (found.addToCalendar.some((visible) => visible !== upcoming))
      problems.push(`${shown.slug}: "add to calendar" visible=${found.addToCalendar}`)
  }
  for (const card of found.cards) {
    const over = !isUpcoming(
      events().find((candidate) => candidate.slug === card.slug)!,
      at,
    )
    if (over) changed++
    if (card.over !== over) problems.push(`card ${card.slug} marked over=${card.over}, is over=${over}`)
  }
  return { problems, changed }
}

/**
 * `page` at `pathName` with JavaScript, once it claims what the moment says (the clock's users
 * render in a transition after hydration; a page that never gets there fails with what it claims).
 */
async function visit(page: Page, pathName: string, language: Language, at: Date): Promise<Claims> {
  await page.goto(siteUrl(pathName), { waitUntil: "load" })
  await waitForHydration(page, { fakeClock: true })
  const deadline = Date.now() + 15_000
  let claims = await claimsAt(page, pathName, at, language)
  while (claims.problems.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    claims = await claimsAt(page, pathName, at, language)
  }
  return claims
}

/** Each visit of `moment`, one page after another in one tab: moves, errors and wrong claims; and how many claims differed from the build's. */
async function check(moment: Moment): Promise<Claims> {
  const context = await contextAt(moment.at)
  const page = await context.newPage()
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(`[${message.type()}] ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`[pageerror] ${error.message}`))
  const problems: string[] = []
  let changed = 0
  try {
    for (const [pathName, language, viewport] of moment.visits) {
      const localized = inLanguage(pathName, language)
      const where = `${moment.what}, ${localized} at ${viewport.width} px`
      await page.setViewportSize(viewport)
      const claims = await visit(page, localized, language, moment.at)
      problems.push(
        ...(await page.evaluate(movedSinceBuilt)).map((moved) => `${where}: ${moved}`),
        ...errors.splice(0).map((error) => `${where}: ${error}`),
        ...claims.problems.map((claim) => `${where}: ${claim}`),
      )
      changed += claims.changed
    }
  } finally {
    await context.close()
  }
  return { problems, changed }
}

describe("the built site on the days after its build, with JavaScript (New York clock)", () => {
  it("has its moments: a holiday listed on partner pages, a clock change, an event's end, 60 days on", () => {
    expect(endingThen.length).toBeGreaterThan(0)
    expect(moments.map((moment) => moment.at > builtAt)).toEqual(moments.map(() => true))
    // Both languages, both widths, a page of each kind.
    const visits = moments.flatMap((moment) => moment.visits)
    expect(new Set(visits.map(([, language]) => language)).size).toBe(2)
    expect(new Set(visits.map(([, , viewport]) => viewport)).size).toBe(2)
  })

  it.each(moments.map((moment) => [moment.what, moment] as const))(
    "%s: nothing moved, no error, no wrong claim",
    async (what, moment) => {
      const { problems, changed } = await check(moment)
      expect(problems).toEqual([])
      // The moment shows what the build could not know: a special day past, an event over.
      if (!what.startsWith("the clocks")) expect(changed).toBeGreaterThan(0)
    },
  )
})

describe("without JavaScript: the build's claims, whatever the day", () => {
  it("the day after the first holiday: partner pages list every special day as built, events as built", async () => {
    const context = await contextAt(moments[0].at, false)
    try {
      const page = await context.newPage()
      for (const partner of listing) {
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
      }
      await page.goto(siteUrl("/events/"), { waitUntil: "load" })
      const upcoming = await page
        .locator("[data-events=upcoming] [data-event]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-event")))
      expect(upcoming).toEqual(
        events()
          .filter((candidate) => isUpcoming(candidate, builtAt))
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((candidate) => candidate.slug),
      )
      expect(await page.locator("[data-event-over]").count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
