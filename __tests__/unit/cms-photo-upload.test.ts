import sharp from "sharp"
import { heicAdvice, photoMaxMegabytes, photoPixels } from "../../src/content/photos"
import { jpegClaiming, pngClaiming, webpClaiming } from "./support/photo-headers"
import { photoAccept, uploadMaxMegabytes, uploadMaxMegapixels, uploadProblem } from "../../src/cms/photo-upload"

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)))
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF\0")
const png = bytes([0x89], "PNG\r\n\x1a\n")
const webp = bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")
const avif = bytes([0, 0, 0, 0x1c], "ftypavif")
const heic = bytes([0, 0, 0, 0x18], "ftypheic")
const megabyte = 1024 * 1024

describe("what the editor refuses to upload, before it decodes anything", () => {
  it("takes JPEG, PNG, WebP and AVIF photos by their first bytes, whatever their name or type says", () => {
    expect(uploadProblem("IMG_0412.JPG", "image/jpeg", 4 * megabyte, jpeg)).toBeUndefined()
    expect(uploadProblem("Screenshot.png", "image/png", 300_000, png)).toBeUndefined()
    expect(uploadProblem("photo.webp", "image/webp", 300_000, webp)).toBeUndefined()
    expect(uploadProblem("photo.avif", "image/avif", 300_000, avif)).toBeUndefined()
    expect(uploadProblem("photo", "", 300_000, jpeg)).toBeUndefined()
  })

  it("refuses a file that is not such a photo, even named .jpg, with what to do", () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg">')
    const text = bytes("Hallo, das ist kein Foto.")
    for (const head of [svg, text, bytes("%PDF-1.7"), bytes("GIF89a"), new Uint8Array(0)])
      expect(uploadProblem("foto.jpg", "image/jpeg", 1000, head)).toBe(
        "„foto.jpg“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF. Bitte das Foto als JPEG speichern und noch einmal hochladen. / “foto.jpg” is not a JPEG, PNG, WebP or AVIF photo. Please save the photo as JPEG and upload it again.",
      )
  })

  it("refuses an iPhone's HEIC photo with the HEIC advice, by its bytes, type or name, however large", () => {
    expect(uploadProblem("IMG_0413.jpg", "image/jpeg", 3 * megabyte, heic)).toBe(heicAdvice)
    expect(uploadProblem("IMG_0413.HEIC", "", 3 * megabyte, new Uint8Array(0))).toBe(heicAdvice)
    expect(uploadProblem("IMG_0413", "image/heif", 3 * megabyte, new Uint8Array(0))).toBe(heicAdvice)
    expect(uploadProblem("IMG_0413.HEIC", "image/heic", 90 * megabyte, heic)).toBe(heicAdvice)
  })

  it("refuses a photo above the build's limit by its size, in both languages", () => {
    expect(uploadMaxMegabytes).toBe(photoMaxMegabytes)
    expect(uploadProblem("big.jpg", "image/jpeg", uploadMaxMegabytes * megabyte, jpeg)).toBeUndefined()
    expect(uploadProblem("big.jpg", "image/jpeg", 34.2 * megabyte, jpeg)).toBe(
      `„big.jpg“ hat 34,2 MB, ein Foto darf höchstens ${uploadMaxMegabytes} MB haben. Bitte kleiner speichern (am Handy z. B. per „Teilen“ in mittlerer Größe oder mit geringerer Kameraauflösung) und noch einmal hochladen. / “big.jpg” has 34.2 MB; a photo may have at most ${uploadMaxMegabytes} MB. Please save it smaller (on a phone e.g. share it in medium size, or use a lower camera resolution) and upload it again.`,
    )
  })

  it("offers only those photo types in the file picker", () => {
    expect(photoAccept.split(",")).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/avif",
      ".jpg",
      ".jpeg",
      ".png",
      ".webp",
      ".avif",
    ])
  })
})

describe("a photo's pixels, read from its header before decoding", () => {
  const encode = (format: "jpeg" | "png" | "webp" | "avif", width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c33" } })
      .toFormat(format, format === "webp" ? { lossless: width % 2 === 1 } : {})
      .toBuffer()

  it.each(["jpeg", "png", "webp", "avif"] as const)("knows a %s's width and height", async (format) => {
    expect(photoPixels(new Uint8Array(await encode(format, 301, 200)))).toEqual({ width: 301, height: 200 })
    expect(photoPixels(new Uint8Array(await encode(format, 120, 450)))).toEqual({ width: 120, height: 450 })
  })

  it("refuses a small PNG, JPEG or WebP that claims 30,000 × 30,000 pixels as too large, with the limit", () => {
    const claims = [
      ["bomb.png", "image/png", pngClaiming(30_000, 30_000)],
      ["bomb.jpg", "image/jpeg", jpegClaiming(30_000, 30_000)],
      ["bomb.webp", "image/webp", webpClaiming(30_000, 30_000)],
    ] as const
    for (const [name, type, head] of claims)
      expect(uploadProblem(name, type, head.length, head)).toBe(
        `„${name}“ ist zu groß: 30000 × 30000 Pixel (900 Megapixel), mehr als ein Foto einer Kamera; der Editor nimmt höchstens ${uploadMaxMegapixels} Megapixel. Bitte das Foto kleiner speichern (höchstens 1920 Pixel an der langen Seite) und noch einmal hochladen. / “${name}” is too large: 30000 × 30000 pixels (900 megapixels), more than any camera's photo; the editor takes at most ${uploadMaxMegapixels} megapixels. Please save it smaller (at most 1920 pixels on the long edge) and upload it again.`,
      )
  })

  it("lets a 200 MP camera photo through (the editor fits it), and refuses one just above", () => {
    expect(uploadMaxMegapixels).toBe(200)
    expect(uploadProblem("camera.png", "image/png", 10_000, pngClaiming(16_320, 12_240))).toBeUndefined()
    expect(uploadProblem("camera.jpg", "image/jpeg", 10_000, jpegClaiming(16_384, 12_288))).toMatch(
      /ist zu groß: 16384 × 12288 Pixel \(201 Megapixel\).*is too large: 16384 × 12288 pixels \(201 megapixels\)/,
    )
  })
})
