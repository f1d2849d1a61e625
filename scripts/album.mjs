// @ts-check
/**
 * `npm run album -- [--root DIR] [--verbose] <folder of photos> <event slug>`: adds an event's photos as the editor does
 * (src/gatsby/album.ts), one line for each entry of the folder, then a summary. Exit code 0 when every photo of the
 * folder is in the event, 1 when one is not (or the arguments are refused: the message alone, no stack). Ctrl+C ends
 * the run after the photo being written, which is named in the YAML like every photo before it.
 */
import path from "node:path"
import { importTypeScript } from "./import-typescript.mjs"

const argv = process.argv.slice(2)
const at = argv.indexOf("--root")
const root = path.resolve(at >= 0 ? argv.splice(at, 2)[1] : path.join(import.meta.dirname, ".."))
const verbose = argv.includes("--verbose")
const [folder, slug] = argv.filter((arg) => arg !== "--verbose")

/** @type {typeof import("../src/gatsby/album")} */
const album = await importTypeScript("src/gatsby/album.ts")

let stop = false
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => {
    if (!stop) console.log("stopping after the photo being written …")
    stop = true
  })

try {
  const result = await album.addAlbum(root, folder && path.resolve(folder), slug, {
    onOutcome: (outcome) => console.log(album.outcomeLine(outcome)),
    stopRequested: () => stop,
  })
  const { line, exitCode } = album.albumSummary(/** @type {string} */ (slug), result)
  console.log(line)
  process.exitCode = exitCode
} catch (error) {
  // An AlbumStop's message names what to fix; anything else (a folder it may not read) says what failed, the stack
  // only with --verbose.
  const { message, stack } = /** @type {Error} */ (error)
  if (verbose && !(error instanceof album.AlbumStop)) console.error(stack)
  console.error(error instanceof album.AlbumStop ? message : `npm run album stopped: ${message}`)
  process.exitCode = 1
}
