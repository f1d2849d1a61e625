// @ts-check
/**
 * `node scripts/netlify-serve.mjs [--dir public] [--port 9000]`, or `startNetlifyServer({ dir, port })`: the built site
 * through netlify-cli's `netlify dev --offline` (netlify.toml, _headers and _redirects applied by Netlify's own code).
 * `front` puts startFront before it for what netlify-cli does not do: gzip, /api/v1 to decap-server, form posts.
 * Unlike Netlify's CDN: docs/architecture.md, "How hosting is tested".
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { option } from "./cli.mjs"

const root = path.resolve(import.meta.dirname, "..")
const bin = path.join(root, "node_modules", ".bin")
/** The folder of the Deno binary from the npm registry, where it is installed (netlify-cli looks for `deno` on PATH). */
const deno = path.join(root, "node_modules", "@deno", "linux-x64-glibc")

/**
 * @param {{ dir?: string, port?: number, front?: { proxy?: Record<string, string>, keep?: boolean } }} [options]
 *   `front`: netlify-cli's server on a port of its own, startFront's on `port`
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startNetlifyServer({ dir = "public", port = 9000, front } = {}) {
  if (front) {
    const netlify = await startNetlifyServer({ dir, port: 0 })
    const started = await startFront({ upstream: netlify.url, port, ...front }).catch(async (error) => {
      await netlify.close()
      throw error
    })
    return { ...started, close: () => Promise.all([started.close(), netlify.close()]).then(() => {}) }
  }
  const chosen = await freePort(port)
  // netlify-cli adds the _headers of netlify.toml's public/ to the served folder's: another gets an empty project.
  const own = path.resolve(root, dir) === path.join(root, "public")
  const project = own ? root : fs.mkdtempSync(path.join(os.tmpdir(), "netlify-serve-"))
  // netlify-cli's static server behind it takes a free port of its own (3999 when free).
  const args = ["dev", "--offline", "--dir", path.resolve(root, dir), "--port", String(chosen), "--no-open"]
  const removeProject = () => own || fs.rmSync(project, { recursive: true, force: true })
  const server = await startServerProcess("netlify dev", path.join(bin, "netlify"), [...args, "--skip-gitignore"], {
    ready: /Local dev server ready|Server now ready/,
    timeoutMs: 120000,
    cwd: project,
    env: {
      ...process.env,
      PATH: [bin, deno, process.env.PATH ?? ""].join(path.delimiter),
      NETLIFY_TELEMETRY_DISABLED: "1",
      BROWSER: "none",
    },
    // netlify-cli starts a static server and Deno: stopped with it.
    group: true,
  }).catch((error) => {
    removeProject()
    throw error
  })
  server.exited.then(removeProject)
  return { url: `http://localhost:${chosen}/`, port: chosen, close: server.stop }
}

/**
 * `port` if nothing listens there on 127.0.0.1 (0: a port free now); rejects (EADDRINUSE) if something does.
 * @param {number} port @returns {Promise<number>}
 */
export async function freePort(port) {
  const probe = net.createServer().listen(port, "127.0.0.1")
  await once(probe, "listening")
  const { port: free } = /** @type {net.AddressInfo} */ (probe.address())
  await new Promise((resolve) => probe.close(resolve))
  return free
}

/**
 * @param {string} name what the errors call it @param {string} command @param {string[]} args
 * @param {{ ready: RegExp, timeoutMs: number, cwd?: string, env?: NodeJS.ProcessEnv, group?: boolean }} options
 *   `ready`: what its output says once it serves; `group`: it starts processes of its own, stopped with it
 * @returns {Promise<{ stop: () => Promise<void>, exited: Promise<void> }>} stop() resolves once it has exited
 */
export async function startServerProcess(name, command, args, { ready, timeoutMs, cwd, env, group = false }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: group })
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    try {
      if (child.exitCode === null && child.signalCode === null) {
        if (group) process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM")
        else child.kill("SIGTERM")
      }
    } catch {
      // already gone
    }
    await exited
  }
  let output = ""
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  await new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ why) => reject(new Error(`${name} ${why}:\n${output}`))
    // Not left running (holding its port) after a failed start.
    timer = setTimeout(() => {
      fail(`did not start within ${timeoutMs / 1000} s`)
      stop()
    }, timeoutMs)
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString()
      if (ready.test(output)) resolve(undefined)
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => fail(`stopped (exit ${code}) before it was ready`))
  }).finally(() => clearTimeout(timer))
  return { stop, exited }
}

/** Stops servers on Ctrl+C or SIGTERM, then exits. @param {Array<() => Promise<void>>} stops */
export function stopOnSignals(...stops) {
  const stop = () => Promise.allSettled(stops.map((each) => each())).then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

/** The types Netlify's CDN compresses: text. */
const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/**
 * An answer's headers without those of one connection (RFC 9110, 7.6.1). netlify-cli answers `connection: close`,
 * which would make the browser open a connection per file (Netlify's CDN keeps one) and Lighthouse add a round trip
 * for each. @param {http.IncomingHttpHeaders} headers
 */
function endToEnd(headers) {
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
  const perConnection = (/** @type {string} */ name) =>
    /^(connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/.test(name) || named.includes(name)
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection(name)))
}

/** Whether the client takes gzip. @param {http.IncomingMessage} req */
const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))

/** @typedef {{ status: number, headers: http.OutgoingHttpHeaders, body: Buffer }} Answer an answer, read whole */

/**
 * `origin`'s answer to the request, without the headers of one connection; with `gzip`, gzipped where Netlify's CDN
 * does (text the client takes gzipped, not already encoded, not a 304). @param {http.IncomingMessage} req
 * @param {string} origin @param {{ method?: string, body?: Buffer, gzip?: boolean }} [options] the body already read
 * @returns {Promise<Answer>}
 */
function answerOf(req, origin, { method = req.method, body, gzip = true } = {}) {
  const headers = { ...req.headers }
  if (method !== req.method) for (const name of ["content-length", "content-type"]) delete headers[name]
  return new Promise((resolve, reject) => {
    // The error names the server asked: netlify-cli's, or decap-server's for /api/v1.
    const fail = (/** @type {Error} */ error) =>
      reject(new Error(`${new URL(origin).origin} does not answer: ${error.message}`))
    const upstream = http.request(new URL(req.url ?? "/", origin), { method, headers }, (answer) => {
      /** @type {Buffer[]} */
      const chunks = []
      answer.on("data", (chunk) => chunks.push(chunk))
      answer.on("error", fail)
      answer.on("end", () => {
        const passed = endToEnd(answer.headers)
        // A HEAD or a 304 has no body of its own: nothing to gzip, and its length is that of the whole answer.
        const bodiless = method === "HEAD" || answer.statusCode === 304
        const type = String(passed["content-type"] ?? "")
        const zip = gzip && !bodiless && acceptsGzip(req) && compressible.test(type) && !passed["content-encoding"]
        const data = zip ? zlib.gzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks)
        if (zip) {
          passed["content-encoding"] = "gzip"
          passed.vary = passed.vary ? `${passed.vary}, Accept-Encoding` : "Accept-Encoding"
        }
        if (!bodiless) passed["content-length"] = String(data.length)
        resolve({ status: answer.statusCode ?? 502, headers: passed, body: data })
      })
    })
    upstream.on("error", fail)
    if (method === req.method && !body) req.pipe(upstream)
    else upstream.end(body)
  })
}

/**
 * The front, on `port` (0: a free one), before the server at `upstream`.
 * @param {{ upstream: string, port?: number, proxy?: Record<string, string>, keep?: boolean }} options
 *   `proxy`: URL path prefix → the origin that answers it instead, e.g. { "/api/v1": "http://localhost:8081" };
 *   `keep`: every GET answered from Netlify's first answer to it, kept whole in memory (the bench: see below)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startFront({ upstream, port = 0, proxy = {}, keep = false }) {
  // The bench keeps each answer, as a CDN's edge does: netlify-cli's tens of milliseconds of CPU per request would be
  // taken from the browser, and counted by Lighthouse as blocking time (docs/performance.md, "Reading the figures").
  /** @type {Map<string, Promise<Answer>>} */
  const kept = new Map()
  let proxied = /** @type {Promise<unknown>} the last request passed on to `proxy` */ (Promise.resolve())
  /** @param {http.IncomingMessage} req @returns {Promise<Answer>} */
  const answer = async (req) => {
    const conditional = ["if-none-match", "if-modified-since", "range"].some((name) => req.headers[name])
    if (keep && req.method === "GET" && !conditional) {
      const key = `${acceptsGzip(req) ? "gzip" : "identity"} ${req.url}`
      if (!kept.has(key)) kept.set(key, answerOf(req, upstream))
      return /** @type {Promise<Answer>} */ (kept.get(key)).catch((error) => {
        kept.delete(key)
        throw error
      })
    }
    // /api/v1 to decap-server (npm run cms): netlify-cli proxies only by a rule, which would go live with the site.
    const prefix = Object.keys(proxy).find((path) => (req.url ?? "").startsWith(path))
    if (prefix) {
      // One at a time (decap-server fails a request kept 3 s from its git lock), bodies read first (none hangs).
      const body = Buffer.concat(await Array.fromAsync(req))
      const turn = proxied.then(() => answerOf(req, proxy[prefix], { body, gzip: false }))
      proxied = turn.catch(() => undefined)
      return turn
    }
    // A form post is answered with its action page, as Netlify Forms does; netlify-cli answers 405.
    if (req.method === "POST") {
      const body = Buffer.concat(await Array.fromAsync(req))
      const form = new URLSearchParams(body.toString("utf8")).has("form-name")
      return answerOf(req, upstream, form ? { method: "GET" } : { body, gzip: false })
    }
    // Text gzipped, as Netlify's CDN sends it (the bench's transfer sizes); netlify-cli does not compress.
    return answerOf(req, upstream)
  }
  const server = http.createServer(async (req, res) => {
    const { status, headers, body } = await answer(req).catch((/** @type {Error} */ error) => ({
      status: 502,
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: Buffer.from(`${error.message}\n`),
    }))
    res.writeHead(status, headers)
    res.end(body)
  })
  // On this computer only: /api/v1 writes into the working copy (decap-server, too, listens on 127.0.0.1 only).
  await once(server.listen(port, "127.0.0.1"), "listening")
  const chosen = /** @type {import("node:net").AddressInfo} */ (server.address()).port
  /** @type {() => Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { url: `http://localhost:${chosen}/`, port: chosen, close }
}

if (import.meta.main) {
  const argv = process.argv.slice(2)
  const dir = option(argv, "--dir", "public")
  const server = await startNetlifyServer({ dir, port: Number(option(argv, "--port", "9000")) })
  console.log(`Serving ${dir}/ with Netlify's local server at ${server.url} (Ctrl+C stops it)`)
  stopOnSignals(server.close)
}
