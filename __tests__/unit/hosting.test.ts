import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  isHashedAsset,
  pagePath,
  parsePolicy,
  sharedPolicy,
  writeHeaders,
} from "../../src/gatsby/headers"
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

  const site = contentSecurityPolicy(["'sha256-abc'"], ["https://www.openstreetmap.org"])
  const admin = adminContentSecurityPolicy("http://localhost:8081")
  const blocks = (file: string) =>
    new Map(
      file
        .split("\n\n")
        .slice(1)
        .map((block) => {
          const [pattern, ...lines] = block.trim().split("\n")
          return [pattern, lines.map((line) => line.trim())] as const
        }),
    )

  it("caches only files whose names change with their content", () => {
    expect(isHashedAsset("app-0b8f822eede16f933c81.js")).toBe(true)
    expect(isHashedAsset("sw.js")).toBe(false)
    const file = headersFile({ site, admin, pages: ["/"], hashedAssets: ["app-0b8f822eede16f933c81.js", "admin/cms-4MZC2K7Q.js"] })
    expect(file).toMatch(/\/app-0b8f822eede16f933c81\.js\n {2}Cache-Control: public, max-age=31536000, immutable/)
    expect(file).toMatch(/\/admin\/cms-4MZC2K7Q\.js\n {2}Cache-Control: public, max-age=31536000, immutable/)
    const everywhere = blocks(file).get("/*")!.join("\n")
    expect(everywhere).not.toContain("Cache-Control")
    expect(blocks(file).get("/admin/*")!.join("\n")).not.toContain("Cache-Control")
    for (const header of ["Strict-Transport-Security", "X-Content-Type-Options: nosniff", "Referrer-Policy", "Permissions-Policy"]) {
      expect(everywhere).toContain(header)
    }
    // A first visit from another site would otherwise start in a fresh renderer (see headers.ts).
    expect(everywhere).not.toContain("Cross-Origin-Opener-Policy")
  })

  it("gives each page of the site the strict policy and /admin/* its own, with noindex", () => {
    const file = headersFile({ site, admin, pages: ["/", "/partners/", "/404.html", "/404/", "/en/", "/en/404/"], hashedAssets: [] })
    const rules = blocks(file)
    for (const page of ["/", "/partners/", "/404.html", "/404/", "/en/*"]) {
      expect(rules.get(page)).toEqual([`Content-Security-Policy: ${site}`])
    }
    // English pages and unknown English paths (answered with the English 404 page) are all under /en/*.
    expect(rules.has("/en/")).toBe(false)
    expect(rules.get("/admin/*")).toEqual([`Content-Security-Policy: ${admin}`, "X-Robots-Tag: noindex, nofollow"])
    // No rule but /* and /admin/* matches /admin/ (Netlify would enforce the CSP of each).
    expect([...rules.keys()].filter((pattern) => pattern === "/*" || pattern.startsWith("/admin"))).toEqual(["/*", "/admin/*"])
  })

  it("gives every path the directives site and admin share, without anything that would tighten either", () => {
    const shared = parsePolicy(sharedPolicy(site, admin))
    for (const policy of [site, admin]) {
      for (const [name, sources] of shared) expect([name, parsePolicy(policy).get(name)]).toEqual([name, sources])
    }
    expect(shared.get("frame-ancestors")).toEqual(["'none'"])
    expect(shared.get("object-src")).toEqual(["'none'"])
    expect(shared.get("base-uri")).toEqual(["'self'"])
    // Nothing the others fall back to, so no page's scripts or styles are restricted twice.
    for (const name of ["default-src", "script-src", "style-src"]) expect(shared.has(name)).toBe(false)
    // No script hashes: the rule also matches every asset.
    expect(sharedPolicy(site, admin)).not.toContain("sha256")
  })

  it("allows the admin only its bundle, eval for Decap's config check, blob: images and the local backend", () => {
    const policy = parsePolicy(admin)
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"])
    expect(policy.get("connect-src")).toEqual(["'self'", "blob:", "http://localhost:8081", "https://www.netlifystatus.com"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
  })

  it("names pages by their URL path", () => {
    expect(pagePath("index.html")).toBe("/")
    expect(pagePath(path.join("en", "partners", "index.html"))).toBe("/en/partners/")
    expect(pagePath("404.html")).toBe("/404.html")
  })

  it("writes public/_headers with the hashes of every built page, but not of /admin/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
    fs.mkdirSync(path.join(dir, "en"))
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "index.html"), "<script>a()</script>")
    fs.writeFileSync(path.join(dir, "en", "index.html"), "<script>b()</script>")
    fs.writeFileSync(path.join(dir, "admin", "index.html"), "<script>c()</script>")
    const written = fs.readFileSync(
      writeHeaders(dir, ["https://www.openstreetmap.org/export/embed.html?x=1"], "http://localhost:8081", ["cms-4MZC2K7Q.js"]),
      "utf8",
    )
    for (const hash of [...inlineScriptHashes("<script>a()</script>"), ...inlineScriptHashes("<script>b()</script>")]) {
      expect(written).toContain(hash)
    }
    expect(written).not.toContain(inlineScriptHashes("<script>c()</script>")[0])
    expect(written).toContain("frame-src https://www.openstreetmap.org;")
    expect(written).toContain("\n/\n  Content-Security-Policy: default-src 'self'")
    expect(written).toContain("\n/admin/cms-4MZC2K7Q.js\n  Cache-Control: public, max-age=31536000, immutable")
    expect(written).not.toContain("\n/admin/\n")
  })
})
