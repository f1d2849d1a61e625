/**
 * What Netlify's rules give each path of the built site, computed from public/_headers
 * and public/_redirects (the site's rules and the adapter's) by Netlify's own engines,
 * @netlify/headers and @netlify/redirects (support/netlify-rules.mjs, in a child
 * process because they are ES modules). Covers what netlify-cli's local server does
 * not show: caching, and headers whichever way a server merges overlapping rules.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { calendarContentType } from "../../src/gatsby/headers"
import { allPages, inLanguage } from "./support/site-data"

const root = path.resolve(__dirname, "../..")
const publicDir = path.join(root, "public")

interface PathRules {
  headers: Record<string, string>
  everyValue: Record<string, string[]>
  setBy: Record<string, string[]>
  redirect: { status: number; target: string; force: boolean } | null
  file: boolean
}

// The bundles the pages load (public/ may still hold an earlier build's).
const appBundle = fs.readFileSync(path.join(publicDir, "index.html"), "utf8").match(/"(\/app-[0-9a-f]{20}\.js)"/)![1]
const adminBundle = fs
  .readFileSync(path.join(publicDir, "admin/index.html"), "utf8")
  .match(/src="(\/admin\/cms-[^"]+\.js)"/)![1]
const font = `/fonts/${fs.readdirSync(path.join(publicDir, "fonts")).find((file) => file.endsWith(".woff2"))}`
const photo = (() => {
  const dir = path.join(publicDir, "static")
  const first = fs.readdirSync(dir).find((entry) => fs.statSync(path.join(dir, entry)).isDirectory())!
  return `/static/${first}/${fs.readdirSync(path.join(dir, first))[0]}`
})()

// The partners' pages among them: /partners/<id>/ is a file, /partners/nope/ the German 404.
const sitePages = (["de", "en"] as const).flatMap((language) => allPages.map((page) => inLanguage(page, language)))
const unknown = ["/nope/", "/partners/nope/", "/en/nope/", "/en/partners/nope/", "/en/404/"]
const admin = ["/admin/", "/admin/config.yml", adminBundle]
const assets = [appBundle, font, photo, "/page-data/app-data.json", "/sitemap-0.xml", "/robots.txt", "/build-info.json"]
// The upcoming events' calendar files as the build wrote them (which ones: calendar.test.ts), and the feeds of all
// events (events-feed.test.ts).
const calendarFiles = [
  ...["events", "en/events"].flatMap((dir) =>
    fs
      .readdirSync(path.join(publicDir, dir))
      .filter((file) => file.endsWith(".ics"))
      .map((file) => `/${dir}/${file}`),
  ),
  "/events.ics",
  "/en/events.ics",
]
const allPaths = [...sitePages, ...unknown, ...admin, ...assets, ...calendarFiles]

const rules: Record<string, PathRules> = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, "support/netlify-rules.mjs"), ...allPaths], {
    cwd: root,
    encoding: "utf8",
  }),
)

/** A header as Netlify's engine sends it (names are case-insensitive). */
const header = (of: PathRules, name: string) =>
  Object.entries(of.headers)
    .filter(([key]) => key.toLowerCase() === name)
    .map(([, value]) => value)

const sitePolicy = header(rules["/"], "content-security-policy")[0]

describe("Netlify's rules, from the built _headers and _redirects", () => {
  it("knows every path it is asked about", () => {
    expect(Object.keys(rules).sort()).toEqual([...allPaths].sort())
    expect(sitePolicy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  })

  it.each(allPaths)(
    "%s gets exactly one Content-Security-Policy, the site's, whichever way rules are merged",
    (urlPath) => {
      const of = rules[urlPath]
      expect(header(of, "content-security-policy")).toEqual([sitePolicy])
      // Set by one rule only, so a server that joins the values of every matching rule sends the same one.
      expect(of.everyValue["content-security-policy"]).toEqual([sitePolicy])
      expect(of.setBy["content-security-policy"]).toEqual(["/*"])
      expect(sitePolicy).not.toContain("'unsafe-eval'")
    },
  )

  it.each(allPaths)("%s gets the security headers, none weakened by a rule of the adapter", (urlPath) => {
    const of = rules[urlPath]
    expect(header(of, "strict-transport-security")).toEqual(["max-age=31536000"])
    expect(header(of, "x-content-type-options")).toEqual(["nosniff"])
    // The adapter's: as strict as the policy's frame-ancestors 'none', and a referrer policy that sends less than the site's own would.
    expect(header(of, "x-frame-options")).toEqual(["DENY"])
    expect(header(of, "referrer-policy")).toEqual(["same-origin"])
    expect(header(of, "permissions-policy")[0]).toContain("camera=()")
    expect(header(of, "cross-origin-opener-policy")).toEqual([])
    // Every header but caching is set by one rule only.
    for (const [name, values] of Object.entries(of.everyValue))
      if (name !== "cache-control") expect([name, values.length]).toEqual([name, 1])
  })

  // The scheduled build reads /build-info.json (scripts/should-build.mjs): never an old deploy's.
  it.each([...sitePages, ...unknown, "/admin/", "/admin/config.yml", "/page-data/app-data.json", "/build-info.json"])(
    "%s is revalidated on every visit",
    (urlPath) => {
      expect(header(rules[urlPath], "cache-control")).toEqual(["public, max-age=0, must-revalidate"])
    },
  )

  it.each([appBundle, adminBundle, font, photo])(
    "%s, whose name changes with its content, is cached for a year",
    (urlPath) => {
      expect(header(rules[urlPath], "cache-control")).toEqual(["public, max-age=31536000, immutable"])
    },
  )

  it.each(calendarFiles)("%s is a calendar in UTF-8, typed by one rule", (urlPath) => {
    const of = rules[urlPath]
    expect(of.file).toBe(true)
    expect(header(of, "content-type")).toEqual([calendarContentType])
    expect(of.setBy["content-type"]).toEqual([urlPath])
  })

  it("types nothing else as a calendar", () => {
    for (const urlPath of allPaths.filter((candidate) => !calendarFiles.includes(candidate)))
      expect([urlPath, header(rules[urlPath], "content-type")]).toEqual([urlPath, []])
  })

  it.each(admin)("%s is kept out of search engines", (urlPath) => {
    expect(header(rules[urlPath], "x-robots-tag")).toEqual(["noindex, nofollow"])
  })

  it.each(sitePages)("%s is a file of its own, so no rewrite touches it", (urlPath) => {
    expect(rules[urlPath].file).toBe(true)
  })

  it.each(unknown)("%s answers 404 with its language's 404 page", (urlPath) => {
    const of = rules[urlPath]
    expect(of.file).toBe(false)
    const target = urlPath.startsWith("/en/") ? "/en/404.html" : "/404.html"
    expect(of.redirect).toEqual({ status: 404, target, force: false })
    const html = fs.readFileSync(path.join(publicDir, target), "utf8")
    expect(html).toContain(urlPath.startsWith("/en/") ? '<html lang="en"' : '<html lang="de"')
  })

  it("gives Gatsby's runtime the English 404 page's data on an unknown English path (the adapter's rewrite, before the catch-all)", () => {
    const [of] = Object.values(
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            path.join(__dirname, "support/netlify-rules.mjs"),
            "/page-data/en/nope/page-data.json",
            "/page-data/nope/page-data.json",
          ],
          {
            cwd: root,
            encoding: "utf8",
          },
        ),
      ) as Record<string, PathRules>,
    )
    expect(of.redirect?.status).toBe(200)
    const data = JSON.parse(fs.readFileSync(path.join(publicDir, decodeURIComponent(of.redirect!.target)), "utf8"))
    expect(data.path).toBe("/en/404/")
  })
})
