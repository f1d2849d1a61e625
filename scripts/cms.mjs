// @ts-check
/**
 * `npm run cms [-- --port 9000] [--build]`: edit the site's content in the browser on this computer. Builds the site
 * if public/ has no build yet (or with --build), starts Decap CMS's local backend and the built site, and prints the
 * editor's address; Ctrl+C stops both. decap-server runs in its "fs" mode (it writes data/ directly, nothing touches
 * Git), on the port of src/cms/local-backend.json and on 127.0.0.1 only, so nobody else on the network can write into
 * the working copy: docs/architecture.md, "On one computer".
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fail, option } from "./cli.mjs"
import { freePort, startNetlifyServer, startServerProcess, stopOnSignals } from "./netlify-serve.mjs"
// decap-server's port, and the path under which the admin asks for it on its own origin.
import localBackend from "../src/cms/local-backend.json" with { type: "json" }

const root = path.resolve(import.meta.dirname, "..")
const args = process.argv.slice(2)
const port = Number(option(args, "--port", "9000"))
const publicDir = path.join(root, "public")

/** @returns {Promise<{ stop: () => Promise<void> }>} */
async function startDecapServer() {
  await freePort(localBackend.port).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== "EADDRINUSE") throw error
    throw new Error(
      `Port ${localBackend.port} is in use: the CMS's local backend (decap-server) needs it. Stop what runs there (another \`npm run cms\`?) and try again.`,
    )
  })
  const bin = createRequire(import.meta.url).resolve("decap-server/dist/index.js")
  return startServerProcess("decap-server", process.execPath, [bin], {
    ready: /listening on/i,
    timeoutMs: 15000,
    cwd: root,
    env: {
      ...process.env,
      PORT: String(localBackend.port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: "info",
    },
  })
}

if (args.includes("--build") || !fs.existsSync(path.join(publicDir, "admin", "index.html"))) {
  console.log("Building the site (a few minutes the first time) …")
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const backend = await startDecapServer().catch(fail)
// The admin reaches decap-server on its own origin (/api/v1), so the site's one policy needs no http: source.
const proxy = { [localBackend.path]: `http://localhost:${localBackend.port}` }
const site = await startNetlifyServer({ dir: publicDir, port, front: { proxy } }).catch((error) =>
  backend.stop().then(() => fail(error)),
)
console.log("")
console.log(`  Inhalte bearbeiten / edit content:  ${site.url}admin/`)
console.log(`  (Seite / site: ${site.url}; Änderungen landen in data/ / changes are saved to data/)`)
console.log("  Nach dem Speichern: `npm run build`, dann die Seite neu laden. Beenden / stop: Ctrl+C")
console.log("")
stopOnSignals(site.close, backend.stop)
