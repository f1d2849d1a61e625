/**
 * The party-room inquiry on /party-rooms/ (InquiryForm, inquiry-enhance.ts): the form as
 * Netlify's form detection reads it from the built HTML; sent without JavaScript through the
 * front that answers a form post as Netlify does (with the action page), in both languages;
 * with JavaScript, too many guests, a past day and a taken day refused next to the field; the
 * month calendar by keyboard alone; markup and over-long text taken as plain text; axe with the problems shown and on the thank-you pages.
 */
import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { frontUrl, launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, readYaml, t, type Language } from "./support/site-data"
import { formatDay } from "../../src/i18n/format"
import { inquiryMaxLength } from "../../src/components/room/inquiry-limits"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const root = path.resolve(__dirname, "../..")
const rooms = ["party-cellar", "event-hall"].map((id) =>
  readYaml<{ id: string; name: { de: string; en: string }; capacity: number }>(`rooms/${id}.yaml`),
)
const [cellar] = rooms
const deposit = readYaml<{ rental: { depositPerRoom: number } }>("site.yaml").rental.depositPerRoom
const thanksPath = (language: Language) => inLanguage("/party-rooms/thanks/", language)

/** A moment in Vienna the fixed clock shows: Tuesday 1 December 2026, before the data's taken days. */
const clockAt = new Date("2026-12-01T10:00:00+01:00")

/** Fills in a complete inquiry (each field can be changed afterwards). */
async function fillIn(page: Page, values: Partial<Record<string, string>> = {}) {
  const all = {
    room: cellar.id,
    date: "2027-03-10",
    altDate: "",
    guests: "30",
    occasion: "Geburtstag",
    name: "Anna Gast",
    email: "anna@example.at",
    phone: "+43 660 1234567",
    message: "Mit Buffet",
    ...values,
  }
  await page.locator("#inquiry-room").selectOption(all.room)
  for (const name of ["date", "altDate", "guests", "occasion", "name", "email", "phone", "message"] as const) {
    await page.locator(`#inquiry-${name}`).fill(all[name])
  }
  await page.locator("#inquiry-consent").check()
}

/** /party-rooms/ with JavaScript, the clock fixed at `clockAt`, scrolled to the form once its checks are there. */
async function openEnhanced(language: Language) {
  const opened = await openPage(browser, inLanguage("/party-rooms/", language), {
    hydrated: false,
    prepare: (page) => page.clock.setFixedTime(clockAt),
  })
  await opened.page.locator("#inquiry").scrollIntoViewIfNeeded()
  await opened.page.locator("form[data-enhanced]").waitFor()
  return opened
}

describe("the inquiry form as Netlify detects it", () => {
  it.each(["de", "en"] as const)("is in the built HTML of /party-rooms/ (%s)", (language) => {
    const html = fs.readFileSync(path.join(root, "public", inLanguage("/party-rooms/", language), "index.html"), "utf8")
    const form = html.match(/<form[^>]*name="room-inquiry"[^>]*>/)?.[0] ?? ""
    expect(form).toContain('data-netlify="true"')
    expect(form).toContain('data-netlify-honeypot="bot-field"')
    expect(form).toContain('method="POST"')
    expect(form).toContain(`action="${thanksPath(language)}"`)
    expect(html).toMatch(/<input type="hidden" name="form-name" value="room-inquiry"\/?>/)
    for (const name of ["bot-field", "room", "date", "altDate", "guests", "occasion", "name", "email", "phone"]) {
      expect(html).toContain(`name="${name}"`)
    }
    expect(html).toMatch(/<textarea[^>]*name="message"/)
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*type="checkbox"[^>]*required/)
  })
})

describe.each(["de", "en"] as const)("without JavaScript (%s)", (language) => {
  it("lists the coming taken days, checks the fields natively and sends the inquiry to the thank-you page", async () => {
    const { page } = await openPage(browser, inLanguage("/party-rooms/", language), { javaScriptEnabled: false })
    // The taken days as a plain list, per room; the calendar's place is hidden.
    const cellarList = page.locator('[data-taken="party-cellar"] li')
    expect(await cellarList.count()).toBeGreaterThan(0)
    expect(await page.locator("[data-calendar]").isVisible()).toBe(false)
    const guests = page.locator("#inquiry-guests")
    expect(await guests.getAttribute("max")).toBe(String(Math.max(...rooms.map((room) => room.capacity))))
    expect(await page.locator("#inquiry-date").getAttribute("type")).toBe("date")

    await page.goto(frontUrl(inLanguage("/party-rooms/", language)))
    await fillIn(page, { guests: "500" })
    await page.locator('#inquiry button[type="submit"]').click()
    // The browser's own check keeps it: 500 is more than any room holds.
    await page.waitForTimeout(300)
    expect(await page.locator("#inquiry-guests:invalid").count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe(inLanguage("/party-rooms/", language))

    await guests.fill("30")
    await page.locator('#inquiry button[type="submit"]').click()
    await page.waitForURL(frontUrl(thanksPath(language)))
    await expect(page.locator("h1").innerText()).resolves.toBe(t(language, "inquiryThanks.title"))
    const main = await page.locator("main").innerText()
    expect(main).toContain(language === "de" ? `${deposit}\u00a0€` : `€${deposit}`)
    expect(main).toContain(t(language, "inquiryThanks.check"))
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/)
    await page.close()
  })
})

describe.each(["de", "en"] as const)("with JavaScript (%s)", (language) => {
  const roomName = cellar.name[language]

  /** Sends the form and expects it to stay, with `message` next to `field`, which has the focus. */
  async function expectRefused(page: Page, field: string, message: string) {
    await page.locator('#inquiry button[type="submit"]').click()
    const input = page.locator(`#inquiry-${field}`)
    const error = page.locator(`#inquiry-${field}-error`)
    await expect(error.innerText()).resolves.toBe(message)
    expect(await input.getAttribute("aria-invalid")).toBe("true")
    expect(await input.getAttribute("aria-describedby")).toContain(`inquiry-${field}-error`)
    // Next to its field: in the same field box, right below the input.
    expect(await input.evaluate((element) => element.nextElementSibling?.id)).toBe(`inquiry-${field}-error`)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`inquiry-${field}`)
    expect(new URL(page.url()).pathname).toBe(inLanguage("/party-rooms/", language))
    expect(await page.locator("h1").innerText()).toBe(t(language, "rooms.title"))
  }

  it("refuses more guests than the room holds, next to the field", async () => {
    const { page, consoleErrors } = await openEnhanced(language)
    await fillIn(page, { guests: String(cellar.capacity + 1) })
    await expectRefused(
      page,
      "guests",
      t(language, "inquiry.errors.guestsTooMany", { room: roomName, capacity: cellar.capacity }),
    )
    // Fixed, the message goes.
    await page.locator("#inquiry-guests").fill(String(cellar.capacity))
    await expect(page.locator("#inquiry-guests-error").innerText()).resolves.toBe("")
    expect(await page.locator("#inquiry-guests").getAttribute("aria-invalid")).toBeNull()
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("refuses a day before today in Vienna", async () => {
    const { page } = await openEnhanced(language)
    await fillIn(page, { date: "2026-11-30" })
    await expectRefused(
      page,
      "date",
      t(language, "inquiry.errors.datePast", { date: formatDay("2026-11-30", language) }),
    )
    await page.close()
  })

  it("refuses a day the room is already taken, as soon as it is entered", async () => {
    const { page } = await openEnhanced(language)
    await fillIn(page, { date: "2026-12-19" })
    const message = t(language, "inquiry.errors.dateTaken", {
      date: formatDay("2026-12-19", language),
      room: roomName,
    })
    // Said on entering it already, and again on sending.
    await expect(page.locator("#inquiry-date-error").innerText()).resolves.toBe(message)
    await expectRefused(page, "date", message)
    // The other room is free that day.
    await page.locator("#inquiry-room").selectOption("event-hall")
    await expect(page.locator("#inquiry-date-error").innerText()).resolves.toBe("")
    await page.close()
  })

  it("names every missing field and focuses the first", async () => {
    const { page } = await openEnhanced(language)
    await page.locator('#inquiry button[type="submit"]').click()
    for (const [field, key] of [
      ["room", "room"],
      ["date", "dateMissing"],
      ["guests", "guestsMissing"],
      ["occasion", "occasion"],
      ["name", "name"],
      ["email", "emailMissing"],
      ["consent", "consent"],
    ]) {
      await expect(page.locator(`#inquiry-${field}-error`).innerText()).resolves.toBe(
        t(language, `inquiry.errors.${key}`),
      )
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("inquiry-room")
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("preselects the room from its “send request” button", async () => {
    const { page } = await openEnhanced(language)
    await page.locator("#event-hall a[href='#inquiry']").click()
    expect(await page.locator("#inquiry-room").inputValue()).toBe("event-hall")
    expect(new URL(page.url()).hash).toBe("#inquiry")
    await page.close()
  })

  it("takes markup and over-long text as plain text, cut at each field's limit, and sends it", async () => {
    // Through the front that answers a form post as Netlify does, with the action page.
    const { page, consoleErrors } = await openPage(browser, inLanguage("/party-rooms/", language))
    await page.goto(frontUrl(inLanguage("/party-rooms/", language)))
    await page.locator("#inquiry").scrollIntoViewIfNeeded()
    await page.locator("form[data-enhanced]").waitFor()
    const dialogs: string[] = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const markup = `<img src=x onerror="alert(1)">"'&<script>alert(2)</script>`
    await fillIn(page, {
      occasion: markup.repeat(5),
      name: markup,
      phone: "+43 660 1234567 ".repeat(5),
      message: markup + "ä".repeat(5000),
    })
    for (const [field, most] of Object.entries(inquiryMaxLength)) {
      const value = await page.locator(`#inquiry-${field}`).inputValue()
      expect(value.length).toBeLessThanOrEqual(most)
    }
    expect((await page.locator("#inquiry-message").inputValue()).length).toBe(inquiryMaxLength.message)
    expect(await page.locator("#inquiry-name").inputValue()).toBe(markup)
    await page.locator('#inquiry button[type="submit"]').click()
    await page.waitForURL(frontUrl(thanksPath(language)))
    expect(await page.locator("h1").innerText()).toBe(t(language, "inquiryThanks.title"))
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("the month calendar", () => {
  it("is used by keyboard alone: days, weeks, months, a taken day refused, a free day entered", async () => {
    const language = "de"
    const { page, consoleErrors } = await openEnhanced(language)
    const label = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))
    const day = (date: string, state: string) =>
      t(language, "inquiry.calendar.day", {
        date: formatDay(date, language),
        state: t(language, `inquiry.calendar.${state}`),
      })
    await page.locator("#inquiry-room").focus()
    await page.keyboard.press("ArrowDown")
    if ((await page.locator("#inquiry-room").inputValue()) !== cellar.id) {
      await page.locator("#inquiry-room").selectOption(cellar.id)
    }
    await page.locator("#inquiry-occasion").focus()
    // Tab: the next month's button (the previous month's is off at the first month), then the calendar's day.
    for (let presses = 0; presses < 4 && !(await label())?.includes("2026"); presses++) await page.keyboard.press("Tab")
    expect(await label()).toBe(day("2026-12-01", "free"))
    expect(await page.locator('[data-calendar] [aria-current="date"]').getAttribute("data-date")).toBe("2026-12-01")
    const steps: [string, string, string][] = [
      ["ArrowRight", "2026-12-02", "free"],
      ["ArrowDown", "2026-12-09", "free"],
      ["End", "2026-12-13", "free"],
      ["Home", "2026-12-07", "free"],
      ["PageDown", "2027-01-07", "free"],
      ["PageUp", "2026-12-07", "free"],
      // Not before the first day of this month.
      ["ArrowUp", "2026-12-01", "free"],
      ["ArrowDown", "2026-12-08", "free"],
      ["ArrowLeft", "2026-12-07", "free"],
      ["ArrowLeft", "2026-12-06", "free"],
      ["ArrowLeft", "2026-12-05", "free"],
      ["ArrowLeft", "2026-12-04", "taken"],
    ]
    for (const [key, date, state] of steps) {
      await page.keyboard.press(key)
      expect([key, await label()]).toEqual([key, day(date, state)])
    }
    expect(await page.locator("#inquiry-calendar-title").innerText()).toBe(
      t(language, "inquiry.calendar.title", { month: "Dezember 2026", room: cellar.name.de }),
    )
    // A taken day is not entered; the status says why.
    await page.keyboard.press("Enter")
    expect(await page.locator("#inquiry-date").inputValue()).toBe("")
    await expect(page.locator('[data-calendar] [role="status"]').innerText()).resolves.toBe(
      t(language, "inquiry.calendar.not.taken", { date: formatDay("2026-12-04", language) }),
    )
    // A free one is, with Space as with Enter.
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Space")
    expect(await page.locator("#inquiry-date").inputValue()).toBe("2026-12-05")
    await expect(page.locator('[data-calendar] [role="status"]').innerText()).resolves.toBe(
      t(language, "inquiry.calendar.picked", { date: formatDay("2026-12-05", language) }),
    )
    expect(await label()).toBe(day("2026-12-05", "free"))
    expect(await page.locator('[data-calendar] td[aria-selected="true"] button').getAttribute("data-date")).toBe(
      "2026-12-05",
    )
    // One day in the tab order.
    expect(await page.locator('[data-calendar] tbody button[tabindex="0"]').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("takes the place kept for it (nothing moves), and its code comes only near the form", async () => {
    const { page, consoleErrors } = await openPage(browser, "/party-rooms/", { viewport: { width: 390, height: 844 } })
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    // Where the list of taken days is within the form (the rooms above are laid out only near the screen).
    const takenTitle = page.locator("#inquiry h3").last()
    const inForm = () =>
      takenTitle.evaluate(
        (element) => element.getBoundingClientRect().top - element.closest("form")!.getBoundingClientRect().top,
      )
    const before = await inForm()
    const slot = await page.locator("[data-calendar]").boundingBox()
    // The form's own chunk (named in InquiryForm's import); other late chunks (an image's) are not its business.
    const inquiryCode = () => scripts.filter((url) => /\/inquiry-enhance-[0-9a-f]+\.js$/.test(url))
    await page.waitForTimeout(500)
    expect(inquiryCode()).toEqual([])
    expect(await page.locator("form[data-enhanced]").count()).toBe(0)
    await page.locator("#inquiry").scrollIntoViewIfNeeded()
    await page.locator("form[data-enhanced]").waitFor()
    expect(inquiryCode()).toHaveLength(1)
    await page.locator("#inquiry-room").selectOption(cellar.id)
    expect(await inForm()).toBe(before)
    expect((await page.locator("[data-calendar]").boundingBox())!.height).toBe(slot!.height)
    // The calendar fits its place, at a phone's width too.
    const overflow = await page
      .locator("[data-calendar]")
      .evaluate((element) => element.scrollHeight - element.clientHeight)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe.each(["de", "en"] as const)("the thank-you page (%s)", (language) => {
  it("answers 200, names the deposit and has no WCAG 2.2 A/AA violation", async () => {
    const response = await fetch(siteUrl(thanksPath(language)))
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    const { page, consoleErrors } = await openPage(browser, thanksPath(language))
    expect(await page.getAttribute("html", "lang")).toBe(language)
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0)
    expect(await page.locator("main").innerText()).toContain(
      t(language, "rooms.depositBullet", {
        deposit: language === "de" ? `${deposit}\u00a0€` : `€${deposit}`,
      }),
    )
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})
