import fs from "fs"
import path from "path"

/**
 * Every .html file under `root`, depth first in directory order, as absolute paths,
 * except in the folders `skip` names by their path relative to `root` ("static",
 * "admin/mails"). Used by the build (headers.ts; the fast-start plugin's post-build, which
 * imports it from here) and by the HTML check.
 */
export function htmlFiles(root: string, skip: ReadonlySet<string>): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return skip.has(path.relative(root, file).split(path.sep).join("/")) ? [] : walk(file)
      return entry.isFile() && entry.name.endsWith(".html") ? [file] : []
    })
  return walk(root)
}
