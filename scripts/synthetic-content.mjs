// @ts-check
/**
 * A copy of the site with years of synthetic events, for the measuring scripts (bench-build, bench --gallery,
 * bench-photos). Its photos are the site's stand-ins, each copy made a
 * file of its own by a JPEG comment (other bytes, so Gatsby processes every copy; the same pixels to decode).
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { importTypeScript } from "./import-typescript.mjs"

/** @type {typeof import("../src/content/collections")} */
const table = await importTypeScript("src/content/collections.ts")
/** @type {typeof import("../src/content/data-files")} */
const dataFiles = await importTypeScript("src/content/data-files.ts")
/** @type {typeof import("../src/gatsby/album")} */
const { withComment } = await importTypeScript("src/gatsby/album.ts")
const events = table.folderCollectionNamed("events")

export const root = path.resolve(import.meta.dirname, "..")

/** Where an event's photos go in the site at `site`, as the editor uploads them. @param {string} site @param {string} slug */
export const eventPhotoDir = (site, slug) =>
  path.join(site, table.mediaFoldersOf(events).media_folder.replace("{{fields.slug}}", slug))

/** An event's file in the site at `site`. @param {string} site @param {string} slug */
export const eventFile = (site, slug) => path.join(site, table.fileOf(events, slug))

/** Copies the checkout's files (tracked and untracked, not ignored) to `target`. @param {string} target */
export function copySite(target) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean)
  for (const file of files) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue // deleted in the work tree, not yet in the index
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    fs.copyFileSync(from, path.join(target, file))
  }
  for (const modules of ["node_modules", "admin/node_modules"]) {
    if (fs.existsSync(path.join(root, modules))) fs.symlinkSync(path.join(root, modules), path.join(target, modules))
  }
}

/** The site's own stand-in photos: the pool the synthetic photos are copied from. */
export function photoPool() {
  const images = path.join(root, table.imagesFolder)
  const pool = fs
    .readdirSync(images, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.jpe?g$/i.test(file))
    .map((file) => path.join(images, file))
    .sort()
  if (pool.length === 0) throw new Error("synthetic-content: no JPEG photos under data/images/ to copy")
  return pool
}

/**
 * Writes one synthetic event with `photos` photos into the site at `site`, photo n a copy of
 * `pool[(offset + n) % pool.length]` (a file, or the bytes themselves; by default the stand-in photos).
 * @param {string} site
 * @param {{ slug: string, start?: string, end?: string, place?: string, photos: number, pool?: Array<string | Buffer>, offset?: number }} event
 */
export function writeEvent(site, { slug, photos, start = "2026-06-20 18:00", end = "2026-06-20 23:00", ...more }) {
  const { place = "passage", pool = photoPool(), offset = 0 } = more
  const imageDir = eventPhotoDir(site, slug)
  const publicDir = table.mediaFoldersOf(events).public_folder.replace("{{fields.slug}}", slug)
  fs.mkdirSync(imageDir, { recursive: true })
  const alt = (/** @type {number} */ n) => ({
    de: `Foto ${n} der Veranstaltung ${slug}`,
    en: `Photo ${n} of the event ${slug}`,
  })
  const entries = []
  for (let n = 1; n <= photos; n++) {
    const source = pool[(offset + n) % pool.length]
    const jpeg = typeof source === "string" ? fs.readFileSync(source) : source
    fs.writeFileSync(path.join(imageDir, `${n}.jpg`), withComment(jpeg, `synthetic ${slug} ${n}`))
    const caption = n % 3 === 0 ? { caption: { de: `Bildunterschrift ${n}`, en: `Caption ${n}` } } : {}
    entries.push({ image: `${publicDir}/${n}.jpg`, alt: alt(n), ...caption })
  }
  const event = {
    slug,
    start,
    end,
    place,
    title: { de: `Veranstaltung ${slug}`, en: `Event ${slug}` },
    teaser: {
      de: `Ein erfundener Abend in der Passage mit ${photos} Fotos.`,
      en: `An invented evening in the passage with ${photos} photos.`,
    },
    text: {
      de: "Synthetischer Inhalt für die Messung der Build-Zeit.",
      en: "Synthetic content for measuring the build time.",
    },
    cover: { image: `${publicDir}/1.jpg`, alt: alt(1) },
    photos: entries,
  }
  const yaml = [
    "# yaml-language-server: $schema=../../schemas/event.schema.json",
    "# Synthetic content written by scripts/synthetic-content.mjs for npm run bench:build",
    stringify(event),
  ].join("\n")
  fs.writeFileSync(eventFile(site, slug), yaml)
}

/**
 * Adds `events` past events of `photos` photos each to the site at `site`: ten a year (March to December), the
 * assumption of docs/performance.md's ten-year figures, going back from December 2025.
 * @param {string} site @param {{ events: number, photos: number }} size
 */
export function writeSyntheticEvents(site, { events, photos }) {
  const pool = photoPool()
  const rooms = dataFiles.collectionFiles(table.collectionNamed("rooms"), path.join(site, table.dataFolder))
  const places = ["passage", ...rooms.map((file) => path.basename(file, ".yaml"))]
  for (let i = 0; i < events; i++) {
    const year = 2025 - Math.floor(i / 10)
    const month = String(12 - (i % 10)).padStart(2, "0")
    const day = String(5 + (i % 20)).padStart(2, "0")
    writeEvent(site, {
      slug: `synthetic-${year}-${10 - (i % 10)}`,
      start: `${year}-${month}-${day} 18:00`,
      end: `${year}-${month}-${day} 23:00`,
      place: places[i % places.length],
      photos,
      pool,
      offset: i * photos,
    })
  }
}

/** A new folder for a synthetic site. */
export const temporarySiteDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "passage-synthetic-"))

/**
 * Runs `npm run build` in the site at `site`; returns its wall-clock seconds and its output.
 * @param {string} site @param {string} label what the log file and an error call the build
 */
export function timedBuild(site, label) {
  const logFile = path.join(os.tmpdir(), `passage-build-${label}-${process.pid}.log`)
  const out = fs.openSync(logFile, "w")
  const started = process.hrtime.bigint()
  const { status, error } = spawnSync("npm", ["run", "build"], {
    cwd: site,
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      // The Node running this script runs the build (npm run build needs Node 24 for netlify-cli).
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "1",
    },
  })
  fs.closeSync(out)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (error || status !== 0) throw new Error(`the ${label} build failed (exit ${status}); its output: ${logFile}`)
  const log = fs.readFileSync(logFile, "utf8")
  fs.rmSync(logFile)
  return { seconds, log }
}
