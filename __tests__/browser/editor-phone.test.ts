/**
 * The editor on a phone (issue 59), as `npm run cms` serves it, at 390 × 844 CSS px with touch: every collection's
 * entry editor fits the screen with publishing in view, the photo list's buttons are at least 44 × 44 px, a removed
 * photo comes back with "Rückgängig", a phone's HEIC photo is saved as an upright JPEG (the decoder loaded only then),
 * and an event with 13 photos is published by taps that the test counts.
 *
 * The HEIC fixture (__tests__/fixtures/phone/sideways-portrait.heic, 1.3 KB): heif-enc 1.15 (Debian's
 * libheif-examples) from a 400 × 300 JPEG stored sideways, then given the rotation a phone writes (an `irot` property
 * of 270°, which heif-enc 1.15 does not write itself): upright it is a 300 × 400 portrait, red at the top, blue at
 * the bottom.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import type { Locator, Page } from "playwright-core"
import { parse } from "yaml"
import { photoLongEdge } from "../../src/content/photos"
import { addPhotosLabel, phone, publishing, statusButton, useLocalEditor, valueBecomes, waitFor } from "./support/admin"

const root = path.resolve(__dirname, "../..")
const editor = useLocalEditor()

/** Every entry editor the admin has: a folder collection's first entry and each file of a file collection. */
function everyEntryEditor(): string[] {
  const config = parse(fs.readFileSync(path.join(root, "public/admin/config.yml"), "utf8")) as {
    collections: { name: string; folder?: string; extension?: string; files?: { name: string }[] }[]
  }
  return config.collections.flatMap((collection) => {
    if (collection.files) return collection.files.map((file) => `#/collections/${collection.name}/entries/${file.name}`)
    const first = fs
      .readdirSync(path.join(root, collection.folder!))
      .filter((name) => name.endsWith(`.${collection.extension ?? "yaml"}`))
      .sort()[0]
    return [
      `#/collections/${collection.name}/entries/${first.replace(/\.[^.]+$/, "")}`,
      `#/collections/${collection.name}/new`,
    ]
  })
}

/** What lies beyond the screen's sides, and whether save and the workflow's status are on the screen. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const container = document.querySelector<HTMLElement>('[class*="-EditorContainer"]')
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
    }
    const outside = [...document.querySelectorAll("input, textarea, select, button, label, [role=button], iframe")]
      .filter((element) => visible(element))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.left < -1 || box.right > width + 1
      })
      .map(
        (element) =>
          `${element.tagName} ${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}`,
      )
    const inView = (text: string) =>
      [...document.querySelectorAll("button, [role=button]")].some((element) => {
        const box = element.getBoundingClientRect()
        return (
          visible(element) &&
          element.textContent?.trim() === text &&
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= innerHeight &&
          box.right <= width
        )
      })
    return {
      scrolls:
        document.documentElement.scrollWidth > width ||
        (container ? container.scrollWidth > container.clientWidth : true),
      outside,
      save: inView("Speichern"),
    }
  })
}

/** The editor's form scrolled to its end (the form scrolls under the toolbar). */
const scrollToEnd = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector<HTMLElement>('[class*="-EditorContainer"]')!
    container.scrollTop = container.scrollHeight
  })

/** The size of each button of the photo list's first item, and the gaps between neighbours. */
async function photoButtons(page: Page) {
  return page
    .locator("[data-photo-list] li[data-photo]")
    .first()
    .locator("[data-actions] button")
    .evaluateAll((buttons) => {
      const boxes = buttons.map((button) => button.getBoundingClientRect())
      return {
        sizes: boxes.map((box) => [Math.round(box.width) >= 44, Math.round(box.height) >= 44]),
        gaps: boxes.slice(1).map((box, i) => Math.round(box.left - boxes[i].right)),
      }
    })
}

const photoOrder = (page: Page) =>
  page
    .locator("[data-photo-list] li[data-photo]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-photo")))

describe("/admin/ on a phone (390 × 844, touch)", () => {
  it("fits every collection's entry editor to the screen: nothing beyond its sides, save and publishing at the top as the form scrolls", async () => {
    const { page, problems } = await editor.openAdmin("", undefined, phone)
    const entries = everyEntryEditor()
    expect(entries.length).toBeGreaterThanOrEqual(10)
    const found: unknown[] = []
    for (const entry of entries) {
      await page.goto(`${page.url().split("#")[0]}${entry}`)
      await page.getByRole("button", { name: publishing.save, exact: true }).waitFor()
      await page.locator('[class*="-ControlPaneContainer"] :is(input, textarea)').first().waitFor()
      const top = await layout(page)
      await scrollToEnd(page)
      const end = await layout(page)
      found.push([entry, top, end.scrolls, end.outside, end.save])
    }
    expect(found).toEqual(entries.map((entry) => [entry, { scrolls: false, outside: [], save: true }, false, [], true]))
    // The preview is out of the way, and its eye button opens it below the form.
    await page.goto(`${page.url().split("#")[0]}#/collections/events/entries/carnival-2025`)
    await page.getByRole("button", { name: publishing.save, exact: true }).waitFor()
    // Decap's control pane takes the preview pane's styles (and the name in its class) and adds its own.
    const previewPane = '[class*="-PreviewPaneContainer"]:not([class*="-ControlPaneContainer"])'
    await expect(page.locator(previewPane).count()).resolves.toBe(0)
    await page.getByTitle("Vorschau", { exact: true }).tap()
    const preview = page.locator(`${previewPane} iframe`)
    await preview.waitFor()
    const box = (await preview.boundingBox())!
    expect([box.x >= 0, box.x + box.width <= 391]).toEqual([true, true])
    expect(problems).toEqual([])
    await page.close()
  }, 600000)

  it("gives the photo list's buttons and the date fields' buttons 44 × 44 px and more with room between them, and a removed photo back with Rückgängig", async () => {
    const { page, problems } = await editor.openAdmin("#/collections/events/entries/carnival-2025", undefined, phone)
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), "carnival-2025")
    await page.locator("[data-photo-list] li[data-photo]").nth(2).waitFor()
    const { sizes, gaps } = await photoButtons(page)
    expect(sizes).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ])
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8)
    // Every button of the form (Decap's date fields' "Jetzt" and "Löschen" among them).
    const small = await page.locator('[class*="-ControlPaneContainer"] button').evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getBoundingClientRect().width > 0)
        .filter((button) => button.getBoundingClientRect().width < 44 || button.getBoundingClientRect().height < 44)
        .map((button) => (button.textContent || button.getAttribute("aria-label") || "").trim()),
    )
    expect(small).toEqual([])

    const before = await photoOrder(page)
    await page.getByRole("button", { name: "Foto 2 entfernen / remove photo 2" }).tap()
    await expect(photoOrder(page)).resolves.toEqual([before[0], ...before.slice(2)])
    await page.getByRole("button", { name: "Rückgängig / undo" }).tap()
    await expect(photoOrder(page)).resolves.toEqual(before)
    await expect(page.getByRole("button", { name: "Rückgängig / undo" }).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await page.close()
  }, 240000)

  it("saves a phone's HEIC photo as an upright JPEG, loading the decoder only once such a photo is chosen", async () => {
    const { page, problems, requests } = await editor.openAdmin(
      "#/collections/events/entries/carnival-2025",
      undefined,
      phone,
    )
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), "carnival-2025")
    const decoder = (url: string) => /\/admin\/cms-(heic|libheif)-/.test(url)
    expect(requests.filter(decoder)).toEqual([])
    const heic = fs.readFileSync(path.join(root, "__tests__/fixtures/phone/sideways-portrait.heic"))
    const chooser = page.waitForEvent("filechooser")
    await page.getByText(addPhotosLabel, { exact: true }).tap()
    await (await chooser).setFiles({ name: "IMG_2001.HEIC", mimeType: "image/heic", buffer: heic })
    await page.locator('[data-photo$="/img-2001.jpg"], [data-refused]').first().waitFor()
    await expect(page.locator("[data-refused]").allTextContents()).resolves.toEqual([])
    expect(requests.filter(decoder).map((url) => url.replace(/-\w+\.(js|wasm)$/, ".$1"))).toEqual([
      expect.stringMatching(/cms-heic\.js$/),
      expect.stringMatching(/cms-libheif\.wasm$/),
    ])
    await page.getByRole("button", { name: publishing.save, exact: true }).tap()
    await statusButton(page, publishing.draft).waitFor()
    const branch = "cms/events/carnival-2025"
    const saved = parse(editor.git("show", `${branch}:data/events/carnival-2025.yaml`)) as {
      photos: { image: string }[]
    }
    expect(saved.photos.at(-1)!.image).toBe("../images/events/carnival-2025/img-2001.jpg")
    const jpeg = execBlob(`${branch}:data/images/events/carnival-2025/img-2001.jpg`)
    const metadata = await sharp(jpeg).metadata()
    expect([metadata.format, metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
      "jpeg",
      300,
      400,
      undefined,
      undefined,
    ])
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
    const at = (y: number) => (y * info.width + 150) * info.channels
    const red = [data[at(20)] > 200, data[at(20) + 2] < 60]
    const blue = [data[at(380) + 2] > 200, data[at(380)] < 60]
    expect([red, blue]).toEqual([
      [true, true],
      [true, true],
    ])
    expect(problems).toEqual([])
    await page.close()
  }, 240000)

  it("publishes a new event with 13 phone photos, 3 described and one the cover, in a counted number of taps", async () => {
    const slug = "flohmarkt-2027"
    const file = `data/events/${slug}.yaml`
    const { page, problems } = await editor.openAdmin("#/collections/events/new", undefined, phone)
    let actions = 0
    const tap = async (target: Locator) => {
      actions++
      await target.tap()
    }
    const type = async (target: Locator, text: string) => {
      actions++
      await target.fill(text)
    }
    const both = async (label: string, de: string, en: string) => {
      const german = page.getByLabel(new RegExp(label.replace(/[/()]/g, "\\$&"))).first()
      const box = page.locator(`[data-bilingual="${await german.getAttribute("id")}"]`)
      await type(box.getByLabel("Deutsch"), de)
      await type(box.getByLabel("English"), en)
    }
    await page.getByLabel(/Adresse der Seite \/ slug/).waitFor()
    await type(page.getByLabel(/Adresse der Seite \/ slug/), slug)
    await type(page.getByLabel(/Beginn \/ start/), "2027-05-08T09:00")
    await type(page.getByLabel(/Ende \/ end/), "2027-05-08T16:00")
    await tap(page.getByLabel(/Ort \/ place/))
    await tap(page.getByText("Die Passage / the passage", { exact: true }).last())
    await both("Titel / title", "Flohmarkt 2027", "Flea market 2027")
    await both("Kurztext / teaser", "Stöbern im Hof.", "Browsing in the courtyard.")
    await both("Text / text", "Bücher, Platten, Spielzeug.", "Books, records, toys.")

    // 13 photos from the phone's picker: one tap on the button, then in the picker a tap on each photo and "Fertig".
    const photos = await Promise.all(
      Array.from({ length: 13 }, (_, n) =>
        sharp({ create: { width: 4000, height: 3000, channels: 3, background: `hsl(${n * 27}, 60%, 50%)` } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    )
    const chooser = page.waitForEvent("filechooser")
    await tap(page.getByText(addPhotosLabel, { exact: true }))
    actions += photos.length + 1
    await (
      await chooser
    ).setFiles(photos.map((buffer, n) => ({ name: `PXL_2027050${n}.jpg`, mimeType: "image/jpeg", buffer })))
    await page.locator("[data-photo-list] li[data-photo]").nth(12).waitFor()
    for (const n of [1, 2, 3]) {
      await type(page.getByLabel(`Foto ${n}: Beschreibung Deutsch`, { exact: true }), `Stand ${n}`)
      await type(page.getByLabel(`Foto ${n}: Beschreibung English`, { exact: true }), `Stall ${n}`)
    }
    await tap(page.getByRole("button", { name: "Aus den Fotos wählen / pick from the photos" }))
    await tap(page.getByRole("button", { name: /^Foto 4 wählen/ }))
    await both("Bildbeschreibung / image description", "Der Hof am Morgen", "The courtyard in the morning")

    await tap(page.getByRole("button", { name: publishing.save, exact: true }))
    await statusButton(page, publishing.draft).waitFor()
    for (const [from, to] of [
      [publishing.draft, publishing.inReview],
      [publishing.inReview, publishing.ready],
    ]) {
      await tap(statusButton(page, from))
      await tap(page.getByRole("menuitem", { name: to }))
      await statusButton(page, to).waitFor()
    }
    await tap(page.getByRole("button", { name: publishing.publish, exact: true }))
    await tap(page.getByRole("menuitem", { name: publishing.publishNow }))
    await waitFor(() => editor.publishedOrNull(file) !== null, `${file} on main`)

    const saved = parse(editor.published(file)) as {
      cover: { image: string }
      photos: { image: string; alt?: unknown }[]
    }
    expect(saved.photos).toHaveLength(13)
    // Three with their own descriptions, the others with the automatic ones ("Flohmarkt 2027, Foto 4").
    const described = saved.photos.filter((photo) =>
      /^Stand \d$/.test((photo.alt as { de?: string } | undefined)?.de ?? ""),
    )
    expect(described).toHaveLength(3)
    expect(saved.cover.image).toBe(saved.photos[3].image)
    for (const photo of saved.photos) {
      const metadata = await sharp(
        execBlob(`main:data/images/events/${slug}/${photo.image.split("/").pop()}`),
      ).metadata()
      expect(Math.max(metadata.width!, metadata.height!)).toBe(photoLongEdge)
    }
    // The figure for the closing note: each tap and each text typed, and the picker's taps.
    console.log(`published an event with 13 photos, 3 described and a cover, on a phone in ${actions} actions`)
    expect(problems).toEqual([])
    await page.close()
  }, 600000)
})

/** A file as a branch of the editor's repository has it ("main:data/…"). */
function execBlob(spec: string): Buffer {
  return execFileSync("git", ["cat-file", "blob", spec], { cwd: editor.repo })
}
