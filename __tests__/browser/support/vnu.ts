/**
 * The W3C Nu Html Checker (npm package vnu-jar) on the machine's Java, for html-validity.test.ts.
 *
 *   const files = builtPages(siteDir)          // every page Gatsby wrote, found on disk
 *   const messages = await checkHtml(files)    // one JVM for all of them
 *   messages.map((m) => formatMessage(m, repoRoot))  // "public/en/index.html:1:2345 Element …"
 */
import { execFile } from "child_process"
import path from "path"
import { htmlFiles } from "../../../src/gatsby/html-files"

/** vnu-jar exports the jar's path (as a String object, with a `vnu` helper we do not use). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar is CommonJS without types
const vnuJar = String(require("vnu-jar"))

/** One entry of vnu's `--format json` output. */
export interface VnuMessage {
  /** "error", "info" (warnings are info with subType "warning"), or "non-document-error" (file unreadable, …). */
  type: string
  subType?: string
  url?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

/**
 * Gatsby's own folders in public/ (slices, which are fragments, page data, images and
 * other assets), and Netlify Identity's e-mail templates (static/admin/mails/): HTML
 * fragments with Go template placeholders for e-mails, never served as pages.
 */
const notPages = new Set(["_gatsby", "page-data", "static", "admin/mails"])

/** Every .html file Gatsby wrote into `siteDir` that is a page, sorted, as absolute paths. */
export function builtPages(siteDir: string): string[] {
  return htmlFiles(siteDir, notPages).sort()
}

/**
 * Runs vnu once over `files` (`--format json --errors-only`) and returns its messages.
 * vnu exits 1 when it found errors; that is a result, not a failure. A missing Java is.
 */
export function checkHtml(files: string[], extraArguments: string[] = []): Promise<VnuMessage[]> {
  const args = ["-jar", vnuJar, "--format", "json", "--errors-only", "--stdout", ...extraArguments, ...files]
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(
          new Error(
            "java is not installed: the HTML check needs Java 17 or later (Debian: apt-get install -y default-jre-headless)",
          ),
        )
        return
      }
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(new Error(`vnu did not answer with JSON (exit ${error?.code ?? 0}):\n${stdout}${stderr}`))
      }
    })
  })
}

/** vnu's "file:/abs/path" as a path relative to `root`. */
function fileOf(message: VnuMessage, root: string): string {
  if (!message.url) return "(no file)"
  const file = message.url.startsWith("file:")
    ? decodeURIComponent(message.url.replace(/^file:(\/\/)?/, ""))
    : message.url
  return path.isAbsolute(file) ? path.relative(root, file) : file
}

/**
 * "public/en/index.html:1:2345 Element “style” not allowed …", then the extract of the
 * source on the next line (Gatsby writes each page on one line, so the column alone says little).
 */
export function formatMessage(message: VnuMessage, root: string): string {
  const line = message.firstLine ?? message.lastLine ?? 0
  const column = message.firstColumn ?? message.lastColumn ?? 0
  const where = `${fileOf(message, root)}:${line}:${column}`
  const extract = message.extract ? `\n    …${message.extract.replace(/\s+/g, " ")}…` : ""
  return `${where} ${message.message}${extract}`
}
