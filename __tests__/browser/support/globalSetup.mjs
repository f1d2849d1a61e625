// @ts-check
// Jest globalSetup for the `browser` project: serve the built site with Netlify's own
// local server (netlify-cli's `netlify dev --offline --dir`, scripts/netlify-serve.mjs)
// on a free port and publish its URL as process.env.SITE_URL (inherited by the test
// workers, which are started after this runs).
//
// SITE_DIR may point at another folder than public/ (e.g. a fixture in /tmp).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startNetlifyServer } from "../../../scripts/netlify-serve.mjs"

/**
 * Where globalTeardown.mjs finds the server (both run in Jest's parent process).
 * @typedef {typeof globalThis & { __SITE_SERVER__?: Awaited<ReturnType<typeof startNetlifyServer>> }} WithSiteServer
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

export default async function globalSetup() {
  const dir = path.resolve(repoRoot, process.env.SITE_DIR || "public")
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    const shown = path.relative(repoRoot, dir) || dir
    const name = shown.startsWith("..") ? dir : `${shown}/`
    throw new Error(`${name} is missing: run \`npm run build\` first (no ${path.join(dir, "index.html")})`)
  }
  const server = await startNetlifyServer({ dir, port: 0 })
  const global = /** @type {WithSiteServer} */ (globalThis)
  global.__SITE_SERVER__ = server
  process.env.SITE_URL = server.url
}
