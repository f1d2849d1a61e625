/**
 * scripts/serve.mjs against a temporary site folder.
 *
 * The server runs in a child process (ts-jest compiles tests to CommonJS and
 * Jest's VM cannot import() an ES module without --experimental-vm-modules),
 * which also exercises the CLI.
 */
import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"

const SERVE = path.resolve(__dirname, "../../scripts/serve.mjs")

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  raw: Buffer
  body: string
}

function request(base: string, urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: urlPath, method, headers: { "accept-encoding": "identity", ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const raw = Buffer.concat(chunks)
          const decoded = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: decoded.toString("utf8") })
        })
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end()
  })
}

function write(root: string, file: string, content: string | Buffer): void {
  const full = path.join(root, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, content)
}

const bigCss = "body { color: #222; }\n".repeat(200)

function makeSite(root: string): void {
  write(root, "index.html", '<!doctype html><html lang="de"><title>Startseite</title></html>')
  write(root, "en/index.html", '<!doctype html><html lang="en"><title>Home</title></html>')
  write(root, "about/index.html", "<!doctype html><title>Über uns</title>")
  write(root, "impressum.html", "<!doctype html><title>Impressum</title>")
  write(root, "404.html", '<!doctype html><html lang="de"><title>Seite nicht gefunden</title></html>')
  write(root, "404/index.html", '<!doctype html><html lang="de"><title>Seite nicht gefunden</title></html>')
  write(root, "en/404/index.html", '<!doctype html><html lang="en"><title>Page not found</title></html>')
  write(root, "en/real.txt", "a real file under /en/")
  write(root, "styles.css", bigCss)
  write(root, "static/app-123.js", 'console.log("hi")\n'.repeat(100))
  write(root, "data.json", '{"a":1}')
  write(root, "sitemap.xml", "<urlset/>")
  write(root, "logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write(root, "photo.jpg", Buffer.alloc(2048, 1))
  write(root, "photo.webp", Buffer.alloc(16, 1))
  write(root, "photo.avif", Buffer.alloc(16, 1))
  write(root, "photo.png", Buffer.alloc(16, 1))
  write(root, "font.woff2", Buffer.alloc(16, 1))
  write(root, "favicon.ico", Buffer.alloc(16, 1))
  write(root, "manifest.webmanifest", '{"name":"x"}')
  write(root, "admin/index.html", "<!doctype html><title>Admin</title>")
  write(root, "admin/config.yml", "backend:\n  name: git-gateway\n")
  write(root, "module.mjs", "export {}")
  write(root, "robots.txt", "User-agent: *")
  write(
    root,
    "_redirects",
    [
      "# Written at build time",
      "/alt-seite      /about/          301",
      "/alt/*          /neu/:splat      302",
      "/en/*  /en/404/index.html  404",
      "/*  /404.html  404",
      "",
    ].join("\n"),
  )
  write(
    root,
    "_headers",
    [
      "# comment",
      "/*",
      "  X-Frame-Options: DENY",
      "  X-Content-Type-Options: nosniff",
      "/static/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "/en/*",
      "  Content-Language: en",
      "/*",
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
      "/",
      "  Content-Security-Policy: script-src 'self'",
      "/admin/*",
      "  Content-Security-Policy: script-src 'self' 'unsafe-eval'",
      "  X-Robots-Tag: noindex",
      "",
    ].join("\n"),
  )
}

function startCli(dir: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, "--dir", dir, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}${err}`)), 10000)
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Serving (.+) at (http:\/\/localhost:\d+\/)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ url: m[2], child })
      }
    })
    child.stderr!.on("data", (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}: ${out}${err}`))
    })
  })
}

let root: string
let outside: string
let base: string
let child: ChildProcess

beforeAll(async () => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  root = path.join(outside, "public")
  makeSite(root)
  write(outside, "secret.txt", "outside the site folder")
  ;({ url: base, child } = await startCli(root))
})

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  fs.rmSync(outside, { recursive: true, force: true })
})

describe("CLI", () => {
  test('prints "Serving <dir> at http://localhost:<port>/"', () => {
    expect(base).toMatch(/^http:\/\/localhost:\d+\/$/)
    expect(Number(new URL(base).port)).toBeGreaterThan(0)
  })
})

describe("files and pretty URLs", () => {
  test("/ serves index.html as html", async () => {
    const res = await request(base, "/")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(res.body).toContain("Startseite")
  })

  test("/path/ serves /path/index.html", async () => {
    const res = await request(base, "/about/")
    expect(res.status).toBe(200)
    expect(res.body).toContain("Über uns")
    const en = await request(base, "/en/")
    expect(en.status).toBe(200)
    expect(en.body).toContain("<title>Home</title>")
  })

  test("/path (a folder with index.html) answers 301 to /path/, keeping the query", async () => {
    const res = await request(base, "/about")
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe("/about/")
    const withQuery = await request(base, "/about?x=1&y=%C3%BC")
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.location).toBe("/about/?x=1&y=%C3%BC")
    const en = await request(base, "/en")
    expect(en.status).toBe(301)
    expect(en.headers.location).toBe("/en/")
  })

  test("/path serves path.html when it exists", async () => {
    const res = await request(base, "/impressum")
    expect(res.status).toBe(200)
    expect(res.body).toContain("Impressum")
  })

  test("percent-encoded paths are decoded", async () => {
    const res = await request(base, "/%61bout/")
    expect(res.status).toBe(200)
    expect(res.body).toContain("Über uns")
  })

  test("HEAD answers headers without a body", async () => {
    const res = await request(base, "/", {}, "HEAD")
    expect(res.status).toBe(200)
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0)
    expect(res.raw.length).toBe(0)
  })

  test("POST is not allowed", async () => {
    const res = await request(base, "/", {}, "POST")
    expect(res.status).toBe(405)
  })

  test.each([
    ["/styles.css", "text/css; charset=utf-8"],
    ["/static/app-123.js", "text/javascript; charset=utf-8"],
    ["/module.mjs", "text/javascript; charset=utf-8"],
    ["/data.json", "application/json; charset=utf-8"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/logo.svg", "image/svg+xml"],
    ["/photo.jpg", "image/jpeg"],
    ["/photo.png", "image/png"],
    ["/photo.webp", "image/webp"],
    ["/photo.avif", "image/avif"],
    ["/font.woff2", "font/woff2"],
    ["/favicon.ico", "image/x-icon"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/admin/config.yml", "text/yaml; charset=utf-8"],
  ])("%s has Content-Type %s", async (urlPath, type) => {
    const res = await request(base, urlPath)
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toBe(type)
  })
})

describe("_redirects", () => {
  test("/en/nope/ gets the English 404 page with status 404", async () => {
    const res = await request(base, "/en/nope/")
    expect(res.status).toBe(404)
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(res.body).toContain("Page not found")
  })

  test("/nope/ gets the German 404 page with status 404", async () => {
    const res = await request(base, "/nope/")
    expect(res.status).toBe(404)
    expect(res.body).toContain("Seite nicht gefunden")
    const deep = await request(base, "/a/b/c.png")
    expect(deep.status).toBe(404)
    expect(deep.body).toContain("Seite nicht gefunden")
  })

  test("/english/ is not under /en/*", async () => {
    const res = await request(base, "/english/")
    expect(res.status).toBe(404)
    expect(res.body).toContain("Seite nicht gefunden")
  })

  test("a real file shadows a matching rule", async () => {
    const res = await request(base, "/en/real.txt")
    expect(res.status).toBe(200)
    expect(res.body).toBe("a real file under /en/")
    // and an existing page is not turned into a 404 by "/*"
    expect((await request(base, "/en/")).status).toBe(200)
  })

  test("301 and 302 rules redirect, with :splat and the query string", async () => {
    const res = await request(base, "/alt-seite")
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe("/about/")
    const splat = await request(base, "/alt/a/b?q=1")
    expect(splat.status).toBe(302)
    expect(splat.headers.location).toBe("/neu/a/b?q=1")
  })

  test("_redirects and _headers themselves are not served", async () => {
    for (const p of ["/_redirects", "/_headers"]) {
      const res = await request(base, p)
      expect(res.status).toBe(404)
      expect(res.body).not.toContain("X-Frame-Options")
    }
  })

  test("paths cannot escape the site folder", async () => {
    for (const p of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      const res = await request(base, p)
      expect(res.body).not.toContain("outside the site folder")
    }
  })
})

describe("_headers", () => {
  test("headers of all matching blocks are applied", async () => {
    const home = await request(base, "/")
    expect(home.headers["x-frame-options"]).toBe("DENY")
    expect(home.headers["x-content-type-options"]).toBe("nosniff")
    expect(home.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")

    const asset = await request(base, "/static/app-123.js")
    expect(asset.headers["x-frame-options"]).toBe("DENY")
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable")

    const en = await request(base, "/en/")
    expect(en.headers["content-language"]).toBe("en")
    expect(home.headers["content-language"]).toBeUndefined()
  })

  test("a later matching block replaces an earlier one's value, header by header (as Netlify's headers engine does)", async () => {
    expect((await request(base, "/")).headers["content-security-policy"]).toBe("script-src 'self'")
    const admin = await request(base, "/admin/")
    expect(admin.headers["content-security-policy"]).toBe("script-src 'self' 'unsafe-eval'")
    expect(admin.headers["x-robots-tag"]).toBe("noindex")
    // "/" matches only the path "/", not every path.
    expect((await request(base, "/about/")).headers["content-security-policy"]).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-eval'",
    )
  })

  test("headers apply to 404 answers and redirects as well", async () => {
    expect((await request(base, "/en/nope/")).headers["x-frame-options"]).toBe("DENY")
    expect((await request(base, "/about")).headers["x-frame-options"]).toBe("DENY")
  })
})

describe("gzip", () => {
  test("text is gzipped when the client accepts it", async () => {
    const res = await request(base, "/styles.css", { "accept-encoding": "gzip, deflate, br" })
    expect(res.status).toBe(200)
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(res.headers.vary).toBe("Accept-Encoding")
    expect(Number(res.headers["content-length"])).toBe(res.raw.length)
    expect(res.raw.length).toBeLessThan(bigCss.length)
    expect(res.body).toBe(bigCss)
  })

  test("404 pages are gzipped too", async () => {
    const res = await request(base, "/en/nope/", { "accept-encoding": "gzip" })
    expect(res.status).toBe(404)
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(res.body).toContain("Page not found")
  })

  test("no gzip when not accepted (or q=0)", async () => {
    for (const accept of ["identity", "gzip;q=0", "br"]) {
      const res = await request(base, "/styles.css", { "accept-encoding": accept })
      expect(res.headers["content-encoding"]).toBeUndefined()
      expect(res.headers.vary).toBe("Accept-Encoding")
      expect(res.body).toBe(bigCss)
    }
  })

  test("images are not gzipped", async () => {
    const res = await request(base, "/photo.jpg", { "accept-encoding": "gzip" })
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.raw.length).toBe(2048)
  })
})

describe("startServer()", () => {
  test("is exported, picks a free port with port 0, and close() stops it", () => {
    const script = `
      import { startServer } from ${JSON.stringify(SERVE)}
      const server = await startServer({ dir: ${JSON.stringify(root)}, port: 0 })
      const res = await fetch(server.url + 'en/nope/')
      const text = await res.text()
      await server.close()
      console.log(JSON.stringify({ url: server.url, status: res.status, english: text.includes('Page not found') }))
    `
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 20000,
    })
    expect(result.stderr).toBe("")
    expect(result.status).toBe(0)
    const out = JSON.parse(result.stdout.trim())
    expect(out.url).toMatch(/^http:\/\/localhost:\d+\/$/)
    expect(out.status).toBe(404)
    expect(out.english).toBe(true)
  })

  test("without 404.html and without a matching rule it answers a plain 404", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "serve-bare-"))
    try {
      write(bare, "index.html", "home")
      const script = `
        import { startServer } from ${JSON.stringify(SERVE)}
        const server = await startServer({ dir: ${JSON.stringify(bare)}, port: 0 })
        const res = await fetch(server.url + 'nope')
        console.log(JSON.stringify({ status: res.status, type: res.headers.get('content-type'), text: await res.text() }))
        await server.close()
      `
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        timeout: 20000,
      })
      expect(result.status).toBe(0)
      const out = JSON.parse(result.stdout.trim())
      expect(out).toEqual({ status: 404, type: "text/plain; charset=utf-8", text: "Not Found\n" })
    } finally {
      fs.rmSync(bare, { recursive: true, force: true })
    }
  })
})

describe("--proxy (npm run cms: decap-server on the site's own origin)", () => {
  test("passes requests under the prefix on to the other server, method, body and answer included", async () => {
    const upstream = http.createServer((req, res) => {
      let body = ""
      req.on("data", (chunk) => (body += chunk))
      req.on("end", () => {
        res.writeHead(201, { "content-type": "application/json", "x-upstream": "yes" })
        res.end(JSON.stringify({ method: req.method, url: req.url, body }))
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", () => resolve()))
    const { port } = upstream.address() as { port: number }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-proxy-"))
    write(dir, "index.html", "<!doctype html><title>x</title>")
    const child = spawn(
      process.execPath,
      [SERVE, "--dir", dir, "--port", "0", "--proxy", `/api/v1=http://127.0.0.1:${port}`],
      { stdio: ["ignore", "pipe", "pipe"] },
    )
    try {
      const url = await new Promise<string>((resolve) => {
        let out = ""
        child.stdout!.on("data", (chunk: Buffer) => {
          out += chunk.toString()
          const m = /at (http:\/\/localhost:\d+\/)/.exec(out)
          if (m) resolve(m[1])
        })
      })
      const answer = await fetch(new URL("api/v1", url), { method: "POST", body: '{"action":"info"}' })
      expect(answer.status).toBe(201)
      expect(answer.headers.get("x-upstream")).toBe("yes")
      expect(await answer.json()).toEqual({ method: "POST", url: "/api/v1", body: '{"action":"info"}' })
      // Everything else is still the site.
      expect((await fetch(url)).status).toBe(200)
    } finally {
      child.kill()
      upstream.close()
    }
  })
})
