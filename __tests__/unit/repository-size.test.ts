import fs from "fs"
import path from "path"

/**
 * The limits set for what a developer reads first (issue 30): the README a guide under 200 lines,
 * the tooling in scripts/ under 1,500 lines (counted as `wc -l` counts them). A measuring script
 * added later has to make room, not quietly push the tooling past its limit again.
 */
const root = path.resolve(__dirname, "../..")
const lines = (file: string) => (fs.readFileSync(file, "utf8").match(/\n/g) ?? []).length

test("README.md is under 200 lines", () => {
  expect(lines(path.join(root, "README.md"))).toBeLessThan(200)
})

test("scripts/ is under 1,500 lines in all", () => {
  const total = fs
    .readdirSync(path.join(root, "scripts"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + lines(path.join(entry.parentPath, entry.name)), 0)
  expect(total).toBeLessThan(1500)
})
