import fs from "fs"
import os from "os"
import path from "path"
import { createCollectionPages, createTemplatePages, templateOf } from "../../src/gatsby/create-pages"
import { folderCollectionNamed } from "../../src/content/collections"
import { addEventContext, fixLocalized404 } from "../../src/gatsby/on-create-page"
import { buildTime, resetBuildTime } from "../../src/gatsby/build-time"
import { nextEventSlug, readEventTimes } from "../../src/gatsby/event-data"
import { checkData } from "../../src/gatsby/on-pre-bootstrap"
import {
  checkPublicBeforeBuild,
  compiledDir,
  filesTheAdapterMoved,
  hostingAdapter,
  keepingThisBuildsCompiledFiles,
} from "../../src/gatsby/adapter"
import { notFoundRules, robotsTxt, writeHostingFiles } from "../../src/gatsby/redirects"
import { excludedFromSitemap, serializeSitemapPage } from "../../src/gatsby/sitemap"
import { createSchemaCustomization, typeDefs } from "../../src/gatsby/schema"
import { readSiteUrl } from "../../src/gatsby/site-data"
import { yamlTypeName } from "../../src/gatsby/yaml-type-name"
import { copyData, edit, removeCopies } from "./support/data-copy"

type PagesArgs = Parameters<typeof createCollectionPages>[0]
const legal = folderCollectionNamed("legal")
const partners = folderCollectionNamed("partners")
const events = folderCollectionNamed("events")
const createLegalPages = (args: PagesArgs) => createCollectionPages(args, legal)
const createPartnerPages = (args: PagesArgs) => createCollectionPages(args, partners)
const createEventPages = (args: PagesArgs) => createCollectionPages(args, events)
const legalPageTemplate = templateOf(legal)
const partnerPageTemplate = templateOf(partners)
const eventPageTemplate = templateOf(events)

afterAll(removeCopies)

function fakeActions() {
  return { createPage: jest.fn(), deletePage: jest.fn(), createTypes: jest.fn(), createFieldExtension: jest.fn() }
}

function page(pathName: string, i18n: object, matchPath?: string) {
  return { path: pathName, matchPath, component: "/src/pages/404.tsx", context: { i18n } } as never
}

describe("onCreatePage: the English 404 page", () => {
  it("replaces the plugin's /en/en/* matchPath with /en/*", () => {
    const actions = fakeActions()
    const english404 = page("/en/404/", { language: "en", routed: true, originalPath: "/404/" }, "/en/en/*")
    expect(fixLocalized404(english404, actions)).toBe(true)
    expect(actions.deletePage).toHaveBeenCalledWith(english404)
    expect(actions.createPage).toHaveBeenCalledWith(expect.objectContaining({ path: "/en/404/", matchPath: "/en/*" }))
  })

  it("leaves the German 404 and ordinary pages alone", () => {
    const actions = fakeActions()
    expect(fixLocalized404(page("/404/", { language: "de", routed: false, originalPath: "/404/" }), actions)).toBe(
      false,
    )
    expect(
      fixLocalized404(page("/en/events/", { language: "en", routed: true, originalPath: "/events/" }), actions),
    ).toBe(false)
    expect(actions.createPage).not.toHaveBeenCalled()
  })
})

describe("onPreBootstrap: data/ is checked before Gatsby reads it", () => {
  it("lets the build go on when every YAML file is valid", () => {
    const reporter = { panic: jest.fn(), info: jest.fn(), warn: jest.fn() }
    checkData({ reporter })
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn).not.toHaveBeenCalled()
    expect(reporter.info).toHaveBeenCalledWith(
      "data/: every YAML file matches its schema in schemas/; locales/: every language has every word",
    )
  })

  it("warns of a unit of the plan no partner or room is in, and builds", () => {
    const dataDir = copyData()
    edit(
      dataDir,
      "plan.yaml",
      "entrances:\n",
      '  - id: ug-east-2\n    level: basement\n    points: "250,600 380,600 380,740 250,740"\nentrances:\n',
    )
    const reporter = { panic: jest.fn(), info: jest.fn(), warn: jest.fn() }
    checkData({ reporter }, dataDir)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn.mock.calls).toEqual([
      [
        'data/plan.yaml: "ug-east-2" has no partner or room – the plan shows it as vacant; if a business moved in, set its "unit" (data/partners/<id>.yaml)',
      ],
    ])
  })

  it("stops the build with every problem listed under one heading", () => {
    const dataDir = copyData()
    edit(dataDir, "partners/maxmara.yaml", "homeCarouselInterval: 6500", "homeCarouselInterval: 500")
    edit(dataDir, "rooms/party-cellar.yaml", "pricePerDay: 384", "pricePerDay: 384 Euro")
    const reporter = { panic: jest.fn(), info: jest.fn(), warn: jest.fn() }
    checkData({ reporter }, dataDir)
    expect(reporter.panic).toHaveBeenCalledTimes(1)
    const message: string = reporter.panic.mock.calls[0][0]
    expect(message.split("\n").slice(0, 4)).toEqual([
      "data/ has 2 problems – the site was not built:",
      "",
      '  - data/partners/maxmara.yaml, line 31: partner "maxmara", field "homeCarouselInterval" must be at least 1000 ms (found 500)',
      '  - data/rooms/party-cellar.yaml, line 10: room "party-cellar", field "pricePerDay" must be a number (found "384 Euro")' +
        " – write only the digits, with a point for decimals, e.g. 102.9",
    ])
    expect(reporter.info).not.toHaveBeenCalled()
  })
})

describe("createPages: legal pages from data/legal", () => {
  it("creates one page per YAML file at /<slug>/", async () => {
    const actions = fakeActions()
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allLegalYaml: {
          nodes: [
            { id: "a", slug: "privacy" },
            { id: "b", slug: "terms" },
          ],
        },
      },
    })
    await createLegalPages({ graphql, actions, reporter })
    expect(actions.createPage.mock.calls.map(([p]) => p.path)).toEqual(["/privacy/", "/terms/"])
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/privacy/",
      component: legalPageTemplate,
      context: { id: "a" },
    })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("stops the build on a duplicate or malformed slug", async () => {
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allLegalYaml: {
          nodes: [
            { id: "a", slug: "privacy" },
            { id: "b", slug: "privacy" },
          ],
        },
      },
    })
    await createLegalPages({ graphql, actions: fakeActions(), reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('slug "privacy" must be unique'))
  })

  it("stops the build when the query fails", async () => {
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("boom")] })
    await createLegalPages({ graphql, actions: fakeActions(), reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("data/legal"), expect.anything())
  })
})

describe("createPages: partner pages from data/partners", () => {
  const partnerNodes = (...ids: string[]) => ({
    data: { allPartnersYaml: { nodes: ids.map((yamlId, index) => ({ id: `node-${index}`, yamlId })) } },
  })

  it("creates one page per partner at /partners/<id>/ from the partner template, asking for them in order", async () => {
    const actions = fakeActions()
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue(partnerNodes("da-tano", "miyako"))
    await createPartnerPages({ graphql, actions, reporter })
    expect(graphql.mock.calls[0][0]).toMatch(
      /allPartnersYaml\(sort: \{ order: ASC \}\)\s*\{\s*nodes\s*\{\s*id\s+yamlId/,
    )
    expect(actions.createPage.mock.calls.map(([p]) => p)).toEqual([
      { path: "/partners/da-tano/", component: partnerPageTemplate, context: { id: "node-0" } },
      { path: "/partners/miyako/", component: partnerPageTemplate, context: { id: "node-1" } },
    ])
    expect(partnerPageTemplate).toMatch(/src[\\/]templates[\\/]partner-page\.tsx$/)
    expect(fs.existsSync(partnerPageTemplate)).toBe(true)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it.each([["da-tano", "da-tano"], ["Da Tano"], ["../x"]])(
    "stops the build on a duplicate or unsafe id (%s)",
    async (...ids) => {
      const actions = fakeActions()
      const reporter = { panicOnBuild: jest.fn() }
      await createPartnerPages({ graphql: jest.fn().mockResolvedValue(partnerNodes(...ids)), actions, reporter })
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(
        `data/partners: id "${ids[ids.length - 1]}" must be unique and use only lower-case letters, digits and hyphens`,
      )
      expect(actions.createPage.mock.calls.length).toBe(ids.length - 1)
    },
  )

  it("stops the build when the query fails", async () => {
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("boom")] })
    await createPartnerPages({ graphql, actions: fakeActions(), reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not load the pages of data/partners/*.yaml", [
      new Error("boom"),
    ])
  })

  it("asks in no order when the collection's pages declare none (a collection without an order field)", async () => {
    const graphql = jest.fn().mockResolvedValue(partnerNodes("miyako"))
    const unsorted = { ...partners, pages: { ...partners.pages!, sort: undefined } }
    await createCollectionPages({ graphql, actions: fakeActions(), reporter: { panicOnBuild: jest.fn() } }, unsorted)
    expect(graphql.mock.calls[0][0]).toMatch(/allPartnersYaml\s*\{\s*nodes\s*\{\s*id\s+yamlId/)
  })

  it("is part of gatsby-node's createPages, beside the legal pages", async () => {
    const actions = fakeActions()
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn((query: string) =>
      Promise.resolve(
        query.includes("allPartnersYaml")
          ? partnerNodes("maxmara")
          : query.includes("allEventsYaml")
            ? { data: { allEventsYaml: { nodes: [{ id: "e", slug: "carnival-2027" }] } } }
            : query.includes("allLegalYaml")
              ? { data: { allLegalYaml: { nodes: [{ id: "l", slug: "privacy" }] } } }
              : { data: { [/all\w+Yaml/.exec(query)![0]]: { nodes: [] } } },
      ),
    )
    await createTemplatePages({ graphql: graphql as never, actions, reporter })
    expect(actions.createPage.mock.calls.map(([p]) => [p.path, p.component])).toEqual([
      ["/partners/maxmara/", partnerPageTemplate],
      ["/events/carnival-2027/", eventPageTemplate],
      ["/privacy/", legalPageTemplate],
    ])
  })
})

describe("createPages: event pages from data/events", () => {
  beforeEach(resetBuildTime)
  afterEach(() => {
    delete process.env.SITE_BUILD_TIME
    resetBuildTime()
  })

  it("creates one page per event at /events/<slug>/, newest first, with the build time in the context", async () => {
    process.env.SITE_BUILD_TIME = "2026-11-24T12:00:00Z"
    const actions = fakeActions()
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allEventsYaml: {
          nodes: [
            { id: "n1", slug: "carnival-2027" },
            { id: "n2", slug: "carnival-2025" },
          ],
        },
      },
    })
    await createEventPages({ graphql, actions, reporter })
    expect(graphql.mock.calls[0][0]).toMatch(/allEventsYaml\(sort: \{ start: DESC \}\)\s*\{\s*nodes\s*\{\s*id\s+slug/)
    expect(actions.createPage.mock.calls.map(([p]) => p)).toEqual([
      {
        path: "/events/carnival-2027/",
        component: eventPageTemplate,
        context: { id: "n1", slug: "carnival-2027", builtAt: "2026-11-24T12:00:00.000Z" },
      },
      {
        path: "/events/carnival-2025/",
        component: eventPageTemplate,
        context: { id: "n2", slug: "carnival-2025", builtAt: "2026-11-24T12:00:00.000Z" },
      },
    ])
    expect(fs.existsSync(eventPageTemplate)).toBe(true)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("stops the build on an unsafe slug", async () => {
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest
      .fn()
      .mockResolvedValue({ data: { allEventsYaml: { nodes: [{ id: "n", slug: "Fasching 2027" }] } } })
    await createEventPages({ graphql, actions: fakeActions(), reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      'data/events: slug "Fasching 2027" must be unique and use only lower-case letters, digits and hyphens',
    )
  })
})

describe("the build time", () => {
  beforeEach(resetBuildTime)
  afterEach(() => {
    delete process.env.SITE_BUILD_TIME
    resetBuildTime()
  })

  it("is one moment for the whole build, SITE_BUILD_TIME when set", () => {
    process.env.SITE_BUILD_TIME = "2027-01-01T12:00:00+01:00"
    expect(buildTime()).toBe("2027-01-01T11:00:00.000Z")
    process.env.SITE_BUILD_TIME = "2028-01-01T00:00:00Z"
    expect(buildTime()).toBe("2027-01-01T11:00:00.000Z")
    resetBuildTime()
    delete process.env.SITE_BUILD_TIME
    const before = Date.now()
    expect(new Date(buildTime()).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it("stops with a clear message on a value that is not an instant", () => {
    expect(() => buildTime({ SITE_BUILD_TIME: "tomorrow" })).toThrow(
      'SITE_BUILD_TIME must be an ISO 8601 instant such as 2027-01-01T12:00:00Z (found "tomorrow")',
    )
  })
})

describe("onCreatePage: what is upcoming, for /events/ and the home page", () => {
  const events = [
    { slug: "carnival-2025", start: "2025-02-28 20:00", end: "2025-03-01 02:00" },
    { slug: "carnival-2027", start: "2027-02-05 20:00", end: "2027-02-06 02:00" },
    { slug: "advent-2026", start: "2026-12-12 15:00", end: "2026-12-12 20:00" },
  ]
  const homePage = (language: string) =>
    ({
      path: language === "de" ? "/" : "/en/",
      component: "/src/pages/index.tsx",
      context: { i18n: { language, routed: language !== "de", originalPath: "/" } },
    }) as never

  it("gives the home page the build time and the next event's slug, in each language", () => {
    for (const language of ["de", "en"]) {
      const actions = fakeActions()
      expect(
        addEventContext(
          homePage(language),
          actions,
          () => events,
          () => "2026-12-12T18:00:00.000Z",
        ),
      ).toBe(true)
      expect(actions.deletePage).toHaveBeenCalled()
      expect(actions.createPage.mock.calls[0][0].context).toEqual({
        i18n: expect.objectContaining({ language }),
        builtAt: "2026-12-12T18:00:00.000Z",
        nextEvent: "advent-2026", // under way: 19:00 in Vienna, it ends at 20:00
      })
    }
  })

  it("names no next event when none is upcoming, and leaves other pages alone", () => {
    const actions = fakeActions()
    addEventContext(
      homePage("de"),
      actions,
      () => events,
      () => "2027-02-06T01:00:00.000Z",
    )
    expect(actions.createPage.mock.calls[0][0].context.nextEvent).toBe("")
    const events404 = fakeActions()
    const eventsPage = {
      path: "/en/events/",
      component: "/src/pages/events.tsx",
      context: { i18n: { language: "en", routed: true, originalPath: "/events/" } },
    } as never
    expect(
      addEventContext(
        eventsPage,
        events404,
        () => events,
        () => "2027-01-01T00:00:00.000Z",
      ),
    ).toBe(true)
    expect(events404.createPage.mock.calls[0][0].context).toEqual({
      i18n: expect.objectContaining({ originalPath: "/events/" }),
      builtAt: "2027-01-01T00:00:00.000Z",
    })
    const other = fakeActions()
    expect(addEventContext(page("/en/contact/", { originalPath: "/contact/" }), other)).toBe(false)
    expect(other.createPage).not.toHaveBeenCalled()
  })

  it("reads the events' times from data/events/", () => {
    const times = readEventTimes()
    expect(times.map((event) => event.slug)).toEqual(expect.arrayContaining(["carnival-2025"]))
    expect(nextEventSlug(times, new Date("2000-01-01T00:00:00Z"))).toBe(
      [...times].sort((a, b) => a.start.localeCompare(b.start))[0].slug,
    )
  })
})

describe("schema", () => {
  it("declares every YAML type, generated from schemas/, with its required fields", () => {
    const actions = fakeActions()
    ;(createSchemaCustomization as (args: never) => void)({ actions } as never)
    expect(actions.createTypes).toHaveBeenCalledWith(typeDefs())
    const sdl = typeDefs()
    for (const type of ["SiteYaml", "HomeYaml", "EventsYaml", "PartnersYaml", "RoomsYaml", "LegalYaml"]) {
      expect(sdl).toMatch(new RegExp(`type ${type} implements Node @dontInfer`))
    }
    expect(sdl).toMatch(/homeCarouselInterval: Int!/)
    expect(sdl).toMatch(/pricePerDay: Float!/)
    expect(sdl).toMatch(/website: String\n/)
  })
})

describe("YAML type names", () => {
  it("names files in data/ after the file and files in folders after the folder", () => {
    expect(yamlTypeName({ node: { relativeDirectory: "", name: "site" } })).toBe("SiteYaml")
    expect(yamlTypeName({ node: { relativeDirectory: "partners", name: "da-tano" } })).toBe("PartnersYaml")
    expect(yamlTypeName({ node: { relativeDirectory: "party-things/x", name: "a" } })).toBe("PartyThingsYaml")
  })
})

describe("404 rules for Netlify", () => {
  it("sends /en/… to the English 404 page and everything else to the German one", () => {
    expect(notFoundRules()).toEqual({ languages: ["/en/*  /en/404.html  404"], catchAll: "/*  /404.html  404" })
  })

  it("writes them to public/_redirects around the adapter's block: English first, the catch-all after it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
    const [redirects, robots] = writeHostingFiles(dir, "https://www.example.at")
    expect(fs.readFileSync(redirects, "utf8")).toContain(
      "/en/*  /en/404.html  404\n# gatsby-adapter-netlify start\n# gatsby-adapter-netlify end\n/*  /404.html  404\n",
    )
    expect(fs.readFileSync(redirects, "utf8")).toContain("/sitemap.xml  /sitemap-0.xml  200")
    expect(fs.readFileSync(robots, "utf8")).toBe(robotsTxt("https://www.example.at"))
    expect(robotsTxt("https://www.example.at")).toContain("Sitemap: https://www.example.at/sitemap-index.xml")
  })
})

describe("sitemap", () => {
  it("leaves out the 404 pages", () => {
    expect(excludedFromSitemap("/404/")).toBe(true)
    expect(excludedFromSitemap("/en/404/")).toBe(true)
    expect(excludedFromSitemap("/404.html")).toBe(true)
    expect(excludedFromSitemap("/party-rooms/")).toBe(false)
  })

  it("lists each page with its German, English and x-default alternates", () => {
    const entry = serializeSitemapPage(
      { path: "/en/party-rooms/", pageContext: { i18n: { originalPath: "/party-rooms/", language: "en" } } },
      "https://www.example.at",
    )
    expect(entry).toEqual({
      url: "https://www.example.at/en/party-rooms/",
      links: [
        { lang: "de", url: "https://www.example.at/party-rooms/" },
        { lang: "en", url: "https://www.example.at/en/party-rooms/" },
        { lang: "x-default", url: "https://www.example.at/party-rooms/" },
      ],
    })
  })
})

describe("site URL", () => {
  it("reads it from data/site.yaml without a trailing slash", () => {
    expect(readSiteUrl()).toMatch(/^https:\/\/[^/]+$/)
  })

  it("names the file and the field when it is not an https origin", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-")), "site.yaml")
    fs.writeFileSync(file, "siteUrl: www.example.at/de\n")
    expect(() => readSiteUrl(file)).toThrow(/site\.yaml: field "siteUrl" must be the site's https address/)
  })

  it.each([
    "https://www.example.at\nSitemap: https://evil.example/",
    "https://www.example.at/?x=<b>",
    "https://*.example.at",
    "https://www.example.at:8443",
    "https://user@www.example.at",
    "javascript:alert(1)",
  ])("refuses %j, which would carry more than a host into robots.txt, the sitemap and the pages", (siteUrl) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-")), "site.yaml")
    fs.writeFileSync(file, `siteUrl: ${JSON.stringify(siteUrl)}\n`)
    expect(() => readSiteUrl(file)).toThrow(/site\.yaml: field "siteUrl" must be the site's https address/)
  })

  it("names the file, the line and the column of a YAML syntax error", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-")), "site.yaml")
    fs.writeFileSync(file, 'name: "Freiung Passage\nsiteUrl: https://www.example.at\n')
    expect(() => readSiteUrl(file)).toThrow(
      `${path.relative(process.cwd(), file)}, line 1, column 7: the YAML is not valid: the text in quotes that starts here is not closed – add the closing " at the end of the text`,
    )
  })
})

describe("onPreBootstrap of gatsby build: a public/ Netlify's adapter left behind", () => {
  const builtPublic = (moved: boolean, restored: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    fs.mkdirSync(path.join(dir, "page-data", "en", "404"), { recursive: true })
    if (moved) fs.writeFileSync(path.join(dir, "page-data", "en", "[...]"), "{}")
    if (restored) fs.writeFileSync(path.join(dir, "page-data", "en", "404", "page-data.json"), "{}")
    return dir
  }

  it("stops the build at once, saying what to do, when the English 404 page's data was moved and not put back", () => {
    const reporter = { panic: jest.fn() }
    checkPublicBeforeBuild({ reporter }, builtPublic(true, false), "build")
    expect(reporter.panic).toHaveBeenCalledTimes(1)
    expect(reporter.panic.mock.calls[0][0]).toContain(
      `${path.join("page-data", "en", "404", "page-data.json")} became a "[...]" file`,
    )
    expect(reporter.panic.mock.calls[0][0]).toContain("Build with `npm run build`")
    expect(filesTheAdapterMoved(builtPublic(true, false), ["en"])).toEqual([
      path.join("page-data", "en", "404", "page-data.json"),
    ])
  })

  it("lets the build go on after Netlify's build put the files back, on a clean public/, and in gatsby develop", () => {
    const reporter = { panic: jest.fn() }
    checkPublicBeforeBuild({ reporter }, builtPublic(true, true), "build")
    checkPublicBeforeBuild({ reporter }, builtPublic(false, false), "build")
    checkPublicBeforeBuild({ reporter }, builtPublic(true, false), "develop")
    expect(reporter.panic).not.toHaveBeenCalled()
  })
})

describe("the adapter's cache restore keeps this build's compiled gatsby-node", () => {
  const reporter = {} as never
  let site: string
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "compiled-"))
    fs.mkdirSync(compiledDir(site), { recursive: true })
    fs.writeFileSync(path.join(compiledDir(site), "gatsby-node.js"), "// this build")
  })
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

  /** An adapter whose restore puts back the previous build's .cache, as Netlify's cache utils do. */
  const restoringPreviousBuild = (result: boolean) => ({
    name: "fake-adapter",
    adapt: () => undefined,
    cache: {
      restore: jest.fn(async () => {
        fs.writeFileSync(path.join(compiledDir(site), "gatsby-node.js"), "// previous build")
        fs.writeFileSync(path.join(compiledDir(site), "stale.js"), "// previous build only")
        fs.writeFileSync(path.join(site, ".cache", "data.mdb"), "restored")
        return result
      }),
      store: jest.fn(),
    },
  })

  it("restores the rest of the cache and answers as the adapter did, with this build's compiled files in place", async () => {
    const adapter = restoringPreviousBuild(true)
    const wrapped = keepingThisBuildsCompiledFiles(adapter, site)
    await expect(wrapped.cache!.restore({ directories: [".cache", "public"], reporter })).resolves.toBe(true)
    expect(adapter.cache.restore).toHaveBeenCalledTimes(1)
    expect(fs.readFileSync(path.join(compiledDir(site), "gatsby-node.js"), "utf8")).toBe("// this build")
    expect(fs.existsSync(path.join(compiledDir(site), "stale.js"))).toBe(false)
    expect(fs.readFileSync(path.join(site, ".cache", "data.mdb"), "utf8")).toBe("restored")
    expect(wrapped.cache!.store).toBe(adapter.cache.store)
  })

  it("stops the build, naming itself, where Gatsby has compiled nothing before the restore", async () => {
    fs.rmSync(compiledDir(site), { recursive: true })
    const wrapped = keepingThisBuildsCompiledFiles(restoringPreviousBuild(true), site)
    await expect(wrapped.cache!.restore({ directories: [".cache"], reporter })).rejects.toThrow(
      /keepingThisBuildsCompiledFiles.*does not exist when the adapter restores/,
    )
  })

  it("stops the build where the adapter restores no cache any more", () => {
    expect(() => keepingThisBuildsCompiledFiles({ name: "no-cache", adapt: () => undefined }, site)).toThrow(
      /keepingThisBuildsCompiledFiles\): no-cache no longer restores a cache/,
    )
  })

  it("is part of the adapter the site declares", async () => {
    fs.rmSync(compiledDir(site), { recursive: true })
    const adapter = hostingAdapter(site)
    expect(adapter.name).toBe("gatsby-adapter-netlify")
    await expect(adapter.cache!.restore({ directories: [".cache"], reporter })).rejects.toThrow(
      /keepingThisBuildsCompiledFiles/,
    )
  })
})
