/**
 * Helpers for the browser tests (playwright-core driving Debian's chromium-headless-shell, CHROMIUM_PATH below).
 *
 *   let browser: Browser
 *   beforeAll(async () => { browser = await launchBrowser() })
 *   afterAll(async () => { await browser?.close() })
 *
 *   const { page, consoleErrors } = await openPage(browser, '/en/')
 *   ...
 *   expect(consoleErrors).toEqual([])
 *   await page.close()
 *
 * openPage waits for hydration and takes context options (colour scheme, reduced
 * motion, touch, JavaScript off) and a fake clock; scrollThrough/settled bring a
 * page to rest; axe.ts runs axe-core.
 *
 * The site is served by globalSetup.mjs; its URL is process.env.SITE_URL, the front's FRONT_URL.
 */
import fs from "fs"
import { chromium, type Browser, type Locator, type Page } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH as BENCH_CHROMIUM } from "../../../scripts/chromium-args.cjs"

const headlessShell = "/usr/bin/chromium-headless-shell"

/**
 * The tests' Chromium: Debian's chromium-headless-shell where it is installed (.ci/run installs it), the same Blink
 * as chromium without the desktop browser around it, as Playwright itself runs headless tests: about a quarter less
 * CPU per page. CHROMIUM_PATH (or CHROME_PATH) overrides it; without the package, chromium, which the bench measures.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  process.env.CHROME_PATH ||
  (fs.existsSync(headlessShell) ? headlessShell : BENCH_CHROMIUM)

export { CHROMIUM_ARGS }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  })
}

/** Absolute URL of a site path, e.g. siteUrl('/en/') or siteUrl('en/'). */
export function siteUrl(path = "/"): string {
  return urlOn(process.env.SITE_URL, path)
}

/** The same through the front `npm run bench` and `npm run cms` serve the site with (startFront, scripts/netlify-serve.mjs). */
export function frontUrl(path = "/"): string {
  return urlOn(process.env.FRONT_URL, path)
}

/** The same through the front `npm run bench` measures with, which keeps every answer (startFront's `keep`). */
export function keepingFrontUrl(path = "/"): string {
  return urlOn(process.env.KEEPING_FRONT_URL, path)
}

/** `path` on the server at `base` (a URL globalSetup published). */
export function urlOn(base: string | undefined, path: string): string {
  if (!base) {
    throw new Error(
      'SITE_URL is not set: run the browser tests through jest (project "browser"), whose globalSetup starts the server',
    )
  }
  if (/^https?:\/\//.test(path)) return path
  return base.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, "")
}

export interface OpenPageOptions {
  colorScheme?: "light" | "dark" | "no-preference"
  javaScriptEnabled?: boolean
  viewport?: { width: number; height: number }
  /** Defaults to 'load'. */
  waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit"
  /** prefers-reduced-motion of the context. */
  reducedMotion?: "reduce" | "no-preference"
  /** A touch screen (touch events, pointer type "touch"). */
  hasTouch?: boolean
  /**
   * Install Playwright's fake clock (starting at CLOCK_START) before the page loads.
   * Time still flows until the test calls `page.clock.pauseAt()`. `openPage` waits
   * until React has hydrated, but cannot tell when the effects after it have run (see
   * `waitForHydration`): the test waits for what it needs.
   */
  clock?: boolean
  /**
   * Wait until React has hydrated the page and run its effects (Gatsby's
   * "onInitialClientRender" mark). Defaults to true when JavaScript is on.
   */
  hydrated?: boolean
  /** Runs before the page loads, e.g. to set up `page.route()`. */
  prepare?: (page: Page) => Promise<void>
}

export interface OpenedPage {
  page: Page
  /** Console messages of type error/warning and uncaught page errors. */
  consoleErrors: string[]
}

/**
 * Open `path` in a fresh context (so options do not leak between tests).
 * Closing the page also closes its context.
 */
export async function openPage(browser: Browser, path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true
  const context = await browser.newContext({
    colorScheme: options.colorScheme,
    javaScriptEnabled,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion,
    hasTouch: options.hasTouch,
  })
  const page = await context.newPage()
  if (options.clock) await page.clock.install({ time: CLOCK_START })
  page.on("close", () => {
    context.close().catch(() => undefined)
  })
  const consoleErrors: string[] = []
  page.on("console", (message) => {
    const type = message.type()
    if (type === "error" || type === "warning") {
      const { url, lineNumber } = message.location()
      consoleErrors.push(`[${type}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`)
    }
  })
  page.on("pageerror", (error) => {
    consoleErrors.push(`[pageerror] ${error.stack || error.message}`)
  })
  await options.prepare?.(page)
  await page.goto(siteUrl(path), { waitUntil: options.waitUntil ?? "load" })
  if (javaScriptEnabled && (options.hydrated ?? true)) await waitForHydration(page, { fakeClock: options.clock })
  return { page, consoleErrors }
}

/** Where the fake clock of `openPage(…, { clock: true })` starts. */
export const CLOCK_START = new Date("2025-06-02T10:00:00+02:00")

/**
 * Wait until React has hydrated the server-rendered page and run its effects:
 * Gatsby marks "onInitialClientRender" in an effect of its root component, which
 * runs after every effect of the page. Under the fake clock `performance` is a
 * stand-in without marks (pass `fakeClock`): then wait until React's root is no
 * longer dehydrated (hydration committed; its effects may still be pending, so
 * such tests wait for what they need).
 */
export async function waitForHydration(page: Page, { fakeClock = false } = {}): Promise<void> {
  await page.waitForFunction((fake) => {
    if (!fake) return performance.getEntriesByName("onInitialClientRender").length > 0
    const root = document.getElementById("___gatsby") as (HTMLElement & Record<string, unknown>) | null
    const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer$"))
    const fiber = key
      ? (root[key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } })
      : null
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false
  }, fakeClock)
}

/** Errors and warnings other than those `allowed` matches. */
export function unexpected(consoleErrors: string[], allowed: RegExp[] = []): string[] {
  return consoleErrors.filter((message) => !allowed.some((pattern) => pattern.test(message)))
}

/**
 * Wait two frames: observers (IntersectionObserver, layout shifts, content-visibility) have
 * reported what the last one drew.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Scroll through the whole page one screen at a time (so that lazy images, the
 * carousels' Swiper and the reveal sections all start), back to the top, and wait
 * until no CSS transition is running any more (the floating dots' animation is not a transition).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight))
  for (let step = 1; step <= steps; step++) {
    await page.evaluate(
      (y) => window.scrollTo({ top: y, behavior: "instant" }),
      step * (page.viewportSize()?.height ?? 800),
    )
    // Two frames each, so that IntersectionObserver reports every position.
    await nextFrames(page)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await settled(page)
}

/**
 * Wait until no animation runs on the page but the header's decorative floating dots' (which float once, for up to
 * five seconds after a page starts).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          ((animation.effect as KeyframeEffect | null)?.target?.closest('[data-testid="floating-dots"]') ?? null) !==
            null,
      ),
  )
}

/** Wait until no CSS transition runs on the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  )
}

/**
 * Scroll `locator` into view and read its rendered text once the browser has rendered it
 * (content under `content-visibility: auto` is rendered in the frame after it comes near
 * the screen). Polls from Node, so it also works in pages without JavaScript.
 */
export async function renderedText(locator: Locator): Promise<string> {
  await locator.scrollIntoViewIfNeeded()
  for (let attempt = 0; attempt < 40; attempt++) {
    const text = await locator.innerText()
    if (/\S/.test(text)) return text
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return locator.innerText()
}

/**
 * The week's lines of an opening-hours list (`dl > div`, for `locator.evaluateAll`) as a visitor
 * reads them. Today's line (by the visitor's clock) also says "(heute)" / "(today)" to screen
 * readers; the open-now test checks that mark with a fixed clock.
 */
export function hoursLines(rows: Element[]): string[] {
  return rows.map((row) => {
    const todayMark = row.hasAttribute("data-today")
      ? (row.querySelector(".visually-hidden")?.textContent ?? "").trim()
      : ""
    return (row as HTMLElement).innerText.replace(todayMark, "").replace(/\s+/g, " ").trim()
  })
}
