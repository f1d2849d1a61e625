// @ts-check
/**
 * Imports one of the site's TypeScript modules (src/gatsby/…) into a script: esbuild bundles it with its relative
 * imports (packages stay external, from this checkout's node_modules) into a file next to it, imported and deleted.
 */
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { build } from "esbuild"

const root = path.resolve(import.meta.dirname, "..")

/** @param {string} entry relative to the project's root, e.g. "src/gatsby/launch-check.ts" */
export async function importTypeScript(entry) {
  const outfile = path.join(root, path.dirname(entry), `.${path.basename(entry, ".ts")}-${process.pid}.mjs`)
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node24",
    logLevel: "error",
    // The modules use __dirname for their default folders.
    banner: { js: `const __dirname = ${JSON.stringify(path.join(root, path.dirname(entry)))};` },
  })
  try {
    return await import(pathToFileURL(outfile).href)
  } finally {
    fs.rmSync(outfile, { force: true })
  }
}
