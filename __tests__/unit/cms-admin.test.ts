import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { bilingualListProblem, bilingualProblem, rowsFor } from "../../src/cms/bilingual"
import { inLanguage, openingHours, partnerFromEntry, roomFromEntry } from "../../src/cms/previews/entry-data"
import { adminHtml, writeAdmin, type AdminBundler } from "../../src/gatsby/admin"
import { readAdminSite } from "../../src/gatsby/site-data"
import { collections, interfaceWords } from "../../src/content/collections"

const root = path.resolve(__dirname, "../..")

describe("/admin/ files", () => {
  it("is a noindex page that loads the bundle at the end of <body> and names its preview stylesheet", () => {
    const html = adminHtml({ script: "cms-ABC.js", style: "cms-DEF.css" }, "Freiung Passage")
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">')
    expect(html).toContain('<meta name="cms-preview-style" content="/admin/cms-DEF.css">')
    expect(html).toContain('<body>\n<script type="module" src="/admin/cms-ABC.js"></script>\n</body>')
    expect(html).not.toMatch(/<script>[^<]/) // no inline script (the admin's CSP allows none)
    expect(html).not.toMatch(/https?:\/\//) // nothing from another host
  })

  it("writes index.html, config.yml and the bundle into public/admin/, replacing an old bundle", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
    fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "admin", "cms-OLD.js"), "old")
    fs.writeFileSync(path.join(publicDir, "admin", "from-static.txt"), "from static/admin/")
    const calls: Array<Parameters<AdminBundler>[0]> = []
    const fakeBundler: AdminBundler = async (options) => {
      calls.push(options)
      fs.writeFileSync(path.join(options.outdir, "cms-NEW.js"), "bundle")
      return { script: "cms-NEW.js" }
    }
    const site = readAdminSite(path.join(root, "data/site.yaml"))
    const repositoryUrl = process.env.REPOSITORY_URL
    delete process.env.REPOSITORY_URL
    const files = await writeAdmin(root, publicDir, site, fakeBundler).finally(() => {
      if (repositoryUrl !== undefined) process.env.REPOSITORY_URL = repositoryUrl
    })
    expect(files).toEqual({ script: "cms-NEW.js" })
    expect(fs.readdirSync(path.join(publicDir, "admin")).sort()).toEqual([
      "cms-NEW.js",
      "config.yml",
      "from-static.txt",
      "index.html",
    ])
    expect(calls[0].preview).toMatchObject({
      email: "office@freiung-passage.at",
      carouselFadeHomeMs: 1000,
      carouselFadeMs: 500,
      // What the previews of a legal page and an event show of the passage and its rooms.
      facts: {
        name: "Freiung Passage",
        legalName: "Freiung Passage Wels",
        address: { street: "Freiung 9-11", city: "Wels", country: { de: "Österreich", en: "Austria" } },
        phone: { display: "+43 660 460 09 43" },
        rental: { depositPerRoom: 300 },
      },
      rooms: [
        { id: "party-cellar", name: { de: "Partykeller", en: "Party cellar" } },
        { id: "event-hall", name: { de: "Eventsaal", en: "Event hall" } },
      ],
    })
    const config = parse(fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8"))
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "freiung-passage/website",
      branch: "main",
      auth_scope: "public_repo",
    })
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.local_backend.url).toBe("http://localhost:9000/api/v1")
    expect(config.site_url).toBe("https://www.freiung-passage.at")
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual([
      ...collections.map((collection) => collection.name),
      interfaceWords.name,
    ])
    // An event's place: the passage or a room of data/rooms/.
    expect(
      config.collections
        .find((c: { name: string }) => c.name === "events")
        .fields.find((f: { name: string }) => f.name === "place")
        .options.map((o: { value: string }) => o.value)
        .sort(),
    ).toEqual(["event-hall", "party-cellar", "passage"])
    expect(fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8")).toContain('src="/admin/cms-NEW.js"')
  })
})

describe("/admin/config.yml on Netlify", () => {
  it("names the repository the site is built from (Netlify's REPOSITORY_URL)", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
    const repositoryUrl = process.env.REPOSITORY_URL
    process.env.REPOSITORY_URL = "https://github.com/freiung/passage-site"
    try {
      await writeAdmin(root, publicDir, readAdminSite(path.join(root, "data/site.yaml")), async () => ({
        script: "cms-X.js",
      }))
    } finally {
      if (repositoryUrl === undefined) delete process.env.REPOSITORY_URL
      else process.env.REPOSITORY_URL = repositoryUrl
    }
    const config = parse(fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8"))
    expect(config.backend.repo).toBe("freiung/passage-site")
  })
})

describe("bilingual texts", () => {
  it("need both languages, or neither when optional", () => {
    expect(bilingualProblem({ de: "Hallo", en: "Hello" }, true)).toBeUndefined()
    expect(bilingualProblem({ de: "Hallo", en: "" }, true)).toMatch(/Englisch/)
    expect(bilingualProblem({ de: "", en: "Hello" }, false)).toMatch(/Deutsch/)
    expect(bilingualProblem(undefined, true)).toMatch(/Deutsch und Englisch/)
    expect(bilingualProblem({ de: "", en: "" }, false)).toBeUndefined()
  })

  it("in a list need at least the minimum of entries, each in both languages", () => {
    expect(bilingualListProblem([{ de: "a", en: "b" }], 1, true)).toBeUndefined()
    expect(bilingualListProblem([], 1, true)).toMatch(/at least 1 entry/)
    expect(bilingualListProblem([], 1, false)).toBeUndefined()
    expect(
      bilingualListProblem(
        [
          { de: "a", en: "b" },
          { de: "c", en: "" },
        ],
        1,
        true,
      ),
    ).toBe("Eintrag 2 / entry 2: Bitte auch Englisch ausfüllen / please fill in English too")
  })

  it("get text areas as tall as their text", () => {
    expect(rowsFor(undefined)).toBe(1)
    expect(rowsFor("x".repeat(100))).toBe(4)
    expect(rowsFor("x".repeat(5000))).toBe(10)
  })
})

describe("preview data", () => {
  const url = (p: string) => `blob:${p}`

  const daTano = {
    id: "da-tano",
    name: "Pizzeria DA TANO",
    icon: "restaurant",
    category: { de: "Pizzeria", en: "Pizza restaurant" },
    images: ["../images/partners/da-tano/1.jpg"],
    phone: { href: "+437242210938", display: "" },
    openingHours: [{ days: ["mon"], opens: "18:00", closes: "22:00" }],
    homeCarouselInterval: 3000,
  }

  it("turns a partner entry into the card's props, with plain image URLs", () => {
    const partner = partnerFromEntry(daTano, url, "de")
    expect(partner.yamlId).toBe("da-tano")
    expect(partner.images[0].childImageSharp?.gatsbyImageData.images.fallback?.src).toBe(
      "blob:../images/partners/da-tano/1.jpg",
    )
    expect(partner.phone).toBeNull() // half-filled: no call link yet
    expect(partner.website).toBeNull()
    expect(partner.openingHoursNote).toBeNull()
    expect(partner.description).toBe("")
  })

  it("gives the texts in one language, as the site's queries do", () => {
    expect(partnerFromEntry(daTano, url, "de").category).toBe("Pizzeria")
    expect(partnerFromEntry(daTano, url, "en").category).toBe("Pizza restaurant")
    const noted = { ...daTano, openingHoursNote: { de: "Nach Vereinbarung", en: "" } }
    expect(partnerFromEntry(noted, url, "de").openingHoursNote).toBe("Nach Vereinbarung")
    expect(partnerFromEntry(noted, url, "en").openingHoursNote).toBe("")
    expect(inLanguage({ de: "Zwei", en: "Two" }, "en")).toBe("Two")
    expect(inLanguage(undefined, "en")).toBe("")
  })

  it("leaves out opening hours still being typed", () => {
    expect(
      openingHours([
        { days: ["mon"], opens: "9:0", closes: "18:00" },
        { days: [], opens: "09:00", closes: "18:00" },
        { days: ["tue", "xyz"], opens: "09:00", closes: "24:00" },
        null,
      ]),
    ).toEqual([{ days: ["tue"], opens: "09:00", closes: "24:00" }])
  })

  it("turns a room entry into the section's props", () => {
    const room = roomFromEntry(
      { id: "party-cellar", pricePerDay: 384, sizeSqm: 102.9, features: [{ de: "A", en: "B" }] },
      url,
      "de",
    )
    expect(room).toMatchObject({
      yamlId: "party-cellar",
      pricePerDay: 384,
      sizeSqm: 102.9,
      musicLimitDb: null,
      capacity: 0,
    })
    expect(room.features).toEqual(["A"])
    expect(room.images).toEqual([])
  })
})
