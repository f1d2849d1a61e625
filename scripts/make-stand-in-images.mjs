// @ts-check
/**
 * `npm run images`: a labelled stand-in (a colour by its path, grain to weigh what a 2400 × 1600 photo does) for
 * every photo the content names that is not there yet.
 *   node scripts/make-stand-in-images.mjs                   # only the missing photos
 *   node scripts/make-stand-in-images.mjs --force [WORD…]   # every photo anew (or those whose path holds a WORD)
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { importTypeScript } from "./import-typescript.mjs"

/** @type {typeof import("../src/gatsby/data-photos")} */
const { namedPhotos } = await importTypeScript("src/gatsby/data-photos.ts")

const root = path.resolve(import.meta.dirname, "..")
const [width, height] = [2400, 1600]
const args = process.argv.slice(2)
const force = args.includes("--force")
const words = args.filter((arg) => !arg.startsWith("--"))

// Relative to the entry's file (data/partners/x.yaml: ../images/partners/x/1.jpg), resolved.
const photos = new Set(namedPhotos())

for (const file of [...photos].sort()) {
  const label = path.relative(root, file).replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
  if (fs.existsSync(file) && !(force && (words.length === 0 || words.some((word) => label.includes(word))))) continue
  const hue = [...label].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 0)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue}, 35%, 45%)" fill-opacity="0.82"/>
    <text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="96" fill="white">${label}</text>
    <text x="50%" y="58%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" fill="white">Platzhalter · stand-in</text>
  </svg>`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Grain under a colour 82 % opaque: sharp ignores `background` when it makes noise.
  const grain = { type: /** @type {const} */ ("gaussian"), mean: 128, sigma: 40 }
  await sharp({ create: { width, height, channels: 3, background: "gray", noise: grain } })
    .composite([{ input: Buffer.from(svg) }])
    .toFile(file)
  console.log(`wrote ${label} (${Math.round(fs.statSync(file).size / 1024)} KB)`)
}
