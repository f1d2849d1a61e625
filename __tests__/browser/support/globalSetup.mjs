// @ts-check
// Jest globalSetup for the `browser` project: serve the built site with Netlify's own
// local server (netlify-cli's `netlify dev --offline --dir`, scripts/netlify-serve.mjs)
// on a free port and publish its URL as process.env.SITE_URL (inherited by the test
// workers, which are started after this runs); and before it the front that `npm run bench`
// and `npm run cms` serve it through (startFront of scripts/netlify-serve.mjs: gzip, form posts), its URL as
// process.env.FRONT_URL; and the bench's, which keeps
// every answer (startFront's `keep`), as process.env.KEEPING_FRONT_URL. And for each Jest worker a front of its own
// for the editor's tests, passing /api/v1 on to a decap-server port of its own (process.env.EDITOR_FRONTS), so that
// cms.test.ts and editor-tasks.test.ts may run in two workers at once, each with its decap-server (support/admin.ts).
// And a folder for the copies of the site some tests build (process.env.SITE_COPIES, support/site-copy.ts).
//
// SITE_DIR may point at another folder than public/ (e.g. a fixture in /tmp).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort, startFront, startNetlifyServer } from "../../../scripts/netlify-serve.mjs"
import localBackend from "../../../src/cms/local-backend.json" with { type: "json" }

/**
 * Where globalTeardown.mjs finds the server (both run in Jest's parent process).
 * @typedef {typeof globalThis & { __SITE_SERVER__?: Awaited<ReturnType<typeof startNetlifyServer>> }} WithSiteServer
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

/**
 * One editor's front per worker: its URL and the port its decap-server is to take.
 * @typedef {{ url: string, backendPort: number }} EditorFront
 */

/** @param {import("jest").Config} globalConfig */
export default async function globalSetup(globalConfig) {
  const dir = path.resolve(repoRoot, process.env.SITE_DIR || "public")
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    const shown = path.relative(repoRoot, dir) || dir
    const name = shown.startsWith("..") ? dir : `${shown}/`
    throw new Error(`${name} is missing: run \`npm run build\` first (no ${path.join(dir, "index.html")})`)
  }
  const server = await startNetlifyServer({ dir, port: 0 })
  const front = await startFront({ upstream: server.url })
  const keeping = await startFront({ upstream: server.url, keep: true })
  /** @type {Awaited<ReturnType<typeof startFront>>[]} */
  const editorFronts = []
  /** @type {EditorFront[]} */
  const editors = []
  for (let worker = 0; worker < Math.max(1, Number(globalConfig.maxWorkers) || 1); worker++) {
    const backendPort = await freePort(0)
    const editorFront = await startFront({
      upstream: server.url,
      proxy: { [localBackend.path]: `http://localhost:${backendPort}` },
    })
    editorFronts.push(editorFront)
    editors.push({ url: editorFront.url, backendPort })
  }
  const global = /** @type {WithSiteServer} */ (globalThis)
  const close = () =>
    Promise.all([front.close(), keeping.close(), ...editorFronts.map((editor) => editor.close()), server.close()]).then(
      () => {},
    )
  global.__SITE_SERVER__ = { ...server, close }
  process.env.SITE_URL = server.url
  process.env.FRONT_URL = front.url
  process.env.KEEPING_FRONT_URL = keeping.url
  process.env.EDITOR_FRONTS = JSON.stringify(editors)
  process.env.SITE_COPIES = fs.mkdtempSync(path.join(os.tmpdir(), "passage-site-copies-"))
}
