/**
 * The CMS at /admin/, as an editor uses it: every change is a draft (a branch
 * cms/<collection>/<entry>, on GitHub a pull request with its deploy preview), set to
 * "in review", then "ready", and only publishing puts it on the published branch.
 *
 * decap-server (the local backend) runs in its git mode on a throw-away Git repository
 * holding a copy of this working copy's data/ and locales/ (support/admin.ts). The tests check what the published branch (`main` of that repository) then
 * holds; one of them builds the site from it (a copy of the project with main's data/ and
 * locales/, a few minutes).
 *
 * The site is served as `npm run cms` serves it (netlify-cli's server, and before it
 * the front of scripts/netlify-serve.mjs, which passes /api/v1 on to decap-server, so the admin asks it on
 * its own origin; globalSetup starts both). The admin runs under the one
 * Content-Security-Policy every response carries (public/_headers): the site's strict
 * policy (script-src 'self' and hashes, no 'unsafe-eval', no http: source) with the sources
 * src/cms/csp.ts declares for the admin; any violation fails a test.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Browser, Locator, Page } from "playwright-core"
import sharp from "sharp"
import { parse } from "yaml"
import { adminSources } from "../../src/cms/csp"
import { fittedSize, photoLongEdge } from "../../src/content/photos"
import { unsavedChangesQuestion } from "../../src/cms/entry-routes"
import { photoAccept, unreadablePhoto, uploadMaxMegabytes, uploadProblem } from "../../src/cms/photo-upload"
import { parsePolicy } from "../../src/gatsby/headers"
import { validateDataDir, validateInterfaceWords } from "../../src/gatsby/validate-data"
import {
  editorUrl,
  draftReviewPublish,
  fieldShowing,
  statusButton,
  choosePhotos,
  decapFileInput,
  uploadPhoto,
  useLocalEditor,
  valueBecomes,
  waitFor,
  writes,
  type AdminPage,
} from "./support/admin"
import { frontUrl, siteUrl } from "./support/browser"
import { buildCopy, copySite, removeCopy, shrinkPhotos } from "./support/site-copy"
import { inLanguage, legalPages, pages } from "./support/site-data"

const root = path.resolve(__dirname, "../..")
const partnerFile = "data/partners/da-tano.yaml"
const roomFile = "data/rooms/party-cellar.yaml"
const uploaded = "data/images/partners/da-tano/cms-test-upload.jpg"

const editor = useLocalEditor()
const { git, published, publishedOrNull, branches, openAdmin } = editor
let browser: Browser
let repo: string
let initialCommit: string
let original: string
let originalRoom: string

beforeAll(() => {
  ;({ browser, repo, initialCommit } = editor)
  original = published(partnerFile)
  originalRoom = published(roomFile)
})

/** The lines of `after` that differ from `before` at the same place. */
function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]] as [string, string]]))
}

const closingTime = (page: Page) => page.getByLabel("Schließt um / closing time", { exact: true }).first()

describe("/admin/ (Decap CMS)", () => {
  it("is not for search engines", async () => {
    const response = await fetch(frontUrl("/admin/"))
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow")
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it("runs under the site's strict policy: no 'unsafe-eval', no inline script, only the admin's declared extra sources", async () => {
    const policy = parsePolicy((await fetch(frontUrl("/admin/"))).headers.get("content-security-policy") ?? "")
    expect(policy.get("script-src")![0]).toBe("'self'")
    // Beside the hashes, only WebAssembly for the HEIC decoder (src/cms/csp.ts).
    expect(
      policy
        .get("script-src")!
        .slice(1)
        .filter((source) => !/^'sha256-/.test(source)),
    ).toEqual([...adminSources.script])
    expect(policy.get("connect-src")).toEqual(["'self'", ...adminSources.connect])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
  })

  it("adds no byte to the public pages: none of them loads anything from /admin/ or any of Decap's code", async () => {
    const paths = (["de", "en"] as const).flatMap((language) =>
      [...pages, ...legalPages, "/404/"].map((p) => inLanguage(p, language)),
    )
    const scripts = new Set<string>()
    for (const pagePath of paths) {
      const html = await (await fetch(frontUrl(pagePath))).text()
      expect([pagePath, /\/admin\//.test(html)]).toEqual([pagePath, false])
      // <script src> tags, and the scripts the page's loader requests after the first paint (gatsby-plugin-fast-start's deferScripts).
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

  it("changes a partner's closing time as a draft, publishes it after review, and main gets one changed line the build accepts", async () => {
    const { page, problems, requests, dialogs } = await openAdmin("#/collections/partners/entries/da-tano")
    const preview = page.frameLocator("#preview-pane")
    await preview.getByText("18:00–22:00 Uhr").waitFor()
    await valueBecomes(closingTime(page), "22:00")

    await closingTime(page).fill("23:30")
    // The preview is the site's own partner card, in both languages.
    await preview.getByText("18:00–23:30 Uhr").waitFor()
    await preview.getByText("18:00–23:30", { exact: true }).waitFor()
    const saved = await draftReviewPublish(editor, page, "cms/partners/da-tano", partnerFile, original)

    expect(changedLines(original, saved)).toEqual([['    closes: "22:00"', '    closes: "23:30"']])
    expect(saved.split("\n")[0]).toBe("# yaml-language-server: $schema=../../schemas/partner.schema.json")
    expect(saved).toContain("# TODO(client): confirm website and phone number")
    // Decap fills {{collection}} with the collection's singular label.
    expect(git("log", "-1", "--format=%s", "main")).toBe(
      'CMS: Partner / partner „da-tano“ geändert / Partner / partner "da-tano" changed',
    )
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    // The editor was asked before it went live.
    expect(dialogs).toHaveLength(1)

    // decap-server too is asked on the admin's own origin.
    const origin = new URL(editorUrl("/")).origin
    expect(requests.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("refuses a closing time the build would refuse: no draft, nothing published", async () => {
    const admin = await openAdmin("#/collections/partners/entries/da-tano")
    const { page, problems } = admin
    // The entry's own value first: a value typed before Decap has loaded the entry is overwritten by it.
    await valueBecomes(closingTime(page), "22:00")
    await closingTime(page).fill("25:00")
    await valueBecomes(closingTime(page), "25:00")
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    await page
      .getByText(/must be a time written as "HH:MM" between "00:00" and "24:00"/)
      .first()
      .waitFor()
    expect(writes(admin)).toEqual([])
    expect(branches()).toEqual(["main"])
    expect(published(partnerFile)).toBe(original)
    expect(git("rev-parse", "main")).toBe(initialCommit)
    // Decap rejects its save promise with nothing when the form is invalid (its own behaviour, in 3.6 as in 3.19).
    expect(problems.filter((problem) => problem !== "[pageerror] undefined")).toEqual([])
    await page.close()
  })

  it("changes a room's price: one line of data/rooms/party-cellar.yaml, shown in the preview as the site shows it", async () => {
    const { page, problems } = await openAdmin("#/collections/rooms/entries/party-cellar")
    const price = page.getByLabel("Preis pro Tag / price per day (euros)", { exact: true })
    await expect(price.inputValue()).resolves.toBe("384")
    await price.fill("399.5")
    await page.frameLocator("#preview-pane").getByText("399,50 € brutto pro Tag").waitFor()
    const saved = await draftReviewPublish(editor, page, "cms/rooms/party-cellar", roomFile, originalRoom)
    expect(changedLines(originalRoom, saved)).toEqual([["pricePerDay: 384", "pricePerDay: 399.5"]])
    expect(saved).toContain("# Euro per day, gross (incl. VAT)\npricePerDay: 399.5\n")
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("uploads a photo with the draft: published, it is in data/images/partners/da-tano/ and among the partner's photos", async () => {
    const { page, problems } = await openAdmin("#/collections/partners/entries/da-tano")
    await valueBecomes(page.getByLabel("Name / name", { exact: true }), "Pizzeria DA TANO")
    const photo = await sharp(fs.readFileSync(path.join(root, "data/images/partners/miyako/2.jpg")))
      .resize(1200)
      .jpeg()
      .toBuffer()
    await choosePhotos(page, [{ name: "cms-test-upload.jpg", mimeType: "image/jpeg", buffer: photo }])
    // The preview's carousel gets a sixth image.
    await page.frameLocator("#preview-pane").getByRole("tab", { name: "Bild 6 von 6" }).first().waitFor()
    const saved = await draftReviewPublish(editor, page, "cms/partners/da-tano", partnerFile, original)
    // Small enough and without EXIF already: stored as it came.
    expect(execFileSync("git", ["cat-file", "blob", `main:${uploaded}`], { cwd: repo }).equals(photo)).toBe(true)
    expect(saved).toBe(
      original.replace(
        "  - ../images/partners/da-tano/5.jpg\n",
        "  - ../images/partners/da-tano/5.jpg\n  - ../images/partners/da-tano/cms-test-upload.jpg\n",
      ),
    )
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})

describe("/admin/: the entry its address names", () => {
  const daTano = "#/collections/partners/entries/da-tano"
  const miyako = "#/collections/partners/entries/miyako"
  const miyakoFile = "data/partners/miyako.yaml"
  /** A file as an entry's draft branch has it. */
  const drafted = (branch: string, file: string): string => git("show", `${branch}:${file}`) + "\n"

  it("opens the entry a typed address, a link, back and forward name, and saves the named entry's file", async () => {
    const { page, problems, dialogs } = await openAdmin(daTano)
    await fieldShowing(page, "Pizzeria DA TANO", "input")
    // Typed into the address bar (a colleague's link, a bookmark) while DA TANO is open.
    await page.goto(editorUrl(`/admin/${miyako}`))
    await fieldShowing(page, "Miyako Ramen Sushi", "input")
    // Nothing of DA TANO's form is left.
    const values = await page.locator("input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(values).not.toContain("Pizzeria DA TANO")
    await valueBecomes(closingTime(page), "14:30")
    await closingTime(page).fill("15:00")
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    await statusButton(page, "Entwurf").waitFor()
    expect(branches()).toEqual(["cms/partners/miyako", "main"])
    expect(changedLines(original, drafted("main", partnerFile))).toEqual([])
    expect(changedLines(published(miyakoFile), drafted("cms/partners/miyako", miyakoFile))).toEqual([
      ['    closes: "14:30"', '    closes: "15:00"'],
    ])

    // Back to DA TANO as published, forward to Miyako's draft.
    await page.goBack()
    await fieldShowing(page, "Pizzeria DA TANO", "input")
    await valueBecomes(closingTime(page), "22:00")
    await page.goForward()
    await fieldShowing(page, "Miyako Ramen Sushi", "input")
    await valueBecomes(closingTime(page), "15:00")
    await statusButton(page, "Entwurf").waitFor()

    // A link to the home page, a single file's entry, arrives with its fields filled in.
    await page.evaluate(() => {
      location.hash = "#/collections/home/entries/home"
    })
    const lead = (parse(published("data/home.yaml")) as { hero: { lead: { de: string } } }).hero.lead.de
    await fieldShowing(page, lead)
    expect(dialogs).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 120000)

  it("asks before unsaved changes are left for another entry's address: cancel keeps the entry, its change and its address", async () => {
    let asked = 0
    const { page, problems, dialogs } = await openAdmin(
      daTano,
      (message) => message !== unsavedChangesQuestion || ++asked > 1,
    )
    await valueBecomes(closingTime(page), "22:00")
    await closingTime(page).fill("23:30")
    // The change has settled (Decap may still be finishing the entry's loading), and the page is marked.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await valueBecomes(closingTime(page), "23:30")
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.goto(editorUrl(`/admin/${miyako}`))
    await waitFor(() => dialogs.length > 0, "the question about unsaved changes")
    expect(dialogs).toEqual([unsavedChangesQuestion])
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(new URL(page.url()).hash).toBe(daTano)
    await expect(page.evaluate(() => "sameDocument" in window)).resolves.toBe(true)
    await fieldShowing(page, "Pizzeria DA TANO", "input")
    await expect(closingTime(page).inputValue()).resolves.toBe("23:30")
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    await statusButton(page, "Entwurf").waitFor()
    expect(branches()).toEqual(["cms/partners/da-tano", "main"])
    expect(changedLines(original, drafted("cms/partners/da-tano", partnerFile))).toEqual([
      ['    closes: "22:00"', '    closes: "23:30"'],
    ])

    // Changed again, and this time the editor goes: one question, none from the browser as the admin loads afresh.
    await closingTime(page).fill("23:45")
    await page.evaluate((hash) => {
      location.hash = hash
    }, miyako)
    await fieldShowing(page, "Miyako Ramen Sushi", "input")
    await valueBecomes(closingTime(page), "14:30")
    expect(dialogs).toEqual([unsavedChangesQuestion, unsavedChangesQuestion])
    expect(changedLines(original, drafted("cms/partners/da-tano", partnerFile))).toEqual([
      ['    closes: "22:00"', '    closes: "23:30"'],
    ])
    expect(problems).toEqual([])
    await page.close()
  }, 120000)
})

describe("/admin/: GitHub sign-in", () => {
  it("asks GitHub only for public_repo, not for every private repository (Decap's default scope, repo)", async () => {
    // The site without decap-server: the admin offers GitHub through Netlify's sign-in window, kept offline here.
    const context = await browser.newContext()
    const asked: string[] = []
    await context.route("https://api.netlify.com/**", (route) => {
      asked.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()
    await page.goto(siteUrl("/admin/"))
    await page.getByRole("button", { name: /GitHub/ }).click()
    await waitFor(() => asked.length > 0, "the sign-in window")
    const url = new URL(asked[0])
    expect([url.pathname, url.searchParams.get("provider"), url.searchParams.get("scope")]).toEqual([
      "/auth",
      "github",
      "public_repo",
    ])
    await context.close()
  })
})

/** The German text area of a bilingual field (labelled by the field's label) and its English twin, filled in. */
async function fillBilingual(page: Page, label: string, nth: number, de: string, en: string): Promise<void> {
  const german = page.getByLabel(label, { exact: false }).nth(nth)
  await german.fill(de)
  const id = await german.getAttribute("id")
  await page.locator(`textarea[id="${id}-en"]`).fill(en)
}

describe("/admin/: events", () => {
  const slug = "cms-test-summer-2027"
  const file = `data/events/${slug}.yaml`

  it("creates an event with two photos in its own folder, reorders them, and main gets a file the build accepts", async () => {
    const { page, problems } = await openAdmin("#/collections/events/new")
    await page.getByLabel("Adresse der Seite / slug", { exact: true }).fill(slug)
    // A date and time picker (datetime-local), written to the file as Vienna wall-clock time "2027-07-02 18:00".
    await page.getByLabel(/^Beginn \/ start/).fill("2027-07-02T18:00")
    await page.getByLabel(/^Ende \/ end/).fill("2027-07-03T01:00")
    await page.getByLabel(/^Ort \/ place/).click()
    await page.getByText("Partykeller / Party cellar", { exact: true }).click()
    await fillBilingual(page, "Titel / title", 0, "Sommerfest 2027", "Summer party 2027")
    await fillBilingual(page, "Kurztext / teaser", 0, "Ein Abend im Hof.", "An evening in the courtyard.")
    await fillBilingual(page, "Text / text", 0, "Musik und Essen.", "Music and food.")

    // Small enough for the editor to store them as they are (fitting them is the phone photos' test's).
    const small = (file: string) =>
      sharp(fs.readFileSync(path.join(root, file)))
        .resize(1200)
        .jpeg()
        .toBuffer()
    const first = await small("data/images/partners/miyako/2.jpg")
    const second = await small("data/images/rooms/event-hall/3.jpg")
    const cover = await small("data/images/partners/da-tano/1.jpg")
    // The cover through Decap's media library, the photos in one go (PhotoListWidget.tsx).
    await uploadPhoto(page, "cover.jpg", cover)
    await fillBilingual(page, "Bildbeschreibung / image description", 0, "Der Hof", "The courtyard")
    await choosePhotos(page, [
      { name: "first.jpg", mimeType: "image/jpeg", buffer: first },
      { name: "second.jpg", mimeType: "image/jpeg", buffer: second },
    ])
    await page.getByLabel("Foto 1: Beschreibung Deutsch", { exact: true }).fill("Erstes Foto")
    await page.getByLabel("Foto 1: Beschreibung English", { exact: true }).fill("First photo")
    await page.getByLabel("Foto 2: Beschreibung Deutsch", { exact: true }).fill("Zweites Foto")
    await page.getByLabel("Foto 2: Beschreibung English", { exact: true }).fill("Second photo")

    // Drag the second photo above the first.
    const photos = page.locator("[data-photo-list] li[data-photo]")
    await expect(photos.count()).resolves.toBe(2)
    await photos.nth(1).dragTo(photos.nth(0))
    await valueBecomes(page.getByLabel("Foto 1: Beschreibung Deutsch", { exact: true }), "Zweites Foto")

    const saved = await draftReviewPublish(editor, page, `cms/events/${slug}`, file, null)
    const event = parse(saved) as {
      slug: string
      place: string
      cover: { image: string }
      photos: { image: string; alt: { en: string } }[]
    }
    expect(saved.split("\n")[0]).toBe("# yaml-language-server: $schema=../../schemas/event.schema.json")
    expect(event).toMatchObject({ slug, start: "2027-07-02 18:00", end: "2027-07-03 01:00", place: "party-cellar" })
    expect(event.cover.image).toBe(`../images/events/${slug}/cover.jpg`)
    expect(event.photos.map((photo) => [photo.image, photo.alt.en])).toEqual([
      [`../images/events/${slug}/second.jpg`, "Second photo"],
      [`../images/events/${slug}/first.jpg`, "First photo"],
    ])
    // The photos are in the event's own folder on main.
    for (const [name, bytes] of [
      ["cover.jpg", cover],
      ["first.jpg", first],
      ["second.jpg", second],
    ] as const)
      expect(
        execFileSync("git", ["cat-file", "blob", `main:data/images/events/${slug}/${name}`], { cwd: repo }).equals(
          bytes,
        ),
      ).toBe(true)
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it("refuses an end before the start with the build's message: nothing saved", async () => {
    const admin = await openAdmin("#/collections/events/entries/carnival-2027")
    const { page, problems } = admin
    const end = page.getByLabel(/^Ende \/ end/)
    await valueBecomes(end, "2027-02-06T02:00")
    await end.fill("2027-02-05T02:00")
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    await page
      .getByText(/field "end" is "2027-02-05 02:00", which is not after the start "2027-02-05 20:00"/)
      .first()
      .waitFor()
    expect(writes(admin)).toEqual([])
    expect(branches()).toEqual(["main"])
    expect(git("rev-parse", "main")).toBe(initialCommit)
    // Decap logs the refused save itself (console.error of the handler's error) and rejects its save promise with
    // its own action object (uncaught: "[pageerror] Object"), as it does with nothing for an invalid form.
    expect(
      problems.filter(
        (problem) => !problem.includes("which is not after the start") && problem !== "[pageerror] Object",
      ),
    ).toEqual([])
    await page.close()
  })

  it("deletes a past event: its file leaves main, and the rest still passes the build's check", async () => {
    const past = "data/events/carnival-2025.yaml"
    expect(publishedOrNull(past)).not.toBeNull()
    const { page, problems, dialogs } = await openAdmin("#/collections/events/entries/carnival-2025")
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), "carnival-2025")
    await page.getByRole("button", { name: "Lösche veröffentlichten Beitrag" }).click()
    await waitFor(() => publishedOrNull(past) === null, `${past} to leave main`)
    expect(dialogs).toHaveLength(1)
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})

/** An upright portrait (red top, blue bottom) of width × height, stored sideways with EXIF orientation 6 and GPS, as phones do. */
async function phonePortrait(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#777"/><rect width="${width}" height="${height / 4}" fill="#f00"/><rect y="${(height * 3) / 4}" width="${width}" height="${height / 4}" fill="#00f"/></svg>`
  const stored = await sharp(Buffer.from(svg)).rotate(-90).jpeg().toBuffer()
  return sharp(stored)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1", GPSLongitudeRef: "E", GPSLongitude: "14/1 1/1 39/1" },
    })
    .jpeg({ quality: 90 })
    .toBuffer()
}

describe("/admin/: photos straight from a phone", () => {
  const file = "data/events/carnival-2025.yaml"

  it("commits a 12 MP sideways portrait with GPS, a 48 MP photo and a PNG screenshot chosen at once upright, within the long edge, as JPEG without EXIF, under safe names", async () => {
    const before = published(file)
    const portrait = await phonePortrait(3024, 4032)
    expect(await sharp(portrait).metadata()).toMatchObject({ width: 4032, height: 3024, orientation: 6 })
    const large = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#8a6" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1" } })
      .jpeg({ quality: 70 })
      .toBuffer()
    const screenshot = await sharp({ create: { width: 1170, height: 2532, channels: 4, background: "#36c" } })
      .png()
      .toBuffer()
    const { page, problems } = await openAdmin("#/collections/events/entries/carnival-2025")
    await valueBecomes(page.getByLabel("Adresse der Seite / slug", { exact: true }), "carnival-2025")
    const existing = (parse(before) as { photos: unknown[] }).photos.length
    await page.getByText(`Foto ${existing} / photo ${existing}:`, { exact: false }).waitFor()
    await choosePhotos(page, [
      { name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: portrait },
      { name: "Foto 2 Ü.JPG", mimeType: "image/jpeg", buffer: large },
      { name: "Screenshot 1.png", mimeType: "image/png", buffer: screenshot },
    ])
    for (const n of [1, 2, 3]) {
      await page.getByLabel(`Foto ${existing + n}: Beschreibung Deutsch`, { exact: true }).fill(`Foto ${n}`)
      await page.getByLabel(`Foto ${existing + n}: Beschreibung English`, { exact: true }).fill(`Photo ${n}`)
    }
    const saved = parse(await draftReviewPublish(editor, page, "cms/events/carnival-2025", file, before)) as {
      photos: { image: string }[]
    }
    const names = ["img-0412.jpg", "foto-2-ue.jpg", "screenshot-1.jpg"]
    expect(saved.photos.slice(-3).map((photo) => photo.image)).toEqual(
      names.map((name) => `../images/events/carnival-2025/${name}`),
    )
    const committed = (name: string) =>
      execFileSync("git", ["cat-file", "blob", `main:data/images/events/carnival-2025/${name}`], { cwd: repo })
    const sizes = []
    for (const name of names) {
      const metadata = await sharp(committed(name)).metadata()
      expect([name, metadata.format, metadata.orientation, metadata.exif]).toEqual([name, "jpeg", undefined, undefined])
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(photoLongEdge)
      sizes.push([metadata.width, metadata.height])
    }
    // Upright (portrait, red at the top), scaled to the long edge, the screenshot too if it was longer.
    expect(sizes).toEqual([
      [(photoLongEdge * 3) / 4, photoLongEdge],
      [photoLongEdge, (photoLongEdge * 3) / 4],
      Object.values(fittedSize(1170, 2532)),
    ])
    const { data, info } = await sharp(committed("img-0412.jpg")).raw().toBuffer({ resolveWithObject: true })
    const at = (y: number) => (y * info.width + Math.floor(info.width / 2)) * info.channels
    expect([data[at(100)] > 200, data[at(100) + 2] < 60, data[at(photoLongEdge - 100) + 2] > 200]).toEqual([
      true,
      true,
      true,
    ])
    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 180000)

  it("says a damaged HEIC photo cannot be read (a whole one is converted: editor-phone.test.ts), and uploads nothing", async () => {
    // The ftyp box of a phone's HEIC photo and nothing of a picture after it.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(4000),
    ])
    const { page, problems, dialogs } = await openMediaLibrary()
    await page.locator(decapFileInput).setInputFiles({ name: "IMG_0413.HEIC", mimeType: "image/heic", buffer: heic })
    await waitFor(() => dialogs.length > 0, "the message about the damaged photo")
    expect(dialogs).toEqual([unreadablePhoto("libheif: no image in the file")])
    // Nothing in the media library to choose, nothing in the repository.
    await expect(page.getByText(/img-0413|IMG_0413/i).count()).resolves.toBe(0)
    expect(branches()).toEqual(["main"])
    expect(git("rev-parse", "main")).toBe(initialCommit)
    expect(problems).toEqual([])
    await page.close()
  })

  /** The event's form with its cover's media library open (Decap's, which takes one photo at a time). */
  async function openMediaLibrary(): Promise<AdminPage> {
    const admin = await openAdmin("#/collections/events/entries/carnival-2025")
    await valueBecomes(admin.page.getByLabel("Adresse der Seite / slug", { exact: true }), "carnival-2025")
    await admin.page.getByRole("button", { name: "Wähle ein anderes Bild", exact: true }).first().click()
    return admin
  }

  it("offers only photo types in the file picker and refuses an SVG or a text file named .jpg with what to do", async () => {
    const { page, problems, dialogs } = await openMediaLibrary()
    const picking = page.waitForEvent("filechooser")
    await page.locator(`label:has(${decapFileInput})`).click()
    const picker = await picking
    await expect(picker.element().getAttribute("accept")).resolves.toBe(photoAccept)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await picker.setFiles({ name: "plakat.jpg", mimeType: "image/jpeg", buffer: svg })
    await waitFor(() => dialogs.length > 0, "the message about the SVG")
    await page
      .locator(decapFileInput)
      .setInputFiles({ name: "notiz.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Bitte Fotos bis Freitag.") })
    await waitFor(() => dialogs.length > 1, "the message about the text file")
    const notAPhoto = (name: string) => uploadProblem(name, "image/jpeg", 100, new Uint8Array(0))
    expect(dialogs).toEqual([notAPhoto("plakat.jpg"), notAPhoto("notiz.jpg")])
    expect(dialogs[0]).toContain("kein Foto im Format JPEG, PNG, WebP oder AVIF")
    await expect(page.getByText(/plakat|notiz/).count()).resolves.toBe(0)
    expect(branches()).toEqual(["main"])
    expect(git("rev-parse", "main")).toBe(initialCommit)
    expect(problems).toEqual([])
    await page.close()
  })

  it("refuses a photo above the limit by its size before decoding it, and takes the same photo at its own size", async () => {
    const { page, problems, dialogs } = await openMediaLibrary()
    // Counts what the editor decodes (it reads the global at each upload).
    await page.evaluate(() => {
      const decode = window.createImageBitmap.bind(window)
      const counted = window as unknown as { decodes: number }
      counted.decodes = 0
      window.createImageBitmap = ((...args: Parameters<typeof decode>) => {
        counted.decodes++
        return decode(...args)
      }) as typeof window.createImageBitmap
    })
    const decodes = () => page.evaluate(() => (window as unknown as { decodes: number }).decodes)
    // A real photo, padded after its end to 1 MB above the limit (decoders ignore what follows): readable, only too large.
    const photo = fs.readFileSync(path.join(root, "data/images/partners/da-tano/1.jpg"))
    const padded = Buffer.concat([photo, Buffer.alloc((uploadMaxMegabytes + 1) * 1024 * 1024 - photo.length)])
    // Handed over as a file on disk: a buffer this large goes through the browser's protocol far more slowly.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "passage-upload-"))
    fs.writeFileSync(path.join(folder, "gross.jpg"), padded)
    await page.locator(decapFileInput).setInputFiles(path.join(folder, "gross.jpg"))
    // The browser reads the file when the editor does, not at the hand-over: removed once it has answered.
    await waitFor(() => dialogs.length > 0, "the message about the size")
    fs.rmSync(folder, { recursive: true, force: true })
    expect(dialogs).toEqual([uploadProblem("gross.jpg", "image/jpeg", padded.length, padded.subarray(0, 16))])
    expect(dialogs[0]).toContain(
      `„gross.jpg“ hat ${uploadMaxMegabytes + 1} MB, ein Foto darf höchstens ${uploadMaxMegabytes} MB haben.`,
    )
    await expect(decodes()).resolves.toBe(0)
    await expect(page.getByText("gross.jpg").count()).resolves.toBe(0)

    await page.locator(decapFileInput).setInputFiles({ name: "klein.jpg", mimeType: "image/jpeg", buffer: photo })
    await page.getByText("klein.jpg").first().waitFor()
    await expect(decodes()).resolves.toBe(1)
    expect(dialogs).toHaveLength(1)
    expect(branches()).toEqual(["main"])
    expect(problems).toEqual([])
    await page.close()
  }, 180000)
})

/** Opens the collapsed group of interface words a word's field is in (its ▸ button). */
async function openGroupOf(field: Locator): Promise<void> {
  await field.evaluate((element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const expand = parent.querySelector<HTMLButtonElement>('[data-testid="expand-button"]')
      if (expand) return expand.click()
    }
  })
  await field.waitFor({ state: "visible" })
}

/** The lines `after` has in place of `before`'s: what lies between their common beginning and their common end. */
function changedBlock(before: string, after: string): [string[], string[]] {
  const a = before.split("\n")
  const b = after.split("\n")
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return [a.slice(start, a.length - end), b.slice(start, b.length - end)]
}

/**
 * The site as Netlify would build it from the published branch: a copy of the project with main's data/ and
 * locales/ (its photos as thumbnails, support/site-copy.ts), built with `gatsby build`. Returns the copy's folder.
 */
async function buildFromPublished(): Promise<string> {
  const copy = copySite("site", /^(__tests__|data|locales)\//)
  const archive = execFileSync("git", ["archive", "--format=tar", "main", "data", "locales"], {
    cwd: repo,
    maxBuffer: 512 * 1024 * 1024,
  })
  execFileSync("tar", ["-x", "-C", copy], { input: archive })
  await shrinkPhotos(copy)
  const build = buildCopy(copy)
  expect({ status: build.status, tail: build.status === 0 ? "" : build.log.slice(-4000) }).toEqual({
    status: 0,
    tail: "",
  })
  return copy
}

describe("/admin/: the home page, the legal texts and the interface words", () => {
  const homeFile = "data/home.yaml"
  const termsFile = "data/legal/terms.yaml"
  const wordsFile = "locales/de/translation.json"
  const news = {
    before:
      "Alle Partner, Öffnungszeiten und Partyräume der Passage finden Sie ab sofort auf einen Blick – auf Deutsch und auf Englisch.",
    after:
      "Alle Partner, Öffnungszeiten und Partyräume der Passage finden Sie jetzt auf einen Blick – auf Deutsch und auf Englisch.",
  }
  const imprint = {
    before: "Medieninhaber und Herausgeber: {{legalName}}, {{address}}. Telefon: {{phone}}, E-Mail: {{email}}.",
    after: "Medieninhaberin und Herausgeberin: {{legalName}}, {{address}}. Telefon: {{phone}}, E-Mail: {{email}}.",
  }
  /** The imprint's paragraph as the legal page shows it: the placeholders filled in from data/site.yaml. */
  const facts =
    "Freiung Passage Wels, Freiung 9-11, Stadtplatz 43/44, 4600 Wels, Österreich. Telefon: +43 660 460 09 43, E-Mail: office@freiung-passage.at."
  let copy: string | undefined

  afterAll(() => {
    if (copy) removeCopy(copy)
  })

  it("changes a news item, a paragraph of the imprint and an interface word: main changes by those lines, and the site built from it shows all three", async () => {
    const before = { home: published(homeFile), terms: published(termsFile), words: published(wordsFile) }

    // A news item's text, seen in the home page's own News section as it is typed.
    const home = await openAdmin("#/collections/home/entries/home")
    const homePreview = home.page.frameLocator("#preview-pane")
    await homePreview.getByText(news.before).first().waitFor()
    await (await fieldShowing(home.page, news.before)).fill(news.after)
    await homePreview.getByText(news.after).first().waitFor()
    await homePreview.getByRole("heading", { name: "Unsere Geschichte" }).waitFor()
    const savedHome = await draftReviewPublish(editor, home.page, "cms/home/home", homeFile, before.home)
    expect(changedLines(before.home, savedHome)).toEqual([
      [`        de: "${news.before}"`, `        de: "${news.after}"`],
    ])
    expect(home.problems).toEqual([])
    await home.page.close()

    // A paragraph of the imprint, seen in the legal page's body with the placeholders filled in.
    const legal = await openAdmin("#/collections/legal/entries/terms")
    const legalPreview = legal.page.frameLocator("#preview-pane")
    await legalPreview.getByText(`Medieninhaber und Herausgeber: ${facts}`).waitFor()
    await (await fieldShowing(legal.page, imprint.before)).fill(imprint.after)
    await legalPreview.getByText(`Medieninhaberin und Herausgeberin: ${facts}`).waitFor()
    const savedTerms = await draftReviewPublish(editor, legal.page, "cms/legal/terms", termsFile, before.terms)
    // The changed text's folded lines become one; every other line, comment and folded text stays.
    expect(changedBlock(before.terms, savedTerms)).toEqual([
      [
        "          Medieninhaber und Herausgeber: {{legalName}}, {{address}}.",
        "          Telefon: {{phone}}, E-Mail: {{email}}.",
      ],
      [`          ${imprint.after}`],
    ])
    expect(legal.problems).toEqual([])
    await legal.page.close()

    // An interface word of the German file (the button under the home page's welcome).
    const words = await openAdmin("#/collections/ui/entries/de")
    const explore = await fieldShowing(words.page, "Entdecken", "input")
    await openGroupOf(explore)
    await explore.fill("Passage entdecken")
    const savedWords = await draftReviewPublish(editor, words.page, "cms/ui/de", wordsFile, before.words)
    expect(changedLines(before.words, savedWords)).toEqual([
      ['    "explore": "Entdecken",', '    "explore": "Passage entdecken",'],
    ])
    expect(words.problems).toEqual([])
    await words.page.close()

    expect(validateDataDir(path.join(repo, "data"))).toEqual([])
    expect(validateInterfaceWords(repo)).toEqual([])

    // One build of the site from what main now holds, for all three changes.
    copy = await buildFromPublished()
    const page = (pagePath: string) => fs.readFileSync(path.join(copy!, "public", pagePath, "index.html"), "utf8")
    const start = page("")
    expect(start).toContain(`<p>${news.after}</p>`)
    expect(start).not.toContain(news.before)
    expect(start).toMatch(/<a href="#about"[^>]*>Passage entdecken<\/a>/)
    const terms = page("terms")
    expect(terms).toContain(`<p>Medieninhaberin und Herausgeberin: ${facts}</p>`)
    expect(terms).not.toContain("Medieninhaber und Herausgeber:")
    // The English pages keep their words.
    expect(page("en")).toMatch(/<a href="#about"[^>]*>Explore<\/a>/)
    expect(page("en/terms")).toContain("Media owner and publisher: Freiung Passage Wels,")
  }, 900000)

  it("refuses an interface word without the placeholder the other language's word has, with the build's message: nothing saved", async () => {
    // What the build says of the same word (locales/en/ is checked against locales/de/).
    const words = fs.mkdtempSync(path.join(os.tmpdir(), "passage-words-"))
    fs.cpSync(path.join(root, "locales"), path.join(words, "locales"), { recursive: true })
    const english = path.join(words, "locales/en/translation.json")
    fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace('"{{name}} – home"', '"Home"'))
    const buildSays = validateInterfaceWords(words)
    fs.rmSync(words, { recursive: true, force: true })
    expect(buildSays.map((problem) => [problem.file, problem.field])).toEqual([
      ["locales/en/translation.json", "nav.homeLink"],
    ])

    const admin = await openAdmin("#/collections/ui/entries/en")
    const { page, problems } = admin
    const word = await fieldShowing(page, "{{name}} – home", "input")
    await openGroupOf(word)
    await word.fill("Home")
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    const message = `"nav.homeLink" ${buildSays[0].message}`
    await page.getByText(message).first().waitFor()
    expect(writes(admin)).toEqual([])
    expect(branches()).toEqual(["main"])
    expect(git("rev-parse", "main")).toBe(initialCommit)
    // Decap logs the refused save (console.error of the handler's error) and rejects its own save promise.
    expect(
      problems.filter((problem) => !problem.includes(buildSays[0].message) && problem !== "[pageerror] Object"),
    ).toEqual([])
    await page.close()
  })

  it("refuses a legal text with a placeholder the page does not know, with the build's message: nothing saved", async () => {
    // What the build says of the same text.
    const data = fs.mkdtempSync(path.join(os.tmpdir(), "passage-legal-"))
    fs.mkdirSync(path.join(data, "legal"))
    fs.writeFileSync(
      path.join(data, "legal/terms.yaml"),
      fs
        .readFileSync(path.join(root, termsFile), "utf8")
        .replace("Herausgeber: {{legalName}}", "Herausgeber: {{owner}}"),
    )
    const buildSays = validateDataDir(data).filter((problem) => problem.file === termsFile)
    fs.rmSync(data, { recursive: true, force: true })
    expect(buildSays.map((problem) => problem.field)).toEqual(["sections[0].paragraphs[1].de"])

    const admin = await openAdmin("#/collections/legal/entries/terms")
    const { page, problems } = admin
    const paragraph = await fieldShowing(page, imprint.before)
    await paragraph.fill(imprint.before.replace("{{legalName}}", "{{owner}}"))
    // The preview shows what it cannot fill in as typed.
    await page
      .frameLocator("#preview-pane")
      .getByText("Medieninhaber und Herausgeber: {{owner}}, Freiung 9-11")
      .waitFor()
    await page.getByRole("button", { name: "Speichern", exact: true }).click()
    await page.getByText(`field "${buildSays[0].field}" ${buildSays[0].message}`).first().waitFor()
    expect(writes(admin)).toEqual([])
    expect(branches()).toEqual(["main"])
    expect(git("rev-parse", "main")).toBe(initialCommit)
    expect(
      problems.filter((problem) => !problem.includes(buildSays[0].message) && problem !== "[pageerror] Object"),
    ).toEqual([])
    await page.close()
  })

  it("previews an event as its page: heading, when and where, text, cover and the gallery's thumbnails, in both languages", async () => {
    const { page, problems } = await openAdmin("#/collections/events/entries/carnival-2025")
    const preview = page.frameLocator("#preview-pane")
    await preview.getByRole("heading", { level: 1, name: "Faschingsparty 2025" }).waitFor()
    await preview.getByRole("heading", { level: 1, name: "Carnival party 2025" }).waitFor()
    await preview.getByText("Freitag, 28. Februar 2025").waitFor()
    await preview.getByText("Friday 28 February 2025").waitFor()
    await preview.getByText("Danke an alle Gäste und Partner, die dabei waren!", { exact: false }).waitFor()
    await preview.getByRole("heading", { name: "Fotos (5)" }).waitFor()
    // The first thumbnail of the German gallery and the cover: photos of the repository, loaded.
    const thumbnail = preview.locator("[data-gallery] img").first()
    await expect(thumbnail.getAttribute("alt")).resolves.toBe("Gäste in bunten Faschingskostümen stoßen gemeinsam an")
    // A thumbnail is shown once its link comes near the screen (PhotoGallery's data-near), as a visitor scrolls.
    await preview.locator("[data-gallery] a").first().scrollIntoViewIfNeeded()
    for (const image of [thumbnail, preview.locator("img[loading=eager]").first()]) {
      await image.scrollIntoViewIfNeeded()
      await waitForAsync(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    }
    // It follows the form.
    const title = page.locator(
      `textarea[id="${await page.getByLabel("Titel / title", { exact: false }).first().getAttribute("id")}"]`,
    )
    await valueBecomes(title, "Faschingsparty 2025")
    await title.fill("Faschingsparty 2025 im Keller")
    await preview.getByRole("heading", { level: 1, name: "Faschingsparty 2025 im Keller" }).waitFor()
    expect(problems).toEqual([])
    await page.close()
  }, 180000)
})

async function waitForAsync(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("timed out waiting for an image to load")
}
