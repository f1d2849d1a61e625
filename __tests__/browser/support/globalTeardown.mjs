// @ts-check
// Jest globalTeardown for the `browser` project: stop the servers started by
// globalSetup.mjs, netlify-cli's and the front before it, and remove the folder of the site's
// copies (setup and teardown run in the same Jest parent process).
import fs from "node:fs"

export default async function globalTeardown() {
  if (process.env.SITE_COPIES) fs.rmSync(process.env.SITE_COPIES, { recursive: true, force: true })
  const global = /** @type {import("./globalSetup.mjs").WithSiteServer} */ (globalThis)
  const server = global.__SITE_SERVER__
  if (server) {
    delete global.__SITE_SERVER__
    await server.close()
  }
}
