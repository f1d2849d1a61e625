import { execFileSync } from "child_process"
import sharp from "sharp"
import { decodableMegapixels, photoPixels } from "../../src/content/photos"
import { jpegClaiming, pngClaiming, webpClaiming } from "./support/photo-headers"
import {
  contentIds,
  photoAccept,
  uploadMaxMegabytes,
  uploadMaxMegapixels,
  uploadProblem,
} from "../../src/cms/photo-upload"

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

  it("takes a HEIC/HEIF photo (iPhones, many Android phones) by its bytes, type or name: the editor converts it", () => {
    expect(uploadProblem("IMG_0413.jpg", "image/jpeg", 3 * megabyte, heic)).toBeUndefined()
    expect(uploadProblem("IMG_0413.HEIC", "", 3 * megabyte, new Uint8Array(0))).toBeUndefined()
    expect(uploadProblem("20261201_1830.heif", "image/heif", 3 * megabyte, new Uint8Array(0))).toBeUndefined()
  })

  it("tells a video chosen by mistake that it is a video, by its type, name or bytes, however large", () => {
    const mp4 = bytes([0, 0, 0, 0x20], "ftypisom")
    const mov = bytes([0, 0, 0, 0x14], "ftypqt  ")
    const video = (name: string) =>
      `„${name}“ ist ein Video. Hier kommen nur Fotos hin: bitte nur Fotos wählen. / “${name}” is a video. Only photos go here: please choose photos only.`
    expect(uploadProblem("PXL_1.mp4", "video/mp4", 900 * megabyte, mp4)).toBe(video("PXL_1.mp4"))
    expect(uploadProblem("IMG_0414.MOV", "", 80 * megabyte, mov)).toBe(video("IMG_0414.MOV"))
    expect(uploadProblem("clip", "", 8 * megabyte, mp4)).toBe(video("clip"))
  })

  it("refuses a file above the editor's limit by its size, in both languages; a 200 MP photo's 27 MB is below it", () => {
    expect(uploadMaxMegabytes).toBe(60)
    expect(uploadProblem("big.jpg", "image/jpeg", uploadMaxMegabytes * megabyte, jpeg)).toBeUndefined()
    expect(uploadProblem("big.jpg", "image/jpeg", 74.2 * megabyte, jpeg)).toBe(
      `„big.jpg“ hat 74,2 MB, ein Foto darf höchstens ${uploadMaxMegabytes} MB haben. Bitte kleiner speichern (am Handy z. B. per „Teilen“ in mittlerer Größe oder mit geringerer Kameraauflösung) und noch einmal hochladen. / “big.jpg” has 74.2 MB; a photo may have at most ${uploadMaxMegabytes} MB. Please save it smaller (on a phone e.g. share it in medium size, or use a lower camera resolution) and upload it again.`,
    )
  })

  it("offers only those photo types in the file picker", () => {
    expect(photoAccept.split(",")).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/avif",
      "image/heic",
      "image/heif",
      ".jpg",
      ".jpeg",
      ".png",
      ".webp",
      ".avif",
      ".heic",
      ".heif",
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

  it("fits a 200 MP camera photo where the device has the memory to decode it, and refuses one just above", () => {
    expect(uploadMaxMegapixels).toBe(200)
    // Chrome says 8 (GB) for 8 GB and more: 4 bytes a pixel in an eighth of it.
    expect(decodableMegapixels(8)).toBe(268)
    expect(uploadProblem("camera.png", "image/png", 10_000, pngClaiming(16_320, 12_240), 8)).toBeUndefined()
    expect(uploadProblem("camera.jpg", "image/jpeg", 10_000, jpegClaiming(16_384, 12_288))).toMatch(
      /ist zu groß: 16384 × 12288 Pixel \(201 Megapixel\).*is too large: 16384 × 12288 pixels \(201 megapixels\)/,
    )
  })

  it("refuses on a device with less memory, or one that does not say (Safari, Firefox), with the setting on an iPhone and on an Android phone", () => {
    expect([decodableMegapixels(4), decodableMegapixels(undefined), decodableMegapixels(2)]).toEqual([134, 134, 67])
    const problem = uploadProblem("20261201_183000.jpg", "image/jpeg", 27 * megabyte, jpegClaiming(16_320, 12_240))!
    expect(problem).toMatch(
      /^„20261201_183000\.jpg“ hat 200 Megapixel, mehr als dieses Gerät sicher öffnen kann \(134 Megapixel\)/,
    )
    expect(problem).toContain("iPhone: Einstellungen → Kamera → Formate")
    expect(problem).toContain("Android: in der Kamera-App die Auflösung")
    expect(problem).toContain("iPhone: Settings → Camera → Formats")
    // An iPhone's 48 MP and a 108 MP photo open everywhere.
    expect(uploadProblem("IMG_0001.jpg", "image/jpeg", 12 * megabyte, jpegClaiming(8064, 6048))).toBeUndefined()
    expect(uploadProblem("108.jpg", "image/jpeg", 20 * megabyte, jpegClaiming(12_000, 9000), 4)).toBeUndefined()
  })
})

describe("a photo's content as Decap's media library knows it", () => {
  it("is its SHA-256 (decap-server's id) and its Git blob id (GitHub's), as `git hash-object` gives it", async () => {
    const photo = new Blob([Buffer.from("hello\n")])
    await expect(contentIds(photo)).resolves.toEqual([
      execFileSync("sha256sum", { input: "hello\n" }).toString().split(" ")[0],
      execFileSync("git", ["hash-object", "--stdin"], { input: "hello\n" }).toString().trim(),
    ])
  })
})
