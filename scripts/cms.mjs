#!/usr/bin/env node
// @ts-check
/**
 * `npm run cms`: edit the site's content in the browser on this computer.
 * Builds the site if public/ has no build yet (`-- --build` to rebuild), then
 * starts Decap CMS's local backend (decap-server, port 8081: it writes the YAML
 * files and photos in data/ directly) and the built site at
 * http://localhost:9000/, and prints the editor's address. Ctrl+C stops both.
 *
 *   npm run cms                 (port 9000)
 *   npm run cms -- --port 9001  (another port for the site)
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startDecapServer } from "./decap-server.mjs"
import { startNetlifyServer } from "./netlify-serve.mjs"
// decap-server's port, and the path under which the admin asks for it on its own origin.
import localBackend from "../src/cms/local-backend.json" with { type: "json" }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const portArg = args.indexOf("--port")
const port = portArg === -1 ? 9000 : Number(args[portArg + 1])
const publicDir = path.join(root, "public")

if (args.includes("--build") || !fs.existsSync(path.join(publicDir, "admin", "index.html"))) {
  console.log("Building the site (a few minutes the first time) …")
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

try {
  const backend = await startDecapServer({ repoDir: root })
  // The admin reaches decap-server on its own origin (/api/v1), so the site's one policy needs no http: source.
  const site = await startNetlifyServer({
    dir: publicDir,
    port,
    front: { proxy: { [localBackend.path]: `http://localhost:${localBackend.port}` } },
  })
  const admin = `${site.url}admin/`
  console.log("")
  console.log(`  Inhalte bearbeiten / edit content:  ${admin}`)
  console.log(`  (Seite / site: ${site.url}; Änderungen landen in data/ / changes are saved to data/)`)
  console.log("  Nach dem Speichern: `npm run build`, dann die Seite neu laden. Beenden / stop: Ctrl+C")
  console.log("")
  const stop = async () => {
    await Promise.allSettled([site.close(), backend.stop()])
    process.exit(0)
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
