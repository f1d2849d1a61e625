/** The benches' synthetic events (scripts/synthetic-content.mjs) are events the build accepts: the bench measures a site that builds. */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { copyData, removeCopies } from "./support/data-copy"

afterAll(removeCopies)

it("writes an event whose photos are where its file names them, and the data check accepts it", () => {
  const dataDir = copyData()
  const script = path.resolve(__dirname, "../../scripts/synthetic-content.mjs")
  const write = `import(${JSON.stringify(script)}).then((m) => m.writeEvent(${JSON.stringify(path.dirname(dataDir))}, { slug: "synthetic-2020-1", photos: 3 }))`
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", write], { encoding: "utf8" })
  expect(child.stderr).toBe("")
  expect(validateDataDir(dataDir)).toEqual([])
  expect(fs.readdirSync(path.join(dataDir, "images/events/synthetic-2020-1")).sort()).toEqual([
    "1.jpg",
    "2.jpg",
    "3.jpg",
  ])
})
