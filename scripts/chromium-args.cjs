// @ts-check
/**
 * The flags of every Chromium this project starts, the browser tests' (playwright-core) and the bench's (Lighthouse
 * through chrome-launcher), so that what the tests see and what the bench measures run in one set-up. Debian's chromium
 * as root needs --no-sandbox; the rest keeps the browser from reaching out (updates, sync, background requests), noise
 * in a measured run. CommonJS, since ts-jest runs the tests as CommonJS (it cannot import an .mjs).
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
