/**
 * A page per partner, /partners/<id>/ and /en/partners/<id>/, from one template (issue 21):
 * each compared with its data/partners/<id>.yaml in both languages (heading, category,
 * description, hours, phone, e-mail, website, photos, the way there, the way back), the
 * language switch, "Learn more" from home and from /partners/, the JSON-LD, the sitemap,
 * and the page without JavaScript.
 */
import type { Browser, Page } from "playwright-core"
import { formatOpeningHours, weekdays, type Weekday } from "../../src/i18n/format"
import { hoursLines, launchBrowser, openPage, siteUrl, type OpenedPage } from "./support/browser"
import { inLanguage, languages, partners, readYaml, t, type Language, type PartnerYaml } from "./support/site-data"

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface SiteYaml {
  name: string
  siteUrl: string
  address: {
    street: string
    street2?: string
    postalCode: string
    city: string
    region: string
    country: Record<Language, string>
    countryCode: string
  }
  map: { provider: string; linkUrl: string }
}
const site = readYaml<SiteYaml>("site.yaml")

const pagePath = (partner: PartnerYaml, language: Language) => inLanguage(`/partners/${partner.id}/`, language)
const byId = partners().map((partner) => [partner.id, partner] as const)
const other = (language: Language): Language => (language === "de" ? "en" : "de")

/** The hours as the page must print them: the YAML through the site's formatter, with this language's day names. */
function expectedHours(partner: PartnerYaml, language: Language): string[] {
  const dayNames = Object.fromEntries(weekdays.map((day) => [day, t(language, `days.${day}`)])) as Record<
    Weekday,
    string
  >
  const clock = t(language, "hours.clock")
  return formatOpeningHours(partner.openingHours, dayNames).map(
    (line) => `${line.days} ${line.times}${clock ? ` ${clock}` : ""}`,
  )
}

/** The partner's photos (gatsby-plugin-image's main images; without JavaScript, too). */
const photoSelector = "main .gatsby-image-wrapper img[data-main-image]"

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>))

describe.each(languages)("each partner's page in %s", (language) => {
  // One load per partner: the checks read it, the language switch (last) leaves it.
  describe.each(byId)("/partners/%s/", (_, partner) => {
    let opened: OpenedPage
    beforeAll(async () => {
      opened = await openPage(browser, pagePath(partner, language))
    })
    afterAll(async () => {
      await opened?.page.close()
    })

    it("shows what its YAML says", async () => {
      const path = pagePath(partner, language)
      const { page, consoleErrors } = opened
      expect((await page.request.get(siteUrl(path))).status()).toBe(200)
      expect(await page.getAttribute("html", "lang")).toBe(language)
      const main = page.locator("main")

      // Heading, category, description; title and description in <head>.
      expect(await page.locator("h1").count()).toBe(1)
      expect((await page.locator("h1").innerText()).trim()).toBe(partner.name)
      expect(await page.title()).toBe(`${partner.name} – ${partner.category[language]} | ${site.name}`)
      await expect(page.getAttribute('meta[name="description"]', "content")).resolves.toBe(
        partner.description[language],
      )
      await expect(page.getAttribute('link[rel="canonical"]', "href")).resolves.toBe(`${site.siteUrl}${path}`)
      for (const alternate of languages) {
        await expect(page.getAttribute(`link[rel="alternate"][hreflang="${alternate}"]`, "href")).resolves.toBe(
          `${site.siteUrl}${pagePath(partner, alternate)}`,
        )
      }
      const text = await main.innerText()
      // The category is set in capitals by CSS (text-transform), which innerText applies.
      expect(text).toContain(partner.category[language].toUpperCase())
      expect(text).toContain(partner.description[language])

      // Opening hours, with the note, or no such section.
      const hoursHeading = main.locator("h2", { hasText: t(language, "hours.title") })
      const hours = hoursHeading.locator("xpath=..")
      if (partner.openingHours.length || partner.openingHoursNote) {
        const lines = await hours.locator("dl > div").evaluateAll(hoursLines)
        expect(lines).toEqual(expectedHours(partner, language))
        if (partner.openingHoursNote)
          await expect(hours.innerText()).resolves.toContain(partner.openingHoursNote[language])
      } else {
        expect(await hoursHeading.count()).toBe(0)
      }

      // Phone, e-mail, website: links exactly as in the data, nothing the data does not have.
      const phones = main.locator('a[href^="tel:"]')
      if (partner.phone) {
        expect(await phones.count()).toBe(1)
        await expect(phones.getAttribute("href")).resolves.toBe(`tel:${partner.phone.href}`)
        await expect(phones.innerText()).resolves.toBe(partner.phone.display)
      } else {
        expect(await phones.count()).toBe(0)
      }
      const mails = main.locator('a[href^="mailto:"]')
      if (partner.email) {
        expect(await mails.count()).toBe(1)
        await expect(mails.getAttribute("href")).resolves.toBe(`mailto:${partner.email}`)
      } else {
        expect(await mails.count()).toBe(0)
      }
      const website = main.getByRole("link", { name: new RegExp(`^${t(language, "partner.visitWebsite")}`) })
      if (partner.website) {
        expect(await website.count()).toBe(1)
        await expect(website.getAttribute("href")).resolves.toBe(partner.website)
        await expect(website.getAttribute("target")).resolves.toBe("_blank")
        await expect(website.getAttribute("rel")).resolves.toContain("noopener")
        // Its name says whose website it is and that it opens in a new tab.
        const name = await website.evaluate((link) => link.textContent?.replace(/\s+/g, " ").trim())
        expect(name).toBe(`${t(language, "partner.visitWebsite")}: ${partner.name} ${t(language, "newTab")}`)
      } else {
        expect(await website.count()).toBe(0)
        expect(text).toContain(t(language, "partner.websiteComingSoon"))
      }

      // Every photo, each described, each file there.
      const photos = page.locator(photoSelector)
      const found = await photos.evaluateAll((images) =>
        images.map((image) => ({ alt: image.getAttribute("alt"), src: (image as HTMLImageElement).currentSrc || "" })),
      )
      // The slide's own name says which of how many; the photo's description is the partner's.
      const count = partner.images.length
      expect(found.map((photo) => photo.alt)).toEqual(partner.images.map(() => partner.imageAlt[language]))
      const sources = await photos.evaluateAll((images) => images.map((image) => image.getAttribute("src")))
      expect(new Set(sources).size).toBe(count)
      for (const src of sources) expect((await page.request.get(siteUrl(src!))).status()).toBe(200)

      // The way there: the passage's address, the map and directions, the map's provider.
      const wayThere = main.locator("section", {
        has: page.locator("h2", { hasText: t(language, "partnersPage.wayThere") }),
      })
      const wayText = await wayThere.innerText()
      expect(wayText).toContain(t(language, "partnersPage.wayThereText", { partner: partner.name, name: site.name }))
      for (const line of [
        site.address.street,
        site.address.street2!,
        `${site.address.postalCode} ${site.address.city}`,
        site.address.country[language],
      ])
        expect(wayText).toContain(line)
      const directions = wayThere.getByRole("link", { name: t(language, "partnersPage.mapAndDirections") })
      await expect(directions.getAttribute("href")).resolves.toBe(inLanguage("/contact/#map-title", language))
      const map = wayThere.getByRole("link", { name: t(language, "contact.openMap", { provider: site.map.provider }) })
      await expect(map.getAttribute("href")).resolves.toBe(site.map.linkUrl)
      await expect(map.getAttribute("target")).resolves.toBe("_blank")

      // The way back, above the heading and after the page.
      const back = main.getByRole("link", { name: t(language, "partnersPage.allPartners") })
      expect(await back.count()).toBe(2)
      for (const link of await back.all())
        await expect(link.getAttribute("href")).resolves.toBe(inLanguage("/partners/", language))
      expect(await back.first().evaluate((link, h1) => link.compareDocumentPosition(h1!), await page.$("h1"))).toBe(
        4, // Node.DOCUMENT_POSITION_FOLLOWING: the h1 comes after the first back link
      )

      expect(consoleErrors).toEqual([])
    })

    it("the language switch leads to the same partner", async () => {
      const { page, consoleErrors } = opened
      const target = other(language)
      const link = page.locator(`header a[lang="${target}"]`)
      await expect(link.getAttribute("href")).resolves.toBe(pagePath(partner, target))
      await link.click()
      await page.waitForURL(siteUrl(pagePath(partner, target)))
      await page.waitForFunction((lang) => document.documentElement.lang === lang, target)
      await expect(page.locator("main").innerText()).resolves.toContain(partner.description[target])
      expect((await page.locator("h1").innerText()).trim()).toBe(partner.name)
      expect(consoleErrors).toEqual([])
    })
  })

  it("the back link leads to all partners", async () => {
    const partner = partners()[0]
    const { page, consoleErrors } = await openPage(browser, pagePath(partner, language))
    await page
      .getByRole("link", { name: t(language, "partnersPage.allPartners") })
      .first()
      .click()
    await page.waitForURL(siteUrl(inLanguage("/partners/", language)))
    await page.waitForFunction(
      (title) => document.querySelector("h1")?.textContent === title,
      t(language, "partnersPage.title"),
    )
    expect(consoleErrors).toEqual([])
    await page.close()
  })
})

describe.each(languages)("Learn more (%s)", (language) => {
  const learnMore = (page: Page, partner: PartnerYaml) =>
    // The name's second half is visually hidden (absolutely positioned, so a block): Chromium puts a space before it.
    page.getByRole("link", {
      name: new RegExp(`^${escapeRegExp(t(language, "partner.learnMore"))} ?: ${escapeRegExp(partner.name)}$`),
    })

  it.each([
    ["home", "/"],
    ["the partners page", "/partners/"],
  ])("on %s leads from every card to its partner's page", async (_, route) => {
    const { page, consoleErrors } = await openPage(browser, inLanguage(route, language))
    for (const partner of partners()) {
      await expect(learnMore(page, partner).getAttribute("href")).resolves.toBe(pagePath(partner, language))
    }
    const partner = partners()[1]
    await learnMore(page, partner).scrollIntoViewIfNeeded()
    await learnMore(page, partner).click()
    await page.waitForURL(siteUrl(pagePath(partner, language)))
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, partner.name)
    await expect(page.locator("main").innerText()).resolves.toContain(partner.description[language])
    expect(consoleErrors).toEqual([])
    await page.close()
  })

  it("the partners page is an overview: an entry per partner, named by an h2 under the h1, each still at its old anchor", async () => {
    const { page } = await openPage(browser, inLanguage("/partners/", language))
    const cards = page.locator("main li > article")
    expect(await cards.count()).toBe(partners().length)
    expect((await cards.locator("h2").allTextContents()).map((name) => name.trim())).toEqual(
      partners().map((partner) => partner.name),
    )
    for (const partner of partners()) {
      expect(await page.locator(`main li#${partner.id} > article`).count()).toBe(1)
    }
    await page.close()
    const last = partners().at(-1)!
    const anchored = await openPage(browser, `${inLanguage("/partners/", language)}#${last.id}`)
    await anchored.page.waitForFunction((id) => {
      const box = document.getElementById(id)!.getBoundingClientRect()
      return box.top >= 0 && box.top < window.innerHeight
    }, last.id)
    await anchored.page.close()
  })
})

/**
 * schema.org type for each icon of data/partners (the partner's own kind of business). Written out here on purpose,
 * beside businessTypes in src/seo/structured-data.ts: the test's own expectation, not the code's table.
 */
const expectedType: Record<string, string> = {
  restaurant: "Restaurant",
  ramen: "Restaurant",
  beer: "Restaurant",
  brewery: "Brewery",
  foot: "MedicalBusiness",
  nails: "NailSalon",
  city: "LocalBusiness",
  fashion: "ClothingStore",
}

const schemaDay: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
}

describe("the sitemap", () => {
  it("lists every partner page in both languages, each with its hreflang pair and x-default", async () => {
    const { page } = await openPage(browser, "/", { javaScriptEnabled: false })
    const xml = await (await page.request.get(siteUrl("/sitemap-0.xml"))).text()
    // Parsed by the browser's XML parser.
    const entries = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml")
      if (doc.querySelector("parsererror")) throw new Error("sitemap-0.xml is not well-formed XML")
      return Object.fromEntries(
        [...doc.getElementsByTagName("url")].map((url) => [
          url.getElementsByTagName("loc")[0].textContent,
          [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        ]),
      )
    }, xml)
    for (const partner of partners()) {
      const de = `${site.siteUrl}${pagePath(partner, "de")}`
      const en = `${site.siteUrl}${pagePath(partner, "en")}`
      const alternates = [
        ["de", de],
        ["en", en],
        ["x-default", de],
      ]
      expect([partner.id, entries[de]]).toEqual([partner.id, alternates])
      expect([partner.id, entries[en]]).toEqual([partner.id, alternates])
    }
    await page.close()
  })
})

/**
 * Each partner's page in each language without JavaScript, at a phone's width, loaded once for the structured data and
 * the check that it is complete, and closed before the next: an open page keeps painting the header's floating dots.
 */
describe.each(languages)("without JavaScript (%s)", (language) => {
  describe.each(byId)("/partners/%s/", (_, partner) => {
    let page: Page
    beforeAll(async () => {
      ;({ page } = await openPage(browser, pagePath(partner, language), {
        javaScriptEnabled: false,
        viewport: { width: 390, height: 800 },
      }))
    })
    afterAll(async () => {
      await page?.close()
    })

    it("describes the partner as its own business in structured data, as in its YAML", async () => {
      const [ld, ...more] = await jsonLd(page)
      expect(more).toEqual([])
      const pageUrl = `${site.siteUrl}${pagePath(partner, language)}`
      const address = {
        "@type": "PostalAddress",
        streetAddress: `${site.address.street}, ${site.address.street2}`,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        addressCountry: site.address.countryCode,
      }
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": expectedType[partner.icon],
        "@id": `${site.siteUrl}/partners/${partner.id}/#business`,
        name: partner.name,
        description: partner.description[language],
        url: partner.website ?? pageUrl,
        mainEntityOfPage: pageUrl,
        address,
        containedInPlace: { "@type": "ShoppingCenter", "@id": `${site.siteUrl}/#passage`, name: site.name, address },
      })
      expect(ld.telephone).toBe(partner.phone?.href)
      expect(ld.email).toBe(partner.email)
      // Days sorted Monday first, "24:00" as schema.org's 23:59.
      const hours = partner.openingHours.map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...entry.days]
          .sort((a, b) => Object.keys(schemaDay).indexOf(a) - Object.keys(schemaDay).indexOf(b))
          .map((day) => `https://schema.org/${schemaDay[day]}`),
        opens: entry.opens,
        closes: entry.closes === "24:00" ? "23:59" : entry.closes,
      }))
      expect(ld.openingHoursSpecification).toEqual(hours.length ? hours : undefined)
      // One photo per image of the YAML, each an absolute address of the site that answers with a JPEG.
      const images = ld.image as string[]
      expect(images).toHaveLength(partner.images.length)
      for (const image of images) {
        expect(image.startsWith(`${site.siteUrl}/static/`)).toBe(true)
        const response = await page.request.get(siteUrl(new URL(image).pathname))
        expect(response.status()).toBe(200)
        expect(response.headers()["content-type"]).toBe("image/jpeg")
      }
    })

    it("is complete: heading, text, hours, links, first photo", async () => {
      expect(await page.locator("h1").isVisible()).toBe(true)
      const text = (await page.locator("main").innerText()).replace(/\s+/g, " ")
      expect(text).toContain(partner.description[language])
      for (const line of expectedHours(partner, language)) expect(text).toContain(line)
      const visible = (selector: string) => page.locator(selector).first().isVisible()
      if (partner.phone) expect(await visible(`main a[href="tel:${partner.phone.href}"]`)).toBe(true)
      if (partner.website) expect(await visible(`main a[href="${partner.website}"]`)).toBe(true)
      expect(await visible(`main a[href="${inLanguage("/partners/", language)}"]`)).toBe(true)
      // The first photo is shown; the others are a sideways scroll away, the carousel's buttons hidden.
      const first = page.locator(photoSelector).first()
      const shown = () =>
        first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.checkVisibility())
      for (let attempt = 0; attempt < 100 && !(await shown()); attempt++) await new Promise((r) => setTimeout(r, 50))
      expect(await shown()).toBe(true)
      const shownButtons = await page
        .locator("main .carousel button")
        .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length)
      expect(shownButtons).toBe(0)
    })
  })

  it("the home page's passage names each partner by the node and page its own page describes", async () => {
    const { page } = await openPage(browser, inLanguage("/", language), { javaScriptEnabled: false })
    const [passage] = await jsonLd(page)
    expect(passage["@type"]).toBe("ShoppingCenter")
    expect(passage.containsPlace).toEqual(
      partners().map((partner) => ({
        "@type": expectedType[partner.icon],
        "@id": `${site.siteUrl}/partners/${partner.id}/#business`,
        name: partner.name,
        url: `${site.siteUrl}${pagePath(partner, language)}`,
      })),
    )
    await page.close()
  })
})
