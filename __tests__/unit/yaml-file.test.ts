import { parseYaml, snippet, YamlSyntaxError } from "../../src/gatsby/yaml-file"

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
    "phone: &phone",
    "  href: '+43'",
    "copy: *phone",
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
      copy: { href: "+43" },
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
      "/copy": 12,
      "/copy/href": 11,
    })
  })

  it("an empty file is no data", () => {
    expect(parseYaml("# only a comment\n", "data/x.yaml").data).toBeNull()
  })

  it("a syntax error names the file, the line and the column, and shows the lines around it", () => {
    let error: unknown
    try {
      parseYaml('name: x\ncategory:\n  de: "a"\n   en: "b"\nicon: x\n', "data/partners/x.yaml")
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(YamlSyntaxError)
    expect((error as YamlSyntaxError).message).toBe(
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

  it("an unknown tag is an error, as it is for gatsby-transformer-yaml", () => {
    expect(() => parseYaml("name: !shout x\n", "data/x.yaml")).toThrow(
      "data/x.yaml, line 1, column 7: the YAML is not valid: unresolved tag: !shout",
    )
  })
})

describe("snippet", () => {
  it("shortens long lines around the column, as js-yaml did", () => {
    const long = `text: "${"x".repeat(100)}"`
    expect(snippet(long, 1, 90).split("\n")).toEqual([` 1 |  ... ${"x".repeat(49)}"`, `${"-".repeat(41)}^`])
  })
})
