// @ts-check
/**
 * `npm run bench:photos`: what an album of 12 MP phone photos (4032 × 3024, every other one stored sideways, 3–5 MB)
 * costs the repository once made web-ready, and with `--build` the rebuild after it is added; `--browser-like` encodes
 * as Chromium's canvas does. The figures: docs/performance.md, "Photos straight from a phone".
 *
 *   npm run bench:photos -- [--photos 40] [--albums-per-year 10] [--years 10] [--build] [--browser-like]
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import sharp from "sharp"
import { fitPhoto } from "./photos-fit.mjs"
import { option } from "./cli.mjs"
import { eventFile, eventPhotoDir, photoPool, root, timedBuild, writeEvent } from "./synthetic-content.mjs"

const argv = process.argv.slice(2)
const count = Number(option(argv, "--photos", "40"))
const perYear = Number(option(argv, "--albums-per-year", "10"))
const years = Number(option(argv, "--years", "10"))
const browserLike = argv.includes("--browser-like")
const mb = (/** @type {number} */ bytes) => bytes / 1024 / 1024

/** A 12 MP phone photo: a stand-in enlarged, with grain; every other one portrait, stored sideways (EXIF 6). */
async function phonePhoto(/** @type {string} */ source, /** @type {number} */ index) {
  const [width, height] = [4032, 3024]
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer()
  const base = sharp(source)
    .resize(width, height, { fit: "cover" })
    .composite([{ input: grain, blend: "soft-light" }])
  const landscape = await base.jpeg({ quality: 92 }).toBuffer()
  if (index % 2 === 0) return landscape
  // Portrait: the picture upright is 3024 × 4032; the phone stores it landscape with orientation 6.
  return sharp(landscape).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer()
}

const pool = photoPool()
let original = 0
/** @type {Buffer[]} */
const fitted = []
const started = Date.now()
for (let index = 0; index < count; index++) {
  const phone = await phonePhoto(pool[index % pool.length], index)
  original += phone.length
  const { output } = await fitPhoto(phone, "jpeg", !browserLike)
  fitted.push(output)
}
const perAlbum = mb(fitted.reduce((sum, photo) => sum + photo.length, 0))
console.log(
  `${count} phone photos (12 MP, half of them portrait stored sideways): ${mb(original).toFixed(1)} MB as taken ` +
    `(${(mb(original) / count).toFixed(2)} MB each), ${perAlbum.toFixed(1)} MB web-ready ` +
    `(${((perAlbum * 1024) / count).toFixed(0)} KB each, ${browserLike ? "libjpeg-turbo as Chromium's canvas" : "mozjpeg as npm run photos:fit"}) ` +
    `– made in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
console.log(
  `Repository growth: ${perAlbum.toFixed(1)} MB per album; ${perYear} albums a year for ${years} years: ` +
    `${(perAlbum * perYear * years).toFixed(0)} MB (${((perAlbum * perYear * years) / 1024).toFixed(2)} GB) of photos`,
)
const repository = execFileSync("git", ["count-objects", "-vH"], { cwd: root, encoding: "utf8" })
console.log(`The repository now (git count-objects -vH): ${repository.replace(/\n/g, "; ")}`)

if (argv.includes("--build")) {
  const slug = "bench-album-2099"
  try {
    // Photo n of the event is the album's n-th (pool[offset + n] with offset -1).
    writeEvent(root, {
      slug,
      start: "2099-06-01 18:00",
      end: "2099-06-01 23:00",
      photos: count,
      pool: fitted,
      offset: -1,
    })
    const { seconds } = timedBuild(root, "album")
    console.log(`npm run build with the album added, cache on: ${seconds.toFixed(0)} s`)
  } finally {
    fs.rmSync(eventPhotoDir(root, slug), { recursive: true, force: true })
    fs.rmSync(eventFile(root, slug), { force: true })
  }
}
