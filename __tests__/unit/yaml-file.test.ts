import fs from "fs"
import os from "os"
import path from "path"
import { describeProblem, validateDataDir } from "../../src/gatsby/validate-data"
import { parseYaml, readDataText, snippet, YamlFileError } from "../../src/gatsby/yaml-file"
import { copyData, edit, removeCopies } from "./support/data-copy"

describe("parseYaml", () => {
  const source = [
    "# a comment",
    "name: Miyako",
    "updated: 2026-11-22",
    "quoted: '2026-11-22'",
    "openingHours:",
    "  - days: [tue, wed]",
    "    opens: '11:30'",
    "  - days:",
    "      - sun",
    "phone:",
    "  href: '+43'",
    "",
  ].join("\n")

  it("reads values as gatsby-transformer-yaml does: unquoted dates are dates, quoted ones text", () => {
    const { data } = parseYaml(source, "data/x.yaml")
    expect(data).toEqual({
      name: "Miyako",
      updated: new Date("2026-11-22T00:00:00Z"),
      quoted: "2026-11-22",
      openingHours: [{ days: ["tue", "wed"], opens: "11:30" }, { days: ["sun"] }],
      phone: { href: "+43" },
    })
  })

  it("records the line of every value: a field's key, a list entry's start", () => {
    const { lines } = parseYaml(source, "data/x.yaml")
    expect(Object.fromEntries(lines)).toEqual({
      "": 2,
      "/name": 2,
      "/updated": 3,
      "/quoted": 4,
      "/openingHours": 5,
      "/openingHours/0": 6,
      "/openingHours/0/days": 6,
      "/openingHours/0/days/0": 6,
      "/openingHours/0/days/1": 6,
      "/openingHours/0/opens": 7,
      "/openingHours/1": 8,
      "/openingHours/1/days": 8,
      "/openingHours/1/days/0": 9,
      "/phone": 10,
      "/phone/href": 11,
    })
  })

  it("an empty file is no data", () => {
    expect(parseYaml("# only a comment\n", "data/x.yaml").data).toBeNull()
    // Nothing at all: undefined to js-yaml, null to the yaml package; both no data, not two readings.
    expect(parseYaml("", "data/x.yaml").data ?? null).toBeNull()
  })

  it("a syntax error names the file, the line and the column, and shows the lines around it", () => {
    let error: unknown
    try {
      parseYaml('name: x\ncategory:\n  de: "a"\n   en: "b"\nicon: x\n', "data/partners/x.yaml")
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(YamlFileError)
    expect((error as YamlFileError).message).toBe(
      [
        "data/partners/x.yaml, line 4, column 4: the YAML is not valid: bad indentation of a mapping entry" +
          " – check the spaces at the start of this line (fields at the same level start in the same column)" +
          " and that every quote above is closed",
        " 1 | name: x",
        " 2 | category:",
        ' 3 |   de: "a"',
        ' 4 |    en: "b"',
        "--------^",
        " 5 | icon: x",
      ].join("\n"),
    )
  })

  it("an unknown tag is refused, as gatsby-transformer-yaml would fail on it", () => {
    expect(() => parseYaml("name: !shout x\n", "data/x.yaml")).toThrow(
      'data/x.yaml, line 1, column 7: tags (!shout) are not allowed in data files: write the value without it, in "quotes" if it is a text',
    )
  })
})

/** What parseYaml throws for `source`, and how long it took. */
function refusal(source: string): { message: string; error: unknown; ms: number } {
  const start = Date.now()
  try {
    parseYaml(source, "data/events/x.yaml")
  } catch (error) {
    return { message: (error as Error).message.split("\n")[0], error, ms: Date.now() - start }
  }
  throw new Error("parseYaml accepted the source")
}

describe("parseYaml: what it refuses before building any value", () => {
  const anchors = "anchors (&) and aliases (*) are not allowed in data files: write the value out in full"

  it("anchors and aliases, with the place of the first", () => {
    expect(refusal('slug: x\ntitle:\n  de: &t "Fest"\n  en: *t\n').message).toBe(
      `data/events/x.yaml, line 3, column 7: ${anchors}`,
    )
    expect(refusal("a: 1\nb: [1, *a]\n").message).toBe(`data/events/x.yaml, line 2, column 8: ${anchors}`)
  })

  it("a merge key needs an alias: refused too", () => {
    expect(refusal("base:\n  a: 1\ncopy:\n  <<: *base\n").message).toBe(
      `data/events/x.yaml, line 4, column 7: ${anchors}`,
    )
  })

  it('"billion laughs": refused at once, as a YamlFileError', () => {
    const lines = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for (let level = 1; level < 10; level++) {
      const [previous, name] = [String.fromCharCode(96 + level), String.fromCharCode(97 + level)]
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`)
    }
    const { message, error, ms } = refusal(lines.join("\n"))
    expect(error).toBeInstanceOf(YamlFileError)
    expect(message).toBe(`data/events/x.yaml, line 1, column 4: ${anchors}`)
    expect(ms).toBeLessThan(2000)
  })

  it("lists nested 10,000 deep and more: refused without overflowing the stack, in time", () => {
    for (const source of [
      `a: ${"[".repeat(10000)}${"]".repeat(10000)}`,
      `a: ${"{b: ".repeat(60000)}`,
      `${"- ".repeat(100000)}x`,
      Array.from({ length: 70 }, (_, depth) => `${" ".repeat(depth)}a:`).join("\n"),
    ]) {
      const { message, ms } = refusal(source)
      expect(message).toMatch(
        /^data\/events\/x\.yaml, line \d+, column \d+: the lists and groups are nested more than 64 levels deep/,
      )
      expect(ms).toBeLessThan(2000)
    }
  })

  it("a file over the size limit, naming its size", () => {
    const { message, ms } = refusal(`text: "${"x".repeat(300 * 1024)}"\n`)
    expect(message).toBe(
      "data/events/x.yaml: the file is 301 KB, more than the 256 KB a data file may have (they are a few KB)" +
        " – was a long text or a photo pasted into it?",
    )
    expect(ms).toBeLessThan(100)
  })

  it("control characters (NUL, escape, a lone surrogate), with their place and code", () => {
    expect(refusal("a: 1\nb: x\0y\n").message).toBe(
      "data/events/x.yaml, line 2, column 5: an invisible control character (U+0000) that YAML does not allow" +
        " – delete it (it often comes with text copied from another program)",
    )
    expect(refusal("a: 1\n# \u001b[31m\n").message).toMatch(
      /line 2, column 3: an invisible control character \(U\+001B\)/,
    )
    expect(refusal("a: x\uDC00\n").message).toMatch(/line 1, column 5: an invisible control character \(U\+DC00\)/)
  })

  it("tags other than !!str, !!int, !!float, !!bool and !!null, and directives", () => {
    expect(refusal("a: !!binary aGVsbG8=\n").message).toMatch(/line 1, column 4: tags \(!!binary\) are not allowed/)
    expect(refusal("a: !!set {x}\n").message).toMatch(/tags \(!!set\) are not allowed/)
    expect(refusal("%YAML 1.1\n---\na: yes\n").message).toBe(
      "data/events/x.yaml, line 1, column 1: directives (%YAML) are not allowed in data files: delete the line",
    )
    expect(parseYaml('a: !!str 2026-11-22\nb: !!int "5"\n', "data/x.yaml").data).toEqual({ a: "2026-11-22", b: 5 })
  })

  it("a second document", () => {
    expect(refusal("a: 1\n---\nb: 2\n").message).toBe(
      "data/events/x.yaml, line 2, column 1: the YAML is not valid: a second document starts here" +
        " – a data file is one document: delete this --- line (or the ... line above)",
    )
  })

  it('a key written twice, also as 1 and "1" (one field to js-yaml), and among thousands in time', () => {
    expect(refusal("1: a\nb: c\n'1': d\n").message).toBe(
      "data/events/x.yaml, line 3, column 1: the YAML is not valid: duplicated mapping key" +
        " – this field is written twice at the same level; keep one",
    )
    const many = Array.from({ length: 10000 }, (_, index) => `k${index}: ${index}`)
    const { message, ms } = refusal([...many, "k5: again"].join("\n"))
    expect(message).toMatch(/line 10001, column 1: the YAML is not valid: duplicated mapping key/)
    expect(ms).toBeLessThan(5000)
  })

  it("accepts a byte order mark, CRLF line endings and long lines", () => {
    const { data, lines } = parseYaml('\uFEFFa: "x"\r\nb:\r\n  - 1\r\n', "data/x.yaml")
    expect(data).toEqual({ a: "x", b: [1] })
    expect(lines.get("/b/0")).toBe(3)
    expect(refusal("a: 1\r\nb: *a\r\n").message).toMatch(/line 2, column 4: anchors/)
    // js-yaml ends a line at a CR alone, the yaml package does not
    expect(refusal('a: "x"\rb: 1\n').message).toBe(
      "data/events/x.yaml, line 1, column 7: a line ends in a carriage return alone (CR, as on old Macs)" +
        " – save the file with the line endings LF or CRLF",
    )
    const text = "x".repeat(200 * 1024)
    expect(parseYaml(`a: "${text}"\n`, "data/x.yaml").data).toEqual({ a: text })
  })
})

describe("readDataText", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yaml-file-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, content: string | Buffer) => {
    fs.writeFileSync(path.join(dir, name), content)
    return path.join(dir, name)
  }

  it("reads UTF-8", () => {
    expect(readDataText(write("ok.yaml", "name: Bräu\n"), "data/ok.yaml")).toBe("name: Bräu\n")
  })

  it("refuses bytes that are not UTF-8, with the place", () => {
    const latin1 = Buffer.concat([Buffer.from("a: 1\nname: Br"), Buffer.from([0xe4]), Buffer.from("u\n")])
    expect(() => readDataText(write("latin1.yaml", latin1), "data/partners/x.yaml")).toThrow(
      "data/partners/x.yaml, line 2, column 9: the file is not saved as UTF-8 – save it with the encoding UTF-8" +
        " and check the special characters (ä, ö, ü, ß, €) here",
    )
  })

  it("refuses a file over the size limit without reading it", () => {
    const file = path.join(dir, "large.yaml")
    fs.writeFileSync(file, "")
    fs.truncateSync(file, 5 * 1024 * 1024)
    expect(() => readDataText(file, "data/large.yaml")).toThrow("data/large.yaml: the file is 5.0 MB, more than")
  })
})

describe("snippet", () => {
  it("shortens long lines around the column, as js-yaml did", () => {
    const long = `text: "${"x".repeat(100)}"`
    expect(snippet(long, 89).split("\n")).toEqual([` 1 |  ... ${"x".repeat(49)}"`, `${"-".repeat(41)}^`])
  })
})

describe("validateDataDir: refused files are problems that name them, among the others", () => {
  afterAll(removeCopies)

  it("an alias, a NUL byte and Latin-1 bytes in three files", () => {
    const dataDir = copyData()
    edit(dataDir, "events/advent-2026.yaml", /\nend: .*\n/, "\nend: *start\n")
    edit(dataDir, "rooms/party-cellar.yaml", "pricePerDay: 384", "pricePerDay: 384\0")
    const latin1 = path.join(dataDir, "partners/da-tano.yaml")
    fs.writeFileSync(
      latin1,
      Buffer.from(fs.readFileSync(latin1, "utf8").replace("Pizzeria", "Pizzer\u00eda"), "latin1"),
    )
    const problems = validateDataDir(dataDir).map(describeProblem)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(
      /^data\/events\/advent-2026\.yaml, line \d+, column 6: anchors \(&\) and aliases \(\*\) are not allowed in data files/,
    )
    expect(problems[1]).toMatch(/^data\/partners\/da-tano\.yaml, line \d+, column \d+: the file is not saved as UTF-8/)
    expect(problems[2]).toMatch(
      /^data\/rooms\/party-cellar\.yaml, line \d+, column 17: an invisible control character \(U\+0000\)/,
    )
  })
})
