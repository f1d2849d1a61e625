import fs from "fs"
import path from "path"

/** The built site the tests serve (SITE_DIR, as globalSetup.mjs reads it). */
export const publicDir = path.resolve(__dirname, "../../..", process.env.SITE_DIR || "public")

/** Every built page (an index.html outside /admin/) whose markup `pattern` finds, as its path, e.g. "/en/partners/". */
export function builtPagesWith(pattern: RegExp): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory() && !["admin", "page-data", "static"].includes(entry.name)) walk(file)
      else if (entry.name === "index.html" && pattern.test(fs.readFileSync(file, "utf8"))) {
        const relative = path.relative(publicDir, dir)
        found.push(relative ? `/${relative.split(path.sep).join("/")}/` : "/")
      }
    }
  }
  walk(publicDir)
  return found.sort()
}
