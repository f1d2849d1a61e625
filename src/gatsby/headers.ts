import crypto from "crypto"
import fs from "fs"
import path from "path"
import { adminSources } from "../cms/csp"
import { collectionNamed, fileOf } from "../content/collections"
import { httpsOrigin } from "../content/hosts"
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

/** One policy for every path: Netlify may merge overlapping `_headers` rules. */
export function contentSecurityPolicy(
  scriptHashes: string[],
  frameOrigins: string[],
  formOrigins: string[] = [],
): string {
  // A source is written only in a form that cannot widen the policy or start another directive.
  const hash = scriptHashes.find((source) => !/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))
  if (hash !== undefined) throw new Error(`not a script hash for the policy: ${JSON.stringify(hash)}`)
  const origin = [...frameOrigins, ...formOrigins].find((source) => httpsOrigin(source) !== source)
  if (origin !== undefined)
    throw new Error(`not an https origin on a plain host for the policy: ${JSON.stringify(origin)}`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...adminSources.script].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...adminSources.img].join(" "),
    ["connect-src 'self'", ...adminSources.connect].join(" "),
    `frame-src ${frameOrigins.length ? frameOrigins.join(" ") : "'none'"}`,
    ["form-action 'self'", ...formOrigins].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ")
}

export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** `includeSubDomains`/`preload` commit every subdomain to HTTPS for months: off until the client decides. */
export const hsts = { maxAgeSeconds: 31536000, includeSubDomains: false, preload: false }

export function hstsHeader({ maxAgeSeconds, includeSubDomains, preload }: typeof hsts): string {
  return [
    `max-age=${maxAgeSeconds}`,
    ...(includeSubDomains ? ["includeSubDomains"] : []),
    ...(preload ? ["preload"] : []),
  ].join("; ")
}

/** Header names gatsby-adapter-netlify 1.x writes for `/*` (gatsby/dist/utils/adapter/constants.js). */
export const adapterHeaderNames = [
  "cache-control",
  "x-xss-protection",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
]

/** The adapter replaces what stands between these lines; the site's rules follow, so its cache rules win. */
export const adapterBlock = ["# gatsby-adapter-netlify start", "# gatsby-adapter-netlify end"]

export interface HeaderRules {
  policy: string
  /** Files with content hashes in their names that the adapter does not know, relative to public/, e.g. "admin/cms-….js". */
  immutableFiles: string[]
  /** The events' iCalendar files, relative to public/, e.g. "en/events/advent-2026.ics" (calendar-files.ts). */
  calendarFiles?: string[]
}

/** A guess from the extension may lack the charset; "Content-Type" as Netlify spells it, to replace Netlify's. */
export const calendarContentType = "text/calendar; charset=utf-8"

export function headersFile({ policy, immutableFiles, calendarFiles = [] }: HeaderRules): string {
  const block = (pattern: string, lines: string[]) => {
    // A path with a space or a line break would start another rule or header of the file.
    if (!/^\/[A-Za-z0-9._~/*-]*$/.test(pattern))
      throw new Error(`not a plain path for _headers: ${JSON.stringify(pattern)}`)
    return [pattern, ...lines.map((line) => `  ${line}`)].join("\n")
  }
  const immutable = ["cache-control: public, max-age=31536000, immutable"]
  return (
    [
      "# Written by src/gatsby/headers.ts at build time; gatsby-adapter-netlify writes its rules between the next two lines.",
      adapterBlock.join("\n"),
      // Besides the policy; the adapter already sends nosniff, frame and referrer headers (adapterHeaderNames).
      // No COOP: it would break the CMS's OAuth popup.
      block("/*", [
        `Content-Security-Policy: ${policy}`,
        `Strict-Transport-Security: ${hstsHeader(hsts)}`,
        "Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      ]),
      block("/admin/*", ["X-Robots-Tag: noindex, nofollow"]),
      block("/fonts/*", immutable),
      ...immutableFiles.map((file) => block(`/${file}`, immutable)),
      ...calendarFiles.map((file) => block(`/${file}`, [`Content-Type: ${calendarContentType}`])),
    ].join("\n\n") + "\n"
  )
}

/** Folders of public/ with no page (the CMS bundle and slices carry no inline script of their own). */
const notSitePages = new Set(["static", "page-data", "admin", "_gatsby"])

/** "https://<host>" for an address from data/site.yaml, or an error for anything that could widen the policy. */
export function policySource(url: string, field: string): string {
  const origin = httpsOrigin(url)
  if (!origin)
    throw new Error(
      `${fileOf(collectionNamed("site"))} ${field}: the Content-Security-Policy can only allow an https address on a plain host name ` +
        `(lowercase letters, digits, hyphens and dots, no port), e.g. "https://www.openstreetmap.org/…" (found ${JSON.stringify(url)})`,
    )
  return origin
}

export function writeHeaders(
  publicDir: string,
  frameUrls: string[],
  adminAssets: string[] = [],
  calendarFiles: string[] = [],
  formUrls: string[] = [],
): string {
  const pages = htmlFiles(publicDir, notSitePages)
  const hashes = new Set(pages.flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8"))))
  const origins = [...new Set(frameUrls.map((url) => policySource(url, "map.embedUrl")))]
  const formOrigins = [...new Set(formUrls.map((url) => policySource(url, "newsletter.action")))]
  const target = path.join(publicDir, "_headers")
  fs.writeFileSync(
    target,
    headersFile({
      policy: contentSecurityPolicy([...hashes].sort(), origins, formOrigins),
      immutableFiles: adminAssets.map((file) => `admin/${file}`),
      calendarFiles,
    }),
  )
  return target
}
