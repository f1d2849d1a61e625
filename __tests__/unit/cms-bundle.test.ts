/**
 * The admin bundle (src/gatsby/admin.ts) as esbuild builds it: React 19 and Emotion
 * from admin/node_modules, once, also for the site's components the previews reuse; Decap's
 * configuration check and the other modules that would need eval replaced; and no code
 * left that evaluates strings while the admin starts (the Content-Security-Policy has no
 * 'unsafe-eval').
 */
import fs from "fs"
import os from "os"
import path from "path"
import type { Metafile } from "esbuild"
import { adminBuildOptions, adminOutputs, adminResolvePlugin } from "../../src/gatsby/admin"
import { readAdminSite } from "../../src/gatsby/site-data"
import { adminDir, root } from "./support/decap"

let metafile: Metafile
let code: string

beforeAll(async () => {
  const esbuild = await import("esbuild")
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-bundle-"))
  const result = await esbuild.build({
    ...adminBuildOptions(root, outdir, readAdminSite(path.join(root, "data/site.yaml")).preview),
    plugins: [adminResolvePlugin(root)],
    write: false,
  })
  metafile = result.metafile
  // The entry and every chunk it may load.
  code = result.outputFiles
    .filter((file) => file.path.endsWith(".js"))
    .map((file) => file.text)
    .join("\n")
}, 120000)

/** The folders of the packages named `name` whose files are in the bundle, relative to the project. */
function packageDirs(name: string): string[] {
  const dirs = new Set<string>()
  for (const input of Object.keys(metafile.inputs)) {
    const marker = `node_modules/${name}/`
    const at = input.lastIndexOf(marker)
    if (at !== -1) dirs.add(input.slice(0, at + marker.length - 1))
  }
  return [...dirs].sort()
}

const version = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8")).version as string

describe("the admin bundle", () => {
  it("loads the HEIC decoder and its WebAssembly only by import(), as a chunk of their own", () => {
    const { script, chunks } = adminOutputs(metafile)
    const outputs = Object.entries(metafile.outputs)
    const named = (file: string) => path.basename(file)
    const [heicFile] = outputs.find(([, output]) => output.entryPoint === "src/cms/heic.ts")!
    const [entryFile, entry] = outputs.find(([file]) => named(file) === script)!
    // What the entry loads at once: itself and the chunks it imports statically, none of them libheif's.
    const firstLoad = new Set<string>()
    const visit = (file: string) => {
      if (firstLoad.has(file)) return
      firstLoad.add(file)
      for (const imported of metafile.outputs[file].imports)
        if (imported.kind === "import-statement") visit(imported.path)
    }
    visit(entryFile)
    expect(entry.imports).toContainEqual(expect.objectContaining({ path: heicFile, kind: "dynamic-import" }))
    for (const file of firstLoad)
      expect([file, Object.keys(metafile.outputs[file].inputs).filter((input) => /libheif-js/.test(input))]).toEqual([
        file,
        [],
      ])
    expect(Object.keys(metafile.outputs[heicFile].inputs).some((input) => /libheif-js/.test(input))).toBe(true)
    expect(chunks).toContain(named(heicFile))
    expect(chunks!.filter((file) => file.endsWith(".wasm"))).toEqual([expect.stringMatching(/^cms-libheif-\w+\.wasm$/)])
  })

  it("has exactly one React, React DOM, Emotion and Immutable: the admin folder's, React 19", () => {
    for (const name of [
      "react",
      "react-dom",
      "scheduler",
      "@emotion/react",
      "@emotion/cache",
      "@emotion/styled",
      "immutable",
    ]) {
      expect([name, packageDirs(name)]).toEqual([name, [`admin/node_modules/${name}`]])
    }
    expect(version("admin/node_modules/react")).toMatch(/^19\./)
    expect(version("admin/node_modules/react-dom")).toBe(version("admin/node_modules/react"))
    // The site itself stays on React 18.
    expect(version("node_modules/react")).toMatch(/^18\./)
  })

  it("renders the site's own PartnerCard and RoomSection with the admin's React and Emotion", () => {
    for (const component of ["src/components/partner/PartnerCard.tsx", "src/components/room/RoomSection.tsx"]) {
      const imports = metafile.inputs[component].imports.map((i) => i.path)
      expect(imports.some((p) => p.startsWith("admin/node_modules/@emotion/react/"))).toBe(true)
      expect(
        imports.filter((p) => /node_modules\/(react|react-dom|@emotion\/[^/]+)\//.test(p) && !p.startsWith("admin/")),
      ).toEqual([])
    }
  })

  it("carries Decap's current release, not its configuration check, ajv, TOML parser or WebAssembly encoder", () => {
    const inputs = Object.keys(metafile.inputs)
    expect(packageDirs("decap-cms-core")).toEqual(["admin/node_modules/decap-cms-core"])
    expect(version("admin/node_modules/decap-cms-core")).toMatch(/^3\./)
    expect(inputs).toContain("src/cms/shims/config-schema.ts")
    expect(
      inputs.filter((input) => /configSchema|node_modules\/(ajv[^/]*|@iarna\/toml|@jsquash)\//.test(input)),
    ).toEqual([])
    expect(packageDirs("decap-cms-backend-github")).toEqual(["admin/node_modules/decap-cms-backend-github"])
    expect(inputs.filter((input) => /git-gateway|netlify-identity|gotrue/.test(input))).toEqual([])
  })

  it("evaluates no string as code at start-up: the only eval and Function() left are ones a browser never reaches", () => {
    // Each allowed text, and why it never runs in the admin.
    const unreachable: (string | RegExp)[] = [
      // lodash and symbol-observable: the global object, only when neither globalThis nor self exists.
      'Function("return this"',
      // function-bind: the polyfill, only where Function.prototype.bind is missing.
      'Function("binder",',
      // js-sha256: only under Node (process.versions.node).
      "eval(\"require('crypto'",
      "eval(\"require('buffer'",
      // js-yaml 3 (gray-matter): the !!js/function tag, only when such a YAML is loaded with its full schema
      // (its parameters and body sliced from the YAML's source; the minifier names the variables).
      /^new Function\(\w+,("return "\+)?\w+\.slice\(/,
      // gray-matter: its JavaScript engine, only for Markdown with `---js` front matter (the site has no Markdown).
      "eval(str",
    ]
    const found = [...code.matchAll(/(new\s+Function\(|\bFunction\(|\beval\()[^)]{0,40}/g)].map((m) => m[0])
    expect(found.length).toBeGreaterThan(0)
    expect(
      found.filter(
        (text) =>
          !unreachable.some((allowed) => (typeof allowed === "string" ? text.includes(allowed) : allowed.test(text))),
      ),
    ).toEqual([])
    expect(code).not.toContain('Function("stub", "process = stub")')
    expect(code).not.toMatch(/eval\("require\('util'\)/)
  })

  it("uses nothing from the site's node_modules that exists in the admin's too", () => {
    const fromSite = Object.keys(metafile.inputs)
      .filter((input) => input.startsWith("node_modules/"))
      .map((input) => input.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/)![1])
    const doubled = [...new Set(fromSite)].filter(
      (name) =>
        fs.existsSync(path.join(adminDir, "node_modules", name)) &&
        /^(react|react-dom|@emotion|immutable|decap)/.test(name),
    )
    expect(doubled).toEqual([])
  })
})
