// @ts-check
/**
 * The command-line flags every Chromium this project starts gets: the browser tests
 * (playwright-core, __tests__/browser/support/browser.ts) and the bench (Lighthouse through
 * chrome-launcher, scripts/bench.mjs). One list, so that what the tests see and what the bench
 * measures run in the same browser set-up.
 *
 * Debian's chromium as root needs --no-sandbox; the rest keeps the browser from reaching out
 * (component updates, sync, background requests), which this machine cannot do anyway and
 * which would otherwise add noise to a measured run.
 *
 * CommonJS so that both can load it: the bench is an ES module, and ts-jest runs the tests as
 * CommonJS (it cannot import an .mjs).
 */
const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
])

/** Where Debian puts chromium; CHROME_PATH or CHROMIUM_PATH override it. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium"

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH }
