// @ts-check
// Jest globalTeardown for the `browser` project: stop the server started by
// globalSetup.mjs (both run in the same Jest parent process).
export default async function globalTeardown() {
  const global = /** @type {import("./globalSetup.mjs").WithSiteServer} */ (globalThis)
  const server = global.__SITE_SERVER__
  if (server) {
    delete global.__SITE_SERVER__
    await server.close()
  }
}
