import crypto from "crypto"
import fs from "fs"
import path from "path"

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

const securityHeaders = [
  "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options: DENY",
  "Cross-Origin-Opener-Policy: same-origin",
]

/** Gatsby's bundles carry a content hash in their name, e.g. app-0b8f822eede16f933c81.js. */
export function isHashedAsset(name: string): boolean {
  return /-[0-9a-f]{20}\.(js|css)$/.test(name)
}

/**
 * Netlify's _headers: security headers everywhere; a year of caching for files whose
 * names change with their content. Netlify joins the values of a header set by several
 * matching rules, so Cache-Control is set only on the immutable paths; everything else
 * (HTML, page-data) keeps Netlify's default "public, max-age=0, must-revalidate".
 */
export function headersFile(csp: string, hashedAssets: string[]): string {
  const block = (pattern: string, lines: string[]) => [pattern, ...lines.map((line) => `  ${line}`)].join("\n")
  const immutable = ["Cache-Control: public, max-age=31536000, immutable"]
  return (
    [
      "# Written by src/gatsby/headers.ts at build time",
      block("/*", [`Content-Security-Policy: ${csp}`, ...securityHeaders]),
      block("/static/*", immutable),
      block("/fonts/*", immutable),
      ...hashedAssets.map((asset) => block(`/${asset}`, immutable)),
    ].join("\n\n") + "\n"
  )
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

/** Reads every built page, collects its inline-script hashes and writes public/_headers. */
export function writeHeaders(publicDir: string, frameUrls: string[]): string {
  const hashes = new Set<string>()
  for (const file of htmlFiles(publicDir)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(file, "utf8"))) hashes.add(hash)
  }
  const origins = [...new Set(frameUrls.map((url) => new URL(url).origin))]
  const target = path.join(publicDir, "_headers")
  const hashedAssets = fs.readdirSync(publicDir).filter(isHashedAsset).sort()
  fs.writeFileSync(target, headersFile(contentSecurityPolicy([...hashes].sort(), origins), hashedAssets))
  return target
}
