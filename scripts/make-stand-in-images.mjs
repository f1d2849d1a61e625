// @ts-check
/**
 * `npm run images`: a plain labelled stand-in for every photo the content names (any YAML file
 * under data/) that is not there yet: a flat colour chosen by the file's path, the path as its label,
 * and a fine grain so that the JPEG weighs about what a 2400 × 1600 photo does (the size the client's
 * photos will be). The stand-ins already committed stay as they are.
 *
 *   node scripts/make-stand-in-images.mjs                   # only the missing photos
 *   node scripts/make-stand-in-images.mjs --force [WORD…]   # every photo anew (or those whose path holds a WORD)
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { parse } from "yaml"

const root = path.resolve(import.meta.dirname, "..")
const data = path.join(root, "data")
const [width, height] = [2400, 1600]
const args = process.argv.slice(2)
const force = args.includes("--force")
const words = args.filter((arg) => !arg.startsWith("--"))

/** Every string of a YAML document that names an image file. @param {unknown} value @returns {string[]} */
function imagesIn(value) {
  if (typeof value === "string") return /\.(jpe?g|png|webp|avif)$/i.test(value) ? [value] : []
  return value && typeof value === "object" ? Object.values(value).flatMap(imagesIn) : []
}

// A YAML file names its photos relative to its own folder (data/partners/x.yaml: ../images/partners/x/1.jpg).
const photos = new Set(
  fs
    .readdirSync(data, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) =>
      imagesIn(parse(fs.readFileSync(path.join(data, file), "utf8"))).map((image) =>
        path.resolve(data, path.dirname(file), image),
      ),
    ),
)

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
