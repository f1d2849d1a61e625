import fs from "fs"
import path from "path"
import { formats } from "../../src/cms/config"
import { keyOrder, type SchemaDocuments } from "../../src/cms/schema-fields"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import { createYamlFormat, withoutEmptyValues, writeYaml } from "../../src/cms/yaml-format"

const root = path.resolve(__dirname, "../..")
const documents: SchemaDocuments = readSchemaDocuments()
const read = (file: string) => fs.readFileSync(path.join(root, "data", file), "utf8")
const partnerFormat = () =>
  createYamlFormat({
    schemaLine: formats.partners.schemaLine,
    order: keyOrder(documents, formats.partners.schemaFile),
    identify: (data) => (typeof data.id === "string" ? data.id : undefined),
  })
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value))

/** The lines of `after` that are not in `before` at the same place (files of equal length). */
function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]] as [string, string]]))
}

describe("CMS YAML formats", () => {
  it("refuses a file with anchors, or nested 10,000 deep, in the build's words, before building any value", () => {
    const format = partnerFormat()
    const laughs = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for (let level = 1; level < 10; level++) {
      const [previous, name] = [String.fromCharCode(96 + level), String.fromCharCode(97 + level)]
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`)
    }
    expect(() => format.fromFile(laughs.join("\n"))).toThrow(
      "line 1, column 4: anchors (&) and aliases (*) are not allowed in data files: write the value out in full",
    )
    expect(() => format.fromFile(`id: x\nname: ${"[".repeat(10000)}`)).toThrow(
      "line 2, column 1007: the lists and groups are nested more than 64 levels deep",
    )
    expect(format.fromFile(read("partners/miyako.yaml")).id).toBe("miyako")
  })

  it.each([
    ["partners/da-tano.yaml", formats.partners],
    ["partners/miyako.yaml", formats.partners],
    ["partners/rose-podologie.yaml", formats.partners],
    ["rooms/party-cellar.yaml", formats.rooms],
    ["events/carnival-2025.yaml", formats.events],
    ["events/carnival-2027.yaml", formats.events],
    ["home.yaml", formats.home],
    ["legal/terms.yaml", formats.legal],
    ["legal/privacy.yaml", formats.legal],
    ["legal/accessibility.yaml", formats.legal],
  ])("saving %s unchanged gives back the same bytes", (file, format) => {
    const original = read(file)
    const yaml = createYamlFormat({
      schemaLine: format.schemaLine,
      order: keyOrder(documents, format.schemaFile),
      identify: () => "file",
    })
    expect(yaml.toFile(yaml.fromFile(original))).toBe(original)
  })

  it("changes one paragraph of a legal text: its folded block becomes one line, every other stays folded", () => {
    const original = read("legal/terms.yaml")
    const yaml = createYamlFormat({
      schemaLine: formats.legal.schemaLine,
      order: keyOrder(documents, formats.legal.schemaFile),
      identify: () => "terms",
    })
    const data = clone(yaml.fromFile(original)) as { sections: { paragraphs: { de: string }[] }[] }
    data.sections[0].paragraphs[1].de = data.sections[0].paragraphs[1].de.replace(
      "Medieninhaber und",
      "Medieninhaberin und",
    )
    const saved = yaml.toFile(data)
    expect(saved).toBe(
      original.replace(
        "          Medieninhaber und Herausgeber: {{legalName}}, {{address}}.\n          Telefon:",
        "          Medieninhaberin und Herausgeber: {{legalName}}, {{address}}. Telefon:",
      ),
    )
  })

  it("saving data/site.yaml unchanged keeps every comment (only the padding before end-of-line comments goes)", () => {
    const original = read("site.yaml")
    const yaml = createYamlFormat({
      schemaLine: formats.site.schemaLine,
      order: keyOrder(documents, formats.site.schemaFile),
      identify: () => "site",
    })
    const saved = yaml.toFile(yaml.fromFile(original))
    expect(changedLines(original, saved)).toEqual([
      [
        '  scrollToTopAfter: 400       # px scrolled before the "back to top" button appears',
        '  scrollToTopAfter: 400 # px scrolled before the "back to top" button appears',
      ],
      [
        "  revealThreshold: 0.1        # share of a section visible before it fades in (0–1)",
        "  revealThreshold: 0.1 # share of a section visible before it fades in (0–1)",
      ],
      [
        "  carouselFadeHomeMs: 1000    # cross-fade of the home page's carousels",
        "  carouselFadeHomeMs: 1000 # cross-fade of the home page's carousels",
      ],
      [
        "  carouselFadeMs: 500         # cross-fade of all other carousels",
        "  carouselFadeMs: 500 # cross-fade of all other carousels",
      ],
    ])
  })

  it("changing a closing time changes that one line, keeps its quotes and every comment", () => {
    const original = read("partners/da-tano.yaml")
    const yaml = partnerFormat()
    const data = clone(yaml.fromFile(original)) as { openingHours: Array<{ closes: string }> }
    data.openingHours[0].closes = "23:30"
    expect(changedLines(original, yaml.toFile(data))).toEqual([['    closes: "22:00"', '    closes: "23:30"']])
  })

  it("a new opening-hours entry is written like the others: days in brackets, times in quotes", () => {
    const original = read("partners/da-tano.yaml")
    const yaml = partnerFormat()
    const data = clone(yaml.fromFile(original)) as { openingHours: unknown[] }
    data.openingHours.push({ days: ["sun"], opens: "11:00", closes: "14:30" })
    const saved = yaml.toFile(data)
    expect(saved).toContain(
      '    closes: "22:00"\n  - days: [sun]\n    opens: "11:00"\n    closes: "14:30"\nhomeCarouselInterval: 3000\n',
    )
    expect(saved.startsWith(`${formats.partners.schemaLine}\n`)).toBe(true)
    expect(saved).toContain("# TODO(client): confirm website and phone number\n")
  })

  it("a new optional field goes where the schema puts it, a cleared one disappears", () => {
    const original = read("partners/da-tano.yaml")
    const yaml = partnerFormat()
    const data = clone(yaml.fromFile(original)) as Record<string, unknown>
    data.openingHoursNote = { de: "Termine nach Vereinbarung", en: "By appointment" }
    data.website = ""
    const saved = yaml.toFile(data)
    expect(saved).not.toContain("website:")
    expect(saved).toContain(
      '    closes: "22:00"\nopeningHoursNote:\n  de: "Termine nach Vereinbarung"\n  en: "By appointment"\nhomeCarouselInterval: 3000\n',
    )
  })

  it("changes a price as a number and adds a photo as a plain path", () => {
    const original = read("rooms/party-cellar.yaml")
    const yaml = createYamlFormat({
      schemaLine: formats.rooms.schemaLine,
      order: keyOrder(documents, formats.rooms.schemaFile),
      identify: (d) => String(d.id),
    })
    const data = clone(yaml.fromFile(original)) as { pricePerDay: number; images: string[] }
    data.pricePerDay = 399.5
    data.images.push("../images/rooms/party-cellar/5.jpg")
    const saved = yaml.toFile(data)
    expect(saved).toContain("# Euro per day, gross (incl. VAT)\npricePerDay: 399.5\n")
    expect(saved).toContain("  - ../images/rooms/party-cellar/4.jpg\n  - ../images/rooms/party-cellar/5.jpg\nimageAlt:")
  })

  it("a second save starts from the first one", () => {
    const yaml = partnerFormat()
    const data = clone(yaml.fromFile(read("partners/da-tano.yaml"))) as { order: number }
    data.order = 9
    yaml.toFile(data)
    data.order = 10
    const saved = yaml.toFile(data)
    expect(saved).toContain("\norder: 10\n")
    expect(saved).toContain("# email: none in the seed (left out on purpose)")
  })

  it("a new partner gets the schema line, the schema's key order and the editors' quoting", () => {
    const saved = writeYaml(
      {
        images: ["../images/partners/cafe-sonne/1.jpg"],
        name: "Café Sonne",
        id: "cafe-sonne",
        order: 9,
        icon: "restaurant",
        openingHours: [{ days: ["mon", "tue"], opens: "08:00", closes: "18:00" }],
        phone: { display: "", href: "" },
      },
      { schemaLine: formats.partners.schemaLine, order: keyOrder(documents, formats.partners.schemaFile) },
    )
    expect(saved).toBe(
      [
        formats.partners.schemaLine,
        "id: cafe-sonne",
        "order: 9",
        'name: "Café Sonne"',
        "icon: restaurant",
        "images:",
        "  - ../images/partners/cafe-sonne/1.jpg",
        "openingHours:",
        "  - days: [mon, tue]",
        '    opens: "08:00"',
        '    closes: "18:00"',
        "",
      ].join("\n"),
    )
  })

  it("leaves out empty values but keeps an empty list of opening hours", () => {
    expect(withoutEmptyValues({ a: "", b: { de: "", en: "" }, c: [], d: 0, e: null, f: ["", "x"] })).toEqual({
      c: [],
      d: 0,
      f: ["x"],
    })
  })
})
