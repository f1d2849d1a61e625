#!/usr/bin/env node
// @ts-check
/**
 * Serves the built site (public/) with Netlify's own local server: netlify-cli's
 * `netlify dev --offline --dir public`, which reads netlify.toml and applies
 * public/_headers and public/_redirects (the site's rules and the adapter's) with
 * Netlify's parsers and rule matching. The browser tests and `npm start` use it;
 * `npm run bench` and `npm run cms` put the front of scripts/netlify-front.mjs before it.
 *
 *   node scripts/netlify-serve.mjs [--dir public] [--port 9000]
 *
 * or in-process:
 *
 *   import { startNetlifyServer } from "./scripts/netlify-serve.mjs"
 *   const { url, close } = await startNetlifyServer({ dir: "public", port: 0 })
 *
 * What it does not do as Netlify's CDN does (so tests check those from the files,
 * __tests__/browser/netlify-rules.test.ts): it sends every file with
 * `cache-control: public, max-age=0` whatever _headers says, does not compress, and
 * serves `/path` like `/path/` instead of answering 301. It needs Deno for its Edge
 * Functions runtime even when a site has none; on Linux x64 the `@deno/linux-x64-glibc`
 * package from the npm registry provides it (an optional dependency: netlify-cli would
 * otherwise download Deno, and offline it stops; elsewhere it downloads it once).
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const bin = path.join(root, "node_modules", ".bin")
/** The folder of the Deno binary from the npm registry, where it is installed (netlify-cli looks for `deno` on PATH). */
const deno = path.join(root, "node_modules", "@deno", "linux-x64-glibc")

/** A port nobody listens on now (port 0 asks the system for one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })
}

/**
 * @param {{ dir?: string, port?: number, log?: boolean, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startNetlifyServer({ dir = "public", port = 9000, log = false, timeoutMs = 120000 } = {}) {
  const chosen = port === 0 ? await freePort() : port
  // netlify-cli adds the _headers of netlify.toml's publish folder (public/) to those of the folder it
  // serves: another folder (a variant of the bench) is served from an empty project folder of its own.
  const own = path.resolve(root, dir) === path.join(root, "public")
  const project = own ? root : fs.mkdtempSync(path.join(os.tmpdir(), "netlify-serve-"))
  const removeProject = () => own || fs.rmSync(project, { recursive: true, force: true })
  // netlify-cli's static server behind it takes a free port of its own (3999 when free).
  const args = [
    "dev",
    "--offline",
    "--dir",
    path.resolve(root, dir),
    "--port",
    String(chosen),
    "--no-open",
    "--skip-gitignore",
  ]
  const child = spawn(path.join(bin, "netlify"), args, {
    cwd: project,
    env: {
      ...process.env,
      PATH: [bin, deno, process.env.PATH ?? ""].join(path.delimiter),
      NETLIFY_TELEMETRY_DISABLED: "1",
      BROWSER: "none",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  /** Signals the whole process group: netlify-cli starts a static server and Deno. */
  const killGroup = () => process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM")
  child.once("exit", removeProject)
  let output = ""
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running (detached, holding the port) after a failed start.
      try {
        killGroup()
      } catch {
        // already gone
      }
      reject(new Error(`netlify dev did not start within ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString()
      if (log) process.stdout.write(chunk)
      if (/Local dev server ready|Server now ready/.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`netlify dev stopped (exit ${code}) before it was ready:\n${output}`))
    })
  })
  await ready
  /** @returns {Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      try {
        killGroup()
      } catch {
        resolve()
      }
    })
  return { url: `http://localhost:${chosen}/`, port: chosen, close }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2)
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const at = argv.indexOf(name)
    return at === -1 ? fallback : argv[at + 1]
  }
  const server = await startNetlifyServer({ dir: option("--dir", "public"), port: Number(option("--port", "9000")) })
  console.log(`Serving ${option("--dir", "public")}/ with Netlify's local server at ${server.url} (Ctrl+C stops it)`)
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}
