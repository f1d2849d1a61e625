import crypto from "crypto"
import fs from "fs"
import path from "path"
import { htmlFiles } from "./html-files"

/** sha256 sources of the inline scripts Gatsby writes into a page (JSON-LD data blocks are not scripts CSP governs). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ""
    if (/\ssrc=/.test(attributes) || /application\/ld\+json/.test(attributes) || match[2].length === 0) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2], "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/**
 * Only what the site uses: its own scripts and Gatsby's inline scripts by hash,
 * Emotion's inline styles, images as data: placeholders, the map frame (loaded only
 * when the visitor asks for it) and Netlify Forms posting to the site itself.
 */
export function contentSecurityPolicy(scriptHashes: string[], frameOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(" ")}`.trim(),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ")
}

/**
 * What Decap CMS at /admin/ needs, and nothing more: its own bundle, plus
 * 'unsafe-eval' because Decap validates its configuration with ajv, which compiles
 * validators with `new Function`; inline styles (Emotion); uploaded photos shown
 * as blob: URLs before they are saved (and read back from them for Decap's draft
 * backup); decap-server on the editor's own machine
 * (`npm run cms`, used by Decap only when the admin runs on localhost); Git
 * Gateway's status check. Netlify Identity and Git Gateway are on the site's own
 * origin (/.netlify/identity, /.netlify/git). No inline scripts, no frames.
 */
export function adminContentSecurityPolicy(localBackendOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' blob: ${localBackendOrigin} https://www.netlifystatus.com`,
    "frame-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ")
}

type Policy = Map<string, string[]>

export function parsePolicy(policy: string): Policy {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/**
 * The policy for every path (`/*`): the directives every policy sets alike and that no
 * other directive falls back to (frame-ancestors, base-uri, form-action, object-src,
 * upgrade-insecure-requests, …). Netlify sends the CSP of every matching `_headers`
 * rule and browsers enforce each, so this adds nothing to a page's or /admin/'s own
 * policy, yet a path with no rule of its own (an unknown address answered by the 404
 * page) still cannot be framed, load plugins or change its base URL.
 *
 * It deliberately carries no script hashes: `/*` also matches every script, image and
 * font, and a policy with the hashes of all pages would add about 2 KB of headers to
 * each of them (CSP only means something on documents).
 */
export function sharedPolicy(...policies: string[]): string {
  const parsed = policies.map(parsePolicy)
  const [first, ...others] = parsed
  const shared: string[] = []
  for (const [name, sources] of first) {
    if (fallbackDirectives.has(name)) continue
    if (others.every((policy) => policy.get(name)?.join(" ") === sources.join(" "))) shared.push([name, ...sources].join(" "))
  }
  return shared.join("; ")
}

/** Directives others fall back to when missing: in the shared policy they would tighten the pages'. */
const fallbackDirectives = new Set(["default-src", "script-src", "style-src", "child-src"])

/**
 * Headers every response carries. No Cross-Origin-Opener-Policy: the site opens no
 * popups and is not cross-origin isolated, so COOP would only sever `window.opener`
 * links nobody makes, while it makes Chromium put every arrival from another origin
 * (a search engine, a link, a new tab) into a fresh browsing-context group, a fresh
 * renderer whose first tasks are slower. Lighthouse pays it too (about:blank → page):
 * /en/, six runs in separate processes, twice: TBT median 62 and 100 ms with
 * `same-origin`, 13 and 11 ms without; `same-origin-allow-popups` swaps the same way
 * (alternating runs: 79 ms, against 16 ms without).
 */
const securityHeaders = [
  "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options: DENY",
]

/** Gatsby's bundles carry a content hash in their name, e.g. app-0b8f822eede16f933c81.js. */
export function isHashedAsset(name: string): boolean {
  return /-[0-9a-f]{20}\.(js|css)$/.test(name)
}

export interface HeaderPolicies {
  /** The strict policy of the site's pages (contentSecurityPolicy). */
  site: string
  /** The policy of /admin/* (adminContentSecurityPolicy). */
  admin: string
  /** URL paths of the site's pages, e.g. "/", "/en/partners/", "/404.html". */
  pages: string[]
  /** Files with content hashes in their names, relative to public/, e.g. "app-….js", "admin/cms-….js". */
  hashedAssets: string[]
}

/**
 * Netlify's _headers. Netlify applies every rule whose path matches and joins
 * the values of a header set by several rules; for Content-Security-Policy that
 * means every policy is enforced. So:
 * - `/*`: the security headers and the shared policy (see sharedPolicy);
 * - each page of the site (and `/en/*`, where unknown English paths get the
 *   English 404 page): the strict site policy;
 * - `/admin/*`: the CMS's policy and noindex.
 * Cache-Control is set only on the immutable paths; everything else (HTML,
 * page-data, /admin/ and its config) keeps Netlify's default "public, max-age=0,
 * must-revalidate".
 */
export function headersFile({ site, admin, pages, hashedAssets }: HeaderPolicies): string {
  const block = (pattern: string, lines: string[]) => [pattern, ...lines.map((line) => `  ${line}`)].join("\n")
  const immutable = ["Cache-Control: public, max-age=31536000, immutable"]
  const sitePaths = [...new Set([...pages.filter((page) => !page.startsWith("/en/")), "/en/*"])]
  return (
    [
      "# Written by src/gatsby/headers.ts at build time",
      block("/*", [`Content-Security-Policy: ${sharedPolicy(site, admin)}`, ...securityHeaders]),
      ...sitePaths.map((page) => block(page, [`Content-Security-Policy: ${site}`])),
      block("/admin/*", [`Content-Security-Policy: ${admin}`, "X-Robots-Tag: noindex, nofollow"]),
      block("/static/*", immutable),
      block("/fonts/*", immutable),
      ...hashedAssets.map((asset) => block(`/${asset}`, immutable)),
    ].join("\n\n") + "\n"
  )
}

/** "index.html" → "/", "en/partners/index.html" → "/en/partners/", "404.html" → "/404.html". */
export function pagePath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/")
  if (posix === "index.html") return "/"
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`
  return `/${posix}`
}

/** Folders of public/ that hold no page of the site: assets, page data, the CMS. */
const notSitePages = new Set(["static", "page-data", "admin"])

/**
 * Reads every built page, collects its inline-script hashes and writes public/_headers.
 * `adminAssets` are the admin bundle's file names in public/admin/ (src/gatsby/admin.ts).
 */
export function writeHeaders(publicDir: string, frameUrls: string[], localBackendOrigin: string, adminAssets: string[] = []): string {
  const hashes = new Set<string>()
  const pages: string[] = []
  for (const file of htmlFiles(publicDir, notSitePages)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(file, "utf8"))) hashes.add(hash)
    pages.push(pagePath(path.relative(publicDir, file)))
  }
  const origins = [...new Set(frameUrls.map((url) => new URL(url).origin))]
  const target = path.join(publicDir, "_headers")
  const hashedAssets = [...fs.readdirSync(publicDir).filter(isHashedAsset).sort(), ...adminAssets.map((file) => `admin/${file}`)]
  fs.writeFileSync(
    target,
    headersFile({
      site: contentSecurityPolicy([...hashes].sort(), origins),
      admin: adminContentSecurityPolicy(localBackendOrigin),
      pages: pages.sort(),
      hashedAssets,
    }),
  )
  return target
}
