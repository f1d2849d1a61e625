import fs from "fs"
import path from "path"

/** Every .html file under `root`, depth first, except in the folders `skip` names. */
export function htmlFiles(root: string, skip: ReadonlySet<string>): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return skip.has(path.relative(root, file).split(path.sep).join("/")) ? [] : walk(file)
      return entry.isFile() && entry.name.endsWith(".html") ? [file] : []
    })
  return walk(root)
}
