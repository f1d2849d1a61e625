import fs from "fs"
import os from "os"
import path from "path"
import { createRequire } from "module"
import sharp from "sharp"
import { avifEffort, quickAvif } from "../../../plugins/gatsby-plugin-fast-start/quick-avif"

const root = path.resolve(__dirname, "../../..")
// The sharp gatsby-plugin-sharp loads.
const pluginRequire = createRequire(require.resolve("gatsby-plugin-sharp/process-file"))
/** The effort sharp would encode an AVIF at, as gatsby-plugin-sharp calls avif(). */
const effort = () =>
  (pluginRequire("sharp")().avif({ quality: 50, force: false }) as unknown as { options: { heifEffort: number } })
    .options.heifEffort

describe("quickAvif: the build's AVIF images at sharp's effort 2", () => {
  it("gives gatsby-plugin-sharp's avif() calls effort 2 once, and leaves an effort that is asked for", () => {
    const before = effort()
    expect(before).toBe(4)
    quickAvif(root)
    quickAvif(root)
    expect(effort()).toBe(avifEffort)
    expect((sharp().avif({ effort: 7 }) as unknown as { options: { heifEffort: number } }).options.heifEffort).toBe(7)
  })

  it("stops the build, naming the tweak and its option, when gatsby-plugin-sharp sets an effort of its own", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quick-avif-"))
    fs.writeFileSync(path.join(dir, "process-file.js"), "pipeline.avif({ quality: 50, effort: 4 })")
    expect(() => quickAvif(root, path.join(dir, "process-file.js"))).toThrow(
      /tweak "quickAvif": gatsby-plugin-sharp's process-file.js no longer calls sharp's avif\(\) with its quality alone.*quickAvif: false/,
    )
    fs.rmSync(dir, { recursive: true })
  })
})
