// @ts-check
/**
 * npm run launch-check [-- --root DIR]: lists everything the passage still has to supply before the site goes live,
 * each with its file and line (src/gatsby/launch-check.ts), and exits 1 while anything is open, 0 when nothing is.
 */
import path from "node:path"
import { option } from "./cli.mjs"
import { importTypeScript } from "./import-typescript.mjs"

const root = path.resolve(option(process.argv.slice(2), "--root", path.join(import.meta.dirname, "..")))

/** @type {typeof import("../src/gatsby/launch-check")} */
const check = await importTypeScript("src/gatsby/launch-check.ts")
const items = check.launchCheck(root, process.env)
console.log(check.formatLaunchCheck(items))
process.exitCode = items.length > 0 ? 1 : 0
