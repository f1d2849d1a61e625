/**
 * The CMS at /admin/, as an editor uses it on this computer: decap-server (the
 * local backend, port 8081) writes into this working copy's data/. The test
 * changes a partner's opening hours in the browser, saves, and checks the YAML
 * file and the build's validation; the file is restored afterwards, also when
 * the test fails.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { localBackendPort } from "../../src/cms/config"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { launchBrowser, siteUrl } from "./support/browser"
import { inLanguage, legalPages, pages } from "./support/site-data"

const root = path.resolve(__dirname, "../..")
const partnerFile = path.join(root, "data/partners/da-tano.yaml")
const roomFile = path.join(root, "data/rooms/party-cellar.yaml")
const uploaded = path.join(root, "data/images/partners/da-tano/cms-test-upload.jpg")

let browser: Browser
let backend: ChildProcess | undefined
let original: string
let originalRoom: string

/** Puts data/ back as it was (also when a test failed half-way). */
function restore(): void {
  fs.writeFileSync(partnerFile, original)
  fs.writeFileSync(roomFile, originalRoom)
  fs.rmSync(uploaded, { force: true })
}

/** scripts/decap-server.mjs as a child process (ts-jest cannot import ES modules); fails clearly if 8081 is taken. */
function startBackend(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/decap-server.mjs"), "--port", String(localBackendPort)], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 20000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("decap-server ready at")) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`decap-server exited with ${code}:\n${output}`))
    })
  })
}

beforeAll(async () => {
  original = fs.readFileSync(partnerFile, "utf8")
  originalRoom = fs.readFileSync(roomFile, "utf8")
  browser = await launchBrowser()
  backend = await startBackend()
})

afterAll(async () => {
  restore()
  await browser?.close()
  if (backend && backend.exitCode === null) {
    const exited = new Promise((resolve) => backend!.once("exit", resolve))
    backend.kill("SIGTERM")
    await exited
  }
})

interface AdminPage {
  page: Page
  /** Console errors and warnings, uncaught errors and Content-Security-Policy violations. */
  problems: string[]
  requests: string[]
}

/** /admin/ in a fresh context, signed in to the local backend. */
async function openAdmin(hash = ""): Promise<AdminPage> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const page = await context.newPage()
  page.on("close", () => context.close().catch(() => undefined))
  const problems: string[] = []
  const requests: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`[${message.type()}] ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`[pageerror] ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  await page.goto(siteUrl("/admin/"))
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByText("Partner / partners").first().waitFor()
  if (hash) await page.goto(siteUrl(`/admin/${hash}`))
  return { page, problems, requests }
}

/** The lines of `after` that differ from `before` at the same place. */
function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]] as [string, string]]))
}

async function waitForFileChange(file: string, from: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const now = fs.readFileSync(file, "utf8")
    if (now !== from) return now
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path.relative(root, file)} did not change`)
}

const closingTime = (page: Page) => page.getByLabel("Schließt um / closing time", { exact: true }).first()

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Veröffentlichen" }).click()
  await page.getByText("Jetzt veröffentlichen").click()
}

describe("/admin/ (Decap CMS)", () => {
  it("is not for search engines and has its own Content-Security-Policy", async () => {
    const response = await fetch(siteUrl("/admin/"))
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow")
    const policies = (response.headers.get("content-security-policy") ?? "").split(", ")
    // The policy for every path, and the admin's own (both enforced).
    expect(policies).toHaveLength(2)
    expect(policies[1]).toContain("script-src 'self' 'unsafe-eval';")
    expect(policies[1]).toContain(`connect-src 'self' blob: http://localhost:${localBackendPort}`)
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it("adds no byte to the public pages: none of them loads anything from /admin/ or any of Decap's code", async () => {
    const paths = (["de", "en"] as const).flatMap((language) => [...pages, ...legalPages, "/404/"].map((p) => inLanguage(p, language)))
    const scripts = new Set<string>()
    for (const pagePath of paths) {
      const html = await (await fetch(siteUrl(pagePath))).text()
      expect([pagePath, /\/admin\//.test(html)]).toEqual([pagePath, false])
      // <script src> tags, and the scripts the page's loader requests after the first paint (src/gatsby/defer-scripts.ts).
      for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src)
      for (const [, src] of html.matchAll(/"(\/[^"]+\.js)"/g)) scripts.add(src)
    }
    expect(scripts.size).toBeGreaterThan(0)
    // The pages' bundles and every chunk webpack may load later (all .js in public/ but /admin/).
    const bundles = fs.readdirSync(path.join(root, "public")).filter((file) => file.endsWith(".js"))
    for (const file of [...scripts].map((src) => src.replace(/^\//, "")).concat(bundles)) {
      const code = fs.readFileSync(path.join(root, "public", file), "utf8")
      expect([file, /decap-cms|netlify-identity|DecapCms/i.test(code)]).toEqual([file, false])
    }
  })

  it("changes a partner's closing time in data/partners/da-tano.yaml, one line, and the build still accepts it", async () => {
    try {
      const { page, problems, requests } = await openAdmin("#/collections/partners/entries/da-tano")
      const preview = page.frameLocator("#preview-pane")
      await preview.getByText("18:00–22:00 Uhr").waitFor()
      await expect(closingTime(page).inputValue()).resolves.toBe("22:00")

      await closingTime(page).fill("23:30")
      // The preview is the site's own partner card, in both languages.
      await preview.getByText("18:00–23:30 Uhr").waitFor()
      await preview.getByText("18:00–23:30", { exact: true }).waitFor()
      await publish(page)
      const saved = await waitForFileChange(partnerFile, original)

      expect(changedLines(original, saved)).toEqual([['    closes: "22:00"', '    closes: "23:30"']])
      expect(saved.split("\n")[0]).toBe("# yaml-language-server: $schema=../../schemas/partner.schema.json")
      expect(saved).toContain("# TODO(client): confirm website and phone number")
      expect(validateDataDir(path.join(root, "data"))).toEqual([])

      const origin = new URL(siteUrl("/")).origin
      const backendOrigin = `http://localhost:${localBackendPort}`
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith(backendOrigin) && !/^(data|blob):/.test(url))).toEqual([])
      expect(problems).toEqual([])
      await page.close()
    } finally {
      restore()
    }
  })

  it("refuses a closing time the build would refuse, and leaves the file alone", async () => {
    try {
      const { page, problems } = await openAdmin("#/collections/partners/entries/da-tano")
      await closingTime(page).waitFor()
      await closingTime(page).fill("25:00")
      await publish(page)
      await page.getByText(/must be a time written as "HH:MM" between "00:00" and "24:00"/).first().waitFor()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(fs.readFileSync(partnerFile, "utf8")).toBe(original)
      // Decap 3.6 rejects its save promise with nothing when the form is invalid (its own behaviour).
      expect(problems.filter((problem) => problem !== "[pageerror] undefined")).toEqual([])
      await page.close()
    } finally {
      restore()
    }
  })

  it("changes a room's price: one line of data/rooms/party-cellar.yaml, shown in the preview as the site shows it", async () => {
    try {
      const { page, problems } = await openAdmin("#/collections/rooms/entries/party-cellar")
      const price = page.getByLabel("Preis pro Tag / price per day (euros)", { exact: true })
      await expect(price.inputValue()).resolves.toBe("384")
      await price.fill("399.5")
      await page.frameLocator("#preview-pane").getByText("399,50 € brutto pro Tag").waitFor()
      await publish(page)
      const saved = await waitForFileChange(roomFile, originalRoom)
      expect(changedLines(originalRoom, saved)).toEqual([["pricePerDay: 384", "pricePerDay: 399.5"]])
      expect(saved).toContain("# Euro per day, gross (incl. VAT)\npricePerDay: 399.5\n")
      expect(validateDataDir(path.join(root, "data"))).toEqual([])
      expect(problems).toEqual([])
      await page.close()
    } finally {
      restore()
    }
  })

  it("uploads a photo into data/images/partners/da-tano/ and adds it to the partner's photos", async () => {
    try {
      const { page, problems } = await openAdmin("#/collections/partners/entries/da-tano")
      await page.getByRole("button", { name: "Add more images" }).click()
      const photo = fs.readFileSync(path.join(root, "data/images/partners/miyako/2.jpg"))
      await page.locator("input[type=file]").setInputFiles({ name: "cms-test-upload.jpg", mimeType: "image/jpeg", buffer: photo })
      await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click()
      // The preview's carousel gets a sixth image.
      await page.frameLocator("#preview-pane").getByRole("button", { name: "Bild 6 von 6" }).first().waitFor()
      await publish(page)
      const saved = await waitForFileChange(partnerFile, original)
      expect(fs.readFileSync(uploaded).equals(photo)).toBe(true)
      expect(saved).toBe(
        original.replace(
          "  - ../images/partners/da-tano/5.jpg\n",
          "  - ../images/partners/da-tano/5.jpg\n  - ../images/partners/da-tano/cms-test-upload.jpg\n",
        ),
      )
      expect(validateDataDir(path.join(root, "data"))).toEqual([])
      expect(problems).toEqual([])
      await page.close()
    } finally {
      restore()
    }
  })
})
