#!/usr/bin/env node
/**
 * npm run bench [-- --no-build] [--runs N] [--pages /,/en/contact/]
 *
 * Every figure is the median of N runs (default 5, as Lighthouse's own guidance on
 * variability recommends): on a 2-core machine one Lighthouse run of the same page swings by
 * tens of milliseconds of blocking time. The runs go round the pages (every page once, as
 * built and without scripts, then every page again), so that a slow minute of the machine
 * costs each page at most one of its runs instead of all runs of one page.
 *
 * Builds the site, serves it as Netlify would (scripts/serve.mjs: gzip, _headers,
 * _redirects), and runs Lighthouse 12 (mobile preset, simulated throttling) on every
 * page twice: as built, and with every script stripped (the no-JavaScript floor).
 * Prints a Markdown table per page: scores, LCP, TBT, CLS, JS bytes (transferred),
 * and LCP as a multiple of the no-JS LCP. Not part of the test suite: budgets are
 * measured here, never asserted in a timed test. Results also go to bench/results.json.
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startServer } from "./serve.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const argv = process.argv.slice(2)
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)
const runs = Number(option("--runs", "5"))
const pages = option(
  "--pages",
  "/,/events/,/party-rooms/,/partners/,/contact/,/en/,/en/events/,/en/party-rooms/,/en/partners/,/en/contact/",
).split(",")

if (!argv.includes("--no-build")) {
  console.error("== npm run build")
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
}

/** A copy of public/ whose HTML has no script: the floor this site measures itself against. */
function stripScripts(from, to) {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, { recursive: true })
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith(".html")) {
        const html = fs
          .readFileSync(file, "utf8")
          .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
          .replace(/<link[^>]*as="script"[^>]*>/g, "")
          .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
        fs.writeFileSync(file, html)
      }
    }
  }
  walk(to)
}

const publicDir = path.join(root, "public")
const noJsDir = path.join(root, ".cache", "bench-no-js")
stripScripts(publicDir, noJsDir)

const built = await startServer({ dir: publicDir, port: 0 })
const noJs = await startServer({ dir: noJsDir, port: 0 })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
})

async function audit(url, attempt = 1) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined)
  if (lhr.runtimeError) {
    console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A trace that failed to record (NO_NAVSTART and the like) says nothing about the page.
    if (attempt < 3) return audit(url, attempt + 1)
  }
  for (const warning of lhr.runWarnings ?? []) console.error(`${url}: ${warning}`)
  const audits = lhr.audits
  const scripts = (audits["network-requests"].details?.items ?? []).filter((item) => item.resourceType === "Script")
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories["best-practices"].score,
    seo: lhr.categories.seo.score,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failed: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ["accessibility", "best-practices", "seo"].some((c) =>
            lhr.categories[c].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          ),
      )
      .map((a) => a.id),
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** The medians of a page's runs, figure by figure; the failed audits of its first run. */
function summarize(results) {
  const pick = (key) => median(results.map((r) => r[key]))
  return {
    ...Object.fromEntries(
      Object.keys(results[0])
        .filter((k) => k !== "failed")
        .map((k) => [k, pick(k)]),
    ),
    failed: results[0].failed,
  }
}

const results = new Map(pages.map((page) => [page, { withJs: [], floor: [] }]))
try {
  // The first trace of a fresh Chrome is often incomplete: warm it up on the first page.
  await audit(built.url.replace(/\/$/, "") + pages[0])
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      results.get(page).withJs.push(await audit(built.url.replace(/\/$/, "") + page))
      results.get(page).floor.push(await audit(noJs.url.replace(/\/$/, "") + page))
    }
    console.error(`round ${round} of ${runs} done`)
  }
} finally {
  await chrome.kill()
  await built.close()
  await noJs.close()
}
const rows = pages.map((page) => {
  const { withJs, floor } = results.get(page)
  // Every run's blocking time, beside the medians: how far the runs of a page spread.
  return {
    page,
    withJs: summarize(withJs),
    floor: summarize(floor),
    tbtRuns: { withJs: withJs.map((r) => r.tbt), floor: floor.map((r) => r.tbt) },
  }
})

const fmt = (n, digits = 0) => (typeof n === "number" ? n.toFixed(digits) : "n/a")
const lines = [
  "| page | perf | a11y | BP | SEO | LCP ms | no-JS LCP ms | LCP ÷ no-JS | TBT ms | no-JS TBT ms | CLS | JS KB (gzip) |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    ({ page, withJs: r, floor: f }) =>
      `| ${page} | ${fmt(r.performance, 2)} | ${fmt(r.accessibility, 2)} | ${fmt(r.bestPractices, 2)} | ${fmt(r.seo, 2)} | ${fmt(r.lcp)} | ${fmt(f.lcp)} | ${fmt(r.lcp / f.lcp, 2)} | ${fmt(r.tbt)} | ${fmt(f.tbt)} | ${fmt(r.cls, 3)} | ${fmt(r.jsBytes / 1024, 1)} |`,
  ),
]
// The budgets of issue 5: what each page misses.
const budgets = [
  ["performance ≥ 0.98", (r) => r.performance >= 0.98],
  ["accessibility, best practices, SEO = 1", (r) => r.accessibility === 1 && r.bestPractices === 1 && r.seo === 1],
  ["LCP ≤ 1500 ms", (r) => r.lcp <= 1500],
  ["LCP ≤ 1.2 × no-JS", (r, f) => r.lcp <= 1.2 * f.lcp],
  ["TBT ≤ 50 ms", (r) => r.tbt <= 50],
  ["CLS ≤ 0.01", (r) => r.cls <= 0.01],
  ["JS ≤ 130 KB", (r) => r.jsBytes <= 130 * 1024],
]
const misses = rows.flatMap(({ page, withJs, floor }) =>
  budgets.filter(([, met]) => !met(withJs, floor)).map(([name]) => `${page}: ${name}`),
)
lines.push("", misses.length ? `Budgets missed:\n${misses.join("\n")}` : "Every budget met on every page.")
console.log(lines.join("\n"))
const failures = rows.flatMap(({ page, withJs }) => withJs.failed.map((id) => `${page}: ${id}`))
if (failures.length) console.log("\nAudits below 1 in accessibility, best practices or SEO:\n" + failures.join("\n"))
fs.mkdirSync(path.join(root, "bench"), { recursive: true })
fs.writeFileSync(
  path.join(root, "bench", "results.json"),
  JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2),
)
