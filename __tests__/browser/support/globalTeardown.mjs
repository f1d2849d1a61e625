// @ts-check
// Jest globalTeardown for the `browser` project: stop the servers started by
// globalSetup.mjs, netlify-cli's and the front before it (setup and teardown run in the
// same Jest parent process).
export default async function globalTeardown() {
  const global = /** @type {import("./globalSetup.mjs").WithSiteServer} */ (globalThis)
  const server = global.__SITE_SERVER__
  if (server) {
    delete global.__SITE_SERVER__
    await server.close()
  }
}
