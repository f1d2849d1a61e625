/**
 * A photo committed by hand straight from a phone (issue 32): carnival-2025's
 * portrait-sideways.jpg is stored landscape with EXIF orientation 6 and GPS tags, as phones
 * save portrait photos (red band at the top of the upright picture, blue at the bottom). The
 * built site shows it upright and whole in the gallery's lightbox and behind the thumbnail's
 * link (what a visitor without JavaScript opens), and no image in public/ carries EXIF or GPS.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import type { Browser } from "playwright-core"
import { exifHasGps } from "../../src/content/photos"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { events, inLanguage } from "./support/site-data"

const root = path.resolve(__dirname, "../..")
const file = "../images/events/carnival-2025/portrait-sideways.jpg"
const carnival = events().find((event) => event.slug === "carnival-2025")!
const index = carnival.photos.findIndex((photo) => photo.image === file)
const alt = carnival.photos[index]?.alt

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The colour of a pixel at (x, y) as fractions of the image's size. */
async function colourAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}
const red = ([r, g, b]: number[]) => r > 170 && g < 90 && b < 90
const blue = ([r, g, b]: number[]) => b > 170 && r < 90 && g < 110

describe("a sideways phone photo committed by hand", () => {
  it("is in the data as a phone stores it: landscape pixels, EXIF orientation 6, GPS", async () => {
    expect(index).toBeGreaterThanOrEqual(0)
    const original = await sharp(path.join(root, "data/images/events/carnival-2025/portrait-sideways.jpg")).metadata()
    expect([original.width! > original.height!, original.orientation, exifHasGps(original.exif!)]).toEqual([
      true,
      6,
      true,
    ])
  })

  it("links without JavaScript to an upright, whole portrait without EXIF", async () => {
    const { page } = await openPage(browser, inLanguage("/events/carnival-2025/", "de"), { javaScriptEnabled: false })
    const link = page.getByRole("link", { name: alt.de, exact: true })
    const href = await link.getAttribute("href")
    const image = Buffer.from(await (await fetch(siteUrl(href!))).arrayBuffer())
    const metadata = await sharp(image).metadata()
    // Upright 2:3, as taken (1200 × 1800): not cropped to landscape.
    expect(metadata.height! / metadata.width!).toBeCloseTo(1.5, 1)
    expect([metadata.orientation, metadata.exif]).toEqual([undefined, undefined])
    expect([red(await colourAt(image, 0.5, 0.05)), blue(await colourAt(image, 0.5, 0.95))]).toEqual([true, true])
    await page.close()
  })

  it("shows upright and whole in the lightbox on a phone and on a wide screen", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1400, height: 900 },
    ]) {
      const { page } = await openPage(browser, inLanguage("/events/carnival-2025/", "en"), { viewport })
      const link = page.getByRole("link", { name: alt.en, exact: true })
      await link.scrollIntoViewIfNeeded()
      await link.click()
      const photo = page.locator("dialog[data-lightbox][open] [data-lightbox=photo]")
      await photo.waitFor()
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>("dialog[open] [data-lightbox=photo]")
        return img !== null && img.complete && img.naturalWidth > 0
      })
      const shown = await photo.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect()
        return {
          natural: img.naturalHeight / img.naturalWidth,
          rendered: box.height / box.width,
          inside: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
          src: img.currentSrc,
        }
      })
      // A portrait, drawn at its own proportions (nothing cut off) and within the screen.
      expect(shown.natural).toBeCloseTo(1.5, 1)
      expect(shown.rendered).toBeCloseTo(1.5, 1)
      expect(shown.inside).toBe(true)
      const image = Buffer.from(await (await fetch(shown.src)).arrayBuffer())
      expect([red(await colourAt(image, 0.5, 0.05)), blue(await colourAt(image, 0.5, 0.95))]).toEqual([true, true])
      await page.close()
    }
  })

  it("leaves no EXIF, let alone GPS, in any image in public/", async () => {
    const images = fs
      .readdirSync(path.join(root, "public"), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name) && !name.startsWith("admin/"))
    expect(images.length).toBeGreaterThan(100)
    const withExif: string[] = []
    for (const name of images) {
      const { exif } = await sharp(path.join(root, "public", name)).metadata()
      if (exif) withExif.push(`${name}${exifHasGps(exif) ? " (GPS)" : ""}`)
    }
    expect(withExif).toEqual([])
  }, 120000)
})
