/**
 * The newsletter sign-up (docs/newsletter.md).
 *
 * 1. The built site (public/, `newsletter: { provider: none }`): no page of the sign-up collects an
 *    address, in either language, and the policy lets forms post to the site itself only.
 * 2. A copy of the site built with `provider: brevo` and `action` on Brevo's host
 *    (https://passage-test.sibforms.com/serve/…, as the schema requires), which the browser reaches
 *    through a proxy of the test's that tunnels that host, and nothing else, to a stand-in on
 *    127.0.0.1: an https server (a throw-away self-signed certificate for that host) that records
 *    each POST and answers with a "please confirm your e-mail" page, as the provider's double opt-in does. The copy is served by
 *    netlify-cli like the real site (its _headers: the built policy applies), and Chromium submits
 *    the form with JavaScript and without.
 *
 * Why a second build: with no provider the real build has no form at all, so there is no built
 * markup to post from; putting a form or a policy into the built page here would test that
 * substitution, not the build. The copy builds with `gatsby build`, its photos as thumbnails
 * (support/site-copy.ts): under a minute.
 */
import { execFileSync, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import https from "https"
import net from "net"
import path from "path"
import type { Browser } from "playwright-core"
import { parsePolicy } from "../../src/gatsby/headers"
import { launchBrowser, openPage, siteUrl } from "./support/browser"
import { buildCopy, copySite, removeCopy, serve, shrinkPhotos } from "./support/site-copy"
import { inLanguage, languages, t } from "./support/site-data"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const formAction = (response: Response) =>
  parsePolicy(response.headers.get("content-security-policy") ?? "").get("form-action")

describe("the built site, with no newsletter provider configured", () => {
  const paths = languages.flatMap((language) =>
    ["/", "/contact/"].map((route) => [inLanguage(route, language), language]),
  )

  it.each(paths)("%s collects no address, with JavaScript and without", async (pagePath, language) => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage(browser, pagePath, { javaScriptEnabled })
      expect(await page.locator('input[type="email"], input[name="email"], input[name="EMAIL"]').count()).toBe(0)
      // No form of any kind on these pages (the party-room inquiry lives on /party-rooms/).
      expect(await page.locator("form").count()).toBe(0)
      if (pagePath === inLanguage("/", language as "de" | "en")) {
        const notice = page.locator('[data-newsletter="none"]')
        await notice.scrollIntoViewIfNeeded()
        await expect(notice.innerText()).resolves.toContain(t(language as "de" | "en", "news.comingSoon"))
        await expect(notice.locator("h3").innerText()).resolves.toBe("Newsletter")
      }
      await page.close()
    }
  })

  it("lets forms post to the site itself and nowhere else", async () => {
    const response = await fetch(siteUrl("/"))
    await response.arrayBuffer()
    expect(formAction(response)).toEqual(["'self'"])
  })
})

/** The host the copy's form posts to: one of Brevo's, which only the test's proxy resolves. */
const providerHost = "passage-test.sibforms.com"

/**
 * A stand-in for the provider's hosted sign-up endpoint: https on 127.0.0.1, recording every POST,
 * and the proxy (`proxy`, for the browser's context) that tunnels the provider's host to it.
 */
interface StandIn {
  origin: string
  proxy: string
  posts: { path: string; body: URLSearchParams }[]
  /** Every host:port the browser asked the proxy for. */
  tunnels: string[]
  close(): Promise<void>
}

const confirmPage = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bitte bestätigen</title></head>
<body><h1>Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse</h1>
<p>Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt.</p></body></html>`

async function startStandIn(dir: string): Promise<StandIn> {
  const key = path.join(dir, "key.pem")
  const cert = path.join(dir, "cert.pem")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      `/CN=${providerHost}`,
      "-addext",
      `subjectAltName=DNS:${providerHost}`,
    ],
    { stdio: "ignore" },
  )
  const posts: StandIn["posts"] = []
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      if (req.method === "POST") {
        posts.push({ path: req.url ?? "", body: new URLSearchParams(Buffer.concat(chunks).toString("utf8")) })
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
        res.end(confirmPage)
      } else {
        res.writeHead(405, { allow: "POST" })
        res.end()
      }
    })
  })
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  const { port } = server.address() as net.AddressInfo
  // Only CONNECT to the provider's host goes through; anything else the browser asks for is refused.
  const tunnels: string[] = []
  const proxy = http.createServer((_req, res) => res.writeHead(403).end())
  proxy.on("connect", (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    tunnels.push(req.url ?? "")
    if (req.url !== `${providerHost}:443`) return void socket.end("HTTP/1.1 403 Forbidden\r\n\r\n")
    const upstream = net.connect(port, "127.0.0.1", () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n")
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on("error", () => socket.destroy())
    socket.on("error", () => upstream.destroy())
  })
  proxy.listen(0, "127.0.0.1")
  await new Promise((resolve) => proxy.once("listening", resolve))
  return {
    origin: `https://${providerHost}`,
    proxy: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
    posts,
    tunnels,
    close: async () => {
      proxy.closeAllConnections()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe("a copy of the site with a newsletter provider (a stand-in for Brevo's host on 127.0.0.1)", () => {
  let copy: string
  let standIn: StandIn
  let site: { url: string; process: ChildProcess } | undefined
  const action = () => `${standIn.origin}/serve/MUIFAB-test`

  beforeAll(async () => {
    copy = copySite("site", /^__tests__\//)
    standIn = await startStandIn(copy)
    const siteYaml = path.join(copy, "data/site.yaml")
    const configured = fs
      .readFileSync(siteYaml, "utf8")
      .replace(
        /^newsletter:\n {2}provider: "none"$/m,
        [
          "newsletter:",
          '  provider: "brevo"',
          `  action: "${action()}"`,
          "  hiddenFields:",
          '    - { name: "locale", value: "de" }',
          '    - { name: "email_address_check", value: "" }',
          '  processor: { de: "Sendinblue SAS (Brevo), Paris, Frankreich", en: "Sendinblue SAS (Brevo), Paris, France" }',
          '  retention: { de: "bis Sie sich abmelden", en: "until you unsubscribe" }',
        ].join("\n"),
      )
    if (!configured.includes(action())) throw new Error("data/site.yaml does not end with newsletter: provider: none")
    fs.writeFileSync(siteYaml, configured)
    await shrinkPhotos(copy)
    const build = buildCopy(copy)
    if (build.status !== 0) throw new Error(`the copy did not build:\n${build.log.slice(-4000)}`)
    site = await serve(path.join(copy, "public"))
  }, 600_000)

  afterAll(async () => {
    if (site?.process.pid) process.kill(-site.process.pid, "SIGTERM")
    await standIn?.close()
    if (copy) removeCopy(copy)
  })

  it("builds the form posting to the provider and a policy that allows exactly its origin", async () => {
    const response = await fetch(`${site!.url}/`)
    const html = await response.text()
    expect(formAction(response)).toEqual(["'self'", standIn.origin])
    expect(html).toContain(`action="${action()}"`)
    expect(html).not.toContain("data-netlify")
  })

  it.each([
    ["de", true],
    ["de", false],
    ["en", true],
    ["en", false],
  ] as const)(
    "in %s with JavaScript %s: the stand-in gets the address and the browser shows its confirmation step",
    async (language, javaScriptEnabled) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        ignoreHTTPSErrors: true,
        // The site itself directly; the provider's host through the stand-in's proxy.
        proxy: { server: standIn.proxy, bypass: "localhost,127.0.0.1" },
      })
      const page = await context.newPage()
      const problems: string[] = []
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text())
      })
      await page.goto(`${site!.url}${inLanguage("/", language)}`)
      if (javaScriptEnabled)
        await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
      const address = `gast-${language}-${javaScriptEnabled ? "js" : "plain"}@example.at`
      const form = page.locator('form[data-newsletter="brevo"]')
      await form.scrollIntoViewIfNeeded()
      // The browser's own check first: an address without @ is not sent.
      await form.locator('input[type="email"]').fill("no-address")
      await form.getByRole("button", { name: t(language, "news.subscribe") }).click()
      expect(standIn.posts.filter((post) => post.body.get("EMAIL") === "no-address")).toEqual([])
      await form.locator('input[type="email"]').fill(address)
      await form.getByRole("button", { name: t(language, "news.subscribe") }).click()
      await page.waitForURL(action())
      await expect(page.locator("h1").innerText()).resolves.toBe(
        "Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse",
      )
      const post = standIn.posts.find((entry) => entry.body.get("EMAIL") === address)
      expect(post?.path).toBe("/serve/MUIFAB-test")
      expect(standIn.tunnels).toContain(`${providerHost}:443`)
      expect(Object.fromEntries(post!.body)).toEqual({ locale: "de", email_address_check: "", EMAIL: address })
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
