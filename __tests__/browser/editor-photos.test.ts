/**
 * No photo lost in the editor (issue 59), on a phone (390 × 844, touch) and on a computer (1,440 × 900), in the editor
 * as `npm run cms` serves it: an event's photos chosen, the same photo chosen twice, a gallery photo named like the
 * event's cover, a file that is no photo, one photo removed and chosen again, another chosen and removed, the rest
 * reordered and published. Every photo the saved YAML names is on main, no file is named by nothing, the cover is
 * untouched; the event reopened shows every photo as its picture.
 */
import { execFileSync } from "child_process"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { parse } from "yaml"
import { alreadyListed, progressText } from "../../src/cms/photo-list"
import { alreadyInFolder, uploadProblem } from "../../src/cms/photo-upload"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { collections, fileOf } from "../../src/content/collections"
import { imagePaths, joinPath } from "../../src/content/photo-paths"
import path from "path"
import {
  addPhotosLabel,
  choosePhotos,
  decapFileInput,
  devices,
  draftReviewPublish,
  useLocalEditor,
  valueBecomes,
  waitFor,
  type Device,
} from "./support/admin"

const editor = useLocalEditor()

/** A phone's photo, `hue` telling it from the others. */
async function phonePhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${hue}, 70%, 50%)"/><circle cx="400" cy="300" r="${100 + hue}" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer })

/**
 * Waits until every picture `selector` matches has loaded (scrolled to, as a person scrolls), and gives each one's
 * size as drawn from its file (Decap's stand-in while a photo loads is an empty picture).
 */
async function loadedPictures(page: Page, selector: string): Promise<string[]> {
  const images = page.locator(selector)
  const sizes: string[] = []
  for (let index = 0; index < (await images.count()); index++) {
    const image = images.nth(index)
    await image.scrollIntoViewIfNeeded()
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await image.elementHandle(),
      { timeout: 15000 },
    )
    sizes.push(
      await image.evaluate((element: HTMLImageElement) => `${element.naturalWidth} × ${element.naturalHeight}`),
    )
  }
  return sizes
}

/** The sizes of photos an entry's file names, from main (what the editor's pictures must be). */
async function photoSizes(entryFile: string, images: string[]): Promise<string[]> {
  const sizes: string[] = []
  for (const image of images) {
    const blob = execFileSync("git", ["cat-file", "blob", `main:${joinPath(path.dirname(entryFile), image)}`], {
      cwd: editor.repo,
    })
    const { width, height, orientation } = await sharp(blob).metadata()
    // Drawn upright, as the browser draws a photo with its EXIF orientation.
    sizes.push(orientation && orientation >= 5 ? `${height} × ${width}` : `${width} × ${height}`)
  }
  return sizes
}

/** An event opened in the editor, with Decap's media library open on its cover. */
async function openCoverLibrary(event: string, device: Device) {
  const admin = await editor.openAdmin(`#/collections/events/entries/${event}`, undefined, device)
  await valueBecomes(admin.page.getByLabel("Adresse der Seite / slug", { exact: true }), event)
  await admin.page.getByRole("button", { name: "Wähle ein anderes Bild", exact: true }).first().click()
  return admin
}

/** The photo list's thumbnails, and Decap's picture of the cover. */
const thumbnails = "[data-photo-list] li[data-photo] img"
const coverPicture = "img[role=presentation]"

describe.each([
  ["on a phone (390 × 844, touch)", devices.phone],
  ["on a computer (1,440 × 900)", devices.computer],
] as [string, Device][])("/admin/: an event's photos %s", (_, device) => {
  const slug = "carnival-2027"
  const file = `data/events/${slug}.yaml`
  const folder = `data/images/events/${slug}`
  const names = {
    first: "pxl-20261120-181512345-mp.jpg",
    second: "pxl-20261120-181533017-mp.jpg",
    removed: "pxl-20261120-181547222-mp.jpg",
    likeCover: "cover-2.jpg",
  }

  it("chosen, chosen again, removed, reordered and published: every photo named is on main, none named by nothing, the cover untouched", async () => {
    const before = editor.published(file)
    const cover = editor.git("rev-parse", `main:${folder}/cover.jpg`)
    const first = jpeg("PXL_20261120_181512345.MP.jpg", await phonePhoto(10))
    const second = jpeg("PXL_20261120_181533017.MP.jpg", await phonePhoto(120))
    const likeCover = jpeg("Cover.JPG", await phonePhoto(240))
    const notAPhoto = jpeg("notiz.jpg", Buffer.from("Bitte Fotos bis Freitag."))
    const { page, problems, dialogs } = await editor.openAdmin(
      `#/collections/events/entries/${slug}`,
      undefined,
      device,
    )
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), slug)

    // One dialog: two phone photos, the first of them again, a photo named like the cover, a text file named .jpg.
    await choosePhotos(page, [first, second, first, likeCover, notAPhoto])
    const status = page.locator("[data-photo-list] [data-progress]")
    await expect(status.locator("span").innerText()).resolves.toBe(progressText(3, 5, 1, 1))
    await expect(status.locator("[data-known] li").allInnerTexts()).resolves.toEqual([
      `${first.name}: ${alreadyListed(0, names.first)}`,
    ])
    // The refused file in one line; its reason on demand.
    const refusal = page.getByRole("alert").locator("li")
    await expect(refusal.locator("summary").allInnerTexts()).resolves.toEqual([
      "notiz.jpg: nicht gespeichert / not saved",
    ])
    await expect(refusal.locator("p").isVisible()).resolves.toBe(false)
    await refusal.locator("summary").click()
    await expect(refusal.locator("p").innerText()).resolves.toBe(
      uploadProblem("notiz.jpg", "image/jpeg", notAPhoto.buffer.length, new Uint8Array(0)),
    )
    const listed = () =>
      page
        .locator("[data-photo-list] li[data-photo]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-photo")!.split("/").pop()))
    await expect(listed()).resolves.toEqual([names.first, names.second, names.likeCover])

    // The first removed and chosen again: back under its own name. Another chosen and removed before publishing.
    await page.getByRole("button", { name: "Foto 1 entfernen / remove photo 1" }).click()
    await choosePhotos(page, [jpeg("PXL_20261120_181547222.MP.jpg", await phonePhoto(300))])
    await page.getByRole("button", { name: "Foto 3 entfernen / remove photo 3" }).click()
    await choosePhotos(page, [first])
    await expect(status.locator("span").innerText()).resolves.toBe(progressText(1, 1))
    await expect(listed()).resolves.toEqual([names.second, names.likeCover, names.first])
    // Reordered: the first to the top.
    await page.getByRole("button", { name: "Foto 3 nach oben / photo 3 up" }).click()
    await page.getByRole("button", { name: "Foto 2 nach oben / photo 2 up" }).click()
    await expect(listed()).resolves.toEqual([names.first, names.second, names.likeCover])

    const saved = parse(await draftReviewPublish(editor, page, `cms/events/${slug}`, file, before)) as {
      cover: { image: string }
      photos: { image: string }[]
    }
    expect(saved.photos.map((photo) => photo.image)).toEqual(
      [names.first, names.second, names.likeCover].map((name) => `../images/events/${slug}/${name}`),
    )
    // On main: the cover as it was, and exactly the photos named.
    expect(editor.git("rev-parse", `main:${folder}/cover.jpg`)).toBe(cover)
    expect(editor.git("ls-tree", "--name-only", `main:${folder}`).split("\n").sort()).toEqual(
      ["cover.jpg", names.first, names.second, names.likeCover].sort(),
    )
    expect(validateDataDir(path.join(editor.repo, "data"))).toEqual([])
    // Decap asked nothing but whether to publish (it asked to replace the cover before).
    expect(dialogs).toEqual(["Soll dieser Beitrag wirklich veröffentlicht werden?"])
    expect(problems).toEqual([])
    await page.close()

    // Reopened: every photo and the cover shown as its picture.
    const reopened = await editor.openAdmin(`#/collections/events/entries/${slug}`, undefined, device)
    await valueBecomes(reopened.page.getByLabel("Adresse der Seite / slug", { exact: true }), slug)
    await reopened.page.locator(thumbnails).nth(2).waitFor()
    await expect(loadedPictures(reopened.page, thumbnails)).resolves.toEqual(
      await photoSizes(
        file,
        saved.photos.map((photo) => photo.image),
      ),
    )
    await expect(loadedPictures(reopened.page, coverPicture)).resolves.toEqual(
      await photoSizes(file, [saved.cover.image]),
    )
    expect(reopened.problems).toEqual([])
    await reopened.page.close()
  }, 240000)

  it("takes a cover uploaded in Decap's media library under a name of its own: the gallery's photo of that name untouched", async () => {
    const event = "carnival-2025"
    const entryFile = `data/events/${event}.yaml`
    const gallery = editor.git("rev-parse", `main:data/images/events/${event}/1.jpg`)
    const upload = await phonePhoto(60)
    const { page, problems, dialogs } = await openCoverLibrary(event, device)
    await page.locator(decapFileInput).setInputFiles(jpeg("1.JPG", upload))
    await page.getByText("1-2.jpg", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click()
    const saved = parse(
      await draftReviewPublish(editor, page, `cms/events/${event}`, entryFile, editor.published(entryFile)),
    ) as { cover: { image: string } }
    expect(saved.cover.image).toBe(`../images/events/${event}/1-2.jpg`)
    expect(editor.git("rev-parse", `main:data/images/events/${event}/1.jpg`)).toBe(gallery)
    const written = execFileSync("git", ["cat-file", "blob", `main:data/images/events/${event}/1-2.jpg`], {
      cwd: editor.repo,
    })
    expect(written.equals(upload)).toBe(true)
    // Decap asked nothing but whether to publish (it asked to replace 1.jpg before, and "yes" deleted it).
    expect(dialogs).toEqual(["Soll dieser Beitrag wirklich veröffentlicht werden?"])
    expect(problems).toEqual([])
    await page.close()
  }, 120000)

  it("removes published photos in a draft: on publishing one leaves main, the one the cover names stays", async () => {
    const event = "carnival-2025"
    const entryFile = `data/events/${event}.yaml`
    const before = editor.published(entryFile)
    const { cover, photos } = parse(before) as { cover: { image: string }; photos: { image: string }[] }
    const named = photos.map((photo) => path.basename(photo.image))
    // The second photo is the cover too; the third is named only in the gallery.
    expect(path.basename(cover.image)).toBe(named[1])
    const onMain = () => editor.git("ls-tree", "--name-only", `main:data/images/events/${event}`).split("\n")
    const { page, problems } = await editor.openAdmin(`#/collections/events/entries/${event}`, undefined, device)
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), event)
    await page.getByRole("button", { name: "Foto 3 entfernen / remove photo 3" }).click()
    await page.getByRole("button", { name: "Foto 2 entfernen / remove photo 2" }).click()
    const saved = parse(await draftReviewPublish(editor, page, `cms/events/${event}`, entryFile, before)) as {
      photos: { image: string }[]
    }
    expect(saved.photos.map((photo) => path.basename(photo.image))).toEqual([named[0], ...named.slice(3)])
    await waitFor(() => !onMain().includes(named[2]), `${named[2]} to leave main`)
    expect(onMain()).toContain(named[1])
    expect(validateDataDir(path.join(editor.repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 120000)

  it("knows a photo chosen again in Decap's media library by its content, and uploads it once", async () => {
    const event = "carnival-2025"
    const onMain = execFileSync("git", ["cat-file", "blob", `main:data/images/events/${event}/1.jpg`], {
      cwd: editor.repo,
    })
    const upload = await phonePhoto(90)
    const { page, problems, dialogs } = await openCoverLibrary(event, device)
    const files = () => page.locator("[role=dialog] p").allInnerTexts()
    await page.locator(decapFileInput).setInputFiles(jpeg("Fest.JPG", upload))
    await page.getByText("fest.jpg", { exact: true }).waitFor()
    const listed = await files()
    for (const [chosen, buffer, known] of [
      ["Fest.JPG", upload, "fest.jpg"],
      ["IMG_0001.JPG", onMain, "1.jpg"],
    ] as const) {
      await page.locator(decapFileInput).setInputFiles(jpeg(chosen, buffer))
      await waitFor(() => dialogs.length > 0, `a word on ${chosen}`)
      expect(dialogs.splice(0)).toEqual([alreadyInFolder(chosen, known)])
    }
    expect(await files()).toEqual(listed)
    expect(problems).toEqual([])
    await page.close()
  }, 120000)

  it("names the address by its label when photos are chosen before it is filled in", async () => {
    const { page, problems } = await editor.openAdmin("#/collections/events/new", undefined, device)
    const chooser = page.waitForEvent("filechooser")
    await page.getByText(addPhotosLabel, { exact: true }).click()
    await (
      await chooser
    ).setFiles([
      jpeg("PXL_20261120_181512345.MP.jpg", await phonePhoto(10)),
      jpeg("PXL_20261120_181533017.MP.jpg", await phonePhoto(120)),
    ])
    const refusal = page.getByRole("alert").locator("li")
    await expect(refusal.locator("summary").innerText()).resolves.toBe(
      "2 Fotos / photos: nicht gespeichert / not saved",
    )
    await refusal.locator("summary").click()
    await expect(refusal.locator("p").innerText()).resolves.toContain(
      "Bitte zuerst „Adresse der Seite / slug“ ausfüllen",
    )
    await expect(page.locator(thumbnails).count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it.each([
    ["events", "carnival-2025"],
    ["partners", "da-tano"],
    ["rooms", "event-hall"],
  ])(
    "shows every photo of a saved entry (%s/%s) as its picture when it is reopened",
    async (name, key) => {
      const collection = collections.find((c) => c.name === name)!
      const entryFile = fileOf(collection, key)
      const data = parse(editor.published(entryFile)) as unknown
      // A list's photos are the photo list's thumbnails; a single photo (a cover, a first photo) is Decap's picture.
      const named = imagePaths(readSchemaDocuments(), collection, data)
      const inList = named.filter((photo) => /\/\d+(\/|$)/.test(photo.pointer)).map((photo) => photo.path)
      const single = named.filter((photo) => !/\/\d+(\/|$)/.test(photo.pointer)).map((photo) => photo.path)
      expect([inList.length > 1, single.length]).toEqual([true, 1])
      const { page, problems } = await editor.openAdmin(`#/collections/${name}/entries/${key}`, undefined, device)
      await page
        .locator(thumbnails)
        .nth(inList.length - 1)
        .waitFor()
      await expect(loadedPictures(page, thumbnails)).resolves.toEqual(await photoSizes(entryFile, inList))
      await expect(loadedPictures(page, coverPicture)).resolves.toEqual(await photoSizes(entryFile, single))
      expect(problems).toEqual([])
      await page.close()
    },
    120000,
  )
})
