// @ts-check
/**
 * npm run bench [-- --no-build] [--runs N] [--pages /,/en/] [--without TWEAK[,TWEAK]]… [--compare DIR] [--gallery N]
 * Lighthouse 12 (mobile, simulated throttling) on each page as netlify-serve.mjs serves it, in each variant (the
 * build, each `--without` tweak built cold into bench/variants/, `--compare DIR`, the no-JS twin), the runs going round
 * pages and variants; medians of N runs (default 5) per page, the budgets missed, bench/results.json. What each option
 * does: docs/performance.md, "How to measure".
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args.cjs"
import { startNetlifyServer } from "./netlify-serve.mjs"
import { option } from "./cli.mjs"
import { copySite, temporarySiteDir, writeEvent } from "./synthetic-content.mjs"

/**
 * One Lighthouse run of a page, or the medians of its runs (`failed`: audits below 1 in accessibility, BP or SEO).
 * @typedef {{ performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null,
 *   lcp: number, tbt: number, cls: number, jsBytes: number, imageBytes: number, benchmarkIndex: number,
 *   failed: string[] }} Audit
 */
/** @typedef {{ name: string, label: string, dir: string }} Variant a folder of built pages, served on its own */

const root = path.resolve(import.meta.dirname, "..")
const argv = process.argv.slice(2)
const runs = Number(option(argv, "--runs", "5"))
const galleryPhotos = argv.includes("--gallery") ? Number(option(argv, "--gallery", "100")) : 0
const gallerySlug = `gallery-${galleryPhotos}`
const pages = [
  ...option(
    argv,
    "--pages",
    "/,/events/,/party-rooms/,/partners/,/contact/,/en/,/en/events/,/en/party-rooms/,/en/partners/,/en/contact/," +
      "/events/carnival-2025/,/en/events/carnival-2025/,/partners/miyako/,/en/partners/miyako/",
  ).split(","),
  ...(galleryPhotos ? [`/events/${gallerySlug}/`, `/en/events/${gallerySlug}/`] : []),
]
// --without may be given more than once, each a comma list.
const without = argv.flatMap((arg, i) => (arg === "--without" ? argv[i + 1].split(",").map((name) => name.trim()) : []))
const compareDir = argv.includes("--compare") ? path.resolve(option(argv, "--compare", "")) : undefined
const noBuild = argv.includes("--no-build")
/** The site measured: this checkout, or with --gallery a copy of it with one more event of that many photos. */
const siteDir = galleryPhotos ? temporarySiteDir() : root
if (galleryPhotos) {
  copySite(siteDir)
  writeEvent(siteDir, { slug: gallerySlug, photos: galleryPhotos })
  console.error(`== ${siteDir}: the site with the event ${gallerySlug} of ${galleryPhotos} photos`)
  process.on("exit", () => fs.rmSync(siteDir, { recursive: true, force: true }))
}
const publicDir = path.join(siteDir, "public")
const variantsDir = path.join(root, "bench", "variants")
if (compareDir && !fs.existsSync(path.join(compareDir, "index.html"))) {
  throw new Error(`--compare ${compareDir}: no index.html there (it takes a built public/ folder)`)
}

/** `npm run build`, with the tweaks `off` turned off. @param {string[]} off */
function build(off) {
  console.error(`== npm run build${off.length ? ` (FAST_START_WITHOUT=${off.join(",")})` : ""}`)
  execSync("npm run build", {
    cwd: siteDir,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FAST_START_WITHOUT: off.join(",") },
  })
}

/** @param {string} from @param {string} to */
function copyDir(from, to) {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, { recursive: true })
}

/** @type {Variant[]} */
const variants = [{ name: "site", label: "site", dir: publicDir }]
// With --no-build, public/ is the build to measure: kept aside while the variants build.
const kept = noBuild && without.length > 0 ? path.join(variantsDir, "kept-public") : undefined
if (kept) copyDir(publicDir, kept)
for (const tweak of without) {
  const dir = path.join(variantsDir, `without-${tweak}`)
  build([tweak])
  copyDir(publicDir, dir)
  variants.push({ name: `without-${tweak}`, label: `without ${tweak}`, dir })
}
if (kept) {
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.renameSync(kept, publicDir)
}
if (!noBuild) build([])
if (compareDir)
  variants.push({ name: "compare", label: `compare (${path.relative(root, compareDir)})`, dir: compareDir })

/** A copy of public/ whose HTML has no script: the floor this site measures itself against. @param {string} from @param {string} to */
function stripScripts(from, to) {
  copyDir(from, to)
  for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true })) {
    // A file: public/page-data/404.html is a folder.
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = fs
      .readFileSync(file, "utf8")
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link[^>]*as="script"[^>]*>/g, "")
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
    fs.writeFileSync(file, html)
  }
}

const noJsDir = path.join(variantsDir, "no-js")
stripScripts(publicDir, noJsDir)
variants.push({ name: "noJs", label: "no-JS twin", dir: noJsDir })

const servers = await Promise.all(
  variants.map((variant) => startNetlifyServer({ dir: variant.dir, port: 0, front: { keep: true } })),
)

/**
 * Asks the front for every file of `dir` once (a page by its folder's URL), gzip accepted as a browser does, so that
 * the measured runs find every answer kept and netlify-cli's server idle. @param {string} url @param {string} dir
 */
async function warm(url, dir) {
  const paths = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.endsWith(".map") && fs.statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1"))
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (each) => {
        const response = await fetch(new URL(each, url), { headers: { "accept-encoding": "gzip" } })
        await response.arrayBuffer()
      }),
    )
  }
}
await Promise.all(servers.map((server, i) => warm(server.url, variants[i].dir)))
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})

/** @param {string} url @returns {Promise<Audit>} */
async function audit(url, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined)
  if (!result) throw new Error(`${url}: Lighthouse returned no result`)
  const { lhr } = result
  if (lhr.runtimeError) {
    console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page.
    if (attempt < 3) return audit(url, attempt + 1)
  }
  for (const warning of lhr.runWarnings ?? []) console.error(`${url}: ${warning}`)
  const audits = lhr.audits
  const details = /** @type {{ items?: Array<{ resourceType?: string, transferSize?: number }> } | undefined} */ (
    audits["network-requests"].details
  )
  const items = details?.items ?? []
  // The audits that count towards accessibility, best practices or SEO.
  const categories = ["accessibility", "best-practices", "seo"].map((name) => lhr.categories[name])
  const scored = new Set(categories.flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)))
  /** @param {string} type */
  const bytesOf = (type) =>
    items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories["best-practices"].score,
    seo: lhr.categories.seo.score,
    lcp: audits["largest-contentful-paint"].numericValue ?? NaN,
    tbt: audits["total-blocking-time"].numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
    jsBytes: bytesOf("Script"),
    imageBytes: bytesOf("Image"),
    // Lighthouse's reading of the machine's speed (higher is faster): runs of days apart compare only beside it.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && scored.has(a.id))
      .map((a) => a.id),
  }
}

/** Of an even count, the mean of the middle two. @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The medians of a page's runs, figure by figure; the failed audits of its first run. @param {Audit[]} results */
function summarize(results) {
  const figures = /** @type {Array<Exclude<keyof Audit, "failed">>} */ (
    Object.keys(results[0]).filter((key) => key !== "failed")
  )
  const medians = figures.map((key) => [key, median(results.map((r) => r[key] ?? NaN))])
  return /** @type {Audit} */ ({ ...Object.fromEntries(medians), failed: results[0].failed })
}

/** @type {Record<string, Record<string, Audit[]>>} page → variant → one audit per round */
const results = Object.fromEntries(pages.map((page) => [page, Object.fromEntries(variants.map((v) => [v.name, []]))]))
/** @param {number} i @param {string} page */
const pageUrl = (i, page) => servers[i].url.replace(/\/$/, "") + page
try {
  // The first trace of a fresh Chrome is often incomplete: warm it up on the first page.
  await audit(pageUrl(0, pages[0]))
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      for (const [i, variant] of variants.entries()) {
        results[page][variant.name].push(await audit(pageUrl(i, page)))
      }
    }
    console.error(`round ${round} of ${runs} done`)
  }
} finally {
  await chrome.kill()
  await Promise.all(servers.map((server) => server.close()))
}

const rows = pages.map((page) => {
  const floor = results[page].noJs
  return {
    page,
    variants: variants.map(({ name, label }) => {
      const audits = results[page][name]
      return {
        variant: name,
        label,
        ...summarize(audits),
        // Every run's figure beside the median: how far runs spread (a simulated LCP may take two values, twin too).
        lcpRuns: audits.map((r) => r.lcp),
        tbtRuns: audits.map((r) => r.tbt),
        // What the scripts add, round by round: the twin ran right after, on the same minute.
        tbtAboveNoJs: median(audits.map((r, round) => r.tbt - floor[round].tbt)),
      }
    }),
  }
})

/** @param {number | null | undefined} n */
const fmt = (n, digits = 0) => (typeof n === "number" && !Number.isNaN(n) ? n.toFixed(digits) : "n/a")
const lines = rows.flatMap(({ page, variants: measured }) => {
  const floor = /** @type {(typeof measured)[number]} */ (measured.find((v) => v.variant === "noJs"))
  return [
    `### ${page}`,
    "",
    "| variant | perf | a11y | BP | SEO | LCP ms | LCP ÷ no-JS | LCP runs ms | TBT ms | TBT above no-JS ms | TBT runs ms | CLS | JS KB (gzip) | images KB |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...measured.map(
      (r) =>
        `| ${r.label} | ${fmt(r.performance, 2)} | ${fmt(r.accessibility, 2)} | ${fmt(r.bestPractices, 2)} | ${fmt(r.seo, 2)} | ${fmt(r.lcp)} | ${fmt(r.lcp / floor.lcp, 2)} | ${r.lcpRuns.map((t) => fmt(t)).join(" ")} | ${fmt(r.tbt)} | ${fmt(r.tbtAboveNoJs)} | ${r.tbtRuns.map((t) => fmt(t)).join(" ")} | ${fmt(r.cls, 3)} | ${fmt(r.jsBytes / 1024, 1)} | ${fmt(r.imageBytes / 1024, 1)} |`,
    ),
    "",
  ]
})
// The budgets, for the site as built: what each page misses.
/** @type {Array<[string, (r: Audit, f: Audit) => boolean]>} */
const budgets = [
  ["performance ≥ 0.98", (r) => (r.performance ?? 0) >= 0.98],
  ["accessibility, best practices, SEO = 1", (r) => r.accessibility === 1 && r.bestPractices === 1 && r.seo === 1],
  ["LCP ≤ 1500 ms", (r) => r.lcp <= 1500],
  ["LCP ≤ 1.2 × no-JS", (r, f) => r.lcp <= 1.2 * f.lcp],
  ["TBT ≤ 50 ms", (r) => r.tbt <= 50],
  ["CLS ≤ 0.01", (r) => r.cls <= 0.01],
  ["JS ≤ 130 KB", (r) => r.jsBytes <= 130 * 1024],
  ["images ≤ 400 KB before any interaction", (r) => r.imageBytes <= 400 * 1024],
]
/** @param {(typeof rows)[number]} row @param {string} name */
const variantOf = (row, name) => /** @type {Audit} */ (row.variants.find((v) => v.variant === name))
const misses = rows.flatMap((row) =>
  budgets
    .filter(([, met]) => !met(variantOf(row, "site"), variantOf(row, "noJs")))
    .map(([name]) => `${row.page}: ${name}`),
)
lines.push(misses.length ? `Budgets missed:\n${misses.join("\n")}` : "Every budget met on every page.")
console.log(lines.join("\n"))
const speeds = rows.flatMap((row) => row.variants.map((v) => v.benchmarkIndex)).sort((a, b) => a - b)
console.log(`\nLighthouse's benchmarkIndex (the machine's speed), medians: ${fmt(speeds[0])}–${fmt(speeds.at(-1))}`)
const failures = rows.flatMap((row) => variantOf(row, "site").failed.map((id) => `${row.page}: ${id}`))
if (failures.length) console.log("\nAudits below 1 in accessibility, best practices or SEO:\n" + failures.join("\n"))
fs.mkdirSync(path.join(root, "bench"), { recursive: true })
const summary = { date: new Date().toISOString(), runs, variants, rows }
fs.writeFileSync(path.join(root, "bench", "results.json"), JSON.stringify(summary, null, 2))
