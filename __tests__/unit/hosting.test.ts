import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { contentSecurityPolicy, headersFile, inlineScriptHashes, isHashedAsset, writeHeaders } from "../../src/gatsby/headers"
import { notFoundRules } from "../../src/gatsby/redirects"

describe("netlify.toml", () => {
  const toml = fs.readFileSync(path.resolve(__dirname, "../../netlify.toml"), "utf8")

  it("builds with npm run build on Node 20 and publishes public/", () => {
    expect(toml).toMatch(/command = "npm run build"/)
    expect(toml).toMatch(/publish = "public"/)
    expect(toml).toMatch(/NODE_VERSION = "20"/)
  })

  it("has the same 404 rules, in the same order, as the build writes to _redirects", () => {
    const rules = [...toml.matchAll(/from = "([^"]+)"\s+to = "([^"]+)"\s+status = (\d+)/g)].map(
      ([, from, to, status]) => `${from}  ${to}  ${status}`,
    )
    expect(rules).toEqual(notFoundRules())
  })
})

describe("Content-Security-Policy", () => {
  it("hashes inline scripts but not external scripts or JSON-LD", () => {
    const html =
      '<script>window.a=1</script><script src="/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"X"}</script><script type="module">go()</script>'
    const sha = (code: string) => `'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("go()")].sort())
  })

  it("allows only the site itself, the hashed scripts and the map frame", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], ["https://www.openstreetmap.org"])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' 'sha256-abc'")
    expect(csp).toContain("frame-src https://www.openstreetmap.org")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it("caches only files whose names change with their content", () => {
    expect(isHashedAsset("app-0b8f822eede16f933c81.js")).toBe(true)
    expect(isHashedAsset("sw.js")).toBe(false)
    const file = headersFile("default-src 'self'", ["app-0b8f822eede16f933c81.js"])
    expect(file).toMatch(/\/app-0b8f822eede16f933c81\.js\n {2}Cache-Control: public, max-age=31536000, immutable/)
    const everywhere = file.split("\n\n")[1]
    expect(everywhere).not.toContain("Cache-Control")
    for (const header of ["Strict-Transport-Security", "X-Content-Type-Options: nosniff", "Referrer-Policy", "Permissions-Policy"]) {
      expect(everywhere).toContain(header)
    }
  })

  it("writes public/_headers with the hashes of every built page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
    fs.mkdirSync(path.join(dir, "en"))
    fs.writeFileSync(path.join(dir, "index.html"), "<script>a()</script>")
    fs.writeFileSync(path.join(dir, "en", "index.html"), "<script>b()</script>")
    const written = fs.readFileSync(writeHeaders(dir, ["https://www.openstreetmap.org/export/embed.html?x=1"]), "utf8")
    for (const hash of [...inlineScriptHashes("<script>a()</script>"), ...inlineScriptHashes("<script>b()</script>")]) {
      expect(written).toContain(hash)
    }
    expect(written).toContain("frame-src https://www.openstreetmap.org;")
  })
})
