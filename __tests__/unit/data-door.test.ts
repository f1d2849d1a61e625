import fs from "fs"
import path from "path"
import ts from "typescript"

/**
 * The table of collections (src/content/collections.ts) and its reader (src/content/data-files.ts)
 * are the only door to data/: no module outside src/content/ names a data/ folder or file, not even
 * in a message, so renaming one in the table is enough. Pages name an entry as the data check does
 * (`partner "miyako"`), or take a file's name from src/content/data-places.ts.
 */
const root = path.resolve(__dirname, "../..")

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(file)
    return /\.(tsx?|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

/** The data/ paths a module's code spells out (comments aside): "data/events", path.join(root, "data"). */
function dataPathLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart())
      const segment = /^(\.\.\/)*data$/.test(node.text)
      const call = node.parent
      const inPathCall = ts.isCallExpression(call) && /^path\.(join|resolve)$/.test(call.expression.getText(source))
      if (/^(\.\.?\/)*data\//.test(node.text) || (segment && inPathCall)) found.push(`line ${line + 1}: ${node.text}`)
    }
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

describe("the door to data/", () => {
  it("finds the paths it looks for, and not comments or other words", () => {
    const module = [
      'import path from "path"',
      "// data/events/ in a comment",
      'const events = path.resolve(__dirname, "../../data/events")',
      'const site = path.join(root, "data", "site.yaml")',
      'stream.on("data", read)',
      "const file = `data/rooms/${id}.yaml`",
    ].join("\n")
    expect(dataPathLiterals("sample.ts", module)).toEqual([
      "line 3: ../../data/events",
      "line 4: data",
      "line 6: data/rooms/",
    ])
    expect(dataPathLiterals("page.tsx", 'throw new Error("data/site.yaml is missing")')).toEqual([
      "line 1: data/site.yaml is missing",
    ])
  })

  it("no module outside src/content/ names a data/ folder or file", () => {
    const content = path.join(root, "src", "content")
    const modules = [
      ...files(path.join(root, "src")).filter((file) => !file.startsWith(content + path.sep)),
      ...files(path.join(root, "scripts")),
      ...["gatsby-node.ts", "gatsby-config.ts"].map((file) => path.join(root, file)),
    ]
    const named = modules.flatMap((file) =>
      dataPathLiterals(file, fs.readFileSync(file, "utf8")).map(
        (literal) => `${path.relative(root, file)}, ${literal}`,
      ),
    )
    expect(named).toEqual([])
  })
})
