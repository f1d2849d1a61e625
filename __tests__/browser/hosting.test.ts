import { execFileSync } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import http from "http"
import { frontUrl, keepingFrontUrl, launchBrowser, openPage, siteUrl } from "./support/browser"
import { inLanguage, partnerPages } from "./support/site-data"

const root = path.resolve(__dirname, "../..")
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// The bundle the home page loads (public/ may still hold an earlier build's).
const appBundle = fs.readFileSync(path.join(root, "public/index.html"), "utf8").match(/"(\/app-[0-9a-f]{20}\.js)"/)![1]

/**
 * The answers of Netlify's own local server (netlify-cli, started by globalSetup):
 * headers from public/_headers, 404s from public/_redirects, the adapter's rules among them.
 * Caching, which that server does not apply, is checked from the files (netlify-rules.test.ts).
 */
describe("security headers, as Netlify's server sends them", () => {
  it.each([
    ["/", 200],
    ["/en/party-rooms/", 200],
    ["/does-not-exist/", 404],
    ["/en/does-not-exist/", 404],
    ["/admin/", 200],
    [appBundle, 200],
  ] as const)("%s answers %i with one Content-Security-Policy, HSTS and friends", async (urlPath, status) => {
    const response = await fetch(siteUrl(urlPath))
    // Read the body: an unread one can pause undici's parser, which then fails an assertion when the server closes
    // the connection (seen on "/", Node 24's fetch).
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    const csp = response.headers.get("content-security-policy") ?? ""
    // One policy: a second one (another rule's) would be joined with a comma.
    expect(csp.match(/default-src/g)).toHaveLength(1)
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(csp).not.toMatch(/'unsafe-eval'|http:/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("same-origin")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("permissions-policy")).toContain("camera=()")
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull()
  })

  it("grades the home page A+ (100 or more) in the Mozilla HTTP Observatory", () => {
    const result = JSON.parse(
      execFileSync(process.execPath, [path.join(__dirname, "support/observatory.mjs"), siteUrl("/")], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    ) as { grade: string; score: number; tests: Record<string, { result: string; scoreModifier: number }> }
    const lines = Object.entries(result.tests).map(
      ([name, test]) => `  ${name}: ${test.result} (${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier})`,
    )
    console.log(
      `Mozilla HTTP Observatory, home page as Netlify's server sends it: ${result.grade} (${result.score})\n${lines.join("\n")}`,
    )
    expect(result.grade).toBe("A+")
    expect(result.score).toBeGreaterThanOrEqual(100)
    expect(result.tests["content-security-policy"].result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only")
  })
})

/**
 * The front of scripts/netlify-serve.mjs (startFront), before Netlify's server for `npm run bench` and `npm run cms`: it
 * gzips text, as Netlify's CDN sends it, and changes nothing else of Netlify's answer.
 */
describe("the front of npm run bench and npm run cms passes Netlify's answers on", () => {
  // What two answers of the same server may differ in, and what gzip changes.
  const perAnswer = [
    "date",
    "age",
    "x-nf-request-id",
    "connection",
    "keep-alive",
    "transfer-encoding",
    "content-length",
  ]
  const answer = async (url: string) => {
    const response = await fetch(url, { redirect: "manual", headers: { "accept-encoding": "gzip" } })
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !perAnswer.includes(name)))
    const { "content-encoding": encoding = null, vary = null, ...rest } = headers
    const body = createHash("sha256")
      .update(Buffer.from(await response.arrayBuffer()))
      .digest("hex")
    return { encoding, vary, answer: { status: response.status, headers: rest, body } }
  }
  const photo = fs
    .readdirSync(path.join(root, "public/static"), { recursive: true, encoding: "utf8" })
    .find((file) => file.endsWith(".jpg"))

  it.each([
    ["/", true],
    ["/en/", true],
    [inLanguage(partnerPages.at(-1)!, "en"), true],
    ["/en/nope/", true],
    ["/admin/", true],
    ["/robots.txt", true],
    ["/page-data/app-data.json", true],
    // An upcoming event's calendar file (calendar.test.ts checks which events have one).
    [`/en/events/${fs.readdirSync(path.join(root, "public/en/events")).find((file) => file.endsWith(".ics"))}`, true],
    [`/static/${photo}`, false],
    // A gallery photo from netlify-cli's image CDN.
    [`/.netlify/images?${new URLSearchParams({ url: `/static/${photo}`, w: "240", q: "72" })}`, false],
  ] as const)("%s: the same status, headers and content (gzipped: %s)", async (urlPath, gzipped) => {
    const [netlify, front] = await Promise.all([answer(siteUrl(urlPath)), answer(frontUrl(urlPath))])
    // The bench's front: its first answer from Netlify's server, the second from what it kept.
    const kept = [await answer(keepingFrontUrl(urlPath)), await answer(keepingFrontUrl(urlPath))]
    for (const each of [front, ...kept]) {
      expect(each.answer).toEqual(netlify.answer)
      expect(each.encoding).toBe(gzipped ? "gzip" : null)
      expect(each.vary).toBe(gzipped ? "Accept-Encoding" : netlify.vary)
    }
    expect(netlify.encoding).toBeNull()
  })

  // netlify-cli's server closes the connection after every answer; Netlify's CDN keeps one for the whole page, and
  // so does the front (a new connection per file would cost a round trip each in Lighthouse's simulation).
  it.each([
    ["the front", frontUrl],
    ["the bench's front", keepingFrontUrl],
  ])("%s answers a page's files over one connection", async (_, url) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const reused = (urlPath: string) =>
      new Promise<boolean>((resolve, reject) => {
        const request = http.get(url(urlPath), { agent }, (response) => {
          response.resume()
          response.on("end", () => resolve(request.reusedSocket))
        })
        request.on("error", reject)
      })
    const answers = []
    for (const urlPath of ["/", appBundle, "/robots.txt"]) answers.push(await reused(urlPath))
    agent.destroy()
    expect(answers).toEqual([false, true, true])
  })
})

describe("/admin/ as Netlify's server sends it", () => {
  it("loads its configuration and offers the editors' sign-in", async () => {
    const { page } = await openPage(browser, "/admin/", { hydrated: false })
    // Decap reads config.yml whatever type the server gives it (src/cms/index.tsx) and, with no local backend here, offers GitHub.
    await page.getByRole("button", { name: /GitHub/ }).waitFor({ timeout: 30000 })
    await expect(page.getByText("Error loading the CMS configuration").count()).resolves.toBe(0)
    await page.close()
  })
})
