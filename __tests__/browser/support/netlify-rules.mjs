// @ts-check
/**
 * What Netlify's rules give each path of the built site, computed by Netlify's own engines from
 * public/_headers and public/_redirects (the site's rules and the adapter's), without a server.
 * Run by netlify-rules.test.ts as a child process (the engines are ES modules):
 *
 *   node __tests__/browser/support/netlify-rules.mjs /path ...   → JSON on stdout
 *
 * For each path:
 * - `headers`: what @netlify/headers (netlify-cli's headers engine) sends: every rule whose path
 *   matches, in file order, a later rule's value replacing an earlier one's for the same header name;
 * - `everyValue`: for each header name (lower case), the value of every matching rule, in file order:
 *   what a server that combined overlapping rules would send, so a test can check that the answer
 *   does not depend on which way a server merges;
 * - `setBy`: for each header name (lower case), the patterns of the rules that set it;
 * - `redirect`: what @netlify/redirects (netlify-cli's redirects engine) answers for a path without a
 *   file of its own (status, target), or null;
 * - `file`: whether public/ has a file for the path (Netlify's shadowing: a rule that is not forced
 *   applies only where there is none).
 */
import fs from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { HeadersHandler } from "@netlify/headers"
import { RedirectsHandler } from "@netlify/redirects"

const root = path.resolve(import.meta.dirname, "../../..")

const logger = {
  log: () => {},
  warn: (/** @type {string} */ message) => console.error(message),
  error: (/** @type {string} */ message) => console.error(message),
}

/**
 * The file Netlify would serve for a URL path, if any (pretty URLs: /x/ → x/index.html, /x → x.html or x/index.html).
 * @param {string} publicDir
 * @param {string} urlPath
 */
function fileFor(publicDir, urlPath) {
  const decoded = decodeURIComponent(urlPath)
  const candidates = decoded.endsWith("/")
    ? [path.join(decoded, "index.html")]
    : [decoded, `${decoded}.html`, path.join(decoded, "index.html")]
  return candidates
    .map((candidate) => path.join(publicDir, candidate))
    .find((file) => file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile())
}

/**
 * @param {string} publicDir
 * @param {string[]} paths
 */
async function rulesFor(publicDir, paths) {
  const relative = path.relative(root, publicDir)
  const headersHandler = new HeadersHandler({
    projectDir: root,
    publishDir: relative,
    logger: /** @type {any} */ (logger),
  })
  const redirectsHandler = new RedirectsHandler({
    configRedirects: [],
    jwtRoleClaim: "app_metadata.authorization.roles",
    jwtSecret: "secret",
    projectDir: root,
    publicDir: relative,
  })
  const { headers: rules, errors } = await parseAllHeaders({
    // The parser's declarations type this `never[]` (from the JavaScript default `= []`): it takes paths.
    headersFiles: /** @type {never[]} */ (/** @type {string[]} */ ([path.join(publicDir, "_headers")])),
    netlifyConfigPath: undefined,
    minimal: false,
  })
  if (errors.length) throw new Error(`public/_headers: ${errors.map((error) => error.message).join("; ")}`)
  /** @type {Record<string, unknown>} */
  const result = {}
  for (const urlPath of paths) {
    const request = new Request(`http://localhost${urlPath}`)
    const headers = await headersHandler.apply(request)
    // `forRegExp` is optional in the parser's type: it is left out only by `minimal: true`.
    const matching = rules.filter((rule) => /** @type {RegExp} */ (rule.forRegExp).test(urlPath))
    /** @type {Record<string, string[]>} */
    const everyValue = {}
    /** @type {Record<string, string[]>} */
    const setBy = {}
    for (const rule of matching) {
      for (const [name, value] of Object.entries(rule.values)) {
        const key = name.toLowerCase()
        ;(everyValue[key] ??= []).push(String(value))
        ;(setBy[key] ??= []).push(rule.for)
      }
    }
    const match = await redirectsHandler.match(request)
    result[urlPath] = {
      headers,
      everyValue,
      setBy,
      redirect: match ? { status: match.statusCode, target: match.targetRelative, force: match.force } : null,
      file: Boolean(fileFor(publicDir, urlPath)),
    }
  }
  return result
}

const rules = await rulesFor(path.join(root, "public"), process.argv.slice(2))
process.stdout.write(JSON.stringify(rules, null, 2) + "\n")
