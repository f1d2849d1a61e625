import fs from "fs"
import path from "path"
import ts from "typescript"

/**
 * ESLint's import-x/no-cycle leaves out `import type`, so a circle made of type
 * imports (Footer took its props' type from Layout, which renders Footer) passes
 * the linter. This follows every relative import and export of src/, types too.
 */
const root = path.resolve(__dirname, "../..")
const src = path.join(root, "src")

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
}

/** Every file's relative imports (values and types, static and dynamic). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true)
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith("."))
        .map((name) => resolve(file, name))
        .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target))
      return [file, targets]
    }),
  )
}

export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, "visiting" | "done">()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, "visiting")
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, "done")
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

describe("import circles", () => {
  it("finds a circle made of type imports", () => {
    const graph = new Map([
      ["Layout.tsx", ["Footer.tsx"]],
      ["Footer.tsx", ["Layout.tsx"]],
    ])
    expect(findCycles(graph)).toEqual([["Layout.tsx", "Footer.tsx", "Layout.tsx"]])
  })

  it("has none in src/, counting type-only imports", () => {
    const graph = importGraph(sourceFiles(src))
    expect(graph.size).toBeGreaterThan(50)
    const relative = (file: string) => path.relative(root, file)
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(" → "))).toEqual([])
  })
})
