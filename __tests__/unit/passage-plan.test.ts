/**
 * Issue 50's rules as pure functions: where a unit is in words, the plan's text equivalent, what the
 * build refuses in data/plan.yaml and in a partner's or room's unit, the kinds of business and their
 * pages, "open now" as a filter, and the passage as a ShoppingCenter containing the stores listed.
 */
import fs from "fs"
import { JSDOM } from "jsdom"
import os from "os"
import path from "path"
import {
  centreOf,
  labelLines,
  planProblems,
  unitPlace,
  unitProblems,
  unitsInOrder,
  vacantUnits,
} from "../../src/content/plan"
import { accessLines, placeText, type PlanData } from "../../src/components/plan/plan-words"
import { isPartnerKind, kindCounts, partnerKindPath, partnerKinds } from "../../src/content/partner-kinds"
import { createPartnerKindPages } from "../../src/gatsby/partner-kind-pages"
import { openAt } from "../../src/i18n/open-now-filter"
import { translatorFromLocales } from "../../src/i18n/translate"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { readPlanUnits, readPartnerKinds } from "../../src/gatsby/site-data"
import { notesAndPlaceholders } from "../../src/gatsby/launch-check"
import { directoryJsonLd } from "../../src/seo/structured-data"
import { readYaml } from "../../src/gatsby/yaml-file"
import {
  createResolvers,
  localizePlan,
  planCodeType,
  sourcePlanCode,
  resolvePlanMarkup,
  type PlanMarkupArgs,
  type PlanNode,
} from "../../src/gatsby/plan-markup"
import { copyData, edit, realDataDir, removeCopies } from "./support/data-copy"

afterAll(removeCopies)

const root = path.resolve(__dirname, "../..")
const translator = (language: "de" | "en") =>
  translatorFromLocales({
    edges: [
      {
        node: {
          ns: "translation",
          language,
          data: fs.readFileSync(path.join(root, `locales/${language}/translation.json`), "utf8"),
        },
      },
    ],
  })

/** data/plan.yaml as a page's query gives it: every text in one language. */
function planIn(language: "de" | "en", yaml = readYaml<PlanNode>(path.join(realDataDir, "plan.yaml"))): PlanData {
  return localizePlan(yaml, language)
}

/** A small passage: a corridor from the top (north) door to the bottom (south) door, two units a side. */
const tiny: PlanData = {
  width: 300,
  height: 400,
  levels: [{ id: "ground", name: "Ground floor", corridor: "100,0 200,0 200,400 100,400" }],
  units: [
    { id: "west-top", level: "ground", points: "0,0 100,0 100,200 0,200" },
    { id: "west-bottom", level: "ground", points: "0,200 100,200 100,400 0,400" },
    { id: "east-top", level: "ground", points: "200,0 300,0 300,150 200,150" },
    { id: "east-bottom", level: "ground", points: "200,150 300,150 300,400 200,400" },
  ],
  entrances: [
    { id: "north", name: "North", from: "from the north end", level: "ground", x: 150, y: 0, access: "stepFree" },
    { id: "south", name: "South", from: "from the south end", level: "ground", x: 150, y: 400, access: "step" },
  ],
  facilities: [],
  stepFreeRoutes: [],
}

describe("where a unit is", () => {
  it("counts doors from the nearer entrance, left and right as a visitor walks in", () => {
    // Walking south from the north door, west is on the right; walking north from the south door, on the left.
    expect(unitPlace(tiny, "west-top")).toEqual({ level: "ground", side: "right", ordinal: 1, entrance: "north" })
    expect(unitPlace(tiny, "west-bottom")).toEqual({ level: "ground", side: "left", ordinal: 1, entrance: "south" })
    expect(unitPlace(tiny, "east-top")).toEqual({ level: "ground", side: "left", ordinal: 1, entrance: "north" })
    // Its middle (y 275) is nearer the south door; east-top is beyond it, so it is the first from there.
    expect(unitPlace(tiny, "east-bottom")).toEqual({ level: "ground", side: "right", ordinal: 1, entrance: "south" })
    expect(unitPlace(tiny, "nowhere")).toBeUndefined()
  })

  it("says it in words in both languages, with how to reach a level without an entrance", () => {
    const [de, en] = [planIn("de"), planIn("en")]
    expect(placeText(en, "eg-west-3", translator("en"))).toBe(
      "Ground floor, the second door on the left from the Stadtplatz end",
    )
    expect(placeText(de, "eg-west-3", translator("de"))).toBe("Erdgeschoss, die zweite Tür links vom Stadtplatz her")
    expect(placeText(en, "eg-west-2", translator("en"))).toBe(
      "Ground floor, the second door on the right from the Freiung end",
    )
    expect(placeText(de, "ug-west-1", translator("de"))).toBe(
      "Untergeschoss (über Treppe oder Lift), die erste Tür rechts von der Freiung her",
    )
    expect(placeText(en, "no-such-unit", translator("en"))).toBeUndefined()
  })

  it("tells every unit of the real plan apart: no two are described alike", () => {
    const plan = planIn("en")
    const t = translator("en")
    const texts = plan.units.map((unit) => placeText(plan, unit.id, t))
    expect(texts.every((text) => typeof text === "string")).toBe(true)
    expect(new Set(texts).size).toBe(plan.units.length)
  })

  it("lists the units level by level and the entrances, stairs, lift, toilets and step-free routes in words", () => {
    const plan = planIn("en")
    expect(unitsInOrder(plan).map((unit) => unit.id)).toEqual([
      ...plan.units.filter((unit) => unit.level === "ground").map((unit) => unit.id),
      ...plan.units.filter((unit) => unit.level === "basement").map((unit) => unit.id),
    ])
    expect(accessLines(plan, translator("en"))).toEqual([
      "Freiung entrance: step-free",
      "Stadtplatz entrance: with a step",
      "Lift: Ground floor, Basement",
      "Stairs: Ground floor, Basement",
      "Toilets: Basement",
      ...plan.stepFreeRoutes.map((route) => route.text),
    ])
  })

  it("cuts a long name into lines for its label, a long word on a line of its own", () => {
    expect(labelLines("Miyako Ramen Sushi", 13)).toEqual(["Miyako Ramen", "Sushi"])
    expect(labelLines("Stadtmarketingbüro Wels", 13)).toEqual(["Stadtmarketingbüro", "Wels"])
    expect(centreOf("0,0 100,0 100,200 0,200")).toEqual({ x: 50, y: 100 })
  })
})

/** Gatsby's nodes of data/ as gatsby-transformer-yaml makes them (the YAML's id is `yamlId`), and the locales. */
function nodeModel(change: (type: string, node: Record<string, unknown>) => void = () => undefined) {
  const folder = (name: string) =>
    fs.readdirSync(path.join(realDataDir, name)).map((file) => {
      const { id, ...yaml } = readYaml<Record<string, unknown>>(path.join(realDataDir, name, file))
      return { ...yaml, yamlId: id, id: `node-${String(id)}` }
    })
  const nodes: Record<string, Record<string, unknown>[]> = {
    [planCodeType]: [{ digest: "0" }],
    PartnersYaml: folder("partners"),
    RoomsYaml: folder("rooms"),
    Locale: (["de", "en"] as const).map((language) => ({
      ns: "translation",
      language,
      data: fs.readFileSync(path.join(root, `locales/${language}/translation.json`), "utf8"),
    })),
  }
  for (const [type, list] of Object.entries(nodes)) list.forEach((node) => change(type, node))
  const asked: string[] = []
  return {
    asked,
    findAll: <T>({ type }: { type: string }) => {
      asked.push(type)
      return Promise.resolve({ entries: (nodes[type] ?? []) as T[] })
    },
  }
}

/** The markup a page's query gets, parsed as the browser parses it into `<section data-plan>`. */
async function drawn(args: PlanMarkupArgs, model = nodeModel()) {
  const plan = readYaml<PlanNode>(path.join(realDataDir, "plan.yaml"))
  const markup = await resolvePlanMarkup(plan, args, { nodeModel: model })
  const { document } = new JSDOM(`<section data-plan="">${markup}</section>`).window
  return document.querySelector("section")!
}

describe("the plan's markup, drawn by the build into the page's data", () => {
  it("draws every level with a link per unit on the list and contact pages, in the page's language", async () => {
    const plan = readYaml<PlanNode>(path.join(realDataDir, "plan.yaml"))
    const section = await drawn({ language: "en" })
    expect([...section.querySelectorAll("figure")].map((figure) => figure.dataset.level)).toEqual(
      plan.levels.map((level) => level.id),
    )
    expect([...section.querySelectorAll("svg[viewBox]")].map((svg) => svg.getAttribute("viewBox"))).toEqual(
      plan.levels.map(() => `0 0 ${plan.width} ${plan.height}`),
    )
    const miyako = section.querySelector('svg a[data-unit="eg-west-2"]')!
    expect(miyako.getAttribute("href")).toBe("/en/partners/miyako/")
    expect(miyako.querySelectorAll("tspan")).toHaveLength(2)
    expect(miyako.textContent).toBe("Miyako Ramen Sushi")
    expect(section.querySelector('svg a[href="/en/party-rooms/#party-cellar"]')?.textContent).toBe("Party cellar")
    expect(section.querySelectorAll("[aria-current], [data-where]")).toHaveLength(0)
    expect([...section.querySelectorAll('ul[aria-labelledby="plan-units"] > li')].map((li) => li.textContent)).toEqual(
      unitsInOrder(planIn("en")).map((unit) =>
        expect.stringContaining(`: ${placeText(planIn("en"), unit.id, translator("en"))}`),
      ),
    )
    expect(section.querySelector("h2")?.textContent).toBe("Plan of the passage")
  })

  it.each(["de", "en"] as const)(
    "names every unit's link in the drawing as data/ names its partner or room, its lines apart (%s)",
    async (language) => {
      const section = await drawn({ language })
      const named = new Map<string, string>()
      for (const type of ["PartnersYaml", "RoomsYaml"]) {
        const { entries } = await nodeModel().findAll<{ unit?: string; name: string | Record<string, string> }>({
          type,
        })
        for (const tenant of entries) {
          if (tenant.unit) named.set(tenant.unit, typeof tenant.name === "string" ? tenant.name : tenant.name[language])
        }
      }
      const links = [...section.querySelectorAll("svg a[data-unit]")]
      expect(links.map((link) => link.getAttribute("data-unit")).sort()).toEqual([...named.keys()].sort())
      // A link's name is its text: the label's lines with a space between them.
      for (const link of links) expect(link.textContent).toBe(named.get(link.getAttribute("data-unit")!))
    },
  )

  it("on a partner's page marks its unit, draws its level alone and says where it is", async () => {
    const section = await drawn({ language: "de", partner: "node-miyako" })
    expect([...section.querySelectorAll("figure")].map((figure) => figure.dataset.level)).toEqual(["ground"])
    expect([...section.querySelectorAll("[aria-current=page]")].map((link) => link.getAttribute("href"))).toEqual([
      "/partners/miyako/",
      "/partners/miyako/",
    ])
    expect(section.querySelector("[data-where]")?.textContent).toBe(
      `Miyako Ramen Sushi: ${placeText(planIn("de"), "eg-west-2", translator("de"))}.`,
    )
  })

  it("on the party rooms' page draws the basement alone, cropped to its shapes: no empty band above", async () => {
    const section = await drawn({ language: "en", rooms: true })
    const svg = section.querySelector("figure svg")!
    // The basement's shapes start at y = 200 of the 760-point grid; 20 points of margin.
    expect([svg.getAttribute("viewBox"), svg.getAttribute("height")]).toEqual(["0 180 400 580", "580"])
    expect([...section.querySelectorAll("svg a[aria-current=page]")].map((link) => link.textContent)).toEqual([
      "Party cellar",
      "Event hall",
    ])
    expect([...section.querySelectorAll("[data-where]")].map((p) => p.textContent?.split(":")[0])).toEqual([
      "Party cellar",
      "Event hall",
    ])
  })

  it("keeps a hostile name text, in the drawing and in the words", async () => {
    const hostile = `<img src=x onerror="alert(1)">Tom & "Jerry's" </text><script>alert(2)</script>`
    const section = await drawn(
      { language: "en", partner: "node-miyako" },
      nodeModel((type, node) => {
        if (node.yamlId === "miyako") node.name = hostile
      }),
    )
    expect(section.querySelectorAll("img, script")).toHaveLength(0)
    expect(section.querySelector('ul a[aria-current="page"]')?.textContent).toBe(hostile)
    expect(section.querySelector("[data-where]")?.textContent).toMatch(
      new RegExp(`^${hostile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `),
    )
    expect(section.querySelector("svg a[aria-current] text")?.textContent?.replace(/\s/g, "")).toBe(
      hostile.replace(/\s/g, ""),
    )
  })

  it("is the field the pages query, `markup` of the plan's node type, from gatsby-node's createResolvers", () => {
    const create = jest.fn()
    ;(createResolvers as (args: never) => void)({ createResolvers: create } as never)
    expect(create).toHaveBeenCalledWith({
      PlanYaml: {
        markup: expect.objectContaining({
          type: "String!",
          args: { language: "String!", partner: "String", rooms: "Boolean" },
          resolve: resolvePlanMarkup,
        }),
      },
    })
  })

  it("is drawn again when the code that draws it changes: the query reads a node whose digest is gatsby-node's", async () => {
    const model = nodeModel()
    await drawn({ language: "de" }, model)
    expect(model.asked).toContain(planCodeType)

    const site = fs.mkdtempSync(path.join(os.tmpdir(), "plan-code-"))
    const compiled = path.join(site, ".cache", "compiled", "gatsby-node.js")
    const digestOf = (code: string) => {
      fs.mkdirSync(path.dirname(compiled), { recursive: true })
      fs.writeFileSync(compiled, code)
      const createNode = jest.fn()
      sourcePlanCode({ actions: { createNode }, createNodeId: (id) => id, createContentDigest: JSON.stringify }, site)
      const [node] = createNode.mock.calls[0] as [{ internal: { type: string; contentDigest: string } }]
      expect(node.internal.type).toBe(planCodeType)
      return node.internal.contentDigest
    }
    expect(digestOf("drawing 1")).toBe(digestOf("drawing 1"))
    expect(digestOf("drawing 2")).not.toBe(digestOf("drawing 1"))
    fs.rmSync(site, { recursive: true })
    expect(() =>
      sourcePlanCode({ actions: { createNode: jest.fn() }, createNodeId: String, createContentDigest: String }, site),
    ).toThrow(`${compiled} does not exist`)
  })

  it("refuses a language the site does not have, naming it", async () => {
    await expect(drawn({ language: "fr" })).rejects.toThrow('planMarkup: unknown language "fr" (the site has de, en)')
  })
})

describe("what the build refuses in data/plan.yaml", () => {
  it("an id twice, a level that does not exist, a point off the grid", () => {
    const yaml = readYaml<PlanNode>(path.join(realDataDir, "plan.yaml")) as unknown as Record<string, unknown>
    const units = [...(yaml.units as PlanNode["units"])]
    units[1] = { ...units[1], id: units[0].id }
    units[2] = { ...units[2], level: "attic" }
    units[3] = { ...units[3], points: "20,370 150,370 150,900 20,900" }
    expect(planProblems({ ...yaml, units })).toEqual([
      ["units[1].id", `is "eg-west-1", already the id of units[0]: give each an id of its own`],
      ["units[2].level", `is "attic", which is not a level: use one of "ground", "basement" (the ids under levels)`],
      ["units[3].points", "has the point 150,900 outside the grid of 400 × 760: use x up to 400 and y up to 760"],
    ])
    expect(planProblems(yaml)).toEqual([])
  })

  it("a unit the plan does not have, or one another partner or room is in; a vacant unit is only reported", () => {
    const tenants = [
      { collection: "partners", noun: "partner", key: "miyako", unit: "a" },
      { collection: "partners", noun: "partner", key: "da-tano", unit: "a" },
      { collection: "rooms", noun: "room", key: "party-cellar", unit: "b" },
    ]
    expect(unitProblems("z", { collection: "partners", key: "miyako" }, ["a", "b", "c"], tenants)).toEqual([
      ["unit", `is "z", which is not a unit of data/plan.yaml: use one of "a", "b", "c"`],
    ])
    expect(unitProblems("a", { collection: "partners", key: "miyako" }, ["a", "b", "c"], tenants)).toEqual([
      [
        "unit",
        `is "a", the unit of partner "da-tano" too: each unit holds one business or room – choose another unit or correct the other's`,
      ],
    ])
    expect(unitProblems("b", { collection: "rooms", key: "party-cellar" }, ["a", "b", "c"], tenants)).toEqual([])
    expect(vacantUnits(["a", "b", "c"], tenants)).toEqual(["c"])
  })

  it("names file, entry and field: a partner without a unit, two partners in one, a unit the plan lacks", () => {
    const dataDir = copyData()
    edit(dataDir, "partners/miyako.yaml", "unit: eg-west-2\n", "")
    edit(dataDir, "partners/maxmara.yaml", "unit: eg-east-1", "unit: eg-west-1")
    edit(dataDir, "rooms/event-hall.yaml", "unit: ug-west-2", "unit: ug-west-9")
    expect(validateDataDir(dataDir).map(describeProblem)).toEqual([
      expect.stringMatching(
        /^data\/partners\/da-tano\.yaml, line \d+: partner "da-tano", field "unit" is "eg-west-1", the unit of partner "maxmara" too/,
      ),
      expect.stringMatching(
        /^data\/partners\/maxmara\.yaml, line \d+: partner "maxmara", field "unit" is "eg-west-1", the unit of partner "da-tano" too/,
      ),
      expect.stringMatching(/^data\/partners\/miyako\.yaml(, line \d+)?: partner "miyako", field "unit" is missing/),
      expect.stringMatching(
        /^data\/rooms\/event-hall\.yaml, line \d+: room "event-hall", field "unit" is "ug-west-9", which is not a unit of data\/plan\.yaml: use one of "eg-west-1", /,
      ),
    ])
  })

  it("is on the launch checklist until the client confirms the layout", () => {
    expect(notesAndPlaceholders(root).filter((item) => item.file === "data/plan.yaml")).toEqual([
      expect.objectContaining({ line: 2, what: expect.stringMatching(/^to confirm: the real layout of the passage/) }),
    ])
  })

  it("offers the editor each unit with its level and who is in it, and each kind by its interface words", () => {
    const units = readPlanUnits(realDataDir)
    expect(units.map((unit) => unit.value)).toEqual(planIn("de").units.map((unit) => unit.id))
    expect(units[1]).toEqual({
      value: "eg-west-2",
      label: "eg-west-2 (Erdgeschoss / Ground floor) – Miyako Ramen Sushi",
    })
    expect(readPartnerKinds(realDataDir)[0]).toEqual({ value: "food", label: "Essen & Trinken / Food and drink" })
  })
})

describe("kinds of business", () => {
  it("are the schema's enum, each with its address and its count, every kind even without partners", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(root, "schemas/partner.schema.json"), "utf8"))
    expect(schema.properties.kind.enum).toEqual([...partnerKinds])
    expect(partnerKindPath("food")).toBe("/partners/kind/food/")
    expect(isPartnerKind("food")).toBe(true)
    expect(isPartnerKind("toString")).toBe(false)
    expect(kindCounts([{ kind: "food" }, { kind: "food" }, { kind: "services" }])).toEqual([
      { kind: "food", count: 2 },
      { kind: "beauty", count: 0 },
      { kind: "fashion", count: 0 },
      { kind: "services", count: 1 },
    ])
  })

  it("each get a page from gatsby-node's createPages", () => {
    const createPage = jest.fn()
    createPartnerKindPages({ createPage }, "/template.tsx")
    expect(createPage.mock.calls.map(([page]) => page)).toEqual(
      partnerKinds.map((kind) => ({ path: `/partners/kind/${kind}/`, component: "/template.tsx", context: { kind } })),
    )
  })
})

describe('"open now" as a filter', () => {
  const lunch = { opens: "11:30", closes: "14:30" }
  const shops = [
    { yamlId: "lunch", openingHours: [{ days: ["tue", "wed"], ...lunch }] },
    { yamlId: "late", openingHours: [{ days: ["tue"], opens: "17:00", closes: "23:00" }] },
    { yamlId: "holiday-open", openingHours: [{ days: ["tue"], ...lunch }], publicHolidays: "regular" },
    { yamlId: "appointments", openingHours: [] },
  ]
  const holidays = [{ date: "2026-12-08", name: "Maria Empfängnis" }]

  it("keeps those open at the moment, by Vienna's clock", () => {
    // Tuesday 1 December 2026, 12:00 in Vienna (11:00 UTC).
    expect([...openAt(shops, [], new Date("2026-12-01T11:00:00Z"))]).toEqual(["lunch", "holiday-open"])
    // 18:00 in Vienna: only the evening one.
    expect([...openAt(shops, [], new Date("2026-12-01T17:00:00Z"))]).toEqual(["late"])
    // Wednesday 3:00: none.
    expect([...openAt(shops, [], new Date("2026-12-02T02:00:00Z"))]).toEqual([])
  })

  it("follows the public holiday rule (Tuesday 8 December 2026, noon)", () => {
    expect([...openAt(shops, holidays, new Date("2026-12-08T11:00:00Z"))]).toEqual(["holiday-open"])
  })
})

describe("structured data of the partner list", () => {
  it("is the passage as a ShoppingCenter containing the stores listed", () => {
    const site = {
      name: "Freiung Passage",
      siteUrl: "https://www.freiung-passage.at",
      description: "",
      address: { street: "Freiung 9-11", postalCode: "4600", city: "Wels", region: "OÖ", countryCode: "AT" },
      phone: { href: "+43" },
      email: { address: "a@b.at" },
      openingHours: [],
    }
    const ld = directoryJsonLd(site, [{ yamlId: "miyako", name: "Miyako", icon: "ramen" }], "en")
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ShoppingCenter",
      "@id": "https://www.freiung-passage.at/#passage",
      containsPlace: [
        {
          "@type": "Restaurant",
          "@id": "https://www.freiung-passage.at/partners/miyako/#business",
          name: "Miyako",
          url: "https://www.freiung-passage.at/en/partners/miyako/",
        },
      ],
    })
  })
})
