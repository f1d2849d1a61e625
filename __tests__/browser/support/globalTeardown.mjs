// Jest globalTeardown for the `browser` project: stop the server started by
// globalSetup.mjs (both run in the same Jest parent process).
export default async function globalTeardown() {
  const server = globalThis.__SITE_SERVER__
  if (server) {
    delete globalThis.__SITE_SERVER__
    await server.close()
  }
}
