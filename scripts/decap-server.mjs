// @ts-check
/**
 * Starts decap-server (Decap CMS's local backend) as a child process. Used by `npm run cms`
 * (scripts/cms.mjs) and the browser test of the CMS. Two modes:
 * - "fs" (npm run cms): reads and writes the files of this working copy directly. It offers Decap
 *   only the simple publish mode, so the editorial workflow of config.yml falls back to saving at
 *   once, and nothing touches Git.
 * - "git" (the browser test, on a throw-away repository): the editorial workflow as on GitHub; a
 *   draft is a branch cms/<collection>/<entry>, publishing merges it into the configured branch. It
 *   checks out branches and commits everything in `repoDir` (`git add .`), so never point it at a
 *   working copy with work in it.
 *
 *   const server = await startDecapServer({ port: 8081 })  …  await server.stop()
 *
 * The port is the one in public/admin/config.yml (src/cms/config.ts, 8081): Decap asks there. It
 * listens on 127.0.0.1 only, so nobody else on the network can write into the working copy.
 */
import path from "node:path"
import { createRequire } from "node:module"
import { freePort, startServerProcess, stopOnSignals } from "./server-process.mjs"

const repoRoot = path.resolve(import.meta.dirname, "..")

/**
 * @param {{ port?: number, repoDir?: string, mode?: "fs" | "git" }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startDecapServer({ port = 8081, repoDir = repoRoot, mode = "fs" } = {}) {
  if (mode !== "fs" && mode !== "git")
    throw new Error(`decap-server mode must be "fs" or "git", not ${JSON.stringify(mode)}`)
  await freePort(port).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== "EADDRINUSE") throw error
    throw new Error(
      `Port ${port} is in use: the CMS's local backend (decap-server) needs it. Stop what runs there (another \`npm run cms\`?) and try again.`,
    )
  })
  const bin = createRequire(path.join(repoRoot, "package.json")).resolve("decap-server/dist/index.js")
  const { stop } = await startServerProcess("decap-server", process.execPath, [bin], {
    ready: /listening on/i,
    timeoutMs: 15000,
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repoDir,
      MODE: mode,
      LOG_LEVEL: "info",
    },
  })
  return { url: `http://localhost:${port}/api/v1`, stop }
}

// CLI (for tests that cannot import ES modules): prints "decap-server ready at <url>", stops on SIGTERM/SIGINT.
//   node scripts/decap-server.mjs [--port 8081] [--mode git --repo /tmp/some-repo]
if (import.meta.main) {
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const at = process.argv.indexOf(`--${name}`)
    return at === -1 ? fallback : process.argv[at + 1]
  }
  const port = Number(option("port", "8081"))
  const mode = /** @type {"fs" | "git"} */ (option("mode", "fs")) // startDecapServer rejects any other
  const server = await startDecapServer({ port, mode, repoDir: path.resolve(option("repo", repoRoot)) }).catch(
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
  console.log(`decap-server ready at ${server.url}`)
  stopOnSignals(server.stop)
}
