// @ts-check
/**
 * A front before netlify-cli's local server (scripts/netlify-serve.mjs) for the three things
 * `netlify dev --offline` does not do and the local tools need. Everything else (_headers,
 * _redirects, the 404 rules, pretty URLs) is netlify-cli's answer, passed on unchanged.
 * `npm run bench` and `npm run cms` serve the site through it, and so do the browser tests that
 * need it (globalSetup: process.env.FRONT_URL). Node built-ins only.
 *
 *   import { startFrontedNetlifyServer } from "./scripts/netlify-front.mjs"
 *   const { url, close } = await startFrontedNetlifyServer({ dir: "public", port: 0, proxy: { "/api/v1": "http://localhost:8081" } })
 */
import http from "node:http"
import zlib from "node:zlib"
import { startNetlifyServer } from "./netlify-serve.mjs"

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** The types Netlify's CDN compresses: text. */
const compressible = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/** The request's body (a form post's is small). @param {Request} req @returns {Promise<Buffer>} */
async function bodyOf(req) {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * Sends the request on to `origin` and its answer back, gzipped if `gzip` and it is text the client takes gzipped.
 * @param {Request} req @param {Response} res @param {string} origin
 * @param {{ method?: string, body?: Buffer, gzip?: boolean }} [options] another method, the body already read
 */
function forward(req, res, origin, { method = req.method, body, gzip = false } = {}) {
  const target = new URL(req.url ?? "/", origin)
  const headers = { ...req.headers }
  if (method !== req.method) for (const name of ["content-length", "content-type"]) delete headers[name]
  const upstream = http.request(target, { method, headers }, (answer) => {
    const type = String(answer.headers["content-type"] ?? "")
    const zip =
      gzip &&
      compressible.test(type) &&
      !answer.headers["content-encoding"] &&
      /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) &&
      method !== "HEAD" &&
      answer.statusCode !== 204 &&
      answer.statusCode !== 304
    if (!zip) {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
      return
    }
    const kept = { ...answer.headers }
    delete kept["content-length"]
    const vary = kept.vary ? `${kept.vary}, Accept-Encoding` : "Accept-Encoding"
    res.writeHead(answer.statusCode ?? 502, { ...kept, "content-encoding": "gzip", vary })
    answer.pipe(zlib.createGzip()).pipe(res)
  })
  upstream.on("error", (error) => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain; charset=utf-8" })
    res.end(`${target.origin} does not answer: ${error.message}\n`)
  })
  if (method !== req.method) upstream.end()
  else if (body) upstream.end(body)
  else req.pipe(upstream)
}

/**
 * The front, on `port` (0: a free one), before the server at `upstream`.
 * @param {{ upstream: string, port?: number, proxy?: Record<string, string> }} options
 *   `proxy`: URL path prefix → the origin that answers it instead, e.g. { "/api/v1": "http://localhost:8081" }
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startFront({ upstream, port = 0, proxy = {} }) {
  const server = http.createServer(async (req, res) => {
    // The editor's /api/v1 to decap-server (npm run cms), so the admin's policy needs no http: source; netlify-cli
    // proxies only by a rule in _redirects or netlify.toml, which would go live with the site.
    const prefix = Object.keys(proxy).find((path) => (req.url ?? "").startsWith(path))
    if (prefix) return forward(req, res, proxy[prefix])
    // A form post is answered with its action page, as Netlify Forms answers it; netlify-cli answers 405 (its forms
    // run on Netlify's servers only).
    if (req.method === "POST") {
      const body = await bodyOf(req)
      const form = new URLSearchParams(body.toString("utf8")).has("form-name")
      return forward(req, res, upstream, form ? { method: "GET", gzip: true } : { body })
    }
    // Text gzipped, as Netlify's CDN sends it (the bench's transfer sizes); netlify-cli does not compress.
    forward(req, res, upstream, { gzip: true })
  })
  // On this computer only: /api/v1 writes into the working copy (decap-server, too, listens on 127.0.0.1 only).
  await new Promise((resolve, reject) =>
    server.once("error", reject).listen(port, "127.0.0.1", () => resolve(undefined)),
  )
  const chosen = /** @type {import("node:net").AddressInfo} */ (server.address()).port
  /** @type {() => Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { url: `http://localhost:${chosen}/`, port: chosen, close }
}

/**
 * netlify-cli's server for `dir` on a free port, the front before it on `port`; close() stops both.
 * @param {{ dir: string, port?: number, proxy?: Record<string, string> }} options
 */
export async function startFrontedNetlifyServer({ dir, port = 0, proxy }) {
  const netlify = await startNetlifyServer({ dir, port: 0 })
  const front = await startFront({ upstream: netlify.url, port, proxy }).catch(async (error) => {
    await netlify.close()
    throw error
  })
  return { ...front, close: () => Promise.all([front.close(), netlify.close()]).then(() => undefined) }
}
