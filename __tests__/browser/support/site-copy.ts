/**
 * A copy of the project in a temporary folder, for a test that changes what the site is built from and builds it
 * with `gatsby build` (the CMS's published data, a newsletter provider, a new collection).
 *
 * Before it builds, a test shrinks the copy's photos to thumbnails (`shrinkPhotos`): Gatsby keys its image jobs by their absolute paths, so
 * the main build's cache cannot serve a copy, and the full-size photos' 148 jobs take about two minutes of CPU,
 * the thumbnails' a few seconds. Nothing these tests check depends on a photo's size; the build still checks and
 * places every photo.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { stripVTControlCharacters } from "util"
import sharp from "sharp"

export const root = path.resolve(__dirname, "../../..")

/** The long edge of a copy's photos, in pixels. */
const thumbnailEdge = 160

/**
 * The repository's files as committed or changed (without what builds and installs make, and without the paths
 * `skip` matches), with node_modules linked: under the run's SITE_COPIES (globalSetup.mjs) in the first folder of
 * `name` (`<name>-1`, `<name>-2` …) that no copy holds now, else in a new folder under the system's temporary one.
 * Copies of one name, in any worker, take turns in those folders, so that a copy's build finds the webpack cache of
 * the one before (.cache/webpack, which Gatsby keeps when it clears the rest of its cache; webpack keys it by absolute
 * paths): about 20 s instead of 40, and a second folder (a second cold build) only for copies held at the same time.
 * A change to what gatsby-node imports (a new collection) voids that cache: such a copy takes a name of its own. A
 * copy is held from here until removeCopy.
 */
export function copySite(name: string, skip?: RegExp): string {
  const copies = process.env.SITE_COPIES
  const copy = copies ? heldFolder(copies, name) : fs.mkdtempSync(path.join(os.tmpdir(), `passage-${name}-`))
  clearCopy(copy)
  fs.mkdirSync(copy, { recursive: true })
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !skip?.test(file) && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(copy, file))
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir")
  fs.symlinkSync(path.join(root, "admin/node_modules"), path.join(copy, "admin/node_modules"), "dir")
  return copy
}

/** The mark that a copy holds its folder (a folder beside it: mkdir is atomic, so two workers cannot both take it). */
const holdMark = (copy: string) => `${copy}.held`

/** The first folder `<name>-<n>` under `copies` that no copy holds, held now for the caller. */
function heldFolder(copies: string, name: string): string {
  for (let n = 1; ; n++) {
    const folder = path.join(copies, `${name}-${n}`)
    try {
      fs.mkdirSync(holdMark(folder))
      return folder
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
  }
}

const inCopies = (copy: string) =>
  process.env.SITE_COPIES !== undefined && path.dirname(copy) === process.env.SITE_COPIES

/**
 * A copy's files, all but webpack's cache for the next copy of its name (the links to node_modules go, not what they
 * name), and its folder free for the next; a copy outside SITE_COPIES goes whole.
 */
export function removeCopy(copy: string): void {
  clearCopy(copy)
  if (inCopies(copy)) fs.rmSync(holdMark(copy), { recursive: true, force: true })
}

/** removeCopy's clearing, the folder still held. */
function clearCopy(copy: string): void {
  if (!fs.existsSync(copy)) return
  if (!inCopies(copy)) return fs.rmSync(copy, { recursive: true, force: true })
  const removeAllBut = (folder: string, kept: string) => {
    for (const entry of fs.readdirSync(folder))
      if (entry !== kept) fs.rmSync(path.join(folder, entry), { recursive: true, force: true })
  }
  removeAllBut(copy, ".cache")
  if (fs.existsSync(path.join(copy, ".cache"))) removeAllBut(path.join(copy, ".cache"), "webpack")
}

/** Every photo under the copy's data/images/ scaled down to a thumbnail, in place, in its own format. */
export async function shrinkPhotos(copy: string): Promise<void> {
  const folder = path.join(copy, "data/images")
  if (!fs.existsSync(folder)) return
  const photos = fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file))
    .map((file) => path.join(folder, file))
  for (const photo of photos) {
    const small = await sharp(photo)
      .rotate()
      .resize(thumbnailEdge, thumbnailEdge, { fit: "inside", withoutEnlargement: true })
      .toBuffer()
    fs.writeFileSync(photo, small)
  }
}

/**
 * `gatsby build` in the copy (with `npm: true`, `npm run build`: through Netlify's runner, as a maintainer builds): its
 * exit status and everything it printed, without colours.
 */
export function buildCopy(copy: string, { npm = false } = {}): { status: number | null; log: string } {
  const [command, ...args] = npm ? ["npm", "run", "build"] : [path.join(root, "node_modules/.bin/gatsby"), "build"]
  const build = spawnSync(command, args, {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: build.status, log: stripVTControlCharacters(`${build.stdout}\n${build.stderr}`) }
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A copy's public/ through netlify-cli (scripts/netlify-serve.mjs, as a process: it is ESM). */
export async function serve(dir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/netlify-serve.mjs"), "--dir", dir, "--port", String(port)],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  )
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (!output.includes("Serving ")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`netlify-serve did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url: `http://localhost:${port}`, process: child }
}
