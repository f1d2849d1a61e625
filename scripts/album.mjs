// @ts-check `npm run album -- [--root DIR] <folder of photos> <event slug>`: runAlbum in src/gatsby/album.ts.
import path from "node:path"
import { fail } from "./cli.mjs"
import { importTypeScript } from "./import-typescript.mjs"

/** @type {typeof import("../src/gatsby/album")} */
const album = await importTypeScript("src/gatsby/album.ts")
// A refusal (AlbumStop) or an error ends with its message alone, the stack with VERBOSE=1.
process.exitCode = await album.runAlbum(process.argv.slice(2), path.join(import.meta.dirname, "..")).catch(fail)
