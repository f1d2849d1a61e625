/**
 * An event's photos in one go (src/cms/PhotoListWidget.tsx): a new event, twelve files chosen in one file dialog (ten
 * photos as a phone hands them over, an iPhone HEIC and a file of too many pixels), the progress line, the two refused
 * files named while the ten are stored, the ten described in the compact view, one picked as the cover, published: the
 * saved YAML lists them in order with their descriptions and main holds them fitted. The same at a phone's width,
 * saved as a draft. The photos are small (640 px) so that the run stays short; fitting large ones is cms.test.ts's.
 *
 * It counts the editor's actions (clicks, typed fields, file choices) and prints what publishing an event of 40
 * photos takes, beside the one-photo-at-a-time way (docs/editors.md before issue 49).
 */
import { execFileSync } from "child_process"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { parse } from "yaml"
import { photoLongEdge } from "../../src/content/photos"
import { unreadablePhoto, uploadProblem } from "../../src/cms/photo-upload"
import { progressText } from "../../src/cms/photo-list"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { draftReviewPublish, saveDraft, useLocalEditor, valueBecomes } from "./support/admin"
import path from "path"

const editor = useLocalEditor()

/** A small photo as a phone hands it over: every third a portrait stored sideways (EXIF orientation 6) with GPS. */
async function phonePhoto(index: number): Promise<Buffer> {
  const colour = `hsl(${index * 33}, 70%, 50%)`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/><rect width="640" height="120" fill="#fff"/></svg>`
  const photo = sharp(Buffer.from(svg))
  if (index % 3 !== 0) return photo.jpeg({ quality: 80 }).toBuffer()
  return sharp(await photo.jpeg().toBuffer())
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1" } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** The ftyp box of an iPhone photo and nothing else: a damaged HEIC, which the editor's decoder cannot read. */
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.alloc(2000),
])

/** A PNG's header that claims 30,000 × 30,000 pixels: refused by its header, before anything is decoded. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0)
  header.writeUInt32BE(13, 8)
  header.write("IHDR", 12, "latin1")
  header.writeUInt32BE(30000, 16)
  header.writeUInt32BE(30000, 20)
  header.set([8, 6, 0, 0, 0], 24)
  return header
}

type Upload = { name: string; mimeType: string; buffer: Buffer }

/** The editor's actions, counted as a person makes them. */
class Actions {
  count = 0
  constructor(private readonly page: Page) {}
  async click(locator: ReturnType<Page["locator"]>) {
    this.count++
    await locator.click()
  }
  async fill(locator: ReturnType<Page["locator"]>, text: string) {
    this.count++
    await locator.fill(text)
  }
  /** The add button, then the files chosen in the one dialog it opens. */
  async choose(files: Upload[]) {
    this.count += 2
    const chooser = this.page.waitForEvent("filechooser")
    await this.page.getByText("Fotos hinzufügen / add photos", { exact: true }).click()
    await (await chooser).setFiles(files)
  }
}

/** The event's fields before its photos; returns the actions they took. */
async function fillEvent(page: Page, actions: Actions, slug: string): Promise<void> {
  await actions.fill(page.getByLabel("Adresse der Seite / slug", { exact: true }), slug)
  await actions.fill(page.getByLabel(/^Beginn \/ start/), "2027-07-02T18:00")
  for (const [label, de, en] of [
    ["Titel / title", "Sommerfest 2027", "Summer party 2027"],
    ["Kurztext / teaser", "Ein Abend im Hof.", "An evening in the courtyard."],
    ["Text / text", "Musik und Essen.", "Music and food."],
  ]) {
    const german = page.getByLabel(label, { exact: false }).first()
    await actions.fill(german, de)
    await actions.fill(page.locator(`textarea[id="${await german.getAttribute("id")}-en"]`), en)
  }
}

const blob = (file: string): Buffer => execFileSync("git", ["cat-file", "blob", file], { cwd: editor.repo })

describe("/admin/: an event's photos in one go", () => {
  it("takes 12 files in one dialog with a progress line, names the damaged HEIC and the too large one, and publishes the 10 described, in order, fitted", async () => {
    const slug = "sommerfest-2027"
    const file = `data/events/${slug}.yaml`
    const { page, problems } = await editor.openAdmin("#/collections/events/new")
    const actions = new Actions(page)
    await fillEvent(page, actions, slug)
    const fixed = actions.count

    const photos: Upload[] = []
    for (let index = 0; index < 10; index++)
      photos.push({ name: `IMG_${2000 + index}.JPG`, mimeType: "image/jpeg", buffer: await phonePhoto(index) })
    const refused: Upload[] = [
      { name: "IMG_2100.HEIC", mimeType: "image/heic", buffer: heic },
      { name: "riesig.png", mimeType: "image/png", buffer: pixelBomb() },
    ]
    // The refused ones among the others, as a phone's selection mixes them.
    const chosen = [...photos.slice(0, 4), refused[0], ...photos.slice(4, 7), refused[1], ...photos.slice(7)]
    await actions.choose(chosen)
    const status = page.getByRole("status").filter({ hasText: "Fotos fertig" })
    await status.getByText(progressText(10, 12, 2)).waitFor()
    await expect(status.locator("progress").getAttribute("max")).resolves.toBe("12")
    const alert = page.getByRole("alert").filter({ hasText: "riesig.png" })
    // One line each, the reason on demand.
    await expect(alert.locator("summary").allInnerTexts()).resolves.toEqual(
      refused.map((file) => `${file.name}: nicht gespeichert / not saved`),
    )
    await expect(alert.locator("details p").allTextContents()).resolves.toEqual([
      unreadablePhoto("libheif: no image in the file"),
      uploadProblem("riesig.png", "image/png", refused[1].buffer.length, refused[1].buffer),
    ])
    const uploaded = actions.count

    // The compact view: a German and an English box per photo, one after another.
    for (let n = 1; n <= 10; n++) {
      await actions.fill(page.getByLabel(`Foto ${n}: Beschreibung Deutsch`, { exact: true }), `Foto ${n} im Hof`)
      await actions.fill(page.getByLabel(`Foto ${n}: Beschreibung English`, { exact: true }), `Photo ${n} in the yard`)
    }
    const described = actions.count

    // The cover: the first photo, picked from the gallery, and its description.
    await actions.click(page.getByRole("button", { name: "Aus den Fotos wählen / pick from the photos" }))
    await actions.click(page.getByRole("button", { name: /^Foto 1 wählen/ }))
    const coverAlt = page.getByLabel("Bildbeschreibung / image description", { exact: false }).first()
    await actions.fill(coverAlt, "Der Hof")
    await actions.fill(page.locator(`textarea[id="${await coverAlt.getAttribute("id")}-en"]`), "The courtyard")
    const covered = actions.count

    const saved = parse(await draftReviewPublish(editor, page, `cms/events/${slug}`, file, null)) as {
      cover: { image: string }
      photos: { image: string; alt: { de: string; en: string } }[]
    }
    // Save, status twice with its choice, publish, publish now, the confirmation.
    const publishing = 7
    const names = photos.map((photo) => `img-${photo.name.slice(4, 8)}.jpg`)
    const folder = `../images/events/${slug}`
    expect(saved.cover.image).toBe(`${folder}/${names[0]}`)
    expect(saved.photos).toEqual(
      names.map((name, index) => ({
        image: `${folder}/${name}`,
        alt: { de: `Foto ${index + 1} im Hof`, en: `Photo ${index + 1} in the yard` },
      })),
    )
    // Fitted as every upload is: upright (the portraits stored sideways now 480 × 640), without EXIF, as JPEG.
    for (const [index, name] of names.entries()) {
      const metadata = await sharp(blob(`main:data/images/events/${slug}/${name}`)).metadata()
      expect([name, metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(
        index % 3 === 0 ? [name, "jpeg", 480, 640, undefined] : [name, "jpeg", 640, 480, undefined],
      )
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(photoLongEdge)
    }
    expect(editor.git("ls-tree", "--name-only", `main:data/images/events/${slug}`).split("\n")).toEqual(
      [...names].sort(),
    )
    expect(validateDataDir(path.join(editor.repo, "data"))).toEqual([])
    expect(problems).toEqual([])

    // What publishing an event of 40 photos takes: the entry's fields, one choice of all its photos, two boxes a
    // photo, the cover, publishing; one photo at a time it took seven actions a photo (add, choose an image, upload,
    // the file dialog, use the selected one, two boxes), and a file dialog each.
    const perPhoto = (described - uploaded) / 10
    const now = fixed + (uploaded - fixed) + 40 * perPhoto + (covered - described) + publishing
    const before = fixed + 40 * 7 + (2 + 4) + publishing
    console.log(
      `Publishing an event of 40 photos: ${now} actions and 1 file dialog (one photo at a time: ${before} actions and 41 file dialogs)`,
    )
    expect(perPhoto).toBe(2)
    expect(now).toBeLessThan(before / 2)
    await page.close()
  }, 180000)

  it("does the same at a phone's width (390 px): added, described and reordered, nothing wider than the screen; photos already in the gallery stay", async () => {
    const slug = "herbstfest-2027"
    const file = `data/events/${slug}.yaml`
    const { page, problems } = await editor.openAdmin("#/collections/events/new")
    await page.setViewportSize({ width: 390, height: 844 })
    const actions = new Actions(page)
    await fillEvent(page, actions, slug)
    const first = [0, 1].map(async (index) => ({
      name: `a${index}.jpg`,
      mimeType: "image/jpeg",
      buffer: await phonePhoto(index),
    }))
    await actions.choose(await Promise.all(first))
    await page.getByRole("status").getByText(progressText(2, 2)).waitFor()
    await actions.fill(page.getByLabel("Foto 1: Beschreibung Deutsch", { exact: true }), "Erstes")
    await actions.fill(page.getByLabel("Foto 1: Beschreibung English", { exact: true }), "First")
    // A second choice adds to the list; the first two and the typed description stay.
    await actions.choose([
      { name: "b.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(2) },
      { name: "IMG_1.HEIC", mimeType: "image/heic", buffer: heic },
    ])
    await page
      .getByRole("status")
      .getByText(progressText(1, 2, 1))
      .waitFor()
    await page.getByRole("alert").getByText("IMG_1.HEIC").waitFor()
    await valueBecomes(page.getByLabel("Foto 1: Beschreibung Deutsch", { exact: true }), "Erstes")
    // The third photo up, by its button (the keyboard's way), then dragged to the top.
    await page.getByRole("button", { name: "Foto 3 nach oben / photo 3 up" }).focus()
    await page.keyboard.press("Enter")
    await page.getByText("Foto 2 / photo 2: b.jpg").waitFor()
    // The focus follows the photo (set in the frame after the move), so the keyboard can go on moving it.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("aria-label") === "Foto 2 nach oben / photo 2 up",
    )
    const items = page.locator("[data-photo-list] li[data-photo]")
    await items.nth(1).dragTo(items.nth(0))
    await page.getByText("Foto 1 / photo 1: b.jpg").waitFor()
    // Nothing of the list is wider than the phone's screen.
    const overflow = await page
      .locator("[data-photo-list]")
      .evaluate((list) =>
        [list, ...list.querySelectorAll("li, textarea, button, [data-drop]")]
          .map((element) => element.getBoundingClientRect().right)
          .filter((right) => right > window.innerWidth + 0.5),
      )
    expect(overflow).toEqual([])
    await page.getByRole("button", { name: "Aus den Fotos wählen / pick from the photos" }).click()
    await page.getByRole("button", { name: /^Foto 2 wählen/ }).click()
    const coverAlt = page.getByLabel("Bildbeschreibung / image description", { exact: false }).first()
    await coverAlt.fill("Der Hof")
    await page.locator(`textarea[id="${await coverAlt.getAttribute("id")}-en"]`).fill("The courtyard")
    await saveDraft(page)
    const draft = parse(editor.git("show", `cms/events/${slug}:${file}`)) as {
      cover: { image: string }
      photos: unknown[]
    }
    expect(draft.cover.image).toBe(`../images/events/${slug}/a0.jpg`)
    expect(draft.photos).toEqual([
      {
        image: `../images/events/${slug}/b.jpg`,
        alt: { de: "Sommerfest 2027, Foto 1", en: "Summer party 2027, photo 1" },
      },
      { image: `../images/events/${slug}/a0.jpg`, alt: { de: "Erstes", en: "First" } },
      {
        image: `../images/events/${slug}/a1.jpg`,
        alt: { de: "Sommerfest 2027, Foto 3", en: "Summer party 2027, photo 3" },
      },
    ])
    expect(problems).toEqual([])
    await page.close()
  }, 120000)
})
