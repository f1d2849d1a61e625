/**
 * `npm run album` (src/gatsby/album.ts) on a folder as a phone's photos arrive on a computer: a portrait stored sideways
 * with its EXIF orientation and GPS, an iPhone HEIC and a PNG screenshot; the photos are generated small here.
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { parse } from "yaml"
import { heicAdvice, photoLongEdge } from "../../src/content/photos"
import { addAlbum } from "../../src/gatsby/album"
import { validateDataDir } from "../../src/gatsby/validate-data"

const root = path.resolve(__dirname, "../..")
let project: string
let folder: string

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "passage-album-"))
  fs.cpSync(path.join(root, "data"), path.join(project, "data"), { recursive: true })
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "passage-phone-"))
  // Upright 300 × 400, stored as the phone does: 400 × 300 with orientation 6.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#777"/><rect width="300" height="100" fill="#f00"/></svg>`
  const sideways = await sharp(Buffer.from(svg)).rotate(-90).jpeg().toBuffer()
  const portrait = await sharp(sideways)
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1" } })
    .jpeg()
    .toBuffer()
  fs.writeFileSync(path.join(folder, "IMG_0001.JPG"), portrait)
  fs.writeFileSync(
    path.join(folder, "IMG_0002.HEIC"),
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(100)]),
  )
  const screenshot = await sharp({ create: { width: 390, height: 844, channels: 4, background: "#36c8" } })
    .png()
    .toBuffer()
  fs.writeFileSync(path.join(folder, "Screenshot 2027-07-03.png"), screenshot)
  // A name the folder already has: stored beside it, not over it.
  fs.mkdirSync(path.join(project, "data/images/events/advent-2026"), { recursive: true })
  fs.copyFileSync(path.join(folder, "IMG_0001.JPG"), path.join(project, "data/images/events/advent-2026/img-0001.jpg"))
})

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true })
  fs.rmSync(folder, { recursive: true, force: true })
})

describe("npm run album", () => {
  it("adds the portrait upright and the screenshot as JPEG without EXIF, names the HEIC with what to do, and keeps the YAML's comments", async () => {
    const file = path.join(project, "data/events/advent-2026.yaml")
    const before = fs.readFileSync(file, "utf8")
    const result = await addAlbum(project, folder, "advent-2026")
    expect(result.refused).toEqual([{ file: "IMG_0002.HEIC", reason: heicAdvice }])
    expect(result.added).toEqual([
      "data/images/events/advent-2026/img-0001-2.jpg",
      "data/images/events/advent-2026/screenshot-2027-07-03.jpg",
    ])
    const after = fs.readFileSync(file, "utf8")
    // Everything before the photos as it was, comments included.
    expect(after.slice(0, before.indexOf("photos:"))).toBe(before.slice(0, before.indexOf("photos:")))
    expect((parse(after) as { photos: unknown[] }).photos).toEqual([
      {
        image: "../images/events/advent-2026/img-0001-2.jpg",
        alt: { de: "Adventnachmittag in der Passage, Foto 1", en: "Advent afternoon in the passage, photo 1" },
      },
      {
        image: "../images/events/advent-2026/screenshot-2027-07-03.jpg",
        alt: { de: "Adventnachmittag in der Passage, Foto 2", en: "Advent afternoon in the passage, photo 2" },
      },
    ])
    const sizes = []
    for (const added of result.added) {
      const metadata = await sharp(path.join(project, added)).metadata()
      expect([added, metadata.format, metadata.orientation, metadata.exif, metadata.hasAlpha]).toEqual([
        added,
        "jpeg",
        undefined,
        undefined,
        false,
      ])
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(photoLongEdge)
      sizes.push([metadata.width, metadata.height])
    }
    expect(sizes).toEqual([
      [300, 400],
      [390, 844],
    ])
    // Upright: red at the top.
    const { data, info } = await sharp(path.join(project, result.added[0])).raw().toBuffer({ resolveWithObject: true })
    const at = (y: number) => (y * info.width + 150) * info.channels
    expect([data[at(20)] > 200, data[at(20) + 1] < 60, data[at(380)] < 160]).toEqual([true, true, true])
    // The build takes the event as it is now.
    expect(validateDataDir(path.join(project, "data"))).toEqual([])
  }, 30000)

  it("refuses a missing event or arguments with what to do, and writes nothing", async () => {
    await expect(addAlbum(project, folder, "no-such-event")).rejects.toThrow(
      "data/events/no-such-event.yaml does not exist: create the event first",
    )
    await expect(addAlbum(project, undefined, undefined)).rejects.toThrow(
      "usage: npm run album -- <folder of photos> <event slug>",
    )
    expect(fs.existsSync(path.join(project, "data/images/events/no-such-event"))).toBe(false)
  })
})
