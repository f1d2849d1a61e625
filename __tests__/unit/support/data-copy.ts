import fs from "fs"
import os from "os"
import path from "path"

export const realDataDir = path.resolve(__dirname, "../../../data")

/**
 * A throw-away copy of data/ (the YAML files; images/ hard links to the real
 * photos) to break one thing in. Returns the copy's data/ folder.
 */
const copies: string[] = []

export function copyData(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "passage-data-"))
  copies.push(root)
  const dir = path.join(root, "data")
  fs.cpSync(realDataDir, dir, {
    recursive: true,
    filter: (source) => path.relative(realDataDir, source).split(path.sep)[0] !== "images",
  })
  // The photos as hard links (no copying; a symbolic link inside data/ is refused by the check).
  const images = path.join(realDataDir, "images")
  for (const name of fs.readdirSync(images, { recursive: true, encoding: "utf8" })) {
    const [source, target] = [path.join(images, name), path.join(dir, "images", name)]
    if (fs.statSync(source).isDirectory()) fs.mkdirSync(target, { recursive: true })
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.linkSync(source, target)
    }
  }
  return dir
}

/** Replaces text in a file of the copy; fails the test if the text is not there. */
export function edit(dataDir: string, file: string, from: string | RegExp, to: string): void {
  const full = path.join(dataDir, file)
  const before = fs.readFileSync(full, "utf8")
  const after = before.replace(from, to)
  if (after === before) throw new Error(`${file} does not contain ${String(from)}`)
  fs.writeFileSync(full, after)
}

/** Deletes every copy made so far (call from afterAll). */
export function removeCopies(): void {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true })
}
