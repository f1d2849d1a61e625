/**
 * One reading (issue 48): what the data check accepts, gatsby-transformer-yaml publishes as the same
 * values. Random documents of the scalars where YAML readers part ways (0b101, 1_000, 2026-01-01,
 * yes, ~, escapes …) go to the check's reader and to the transformer itself (its onCreateNode, with
 * Gatsby's actions recorded); wherever the check accepts, the node holds exactly the checked data,
 * and so does the `yaml` package's reading, whose lines the messages name.
 */
import fc from "fast-check"
import { parseDocument } from "yaml"
import { onCreateNode } from "gatsby-transformer-yaml/gatsby-node"
import { parseYaml, yamlOptions, YamlFileError } from "../../src/gatsby/yaml-file"

/** The values the transformer gives Gatsby for a file's text (its nodes without Gatsby's own fields). */
async function published(text: string): Promise<unknown[]> {
  const nodes: Record<string, unknown>[] = []
  await onCreateNode(
    {
      node: { id: "file", internal: { type: "File", mediaType: "text/yaml" }, dir: "/data", name: "x" },
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node), createParentChildLink: () => {} },
      loadNodeContent: async () => text,
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
    },
    { typeName: () => "Test" },
  )
  return nodes.map(
    ({ id: _id, children: _children, parent: _parent, internal: _internal, yamlId: _yamlId, ...values }) => values,
  )
}

/** Scalars as an editor may type them, plain or quoted. */
const scalar = fc.oneof(
  fc.constantFrom(
    "0b101",
    "0b1",
    "0o17",
    "017",
    "0x1F",
    "1_000",
    "+12",
    "-0",
    ".5",
    "1e3",
    ".inf",
    "-.Inf",
    ".nan",
    "~",
    "null",
    "Null",
    "true",
    "True",
    "yes",
    "no",
    "on",
    "off",
    "y",
    "n",
    "=",
    "2026-01-01",
    "2026-1-1",
    "2026-01-01 10:00",
    "2026-01-01T10:00:00Z",
    "2026-01-01t10:00:00.5+01:00",
    "12:30",
    "1:30:00",
    "0.",
    "1.",
    "+.5",
    "0x",
    "0b",
    '"\\e[31m"',
    '"\\x07"',
    '"\\0"',
    '"\\u2028"',
    '"\\N"',
    '"\\t"',
    '"\\r\\n"',
    "'it''s'",
    '"a\\"b"',
    "a #b",
    "a#b",
  ),
  fc.stringMatching(/^[a-z0-9 .:+_-]{1,8}$/).filter((text) => !/^[\s-]|\s$|: |:$| #/.test(text)),
  fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
)

// Not `id`: the transformer makes it the node's own id (what `published` leaves out), and each collection's schema
// decides what an id may be.
const key = fc.oneof(
  fc.constantFrom("name", "slug", "1", "0b1", "true", "~"),
  fc.stringMatching(/^[a-z]{1,6}$/).filter((name) => name !== "id"),
)

const documents = fc
  .array(fc.tuple(key, fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 3 }))), {
    minLength: 1,
    maxLength: 6,
  })
  .map(
    (fields) =>
      fields
        .map(([name, value]) =>
          Array.isArray(value) ? `${name}:\n${value.map((item) => `  - ${item}`).join("\n")}` : `${name}: ${value}`,
        )
        .join("\n") + "\n",
  )

/** -0 as 0: the `yaml` package keeps the sign, js-yaml does not, and JSON and GraphQL know one zero. */
const unsignedZero = (value: unknown): unknown =>
  Object.is(value, -0)
    ? 0
    : Array.isArray(value)
      ? value.map(unsignedZero)
      : value !== null && typeof value === "object" && !(value instanceof Date)
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unsignedZero(item)]))
        : value

/** The check's reading, or undefined where it refuses (always naming the file). */
function checked(text: string): unknown {
  try {
    return parseYaml(text, "data/x.yaml").data
  } catch (error) {
    expect(error).toBeInstanceOf(YamlFileError)
    expect((error as YamlFileError).file).toBe("data/x.yaml")
    return undefined
  }
}

describe("the check's reader and the build's, fed random documents", () => {
  it("where the check accepts, the transformer's node holds the checked values, as the `yaml` package read them", async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(documents, async (text) => {
        const data = checked(text)
        if (data === undefined) return
        accepted++
        expect(await published(text)).toEqual([data])
        expect(unsignedZero(parseDocument(text, yamlOptions).toJS())).toEqual(data)
      }),
      { numRuns: 300 },
    )
    // Not a property that holds by refusing everything.
    expect(accepted).toBeGreaterThan(60)
  })

  it.each([
    ["name: 0b101\n", "name", /read by the build as the number 5 and by the check as the text "0b101"/],
    ["slug: 0b1\n", "slug", /number 1/],
    ['name: "\\e[31mred"\n', "name", /U\+001B/],
    ['tags:\n  - "ok"\n  - "\\x07"\n', "tags[1]", /U\+0007/],
    ['name: "a\\rb"\n', "name", /U\+000D/],
  ])("%j is refused naming the field", (text, field, says) => {
    let refusal: unknown
    try {
      parseYaml(text, "data/x.yaml")
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(YamlFileError)
    expect((refusal as YamlFileError).field).toBe(field)
    expect((refusal as YamlFileError).line).toBe(field === "tags[1]" ? 3 : 1)
    expect(String(refusal)).toMatch(says)
  })
})
