// @ts-check
/**
 * npm run bench:images -- [--photos 8]
 *
 * What each image format costs and saves, per use of a photo on the site: for a sample of the site's
 * photos (2400 × 1600 JPEGs, the size the client's photos will be), every width a use asks for,
 * resized and encoded as gatsby-plugin-sharp does (sharp; the qualities of src/gatsby/plugins.ts:
 * JPEG and WebP 72, AVIF 50 at sharp's default effort, progressive JPEG), in each of AVIF, WebP and
 * JPEG. Prints per use and format the bytes a visitor downloads (the median photo at the width a phone
 * picks) and the CPU seconds the build spends on one photo (all widths of that format:
 * one image job). CPU time, not wall-clock time, so that other work on the machine changes little.
 * The choice of formats per use and these figures are in docs/performance.md.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { median, option, photoPool } from "./synthetic-content.mjs"

const argv = process.argv.slice(2)
const count = Number(option(argv, "--photos", "8"))

/**
 * A use: the widths gatsby-plugin-image makes (its breakpoints), the aspect ratio it crops to, and
 * the width a phone downloads (390 CSS px at 3x, or what `sizes` picks).
 * @typedef {{ name: string, widths: number[], aspectRatio?: number, phone: number }} Use
 */
/** @type {Use[]} */
const uses = [
  { name: "event page cover (the LCP photo)", widths: [360, 540, 720, 1080], aspectRatio: 1.5, phone: 1080 },
  { name: "event card cover (lists)", widths: [360, 540, 720], aspectRatio: 1.5, phone: 720 },
  { name: "gallery thumbnail", widths: [240, 480], aspectRatio: 4 / 3, phone: 480 },
  { name: "gallery large photo (lightbox, no-JS link)", widths: [800, 1600], phone: 1600 },
]
/** @type {Record<string, (image: sharp.Sharp) => sharp.Sharp>} */
const encoders = {
  avif: (image) => image.avif({ quality: 50 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 72, progressive: true }),
}

/** CPU seconds of this process (all of libvips' threads) spent by `work`. @param {() => Promise<void>} work */
async function cpuSeconds(work) {
  const before = process.cpuUsage()
  await work()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1e6
}

const pool = photoPool()
const sample = Array.from(
  { length: Math.min(count, pool.length) },
  (_, i) => pool[Math.floor((i * pool.length) / count)],
)
console.log(`${sample.length} photos: ${sample.map((file) => path.relative(process.cwd(), file)).join(", ")}\n`)
console.log("| use | format | bytes at the width a phone loads (median) | one photo's job: CPU s (median) |")
console.log("|---|---|---|---|")
for (const use of uses) {
  for (const [format, encode] of Object.entries(encoders)) {
    /** @type {number[]} */
    const bytes = []
    /** @type {number[]} */
    const seconds = []
    for (const file of sample) {
      const input = fs.readFileSync(file)
      seconds.push(
        await cpuSeconds(async () => {
          for (const width of use.widths) {
            const height = use.aspectRatio ? Math.round(width / use.aspectRatio) : undefined
            const output = await encode(sharp(input).rotate().resize(width, height, { fit: "cover" })).toBuffer()
            if (width === use.phone) bytes.push(output.length)
          }
        }),
      )
    }
    console.log(
      `| ${use.name} | ${format} | ${(median(bytes) / 1024).toFixed(1)} KB (${use.phone} px) | ${median(seconds).toFixed(2)} |`,
    )
  }
}
