import fs from "fs"
import os from "os"
import path from "path"

export const root = path.resolve(__dirname, "../../..")
export const adminDir = path.join(root, "admin")

/** The names of the Decap widget packages src/cms/index.tsx registers, e.g. ["image", "list", …]. */
export function registeredDecapWidgets(): string[] {
  const source = fs.readFileSync(path.join(root, "src/cms/index.tsx"), "utf8")
  return [...source.matchAll(/from "decap-cms-widget-([a-z]+)"/g)].map((match) => match[1]).sort()
}

export interface DecapValidation {
  /** decap-cms-core's own validateConfig (its JSON schema, compiled by its ajv): throws Decap's message. */
  validateConfig(config: unknown): void
}

/**
 * Decap's real configuration check, for Node: decap-cms-core's constants/configSchema
 * (with its ajv, ajv-keywords and ajv-errors) and its widget registry, bundled by esbuild
 * from admin/node_modules, with the schemas of the widgets the admin registers (what
 * decap-cms-widget-*'s Widget() adds to the registry). The admin's browser bundle has a
 * shim in its place (src/cms/shims/config-schema.ts), because ajv compiles with `new Function`.
 */
export async function loadDecapValidation(): Promise<DecapValidation> {
  const esbuild = await import("esbuild")
  const widgets = registeredDecapWidgets()
  const entry = [
    'export { validateConfig } from "decap-cms-core/dist/esm/constants/configSchema"',
    'import { registerWidget } from "decap-cms-core/dist/esm/lib/registry"',
    ...widgets.map((name) => {
      const schema = path.join(adminDir, "node_modules", `decap-cms-widget-${name}`, "dist/esm/schema.js")
      return fs.existsSync(schema)
        ? `import ${name}Schema from ${JSON.stringify(schema)}\nregisterWidget(${JSON.stringify(name)}, () => null, undefined, ${name}Schema)`
        : `registerWidget(${JSON.stringify(name)}, () => null)`
    }),
    // The site's own widgets (src/cms/BilingualWidget.tsx) have no schema of their own.
    'registerWidget("bilingual", () => null)',
    'registerWidget("bilingualList", () => null)',
  ].join("\n")
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: adminDir, loader: "js" },
    bundle: true,
    platform: "node",
    format: "cjs",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
    plugins: [
      {
        // lib/i18n (whose constants the schema uses) imports one selector from the reducers, and
        // with them the whole editor, which needs a browser; the check never calls it.
        name: "without-the-editor",
        setup(build) {
          build.onResolve({ filter: /^\.\.\/reducers\/collections$/ }, (args) =>
            /[\\/]lib[\\/]i18n\.js$/.test(args.importer) ? { path: "selectors", namespace: "stub" } : undefined,
          )
          build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
            contents: 'export function selectEntrySlug() { throw new Error("not part of the configuration check") }',
            loader: "js",
          }))
        },
      },
    ],
  })
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "decap-validate-")), "validate.js")
  fs.writeFileSync(file, result.outputFiles[0].text)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as DecapValidation
}
