// @ts-check `npm run album -- <folder of photos> <event slug>`: adds an event's photos as the editor does (src/gatsby/album.ts).
import path from "node:path"
import { fail } from "./fail.mjs"
import { importTypeScript } from "./import-typescript.mjs"

const [folder, slug] = process.argv.slice(2)
/** @type {typeof import("../src/gatsby/album")} */
const { addAlbum } = await importTypeScript("src/gatsby/album.ts")
const root = path.resolve(import.meta.dirname, "..")
const { added, refused } = await addAlbum(root, folder && path.resolve(folder), slug).catch(fail)
console.log(
  [...added.map((file) => `added ${file}`), ...refused.map(({ file, reason }) => `left out ${file}: ${reason}`)]
    .concat(`${added.length} photo(s) added to data/events/${slug}.yaml, with automatic descriptions to replace`)
    .join("\n"),
)
process.exitCode = refused.length > 0 ? 1 : 0
