import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  adapterBlock,
  adapterHeaderNames,
  contentSecurityPolicy,
  headersFile,
  hsts,
  hstsHeader,
  inlineScriptHashes,
  parsePolicy,
  writeHeaders,
} from "../../src/gatsby/headers"
import { adminSources } from "../../src/cms/csp"

const root = path.resolve(__dirname, "../..")

describe("one Node major everywhere", () => {
  const toml = fs.readFileSync(path.join(root, "netlify.toml"), "utf8")
  const nvmrc = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()
  const engines = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node as string

  it("builds on Netlify, in .nvmrc and in package.json engines with Node 24 LTS", () => {
    expect(toml).toMatch(/NODE_VERSION = "24"/)
    expect(nvmrc).toBe("24")
    expect(engines).toBe("24.x")
  })

  it("builds with Gatsby (npm run build:gatsby, which npm run build runs through netlify build), publishes public/ and leaves the 404 rules to the build's _redirects", () => {
    expect(toml).toMatch(/command = "npm run build:gatsby"/)
    const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts
    expect(scripts["build:gatsby"]).toBe("gatsby build")
    expect(scripts.build).toBe("node scripts/build.mjs")
    expect(fs.readFileSync(path.join(root, "scripts/build.mjs"), "utf8")).toMatch(/"build",\s+"--offline"/)
    expect(toml).toMatch(/publish = "public"/)
    // netlify.toml's rules would come after _redirects' and the adapter's: one place for them.
    expect(toml).not.toMatch(/\[\[redirects\]\]/)
  })

  it("is the major CI runs the tests on", () => {
    const ci = fs.readFileSync(path.join(root, ".ci/run"), "utf8")
    expect(ci).toMatch(/node@\$\{?node_major\}?|node@24/)
    expect(ci).toContain(".nvmrc")
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

  const policy = contentSecurityPolicy(["'sha256-abc'"], ["https://www.openstreetmap.org"])

  it("allows only the site itself, the hashed scripts and the map frame, and never eval", () => {
    const parsed = parsePolicy(policy)
    expect(parsed.get("default-src")).toEqual(["'self'"])
    expect(parsed.get("script-src")).toEqual(["'self'", "'sha256-abc'", "'wasm-unsafe-eval'"])
    expect(parsed.get("frame-src")).toEqual(["https://www.openstreetmap.org"])
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"])
    expect(parsed.get("object-src")).toEqual(["'none'"])
    expect(parsed.get("base-uri")).toEqual(["'self'"])
    expect(parsed.get("form-action")).toEqual(["'self'"])
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/)
  })

  it("adds for the CMS only image and connection sources and WebAssembly, never a script's address or eval", () => {
    const parsed = parsePolicy(policy)
    expect(adminSources.script).toEqual(["'wasm-unsafe-eval'"])
    expect(parsed.get("img-src")).toEqual(["'self'", "data:", ...adminSources.img])
    expect(parsed.get("connect-src")).toEqual(["'self'", ...adminSources.connect])
    for (const source of [...adminSources.img, ...adminSources.connect]) expect(source).not.toMatch(/unsafe|\*/)
  })

  it("frames nothing when there is no map", () => {
    expect(parsePolicy(contentSecurityPolicy([], [])).get("frame-src")).toEqual(["'none'"])
  })
})

describe("public/_headers", () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"], [])
  const file = headersFile({
    policy,
    immutableFiles: ["admin/cms-4MZC2K7Q.js"],
    calendarFiles: ["events/advent-2026.ics", "en/events/advent-2026.ics"],
  })
  const blocks = new Map(
    file
      .split("\n\n")
      .slice(2)
      .map((block) => {
        const [pattern, ...lines] = block.trim().split("\n")
        return [pattern, lines.map((line) => line.trim())] as const
      }),
  )

  it("leaves the adapter's block before the site's rules", () => {
    expect(file.split("\n\n")[1]).toBe(adapterBlock.join("\n"))
  })

  it("sets the policy in one rule only, /*", () => {
    const setters = [...blocks].filter(([, lines]) => lines.some((line) => /^content-security-policy:/i.test(line)))
    expect(setters.map(([pattern]) => pattern)).toEqual(["/*"])
    expect(blocks.get("/*")).toContain(`Content-Security-Policy: ${policy}`)
  })

  it("sends HSTS for a year, without includeSubDomains or preload until the client opts in", () => {
    expect(blocks.get("/*")).toContain("Strict-Transport-Security: max-age=31536000")
    expect(hstsHeader({ ...hsts, includeSubDomains: true, preload: true })).toBe(
      "max-age=31536000; includeSubDomains; preload",
    )
  })

  it("repeats none of the headers the adapter sends with every path, and no Cross-Origin-Opener-Policy", () => {
    const everywhere = blocks.get("/*")!.join("\n").toLowerCase()
    for (const name of adapterHeaderNames) {
      expect(everywhere).not.toContain(`${name}:`)
    }
    // A first visit from another site would otherwise start in a fresh renderer (see headers.ts).
    expect(everywhere).not.toContain("cross-origin-opener-policy")
  })

  it("keeps /admin/ out of search engines and caches the fonts and the CMS bundle for a year", () => {
    expect(blocks.get("/admin/*")).toEqual(["X-Robots-Tag: noindex, nofollow"])
    const immutable = ["cache-control: public, max-age=31536000, immutable"]
    expect(blocks.get("/fonts/*")).toEqual(immutable)
    expect(blocks.get("/admin/cms-4MZC2K7Q.js")).toEqual(immutable)
  })

  it("serves each event's calendar file as text/calendar in UTF-8, and nothing else as a calendar", () => {
    expect(blocks.get("/events/advent-2026.ics")).toEqual(["Content-Type: text/calendar; charset=utf-8"])
    expect(blocks.get("/en/events/advent-2026.ics")).toEqual(["Content-Type: text/calendar; charset=utf-8"])
    const typed = [...blocks].filter(([, lines]) => lines.some((line) => /^content-type:/i.test(line)))
    expect(typed.map(([pattern]) => pattern)).toEqual(["/events/advent-2026.ics", "/en/events/advent-2026.ics"])
    expect(headersFile({ policy, immutableFiles: [] })).not.toMatch(/content-type/i)
  })

  it("writes the hashes of every built page, but not of /admin/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
    fs.mkdirSync(path.join(dir, "en"))
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "index.html"), "<script>a()</script>")
    fs.writeFileSync(path.join(dir, "en", "index.html"), "<script>b()</script>")
    fs.writeFileSync(path.join(dir, "admin", "index.html"), "<script>c()</script>")
    const written = fs.readFileSync(
      writeHeaders(
        dir,
        ["https://www.openstreetmap.org/export/embed.html?x=1"],
        ["cms-4MZC2K7Q.js"],
        ["events/advent-2026.ics"],
      ),
      "utf8",
    )
    for (const hash of [...inlineScriptHashes("<script>a()</script>"), ...inlineScriptHashes("<script>b()</script>")]) {
      expect(written).toContain(hash)
    }
    expect(written).not.toContain(inlineScriptHashes("<script>c()</script>")[0])
    expect(written).toContain("frame-src https://www.openstreetmap.org;")
    expect(written).toContain("\n/admin/cms-4MZC2K7Q.js\n  cache-control: public, max-age=31536000, immutable")
    expect(written).toContain("\n/events/advent-2026.ics\n  Content-Type: text/calendar; charset=utf-8")
  })
})
