/**
 * A page as a slow connection or a slow phone gets it: the browser paints what it has parsed so far.
 *
 * - The first paint waits for the whole header (PageHead's `<link rel="expect">`), checked in
 *   Chromium with the HTML sent in small pieces with pauses between.
 * - From there on, nothing painted moves as the rest arrives: for every element after the header,
 *   the page cut right after it (what follows removed, as if not yet parsed) lays out everything
 *   in the first screen where the whole page has it. On one page of each kind, phone and desktop,
 *   before hydration (the scripts are not served), as it is while the page streams in.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser } from "playwright-core"
import { launchBrowser, siteUrl } from "./support/browser"
import { eventPages, inLanguage, legalPages, notFoundPaths, pages, partnerPages } from "./support/site-data"

jest.setTimeout(60_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const kinds = [...pages, legalPages[0], partnerPages[0], eventPages[0]]
const visits = [
  ...kinds.map((pathName) => ({ pathName, width: 390, height: 844 })),
  ...kinds.map((pathName) => ({ pathName: inLanguage(pathName, "en"), width: 1280, height: 900 })),
  { pathName: notFoundPaths.de, width: 390, height: 844 },
  { pathName: notFoundPaths.en, width: 1280, height: 900 },
]

describe("the first paint", () => {
  let slow: http.Server
  let slowUrl: string
  beforeAll(async () => {
    // The site's answers, HTML in 1 KB pieces 25 ms apart.
    slow = http.createServer((request, response) => {
      void (async () => {
        const answer = await fetch(siteUrl(request.url ?? "/"), {
          headers: { accept: request.headers.accept ?? "*/*", "accept-encoding": "identity" },
          redirect: "manual",
        })
        const dropped = ["content-length", "content-encoding", "transfer-encoding", "connection"]
        response.writeHead(
          answer.status,
          Object.fromEntries([...answer.headers].filter(([name]) => !dropped.includes(name))),
        )
        const body = Buffer.from(await answer.arrayBuffer())
        if (!answer.headers.get("content-type")?.includes("text/html")) return response.end(body)
        for (let at = 0; at < body.length; at += 1024) {
          response.write(body.subarray(at, at + 1024))
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
        response.end()
      })().catch((error: Error) => response.destroy(error))
    })
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve))
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => slow?.close(resolve))
  })

  it.each([
    { pathName: "/", width: 390, height: 844 },
    { pathName: "/en/party-rooms/", width: 1280, height: 900 },
  ])("of $pathName at $width px, streamed in slowly, has the whole header", async ({ pathName, width, height }) => {
    const context = await browser.newContext({ viewport: { width, height } })
    try {
      await context.addInitScript(() => {
        requestAnimationFrame(() => {
          const target = document.querySelector('link[rel="expect"]')?.getAttribute("href") ?? ""
          ;(window as unknown as { firstFrame: object }).firstFrame = {
            target,
            parsed: document.querySelector(target || "#none") !== null,
            header: document.querySelector("header") !== null,
          }
        })
      })
      const page = await context.newPage()
      await page.goto(slowUrl + pathName, { waitUntil: "load" })
      expect(await page.evaluate(() => (window as unknown as { firstFrame: object }).firstFrame)).toEqual({
        target: expect.stringMatching(/^#./),
        parsed: true,
        header: true,
      })
    } finally {
      await context.close()
    }
  })
})

describe("a page cut after each element from the header on", () => {
  it.each(visits)(
    "$pathName at $width px: nothing in the first screen is elsewhere than in the whole page",
    async ({ pathName, width, height }) => {
      const context = await browser.newContext({ viewport: { width, height } })
      try {
        const page = await context.newPage()
        await page.route(/\.js(\?|$)/, (route) => route.abort())
        await page.goto(siteUrl(pathName), { waitUntil: "load" })
        const moved = await page.evaluate(() => {
          // Layout's boxes, not a moment of the header's floating dots (a transform, which moves nothing else).
          for (const animation of document.getAnimations()) animation.cancel()
          const start = document.querySelector('link[rel="expect"]')?.getAttribute("href") ?? ""
          const all = [...document.body.querySelectorAll("*")]
          const from = Math.max(
            0,
            all.findIndex((element) => `#${element.id}` === start),
          )
          const boxes = () =>
            new Map(all.filter((element) => element.isConnected).map((e) => [e, e.getBoundingClientRect()]))
          const whole = boxes()
          const visible = (box: DOMRect) =>
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            box.right > 0 &&
            box.left < innerWidth
          const name = (element: Element) => element.outerHTML.slice(0, 90)
          const found = new Map<Element, string>()
          for (const cut of all.slice(from)) {
            const removed: [Node, Node][] = []
            for (let node: Node = cut; node !== document.body; node = node.parentNode!)
              while (node.nextSibling) {
                const last = node.parentNode!.lastChild!
                removed.push([last, node.parentNode!])
                last.remove()
              }
            for (const [element, box] of boxes()) {
              const final = whole.get(element)!
              // Chromium counts a move from 3 px.
              if (found.has(element) || !visible(box)) continue
              if (Math.abs(box.x - final.x) >= 3 || Math.abs(box.y - final.y) >= 3)
                found.set(
                  element,
                  `${name(element)} at (${Math.round(box.x)}, ${Math.round(box.y)}) until after ${name(cut)}, then (${Math.round(final.x)}, ${Math.round(final.y)})`,
                )
            }
            for (const [node, parent] of removed.reverse()) parent.appendChild(node)
          }
          return [...found.values()]
        })
        expect(moved).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
