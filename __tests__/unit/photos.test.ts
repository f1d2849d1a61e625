/**
 * Photos straight from a phone: the pure rules (src/content/photos.ts), the build's check and
 * fitted copies (src/gatsby/photos.ts) and `npm run photos:fit`, on photos made here with sharp:
 * a 12 MP portrait stored landscape with EXIF orientation 6 and GPS, a 48 MP JPEG, a PNG
 * screenshot, a HEIC (its `ftyp heic` header: sharp from npm cannot encode HEVC), a damaged JPEG.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import {
  exifHasGps,
  fittedSize,
  heicAdvice,
  isHeic,
  jpegHasExif,
  photoKind,
  photoLongEdge,
  photoProblem,
  safePhotoName,
} from "../../src/content/photos"
import { fittedCopyOf, fittedPhotoExtension, photoFacts, photoSizeField, preparePhotos } from "../../src/gatsby/photos"
import { jpegClaiming, pngClaiming } from "./support/photo-headers"

const root = path.resolve(__dirname, "../..")
const gps = { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1", GPSLongitudeRef: "E", GPSLongitude: "14/1 1/1 39/1" }

/** An upright portrait (red top, blue bottom) of width × height, stored sideways with EXIF orientation 6 and GPS. */
async function sidewaysPortrait(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#777"/><rect width="${width}" height="${height / 4}" fill="#f00"/><rect y="${(height * 3) / 4}" width="${width}" height="${height / 4}" fill="#00f"/></svg>`
  const stored = await sharp(Buffer.from(svg)).rotate(-90).jpeg().toBuffer()
  return sharp(stored)
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Phone" }, IFD3: gps })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a86" } })
    .jpeg({ quality: 60 })
    .toBuffer()

/** ftyp box of an iPhone photo, then filler: enough for every check that reads a file's first bytes. */
const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.alloc(200),
])

/** The colour of a pixel as [r, g, b]. */
async function pixel(image: Buffer | string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60

describe("photo rules (src/content/photos.ts)", () => {
  it("makes file names safe: lower case, ASCII, umlauts spelled out, dashes, .jpg", () => {
    expect(safePhotoName("IMG_0412.JPG")).toBe("img-0412.jpg")
    expect(safePhotoName("Foto 2 Ü.JPG")).toBe("foto-2-ue.jpg")
    expect(safePhotoName("Straßenfest Ärger öfter.jpeg")).toBe("strassenfest-aerger-oefter.jpg")
    expect(safePhotoName("Café  crème (1).png")).toBe("cafe-creme-1.jpg")
    expect(safePhotoName("Screenshot 2026-05-01 at 10.12.33.PNG")).toBe("screenshot-2026-05-01-at-10-12-33.jpg")
    expect(safePhotoName("???.jpg")).toBe("foto.jpg")
    expect(safePhotoName(`${"Sommerfest im Hof ".repeat(14)}.jpg`)).toBe(
      `${"sommerfest-im-hof-".repeat(5)}sommerfest.jpg`,
    )
  })

  it("scales the long edge down to photoLongEdge, never up", () => {
    expect(photoLongEdge).toBe(1920)
    expect(fittedSize(4032, 3024)).toEqual({ width: 1920, height: 1440 })
    expect(fittedSize(3024, 4032)).toEqual({ width: 1440, height: 1920 })
    expect(fittedSize(8000, 6000)).toEqual({ width: 1920, height: 1440 })
    expect(fittedSize(1170, 2532)).toEqual({ width: 887, height: 1920 })
    expect(fittedSize(1600, 1200)).toEqual({ width: 1600, height: 1200 })
  })

  it("tells HEIC, JPEG, PNG apart by their bytes, and HEIC also by name or type", async () => {
    expect(photoKind(heic)).toBe("heic")
    expect(photoKind(await flat(10, 10))).toBe("jpeg")
    expect(
      photoKind(
        await sharp(await flat(10, 10))
          .png()
          .toBuffer(),
      ),
    ).toBe("png")
    expect(photoKind(Buffer.from("hello world, no photo"))).toBe("unknown")
    expect(isHeic("IMG_0001.HEIC", "", Buffer.alloc(16))).toBe(true)
    expect(isHeic("photo.jpg", "image/heif", Buffer.alloc(16))).toBe(true)
    expect(isHeic("IMG_0001.JPG", "image/jpeg", heic)).toBe(true)
    expect(isHeic("IMG_0001.JPG", "image/jpeg", await flat(10, 10))).toBe(false)
  })

  it("finds EXIF in a JPEG and GPS in its EXIF", async () => {
    const phone = await sidewaysPortrait(300, 400)
    expect(jpegHasExif(phone)).toBe(true)
    expect(exifHasGps((await sharp(phone).metadata()).exif!)).toBe(true)
    expect(jpegHasExif(await flat(40, 30))).toBe(false)
    const withoutGps = await sharp(await flat(40, 30))
      .withExif({ IFD0: { Make: "Phone" } })
      .toBuffer()
    expect(exifHasGps((await sharp(withoutGps).metadata()).exif!)).toBe(false)
  })

  it("refuses HEIC, what is no photo, and photos over 50 MP or 20 MB", () => {
    expect(photoProblem({ kind: "heic", bytes: 1000 })).toContain(heicAdvice)
    expect(photoProblem({ kind: "unknown", bytes: 1000 })).toMatch(/not a JPEG, PNG, WebP or AVIF photo/)
    expect(photoProblem({ kind: "jpeg", bytes: 21 * 1024 * 1024, width: 4000, height: 3000 })).toMatch(
      /21\.0 MB, more than the 20 MB/,
    )
    expect(photoProblem({ kind: "jpeg", bytes: 9e6, width: 9000, height: 6000 })).toBe(
      "is too large: 9000 × 6000 pixels (54 MP), more than the 50 MP the build takes: run `npm run photos:fit` (it scales the file to 1920 pixels on the long edge), or upload it through the editor, which does the same",
    )
    expect(photoProblem({ kind: "jpeg", bytes: 9e6, width: 8000, height: 6000 })).toBeUndefined()
    // Above any camera (the editor's limit): no tool here scales it, so the advice is to export it smaller.
    expect(photoProblem({ kind: "png", bytes: 65, width: 30_000, height: 30_000 })).toBe(
      "is too large: 30000 × 30000 pixels (900 MP), more than the 50 MP the build takes and more than any camera's photo (the editor takes up to 200 MP): export it again with at most 1920 pixels on the long edge and replace it",
    )
    // Just above a limit, the figure is not rounded down to it.
    expect(photoProblem({ kind: "jpeg", bytes: 9e6, width: 8200, height: 6100 })).toMatch(
      /\(50\.02 MP\), more than the 50 MP/,
    )
  })
})

describe("the build's photo check and fitted copies (src/gatsby/photos.ts)", () => {
  let dir: string
  let dataDir: string
  let fittedDir: string
  const reporter = () => ({ panic: jest.fn(), info: jest.fn(), warn: jest.fn() })

  /** An event whose gallery names the given photos (written to data/images/events/test/). */
  function event(photos: Record<string, Buffer>): void {
    const folder = path.join(dataDir, "images/events/test")
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder, { recursive: true })
    for (const [name, bytes] of Object.entries(photos)) fs.writeFileSync(path.join(folder, name), bytes)
    const lines = Object.keys(photos).map(
      (name) => `  - image: ../images/events/test/${name}\n    alt: { de: a, en: a }`,
    )
    fs.writeFileSync(
      path.join(dataDir, "events/test.yaml"),
      `slug: test\ncover:\n  image: ../images/events/test/${Object.keys(photos)[0]}\nphotos:\n${lines.join("\n")}\n`,
    )
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-photos-"))
    dataDir = path.join(dir, "data")
    fittedDir = path.join(dir, "fitted")
    fs.mkdirSync(path.join(dataDir, "events"), { recursive: true })
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("uses a 12 MP sideways portrait with GPS and a 48 MP photo through upright, scaled copies without EXIF; a PNG as it is", async () => {
    const portrait = await sidewaysPortrait(3000, 4000)
    expect(await sharp(portrait).metadata()).toMatchObject({ width: 4000, height: 3000, orientation: 6 })
    const screenshot = await sharp({ create: { width: 1170, height: 2532, channels: 4, background: "#fff" } })
      .png()
      .toBuffer()
    event({ "IMG_0412.JPG": portrait, "big.jpg": await flat(8000, 6000), "screen.png": screenshot })
    const report = reporter()
    await preparePhotos({ reporter: report }, dataDir, fittedDir)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn.mock.calls[0][0]).toMatch(/2 photo\(s\) in data\/ are stored sideways .* larger than needed/)

    const upright = fittedCopyOf(path.join(dataDir, "images/events/test/IMG_0412.JPG"), dataDir, fittedDir)!
    const metadata = await sharp(upright).metadata()
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
      1920,
      2560,
      undefined,
      undefined,
    ])
    // Red at the top, blue at the bottom: upright.
    expect(isRed(await pixel(upright, 960, 100))).toBe(true)
    expect(isBlue(await pixel(upright, 960, 2460))).toBe(true)
    const big = await sharp(
      fittedCopyOf(path.join(dataDir, "images/events/test/big.jpg"), dataDir, fittedDir)!,
    ).metadata()
    expect([big.width, big.height]).toEqual([2560, 1920])
    expect(fittedCopyOf(path.join(dataDir, "images/events/test/screen.png"), dataDir, fittedDir)).toBeUndefined()

    // A photo replaced by a web-ready one loses its copy.
    event({ "IMG_0412.JPG": await flat(1920, 2560) })
    await preparePhotos({ reporter: reporter() }, dataDir, fittedDir)
    expect(fittedCopyOf(path.join(dataDir, "images/events/test/IMG_0412.JPG"), dataDir, fittedDir)).toBeUndefined()
    expect(fs.existsSync(path.join(fittedDir, "images/events/test/big.jpg"))).toBe(false)
  }, 60000)

  it("stops the build for a HEIC, a damaged and a far too large photo, naming file, entry, field and what to do", async () => {
    const good = await flat(1200, 800)
    event({
      "ok.jpg": good,
      "IMG_0413.jpg": heic,
      "broken.jpg": good.subarray(0, 400),
      "huge.jpg": await flat(9000, 6000),
      "cut.jpg": good.subarray(0, good.length - 100),
      // A motion photo (Pixel's PXL_…MP.jpg): its video follows the picture's end.
      "PXL_20261128_191500123.MP.jpg": Buffer.concat([good, Buffer.from("\0\0\0\x18ftypmp42 a video follows")]),
    })
    const report = reporter()
    await preparePhotos({ reporter: report }, dataDir, fittedDir)
    expect(report.panic).toHaveBeenCalledTimes(1)
    const message: string = report.panic.mock.calls[0][0]
    expect(message).toContain(
      'data/events/test.yaml, line 7: event "test", field "photos[1].image" points to data/images/events/test/IMG_0413.jpg, which is an iPhone photo in HEIC format',
    )
    expect(message).toContain("Maximale Kompatibilität")
    expect(message).toMatch(
      /field "photos\[2\]\.image" points to data\/images\/events\/test\/broken\.jpg, which .*damaged/,
    )
    expect(message).toMatch(
      /field "photos\[3\]\.image" points to .*huge\.jpg, which is too large: 9000 × 6000 pixels \(54 MP\)/,
    )
    expect(message).toMatch(
      /field "photos\[4\]\.image" points to data\/images\/events\/test\/cut\.jpg, which cannot be read, the file is damaged \(it ends before its last picture data\)/,
    )
    expect(message).not.toContain("ok.jpg")
    expect(message).not.toContain("PXL_")
  }, 60000)

  it("stops the build for a tiny PNG or JPEG whose header claims 30,000 × 30,000 pixels: too large, with the limits", async () => {
    event({
      "ok.jpg": await flat(1200, 800),
      "claims.png": pngClaiming(30_000, 30_000),
      "claims.jpg": jpegClaiming(30_000, 30_000),
      // The frame header 320 KB in, beyond the bytes the check reads first: sharp's header tells.
      "late.jpg": jpegClaiming(30_000, 30_000, 320 * 1024),
    })
    const report = reporter()
    await preparePhotos({ reporter: report }, dataDir, fittedDir)
    expect(report.panic).toHaveBeenCalledTimes(1)
    const message: string = report.panic.mock.calls[0][0]
    for (const [index, name] of [
      [1, "claims.png"],
      [2, "claims.jpg"],
      [3, "late.jpg"],
    ])
      expect(message).toContain(
        `data/events/test.yaml, line ${5 + 2 * Number(index)}: event "test", field "photos[${index}].image" points to data/images/events/test/${name}, which is too large: 30000 × 30000 pixels (900 MP), more than the 50 MP the build takes and more than any camera's photo (the editor takes up to 200 MP)`,
      )
    expect(message).not.toContain("not a JPEG")
    expect(message).not.toContain("ok.jpg")
  }, 60000)

  it("photoFacts gives the size a header claims, also where sharp refuses to open the file for it", async () => {
    const folder = path.join(dir, "facts")
    fs.mkdirSync(folder)
    const facts = async (name: string, bytes: Buffer) => {
      fs.writeFileSync(path.join(folder, name), bytes)
      return photoFacts(path.join(folder, name))
    }
    await expect(sharp(pngClaiming(30_000, 30_000)).metadata()).rejects.toThrow(/exceeds pixel limit/)
    expect(await facts("claims.png", pngClaiming(30_000, 30_000))).toMatchObject({
      kind: "png",
      width: 30_000,
      height: 30_000,
    })
    expect(await facts("late.jpg", jpegClaiming(30_000, 30_000, 320 * 1024))).toMatchObject({
      kind: "jpeg",
      width: 30_000,
      height: 30_000,
    })
    expect(await facts("small.png", pngClaiming(300, 200))).toMatchObject({ kind: "png", width: 300, height: 200 })
  })

  it("@fittedPhoto hands the pages the fitted copy's File, else the photo's own", async () => {
    event({ "side.jpg": await sidewaysPortrait(300, 400), "plain.jpg": await flat(400, 300) })
    await preparePhotos({ reporter: reporter() }, dataDir, fittedDir)
    const side = { absolutePath: path.join(dataDir, "images/events/test/side.jpg") }
    const plain = { absolutePath: path.join(dataDir, "images/events/test/plain.jpg") }
    const copy = { absolutePath: path.join(fittedDir, "images/events/test/side.jpg") }
    const findOne = jest.fn(async () => copy)
    const extension = fittedPhotoExtension(dataDir, fittedDir) as unknown as {
      extend: (options: unknown, previous: { resolve: () => unknown }) => { resolve: (...args: unknown[]) => unknown }
    }
    const resolveTo = (value: unknown) =>
      extension.extend({}, { resolve: () => value }).resolve({}, {}, { nodeModel: { findOne } }, {})
    await expect(resolveTo(side)).resolves.toBe(copy)
    expect(findOne).toHaveBeenCalledWith({
      type: "File",
      query: { filter: { absolutePath: { eq: copy.absolutePath } } },
    })
    await expect(resolveTo(plain)).resolves.toBe(plain)
    await expect(resolveTo([plain, side])).resolves.toEqual([plain, copy])
    await expect(resolveTo(null)).resolves.toBeNull()
  })

  it("gives a gallery photo's size from its header, and from sharp where the header lies beyond the bytes read", async () => {
    const write = (name: string, bytes: Buffer) => {
      fs.writeFileSync(path.join(dir, name), bytes)
      return { absolutePath: path.join(dir, name) }
    }
    await expect(photoSizeField.resolve(write("plain.jpg", await flat(1200, 800)))).resolves.toEqual({
      width: 1200,
      height: 800,
    })
    await expect(
      photoSizeField.resolve(write("late.jpg", jpegClaiming(4000, 3000, 320 * 1024))),
    ).resolves.toMatchObject({
      width: 4000,
      height: 3000,
    })
  })
})

describe("npm run photos:fit", () => {
  it("makes committed photos web-ready in place and says what it changed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "passage-photos-fit-"))
    try {
      fs.writeFileSync(path.join(dir, "side.jpg"), await sidewaysPortrait(3000, 4000))
      fs.writeFileSync(path.join(dir, "ready.jpg"), await flat(1200, 800))
      fs.writeFileSync(path.join(dir, "IMG_1.heic"), heic)
      const run = spawnSync(process.execPath, [path.join(root, "scripts/photos-fit.mjs"), dir], { encoding: "utf8" })
      expect(run.stdout).toMatch(
        /side\.jpg: turned upright \(EXIF orientation 6\), scaled 3000 × 4000 → 1440 × 1920, EXIF with GPS location removed/,
      )
      expect(run.stdout).toMatch(/IMG_1\.heic: HEIC, left as it is/)
      expect(run.stdout).not.toContain("ready.jpg")
      expect(run.stdout).toMatch(/3 photo\(s\) checked, 1 changed, 1 left as they are/)
      expect(run.status).toBe(1)
      const side = await sharp(path.join(dir, "side.jpg")).metadata()
      expect([side.width, side.height, side.orientation, side.exif]).toEqual([1440, 1920, undefined, undefined])
      expect(isRed(await pixel(path.join(dir, "side.jpg"), 720, 100))).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60000)
})

describe("the figure editors read", () => {
  it("the editor's hints and docs/editors.md give photoLongEdge, and no other size", () => {
    const texts = [
      fs.readFileSync(path.join(root, "schemas/event.schema.json"), "utf8"),
      fs.readFileSync(path.join(root, "docs/editors.md"), "utf8"),
    ]
    for (const text of texts) {
      expect(text).toContain(`${photoLongEdge} Pixel`)
      const sizes = [...text.matchAll(/(\d[\d.,]*)\s*(?:Pixel|pixels|px)\b/g)].map((match) => match[1])
      expect(sizes.filter((size) => size !== String(photoLongEdge))).toEqual([])
    }
  })
})
