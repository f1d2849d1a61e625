// @ts-check
/**
 * node scripts/page-weight.mjs [--pages /,/events/] [--width 412]: what a visit costs in bandwidth and requests (README:
 * What hosting costs). Serves public/ through Netlify's local server behind the bench's gzip front (as Netlify's CDN
 * compresses), opens each page in Chromium at a phone's width (412 × 915 CSS px, device pixel ratio 2.625, as
 * Lighthouse's mobile run), scrolls to the end so that every lazy image loads, and prints the bytes transferred (gzip,
 * headers included) and the number of requests. Run after `npm run build`.
 */
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args.cjs"
import { option } from "./cli.mjs"
import { startNetlifyServer } from "./netlify-serve.mjs"

const argv = process.argv.slice(2)
const pages = option(argv, "--pages", "/,/events/,/party-rooms/,/partners/,/contact/").split(",")
const width = Number(option(argv, "--width", "412"))

const server = await startNetlifyServer({ dir: "public", port: 0, front: {} })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
try {
  for (const pagePath of pages) {
    const context = await browser.newContext({
      viewport: { width, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    let bytes = 0
    let requests = 0
    let images = 0
    /** @type {Map<string, string>} */
    const types = new Map()
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type))
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength
      requests += 1
      if (types.get(event.requestId) === "Image") images += event.encodedDataLength
    })
    await page.goto(new URL(pagePath, server.url).href, { waitUntil: "load" })
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForTimeout(150)
    }
    await page.waitForLoadState("networkidle")
    console.log(
      `${pagePath}: ${(bytes / 1024).toFixed(1)} KB in ${requests} requests (images ${(images / 1024).toFixed(1)} KB)`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
