/**
 * Helpers for the browser tests (playwright-core driving Debian's chromium).
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
 * The site is served by globalSetup.mjs; its URL is process.env.SITE_URL.
 */
import { chromium, type Browser, type Page } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/** Absolute URL of a site path, e.g. siteUrl('/en/') or siteUrl('en/'). */
export function siteUrl(path = '/'): string {
  const base = process.env.SITE_URL
  if (!base) {
    throw new Error('SITE_URL is not set: run the browser tests through jest (project "browser"), whose globalSetup starts the server')
  }
  if (/^https?:\/\//.test(path)) return path
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '')
}

export interface OpenPageOptions {
  colorScheme?: 'light' | 'dark' | 'no-preference'
  javaScriptEnabled?: boolean
  viewport?: { width: number; height: number }
  /** Defaults to 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit'
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
  const context = await browser.newContext({
    colorScheme: options.colorScheme,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  page.on('close', () => {
    context.close().catch(() => undefined)
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    const type = message.type()
    if (type === 'error' || type === 'warning') {
      const { url, lineNumber } = message.location()
      consoleErrors.push(`[${type}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
    }
  })
  page.on('pageerror', (error) => {
    consoleErrors.push(`[pageerror] ${error.stack || error.message}`)
  })
  await page.goto(siteUrl(path), { waitUntil: options.waitUntil ?? 'load' })
  return { page, consoleErrors }
}
