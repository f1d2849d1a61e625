/**
 * The mobile menu: a named hamburger button with aria-expanded at the top right of
 * narrow screens opens a modal side drawer; backdrop, links and Escape close it;
 * focus goes in and comes back; the page behind does not scroll.
 */
import type { Browser, Page } from "playwright-core"
import { animationsDone, launchBrowser, nextFrames, openPage, siteUrl } from "./support/browser"
import { inLanguage, t, type Language } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phone = { width: 390, height: 844 }

function menuButton(page: Page, language: Language) {
  return page.getByRole("button", { name: t(language, "nav.openMenu"), exact: true })
}

/**
 * Click where the element is, as a visitor does. (Locator.click() first scrolls the
 * element "into view", which for the sticky header's button means scrolling the page
 * to where the header would be without sticking: the top.)
 */
async function clickOn(page: Page, locator: ReturnType<Page["locator"]>): Promise<void> {
  const box = (await locator.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function focusedInDrawer(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
}

describe.each(["de", "en"] as const)("mobile menu (%s)", (language) => {
  const home = inLanguage("/", language)

  it("opens a modal drawer from a named hamburger button at the top right, with the main links", async () => {
    const { page, consoleErrors } = await openPage(browser, inLanguage("/events/", language), { viewport: phone })
    const button = menuButton(page, language)
    expect(await button.isVisible()).toBe(true)
    const box = (await button.boundingBox())!
    expect(box.y).toBeLessThan(80)
    expect(phone.width - (box.x + box.width)).toBeLessThan(40)
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false")
    expect(await page.locator('[role="dialog"]').count()).toBe(0)

    await button.click()
    const dialog = page.getByRole("dialog", { name: t(language, "nav.menu") })
    await dialog.waitFor()
    await expect(dialog.getAttribute("aria-modal")).resolves.toBe("true")
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true")
    await expect(button.getAttribute("aria-controls")).resolves.toBe(await dialog.getAttribute("id"))
    // Once it has slid in: a full-height drawer at the right edge over a backdrop that covers the screen.
    await animationsDone(page)
    const rect = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const { top, right, bottom, left } = element.getBoundingClientRect()
        return [top, right, bottom, left].map(Math.round)
      })
    const [top, right, bottom, left] = await rect('[role="dialog"]')
    expect([top, right, bottom]).toEqual([0, phone.width, phone.height])
    expect(left).toBeGreaterThan(0)
    expect(await rect('[data-testid="menu-backdrop"]')).toEqual([0, phone.width, phone.height, 0])
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0])
    const links = await dialog
      .getByRole("link")
      .evaluateAll((list) => list.map((a) => [a.textContent?.trim(), a.getAttribute("href")]))
    for (const [key, route] of [
      ["nav.home", "/"],
      ["nav.partyRooms", "/party-rooms/"],
      ["nav.partners", "/partners/"],
      ["nav.contact", "/contact/"],
    ] as const) {
      expect(links).toContainEqual([t(language, key), inLanguage(route, language)])
    }
    expect(await focusedInDrawer(page)).toBe(true)
    expect(await dialog.getByRole("button", { name: t(language, "nav.closeMenu"), exact: true }).count()).toBe(1)
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("closes on Escape and gives focus back to the button", async () => {
    const { page } = await openPage(browser, home, { viewport: phone })
    const button = menuButton(page, language)
    await button.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("dialog").waitFor()
    expect(await focusedInDrawer(page)).toBe(true)
    // Tab stays in the drawer, both ways round.
    const count = await page.locator('[role="dialog"] a[href], [role="dialog"] button').count()
    for (let i = 0; i < count + 1; i++) {
      await page.keyboard.press("Tab")
      expect(await focusedInDrawer(page)).toBe(true)
    }
    for (let i = 0; i < count + 1; i++) {
      await page.keyboard.press("Shift+Tab")
      expect(await focusedInDrawer(page)).toBe(true)
    }
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false")
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.close()
  })

  it("closes on a click on the backdrop, with focus back on the button, and keeps the page still while open", async () => {
    const { page } = await openPage(browser, inLanguage("/partners/", language), { viewport: phone })
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }))
    const button = menuButton(page, language)
    await clickOn(page, button)
    await page.getByRole("dialog").waitFor()
    // Wheel and keys do not scroll the page behind the drawer.
    await page.mouse.move(40, 400)
    await page.mouse.wheel(0, 1200)
    await page.keyboard.press("PageDown")
    await page.keyboard.press("End")
    await nextFrames(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(300)
    // The backdrop is the part of the screen left of the drawer.
    await page.mouse.click(20, 400)
    await page.getByRole("dialog").waitFor({ state: "detached" })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    // Giving focus back did not move the page either.
    expect(await page.evaluate(() => window.scrollY)).toBe(300)
    // Scrolling works again.
    await page.mouse.wheel(0, 600)
    await page.waitForFunction(() => window.scrollY > 300)
    await page.close()
  })

  it("closes when a link is followed", async () => {
    const { page, consoleErrors } = await openPage(browser, home, { viewport: phone })
    await menuButton(page, language).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("link", { name: t(language, "nav.partners"), exact: true }).click()
    await page.waitForURL(siteUrl(inLanguage("/partners/", language)))
    await dialog.waitFor({ state: "detached" })
    await expect(menuButton(page, language).getAttribute("aria-expanded")).resolves.toBe("false")
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe("wide screens", () => {
  it("show the page links in the header instead of the hamburger button", async () => {
    const { page } = await openPage(browser, "/en/", { viewport: { width: 1280, height: 800 } })
    expect(await menuButton(page, "en").isVisible()).toBe(false)
    expect(
      await page
        .locator("header nav")
        .first()
        .getByRole("link", { name: t("en", "nav.partners"), exact: true })
        .isVisible(),
    ).toBe(true)
    await page.close()
  })
})
