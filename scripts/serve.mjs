#!/usr/bin/env node
// @ts-check
/**
 * Static server for the built site (public/) that behaves like Netlify does
 * for a Gatsby site, with what Netlify's own local server (netlify-cli, used by
 * the browser tests and `npm start`, scripts/netlify-serve.mjs) leaves out:
 * gzip, the 301 from `/path` to `/path/`, and the caching rules of _headers.
 * `npm run bench` measures through it; a browser test keeps its answers equal to
 * netlify-cli's on the same paths. Node built-ins only.
 *
 *   node scripts/serve.mjs [--dir public] [--port 9000] [--host HOST]
 *
 * or in-process:
 *
 *   import { startServer } from "./scripts/serve.mjs"
 *   const { url, port, close } = await startServer({ dir: "public", port: 0 })
 *
 * Behaviour (see the Netlify docs on redirects, headers and pretty URLs):
 * - `/path/` serves `/path/index.html`; `/path` where `path/index.html` exists
 *   answers 301 to `/path/` (query string kept); `/path` where `path.html`
 *   exists serves that file.
 * - `<dir>/_redirects`: `from [query=:param ...] to [status[!]] [Language=..]`
 *   per line, `#` comments, `*` / `:splat` and `:placeholder`s. The first
 *   matching rule wins. Rules are shadowed by existing files unless forced
 *   with `!` (Netlify shadowing). 200 and 404 rules are rewrites (the target's
 *   content with that status); 301/302/303/307/308 are redirects; a rule
 *   without status is a 301. Proxying to other hosts is not supported (502).
 * - `<dir>/_headers`: a path pattern line, then indented `Name: value` lines.
 *   Every block whose pattern matches the request path applies, in file order; a
 *   later block's value replaces an earlier one's for the same header (as
 *   @netlify/headers, the engine of Netlify's own local server, does).
 * - Otherwise `<dir>/404.html` with status 404, or a plain 404.
 * - gzip for text types when the client accepts it, `Vary: Accept-Encoding`.
 * - `_redirects` and `_headers` themselves are not served.
 *
 * Both files are re-read when they change, so a rebuild is picked up without
 * restarting the server.
 */
import fs from "node:fs"
import fsp from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("node:fs").Stats} Stats */
/** @typedef {{ regex: RegExp, names: string[] }} CompiledPattern */
/** @typedef {Record<string, string>} Params */
/**
 * One line of _redirects.
 * @typedef {{
 *   from: string, to: string, status: number, force: boolean, query: Record<string, string>,
 *   conditions: Partial<Record<"country" | "language" | "role" | "cookie", string[]>>, compiled: CompiledPattern
 * }} RedirectRule
 */
/** One block of _headers. @typedef {{ pattern: string, compiled: CompiledPattern, headers: [string, string][] }} HeaderBlock */
/** What resolveStatic finds. @typedef {{ file: string, stat: Stats, redirectToSlash?: undefined } | { redirectToSlash: true, file?: undefined, stat?: undefined }} Found */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".cjs": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm",
}

/**
 * Types worth compressing (as Netlify does for text).
 * @param {string} contentType
 */
function isCompressible(contentType) {
  return /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json|wasm)|image\/svg\+xml|font\/(ttf|otf))/.test(
    contentType,
  )
}

/** @param {string} file */
export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] || "application/octet-stream"
}

// ---------------------------------------------------------------------------
// Path patterns (shared by _redirects and _headers)

/**
 * Drop a trailing slash (Netlify matches `/a` and `/a/` alike), keep "/".
 * @param {string} p
 */
function stripTrailingSlash(p) {
  return p.length > 1 && p.endsWith("/") ? p.replace(/\/+$/, "") || "/" : p
}

/** @param {string} s */
function escapeRegExp(s) {
  return s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * Compile a Netlify path pattern into { regex, names }. `/a/*` also matches
 * `/a` and `/a/` (splat ""), `:name` matches one path segment.
 * @param {string} pattern
 * @returns {CompiledPattern}
 */
export function compilePattern(pattern) {
  /** @type {string[]} */
  const names = []
  let p = stripTrailingSlash(pattern)
  if (p === "*") p = "/*"
  const splatTail = p.endsWith("/*")
  if (splatTail) p = p.slice(0, -2)
  let source = ""
  const re = /:([A-Za-z_][A-Za-z0-9_]*)|\*|[^:*]+|:/g
  let m
  while ((m = re.exec(p))) {
    if (m[1]) {
      names.push(m[1])
      source += "([^/]+)"
    } else if (m[0] === "*") {
      names.push("splat")
      source += "(.*)"
    } else {
      source += escapeRegExp(m[0])
    }
  }
  if (splatTail) {
    names.push("splat")
    source += "(?:/(.*))?"
  }
  return { regex: new RegExp(`^${source}/?$`), names }
}

/**
 * Match a decoded request path; returns the params or null.
 * @param {CompiledPattern} compiled
 * @param {string} requestPath
 * @returns {Params | null}
 */
export function matchPattern(compiled, requestPath) {
  const m = compiled.regex.exec(stripTrailingSlash(requestPath))
  if (!m) return null
  /** @type {Params} */
  const params = {}
  compiled.names.forEach((name, i) => {
    params[name] = m[i + 1] ?? ""
  })
  return params
}

// ---------------------------------------------------------------------------
// _redirects

/** @type {Set<string>} */
const CONDITION_KEYS = new Set(["country", "language", "role", "cookie"])

/**
 * Parse the text of a Netlify `_redirects` file.
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = []
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/(^|\s)#.*$/, "").trim()
    if (!line) continue
    const tokens = line.split(/\s+/)
    const from = tokens.shift()
    /** @type {Record<string, string>} */
    const query = {}
    while (tokens.length && /^[^/]*=/.test(tokens[0]) && !/^https?:/.test(tokens[0])) {
      const [k, v] = /** @type {string} */ (tokens.shift()).split(/=(.*)/s)
      query[k] = v
    }
    const to = tokens.shift()
    if (!from || !to) continue
    let status = 301
    let force = false
    /** @type {RedirectRule["conditions"]} */
    const conditions = {}
    for (const token of tokens) {
      const s = /^(\d{3})(!?)$/.exec(token)
      if (s) {
        status = Number(s[1])
        force = s[2] === "!"
      } else if (token === "!") {
        force = true
      } else if (token.includes("=")) {
        const [k, v] = token.split(/=(.*)/s)
        const key = /** @type {keyof RedirectRule["conditions"]} */ (k.toLowerCase())
        if (CONDITION_KEYS.has(key)) conditions[key] = v.split(",").map((x) => x.trim())
      }
    }
    rules.push({ from, to, status, force, query, conditions, compiled: compilePattern(from.split("?")[0]) })
  }
  return rules
}

/**
 * @param {RedirectRule} rule
 * @param {Request} req
 */
function conditionsMet(rule, req) {
  const { language, country, role, cookie } = rule.conditions
  if (country || role) return false // not knowable locally
  if (language) {
    const preferred = String(req.headers["accept-language"] || "")
      .split(",")[0]
      .trim()
      .toLowerCase()
    const primary = preferred.split(/[-;]/)[0]
    if (!language.some((l) => l.toLowerCase() === preferred.split(";")[0] || l.toLowerCase() === primary)) return false
  }
  if (cookie) {
    const names = String(req.headers.cookie || "")
      .split(";")
      .map((c) => c.split("=")[0].trim())
    if (!cookie.some((c) => names.includes(c))) return false
  }
  return true
}

/**
 * @param {RedirectRule} rule
 * @param {string} requestPath
 * @param {URLSearchParams} searchParams
 * @param {Request} req
 * @returns {Params | null}
 */
function matchRule(rule, requestPath, searchParams, req) {
  const params = matchPattern(rule.compiled, requestPath)
  if (!params) return null
  for (const [key, value] of Object.entries(rule.query)) {
    if (!searchParams.has(key)) return null
    if (value.startsWith(":")) params[value.slice(1)] = searchParams.get(key) ?? ""
    else if (searchParams.get(key) !== value) return null
  }
  if (!conditionsMet(rule, req)) return null
  return params
}

/**
 * @param {string} target
 * @param {Params} params
 */
function substitute(target, params) {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? params[name] : whole,
  )
}

// ---------------------------------------------------------------------------
// _headers

/**
 * Parse the text of a Netlify `_headers` file into [{ pattern, compiled, headers: [[name, value]] }].
 * @param {string} text
 * @returns {HeaderBlock[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderBlock[]} */
  const blocks = []
  /** @type {HeaderBlock | null} */
  let current = null
  for (const rawLine of text.split(/\r?\n/)) {
    if (!rawLine.trim() || rawLine.trim().startsWith("#")) continue
    if (/^\s/.test(rawLine)) {
      const m = /^\s+([^:\s]+)\s*:\s*(.*)$/.exec(rawLine)
      if (m && current) current.headers.push([m[1], m[2].trim()])
    } else {
      const pattern = rawLine.trim()
      current = { pattern, compiled: compilePattern(pattern), headers: [] }
      blocks.push(current)
    }
  }
  return blocks
}

/**
 * Every block whose pattern matches, in file order; a later block's value replaces an
 * earlier one's for the same header name (as @netlify/headers, Netlify's headers engine,
 * does; within one block, repeated lines of a header are joined with ", ").
 * @param {HeaderBlock[]} blocks
 * @param {string} requestPath
 * @returns {[string, string][]}
 */
export function customHeadersFor(blocks, requestPath) {
  /** @type {Map<string, [string, string]>} */
  const out = new Map() // lower-case name -> [name, value]
  for (const block of blocks) {
    if (!matchPattern(block.compiled, requestPath)) continue
    /** @type {Map<string, [string, string]>} */
    const own = new Map()
    for (const [name, value] of block.headers) {
      const key = name.toLowerCase()
      const prev = own.get(key)
      own.set(key, prev ? [prev[0], `${prev[1]}, ${value}`] : [name, value])
    }
    for (const [key, entry] of own) out.set(key, entry)
  }
  return [...out.values()]
}

// ---------------------------------------------------------------------------
// Files

/** @param {string} file */
async function statFile(file) {
  try {
    return await fsp.stat(file)
  } catch {
    return null
  }
}

/**
 * Cache of parsed config files keyed by path, refreshed on mtime change.
 * @template T
 * @param {string} file
 * @param {(text: string) => T[]} parse
 * @returns {() => Promise<T[]>}
 */
function configLoader(file, parse) {
  /** @type {{ mtimeMs: number, value: T[] }} */
  let cached = { mtimeMs: -1, value: [] }
  return async () => {
    const st = await statFile(file)
    if (!st || !st.isFile()) return []
    if (st.mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs: st.mtimeMs, value: parse(await fsp.readFile(file, "utf8")) }
    }
    return cached.value
  }
}

const HIDDEN = new Set(["/_redirects", "/_headers"])

/**
 * Resolve a decoded URL path against the site folder.
 * Returns { file, stat } | { redirectToSlash: true } | null.
 * @param {string} root
 * @param {string} urlPath
 * @returns {Promise<Found | null>}
 */
async function resolveStatic(root, urlPath) {
  if (HIDDEN.has(urlPath)) return null
  const abs = path.resolve(root, "." + urlPath)
  if (abs !== root && !abs.startsWith(root + path.sep)) return null
  if (urlPath.endsWith("/")) {
    const index = path.join(abs, "index.html")
    const st = await statFile(index)
    return st && st.isFile() ? { file: index, stat: st } : null
  }
  const st = await statFile(abs)
  if (st && st.isFile()) return { file: abs, stat: st }
  if (st && st.isDirectory()) {
    const ist = await statFile(path.join(abs, "index.html"))
    if (ist && ist.isFile()) return { redirectToSlash: true }
  }
  const html = abs + ".html"
  const hst = await statFile(html)
  if (hst && hst.isFile()) return { file: html, stat: hst }
  return null
}

/** @param {Request} req */
function acceptsGzip(req) {
  const header = String(req.headers["accept-encoding"] || "")
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";")
    if (coding.trim().toLowerCase() !== "gzip" && coding.trim() !== "*") return false
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean)
    return !q || Number(q[1]) > 0
  })
}

// ---------------------------------------------------------------------------
// Server

/**
 * Start the server. `port: 0` picks a free port.
 * @param {{ dir?: string, port?: number, host?: string, log?: boolean, proxy?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, port: number, server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function startServer({ dir = "public", port = 9000, host, log = false, proxy = {} } = {}) {
  const root = path.resolve(dir)
  const rootStat = await statFile(root)
  if (!rootStat || !rootStat.isDirectory()) throw new Error(`startServer: ${root} is not a directory`)
  const loadRedirects = configLoader(path.join(root, "_redirects"), parseRedirects)
  const loadHeaders = configLoader(path.join(root, "_headers"), parseHeaders)
  /** @type {Map<string, { key: string, buffer: Buffer }>} */
  const gzipCache = new Map() // file -> { key, buffer }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {{ status: number, file: string, stat: Stats, requestPath: string, extraHeaders?: [string, string][] }} what
   */
  async function send(req, res, { status, file, stat, requestPath, extraHeaders = [] }) {
    const headerBlocks = await loadHeaders()
    const type = contentTypeFor(file)
    /** @type {Record<string, string | number>} */
    const headers = {
      "Content-Type": type,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Last-Modified": stat.mtime.toUTCString(),
      ETag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    }
    const compressible = isCompressible(type)
    if (compressible) headers.Vary = "Accept-Encoding"
    for (const [name, value] of extraHeaders) headers[name] = value
    for (const [name, value] of customHeadersFor(headerBlocks, requestPath)) {
      const existing = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
      if (existing) delete headers[existing]
      headers[name] = value
    }

    if (status === 200 && req.headers["if-none-match"] && req.headers["if-none-match"] === headers.ETag) {
      res.writeHead(304, headers)
      res.end()
      return
    }

    let body
    if (compressible && acceptsGzip(req)) {
      const key = `${stat.size}-${stat.mtimeMs}`
      let cached = gzipCache.get(file)
      if (!cached || cached.key !== key) {
        cached = { key, buffer: zlib.gzipSync(await fsp.readFile(file)) }
        gzipCache.set(file, cached)
      }
      body = cached.buffer
      headers["Content-Encoding"] = "gzip"
    } else {
      body = null
    }
    headers["Content-Length"] = body ? body.length : stat.size
    res.writeHead(status, headers)
    if (req.method === "HEAD") {
      res.end()
    } else if (body) {
      res.end(body)
    } else {
      fs.createReadStream(file)
        .on("error", () => res.destroy())
        .pipe(res)
    }
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {number} status
   * @param {string} text
   * @param {string} requestPath
   * @param {Record<string, string>} [extra]
   */
  async function sendPlain(req, res, status, text, requestPath, extra = {}) {
    const headerBlocks = await loadHeaders()
    /** @type {Record<string, string | number>} */
    const headers = { "Content-Type": "text/plain; charset=utf-8", ...extra }
    for (const [name, value] of customHeadersFor(headerBlocks, requestPath)) headers[name] = value
    const body = Buffer.from(text)
    headers["Content-Length"] = body.length
    res.writeHead(status, headers)
    res.end(req.method === "HEAD" ? undefined : body)
  }

  /**
   * The request body as text, or null when it is larger than `limit` bytes or fails.
   * @param {Request} req
   * @param {number} limit
   * @returns {Promise<string | null>}
   */
  function readBody(req, limit) {
    return new Promise((resolve) => {
      let size = 0
      /** @type {Buffer[]} */
      const chunks = []
      req.on("data", (/** @type {Buffer} */ chunk) => {
        size += chunk.length
        if (size > limit) {
          resolve(null)
          req.destroy()
        } else chunks.push(chunk)
      })
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      req.on("error", () => resolve(null))
    })
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {number} status
   * @param {string} location
   * @param {string} requestPath
   */
  async function redirect(req, res, status, location, requestPath) {
    await sendPlain(req, res, status, `Redirecting to ${location}\n`, requestPath, { Location: location })
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function handle(req, res) {
    if (req.method === "POST") {
      // Like Netlify Forms: a form post (with its hidden "form-name") is accepted and
      // answered with the page of the form's action.
      const body = await readBody(req, 64 * 1024)
      const form = body === null ? null : new URLSearchParams(body).get("form-name")
      if (!form) return sendPlain(req, res, 405, "Method Not Allowed\n", "/", { Allow: "GET, HEAD" })
      if (log) console.log(`form "${form}" submitted`)
    } else if (req.method !== "GET" && req.method !== "HEAD") {
      return sendPlain(req, res, 405, "Method Not Allowed\n", "/", { Allow: "GET, HEAD" })
    }
    const rawUrl = req.url || "/"
    const q = rawUrl.indexOf("?")
    const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q)
    const search = q === -1 ? "" : rawUrl.slice(q)
    let requestPath
    try {
      requestPath = decodeURIComponent(rawPath)
    } catch {
      return sendPlain(req, res, 400, "Bad Request\n", "/")
    }
    if (!requestPath.startsWith("/") || requestPath.includes("\0")) {
      return sendPlain(req, res, 400, "Bad Request\n", "/")
    }
    // Collapse "//", "/./", "/../" (never above the root).
    requestPath = path.posix.normalize(requestPath)
    const searchParams = new URLSearchParams(search)

    const found = await resolveStatic(root, requestPath)
    const rules = await loadRedirects()
    for (const rule of rules) {
      if (found && !rule.force) continue // shadowed by an existing file
      const params = matchRule(rule, requestPath, searchParams, req)
      if (!params) continue
      const target = substitute(rule.to, params)
      if (rule.status >= 300 && rule.status < 400) {
        const hasQuery = target.includes("?")
        const location = /^https?:\/\//.test(target) ? target : encodeURI(target)
        return redirect(req, res, rule.status, hasQuery ? location : location + search, requestPath)
      }
      if (/^https?:\/\//.test(target)) {
        return sendPlain(req, res, 502, `Proxy rules are not supported locally: ${target}\n`, requestPath)
      }
      const targetPath = path.posix.normalize(target.split("?")[0])
      let resolved = await resolveStatic(root, targetPath)
      if (resolved && resolved.redirectToSlash) resolved = await resolveStatic(root, targetPath + "/")
      if (resolved && resolved.file) {
        return send(req, res, { status: rule.status, file: resolved.file, stat: resolved.stat, requestPath })
      }
      // Target missing: Netlify moves on to the next rule.
    }

    if (found && found.redirectToSlash) {
      return redirect(req, res, 301, encodeURI(requestPath + "/") + search, requestPath)
    }
    if (found) return send(req, res, { status: 200, ...found, requestPath })

    const notFound = path.join(root, "404.html")
    const st = await statFile(notFound)
    if (st && st.isFile()) return send(req, res, { status: 404, file: notFound, stat: st, requestPath })
    return sendPlain(req, res, 404, "Not Found\n", requestPath)
  }

  /** `proxy`: URL path prefix → origin, e.g. { "/api/v1": "http://localhost:8081" } (npm run cms: decap-server on the site's own origin). */
  const proxied = Object.entries(proxy)
  /**
   * @param {Request} req
   * @param {Response} res
   * @param {string} origin
   */
  function forward(req, res, origin) {
    const target = new URL(req.url ?? "/", origin)
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" })
      res.end(`${target.origin} does not answer: ${error.message}\n`)
    })
    req.pipe(upstream)
  }

  const server = http.createServer((req, res) => {
    const started = Date.now()
    const to = proxied.find(([prefix]) => (req.url ?? "").startsWith(prefix))
    if (to) return forward(req, res, to[1])
    handle(req, res)
      .catch((err) => {
        console.error(err)
        if (!res.headersSent) {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
          res.end("Internal Server Error\n")
        } else {
          res.destroy()
        }
      })
      .finally(() => {
        if (log) console.log(`${res.statusCode} ${req.method} ${req.url} ${Date.now() - started}ms`)
      })
  })

  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        resolve()
      })
    })
  )
  const actualPort = /** @type {import("node:net").AddressInfo} */ (server.address()).port
  const url = `http://localhost:${actualPort}/`

  /** @type {Promise<void> | undefined} */
  let closing
  function close() {
    closing ??= new Promise((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections?.()
    })
    return closing
  }

  return { url, port: actualPort, server, close }
}

// ---------------------------------------------------------------------------
// CLI

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ dir: string, port: number, host: string | undefined, log: boolean, proxy: Record<string, string> }} */
  const options = { dir: "public", port: 9000, host: undefined, log: false, proxy: {} }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s) : [arg, undefined]
    const value = () => (inline !== undefined ? inline : argv[++i])
    if (flag === "--dir" || flag === "-d") options.dir = value()
    else if (flag === "--port" || flag === "-p") options.port = Number(value())
    else if (flag === "--host") options.host = value()
    else if (flag === "--log") options.log = true
    else if (flag === "--proxy") {
      // --proxy /api/v1=http://localhost:8081
      const [prefix, origin] = value().split(/=(.*)/s)
      options.proxy[prefix] = origin
    } else if (flag === "--help" || flag === "-h") {
      console.log(
        "Usage: node scripts/serve.mjs [--dir public] [--port 9000] [--host HOST] [--log] [--proxy /prefix=http://host:port]",
      )
      process.exit(0)
    } else {
      console.error(`Unknown argument: ${arg}`)
      process.exit(2)
    }
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    console.error(`Invalid port: ${options.port}`)
    process.exit(2)
  }
  return options
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const options = parseArgs(process.argv.slice(2))
  if (!fs.existsSync(path.join(options.dir, "index.html"))) {
    console.error(`Warning: ${path.join(options.dir, "index.html")} does not exist (run \`npm run build\` first?)`)
  }
  startServer(options).then(
    ({ port, close }) => {
      console.log(`Serving ${options.dir} at http://localhost:${port}/`)
      const stop = () => close().then(() => process.exit(0))
      process.on("SIGINT", stop)
      process.on("SIGTERM", stop)
    },
    (err) => {
      console.error(err.code === "EADDRINUSE" ? `Port ${options.port} is already in use` : err.message)
      process.exit(1)
    },
  )
}
