// @ts-check
/**
 * npm run bench:build -- [--events 40] [--photos 40] [--keep] [--dir DIR] [--content-only]: how the build scales with
 * the content. A cold `npm run build` of a copy with synthetic events, then the rebuild with one more, cache on; results
 * in bench/build-results.json (docs/performance.md, "Builds with years of content"). The copy is deleted unless --keep
 * or --dir; `--content-only` only writes it.
 */
import fs from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { option } from "./cli.mjs"
import {
  copySite,
  photoPool,
  root,
  temporarySiteDir,
  timedBuild,
  writeEvent,
  writeSyntheticEvents,
} from "./synthetic-content.mjs"

const argv = process.argv.slice(2)
const events = Number(option(argv, "--events", "40"))
const photos = Number(option(argv, "--photos", "40"))
const contentOnly = argv.includes("--content-only")
const keep = contentOnly || argv.includes("--keep") || argv.includes("--dir")
const site = argv.includes("--dir") ? path.resolve(option(argv, "--dir", "")) : temporarySiteDir()
// A third of Netlify's 15 minutes: a cold build follows every dependency update (docs/performance.md).
const coldTargetSeconds = 5 * 60
const rebuildTargetSeconds = 90

/**
 * Gatsby's summary of its image step, e.g. "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs -
 * 42.213s - 132/132 3.13/s" (Gatsby 5.16; "Generating image thumbnails" in older versions).
 * @param {string} log @returns {{ jobs: number, seconds: number } | undefined}
 */
function imageStep(log) {
  const summary = /(?:IMAGE_PROCESSING jobs|Generating image thumbnails)\s*-\s*([\d.]+)s\s*-\s*(\d+)\/(\d+)/g
  const last = [...stripVTControlCharacters(log).matchAll(summary)].at(-1)
  return last ? { seconds: Number(last[1]), jobs: Number(last[3]) } : undefined
}

/** @param {number} seconds */
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`

function main() {
  fs.mkdirSync(site, { recursive: true })
  console.log(`Copying the site to ${site} …`)
  copySite(site)
  writeSyntheticEvents(site, { events, photos })
  const written = events * photos
  const total = photoPool().length + written
  console.log(`${events} synthetic events of ${photos} photos: ${written} photos (${total} source photos in all)`)
  if (contentOnly) return

  console.log("Cold build (no cache) …")
  const cold = timedBuild(site, "cold")
  const coldImages = imageStep(cold.log)

  const slug = "synthetic-new"
  writeEvent(site, { slug, photos, offset: 7 })
  console.log(`Rebuild after adding ${slug} (${photos} photos), with the cache the cold build left …`)
  const rebuild = timedBuild(site, "rebuild")
  const rebuildImages = imageStep(rebuild.log)

  /** @param {{ jobs: number, seconds: number } | undefined} step */
  const jobsPerSecond = (step) => (step && step.seconds > 0 ? step.jobs / step.seconds : undefined)
  const result = {
    date: new Date().toISOString(),
    events,
    photos,
    sourcePhotos: total,
    cold: { seconds: cold.seconds, images: coldImages, jobsPerSecond: jobsPerSecond(coldImages) },
    rebuild: { seconds: rebuild.seconds, images: rebuildImages, jobsPerSecond: jobsPerSecond(rebuildImages) },
  }
  const fmt = (/** @type {number | undefined} */ n, digits = 1) => (n === undefined ? "–" : n.toFixed(digits))
  console.log(
    [
      "",
      `| build | wall clock | image jobs | image step | jobs/s | target |`,
      `|---|---|---|---|---|---|`,
      `| cold, ${total} photos | ${fmt(cold.seconds)} s (${minutes(cold.seconds)}) | ${coldImages?.jobs ?? "–"} | ${fmt(coldImages?.seconds)} s | ${fmt(result.cold.jobsPerSecond, 2)} | ≤ ${coldTargetSeconds} s: ${cold.seconds <= coldTargetSeconds ? "met" : "MISSED"} |`,
      `| rebuild after one event of ${photos} photos, with the cache | ${fmt(rebuild.seconds)} s | ${rebuildImages?.jobs ?? "–"} | ${fmt(rebuildImages?.seconds)} s | ${fmt(result.rebuild.jobsPerSecond, 2)} | ≤ ${rebuildTargetSeconds} s: ${rebuild.seconds <= rebuildTargetSeconds ? "met" : "MISSED"} |`,
      "",
    ].join("\n"),
  )
  const resultsFile = path.join(root, "bench", "build-results.json")
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
  const history = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, "utf8")) : []
  fs.writeFileSync(resultsFile, `${JSON.stringify([...history, result], null, 2)}\n`)
  console.log(`Results appended to ${path.relative(root, resultsFile)}`)
}

try {
  main()
  if (keep) console.log(`The copy stays in ${site}`)
  else fs.rmSync(site, { recursive: true, force: true })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.error(`The copy stays in ${site} for a look at what failed`)
  process.exitCode = 1
}
