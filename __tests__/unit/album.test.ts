/**
 * `npm run album` (src/gatsby/album.ts, scripts/album.mjs) on a copy of data/ (support/data-copy.ts), with folders as
 * a phone's photos arrive on a computer: photos stored sideways with EXIF orientation and GPS, an iPhone HEIC, a PNG
 * screenshot, a Pixel's motion photo, a 3 GB video, links broken and pointing outside, a subfolder, hidden files, a
 * 255-character name; run twice, stopped with Ctrl+C, killed, and with the disk failing half-way.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { parse } from "yaml"
import { photoLongEdge } from "../../src/content/photos"
import { AlbumStop, addAlbum, albumHeicAdvice, albumSummary, markOf, usage } from "../../src/gatsby/album"
import { validateDataDir } from "../../src/gatsby/validate-data"
import { copyData, removeCopies } from "./support/data-copy"

const script = path.resolve(__dirname, "../../scripts/album.mjs")
const slug = "advent-2026"
const photoDir = (root: string) => path.join(root, "data/images/events", slug)
const yamlOf = (root: string) => path.join(root, "data/events", `${slug}.yaml`)

/** A project of its own: a copy of data/ in a folder that holds nothing else. */
function project(): string {
  return path.dirname(copyData())
}

/** A folder of `files` (name → bytes) next to the project's data/, inside the folder the snapshots cover. */
function phoneFolder(root: string, files: Record<string, Buffer>): string {
  const folder = path.join(root, "phone")
  fs.mkdirSync(folder)
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
    fs.writeFileSync(path.join(folder, name), bytes)
  }
  return folder
}

/** A plain photo of `colour`. */
const photo = (colour: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

/** Twenty photos, IMG_0101.jpg to IMG_0120.jpg: enough for a run to be stopped half-way. */
const many = Array.from({ length: 20 }, (_, n) => `IMG_0${101 + n}`)
const manyPhotos = async () =>
  Object.fromEntries(
    await Promise.all(many.map(async (name, n) => [`${name}.jpg`, await photo(`hsl(${n * 18}, 70%, 50%)`)])),
  )

/** Every path under `root` (links not followed) with its kind, size and modification time. */
function snapshot(root: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const name of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const stat = fs.lstatSync(path.join(root, name))
    const kind = stat.isSymbolicLink() ? "link" : stat.isDirectory() ? "folder" : "file"
    entries.set(name, `${kind} ${stat.isDirectory() ? "" : stat.size} ${stat.isDirectory() ? "" : stat.mtimeMs}`)
  }
  return entries
}

/** What changed between two snapshots, by path. */
function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort()
}

/** The event's photos as its YAML names them and as its folder holds them (the cover and the stand-ins aside). */
function eventState(root: string, before: Set<string>) {
  const { photos } = parse(fs.readFileSync(yamlOf(root), "utf8")) as { photos: Array<{ image: string }> }
  const named = photos.map(({ image }) => image.replace(`../images/events/${slug}/`, ""))
  const files = fs.readdirSync(photoDir(root)).filter((name) => !before.has(name))
  const marks = files
    .filter((name) => !name.endsWith(".album-part"))
    .map((name) => markOf(fs.readFileSync(path.join(photoDir(root), name))))
  return { named, files: files.sort(), marks }
}

interface Run {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Runs the command as staff do (`npm run album -- …` runs this), on the copy; `whenAdded` is called at the first photo. */
function runAlbum(args: string[], whenAdded?: (child: ReturnType<typeof spawn>) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] })
    let [stdout, stderr] = ["", ""]
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      if (whenAdded && /^added /m.test(stdout)) {
        whenAdded(child)
        whenAdded = undefined
      }
    })
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
}

/** The ftyp box of an iPhone photo (sharp from npm cannot encode HEVC): what the album looks at first. */
const heicHead = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.alloc(100),
])

afterAll(removeCopies)

describe("npm run album", () => {
  it("adds the portrait upright and the screenshot as JPEG without EXIF, names the HEIC with what to do, and keeps the YAML's comments", async () => {
    const root = project()
    // Upright 300 × 400, stored as the phone does: 400 × 300 with orientation 6.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#777"/><rect width="300" height="100" fill="#f00"/></svg>`
    const sideways = await sharp(Buffer.from(svg)).rotate(-90).jpeg().toBuffer()
    const portrait = await sharp(sideways)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 9/1 26/1" } })
      .jpeg()
      .toBuffer()
    const screenshot = await sharp({ create: { width: 390, height: 844, channels: 4, background: "#36c8" } })
      .png()
      .toBuffer()
    const folder = phoneFolder(root, {
      "IMG_0001.JPG": portrait,
      "IMG_0002.HEIC": heicHead,
      "Screenshot 2027-07-03.png": screenshot,
    })
    // A name the event's folder already has: stored beside it, not over it.
    fs.copyFileSync(path.join(folder, "IMG_0001.JPG"), path.join(photoDir(root), "img-0001.jpg"))
    const before = fs.readFileSync(yamlOf(root), "utf8")

    const result = await addAlbum(root, folder, slug)
    expect(result.outcomes).toEqual([
      { file: "IMG_0001.JPG", kind: "added", detail: `data/images/events/${slug}/img-0001-2.jpg` },
      { file: "IMG_0002.HEIC", kind: "refused", detail: albumHeicAdvice },
      {
        file: "Screenshot 2027-07-03.png",
        kind: "added",
        detail: `data/images/events/${slug}/screenshot-2027-07-03.jpg`,
      },
    ])
    // The advice fits both kinds of phone.
    expect(albumHeicAdvice).toMatch(/iPhone.*Samsung.*Android/)
    const after = fs.readFileSync(yamlOf(root), "utf8")
    // Everything before the photos as it was, comments included.
    expect(after.slice(0, before.indexOf("photos:"))).toBe(before.slice(0, before.indexOf("photos:")))
    expect((parse(after) as { photos: unknown[] }).photos).toEqual([
      {
        image: `../images/events/${slug}/img-0001-2.jpg`,
        alt: { de: "Adventnachmittag in der Passage, Foto 1", en: "Advent afternoon in the passage, photo 1" },
      },
      {
        image: `../images/events/${slug}/screenshot-2027-07-03.jpg`,
        alt: { de: "Adventnachmittag in der Passage, Foto 2", en: "Advent afternoon in the passage, photo 2" },
      },
    ])
    const added = result.outcomes.filter((outcome) => outcome.kind === "added").map((outcome) => outcome.detail)
    const sizes = []
    for (const file of added) {
      const metadata = await sharp(path.join(root, file)).metadata()
      expect([file, metadata.format, metadata.orientation, metadata.exif, metadata.hasAlpha]).toEqual([
        file,
        "jpeg",
        undefined,
        undefined,
        false,
      ])
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(photoLongEdge)
      sizes.push([metadata.width, metadata.height])
    }
    expect(sizes).toEqual([
      [300, 400],
      [390, 844],
    ])
    // Upright: red at the top.
    const { data, info } = await sharp(path.join(root, added[0])).raw().toBuffer({ resolveWithObject: true })
    const at = (y: number) => (y * info.width + 150) * info.channels
    expect([data[at(20)] > 200, data[at(20) + 1] < 60, data[at(380)] < 160]).toEqual([true, true, true])
    // The build takes the event as it is now; the HEIC is a photo left out, so the command ends with 1.
    expect(validateDataDir(path.join(root, "data"))).toEqual([])
    expect(albumSummary(slug, result)).toEqual({
      line: `2 photo(s) added to data/events/${slug}.yaml, 0 already there, 0 file(s) left out that are no photos, 1 photo(s) left out: see above for what to do; replace the automatic descriptions (npm run launch-check lists them)`,
      exitCode: 1,
    })
  }, 30000)

  it("takes a phone's folder twice: each photo once, every other entry named with its reason, nothing written outside the event", async () => {
    const root = project()
    const first = await photo("#c33")
    const motion = Buffer.concat([
      await photo("#33c"),
      heicHead.subarray(0, 4),
      Buffer.from("ftypmp42"),
      Buffer.alloc(4000),
    ])
    const long = `${"Fotos vom Sommerfest im Hof ".repeat(10).slice(0, 251)}.jpg`
    expect(long).toHaveLength(255)
    const folder = phoneFolder(root, {
      "IMG_0001.jpg": first,
      // The same photo again, as a copy tool names it (it comes first in the folder's order).
      "IMG_0001 (1).jpg": first,
      "Grüße 🎄 vom Fest.jpeg": await photo("#3c3"),
      "PXL_20261120_181512345.MP.jpg": motion,
      [long]: await photo("#cc3"),
      "Camera/IMG_0005.jpg": await photo("#999"),
      ".nomedia": Buffer.alloc(0),
      ".trashed-1795000000-IMG_0004.jpg": await photo("#c3c"),
      "VID_20261120_181600.mp4": Buffer.concat([heicHead.subarray(0, 4), Buffer.from("ftypisom\0\0\0\0isomiso2")]),
    })
    // 3 GB that take no disk: read whole, the run would take minutes or fail.
    fs.truncateSync(path.join(folder, "VID_20261120_181600.mp4"), 3e9)
    fs.symlinkSync(path.join(root, "gone", "IMG_0099.jpg"), path.join(folder, "IMG_0099.jpg"))
    fs.writeFileSync(path.join(root, "outside.jpg"), await photo("#3cc"))
    fs.symlinkSync(path.join(root, "outside.jpg"), path.join(folder, "outside.jpg"))
    const standIns = new Set(fs.readdirSync(photoDir(root)))
    const before = snapshot(root)

    const runs = [await runAlbum(["--root", root, folder, slug]), await runAlbum(["--root", root, folder, slug])]
    const stored = (name: string) => `data/images/events/${slug}/${name}`
    const left = {
      ".nomedia": "a hidden file (the phone's or computer's own, or a deleted photo in the phone's trash)",
      ".trashed-1795000000-IMG_0004.jpg":
        "a hidden file (the phone's or computer's own, or a deleted photo in the phone's trash)",
      Camera: "a folder: its photos are not added (run npm run album on it for them)",
      "IMG_0099.jpg": `a symbolic link to ${root}/gone/IMG_0099.jpg, which does not exist: links are not followed; copy the photo itself into the folder`,
      "outside.jpg": `a symbolic link to ${root}/outside.jpg: links are not followed; copy the photo itself into the folder`,
      "VID_20261120_181600.mp4":
        "a video: the event's gallery shows photos only (to show a moment of it, take a screenshot of the video on the phone and add that)",
    }
    const longStored = `${"fotos-vom-sommerfest-im-hof-".repeat(3)}fotos-vom-sommer.jpg`
    const photos = {
      [long]: longStored,
      "Grüße 🎄 vom Fest.jpeg": "gruesse-vom-fest.jpg",
      "IMG_0001 (1).jpg": "img-0001-1.jpg",
      "PXL_20261120_181512345.MP.jpg": "pxl-20261120-181512345-mp.jpg",
    }
    const leftLines = Object.entries(left).map(([file, reason]) => `left out ${file}: ${reason}`)
    const lines = (verb: (file: string, name: string) => string) => [
      ...Object.entries(photos).map(([file, name]) => verb(file, name)),
      `already in the event: IMG_0001.jpg = ${stored("img-0001-1.jpg")}`,
    ]
    const sorted = (text: string) => text.trim().split("\n").slice(0, -1).sort()
    expect(runs.map(({ code, stderr }) => [code, stderr])).toEqual([
      [1, ""],
      [1, ""],
    ])
    // Each entry of the folder once in each run (in the folder's order; sorted here to compare).
    expect(sorted(runs[0].stdout)).toEqual(
      [...leftLines, ...lines((file, name) => `added ${file} → ${stored(name)}`)]
        .map((line) => (line.startsWith("already") ? `${line} (the same photo as IMG_0001 (1).jpg)` : line))
        .sort(),
    )
    expect(sorted(runs[1].stdout)).toEqual(
      [...leftLines, ...lines((file, name) => `already in the event: ${file} = ${stored(name)}`)].sort(),
    )
    expect(runs.map(({ stdout }) => stdout.trim().split("\n").at(-1))).toEqual([
      `4 photo(s) added to data/events/${slug}.yaml, 1 already there, 4 file(s) left out that are no photos, 2 photo(s) left out: see above for what to do; replace the automatic descriptions (npm run launch-check lists them)`,
      `0 photo(s) added to data/events/${slug}.yaml, 5 already there, 4 file(s) left out that are no photos, 2 photo(s) left out: see above for what to do`,
    ])

    // The YAML and the folder agree, and the build takes them.
    const state = eventState(root, standIns)
    expect(state.named).toEqual(Object.values(photos))
    expect(state.files).toEqual([...state.named].sort())
    expect(new Set(state.marks).size).toBe(4)
    expect(validateDataDir(path.join(root, "data"))).toEqual([])
    // Nothing else changed: not data/, not the folder, not the folder they are in.
    expect(changes(before, snapshot(root))).toEqual(
      [`data/events/${slug}.yaml`, ...Object.values(photos).map((name) => `data/images/events/${slug}/${name}`)].sort(),
    )
  }, 60000)

  it("ends 0 when every photo went in and only no photos were left out", async () => {
    const root = project()
    const folder = phoneFolder(root, {
      "IMG_0001.jpg": await photo("#c33"),
      "VID_0002.mp4": Buffer.from("not even a real video"),
      "notes.txt": Buffer.from("the guest list"),
    })
    const result = await addAlbum(root, folder, slug)
    expect(result.outcomes.map(({ file, kind }) => [file, kind])).toEqual([
      ["IMG_0001.jpg", "added"],
      ["notes.txt", "skipped"],
      ["VID_0002.mp4", "skipped"],
    ])
    expect(albumSummary(slug, result).exitCode).toBe(0)
  })

  it("refuses a slug, folder or event folder that could write outside the event with one line naming what to fix, and writes nothing", async () => {
    const root = project()
    const folder = phoneFolder(root, { "IMG_0001.jpg": await photo("#c33") })
    const before = snapshot(root)
    const notASlug = (slug: string) =>
      `"${slug}" is not an event's slug: give the name of its file in data/events/ without .yaml, e.g. advent-2026`
    const refusals: Array<[string | undefined, string | undefined, string]> = [
      [folder, "../../x", notASlug("../../x")],
      [folder, "events/../..", notASlug("events/../..")],
      [folder, `${root}/x`, notASlug(`${root}/x`)],
      [folder, "advent-2026/../../../x", notASlug("advent-2026/../../../x")],
      [folder, "Advent-2026", notASlug("Advent-2026")],
      [folder, "", usage],
      [undefined, undefined, usage],
      [
        folder,
        "no-such-event",
        "data/events/no-such-event.yaml does not exist: give an existing event's slug, or create the event first",
      ],
      [path.join(root, "nowhere"), slug, `${root}/nowhere is not a folder: give the folder that holds the photos`],
      [
        photoDir(root),
        slug,
        `${photoDir(root)} is inside data/: give the folder the photos were copied to from the phone`,
      ],
    ]
    for (const [from, to, message] of refusals) {
      await expect(addAlbum(root, from, to)).rejects.toEqual(new AlbumStop(message))
    }
    // The event's photo folder a link to elsewhere: refused before anything is written through it.
    const elsewhere = fs.mkdtempSync(path.join(root, "elsewhere-"))
    fs.renameSync(photoDir(root), path.join(elsewhere, slug))
    fs.symlinkSync(path.join(elsewhere, slug), photoDir(root))
    await expect(addAlbum(root, folder, slug)).rejects.toEqual(
      new AlbumStop(`data/images/events/${slug} is a symbolic link or a file: put the event's photos themselves there`),
    )
    fs.unlinkSync(photoDir(root))
    fs.renameSync(path.join(elsewhere, slug), photoDir(root))
    fs.rmdirSync(elsewhere)
    expect(changes(before, snapshot(root))).toEqual([])

    // The command itself: the message is its last line, without a stack; exit code 1.
    const run = await runAlbum(["--root", root, folder, "../../x"])
    expect([run.code, run.stdout, run.stderr]).toEqual([1, "", `${notASlug("../../x")}\n`])
    expect(changes(before, snapshot(root))).toEqual([])
  }, 30000)

  it("stopped with Ctrl+C half-way: every photo written is named, and the next run adds only the rest", async () => {
    const root = project()
    const files = await manyPhotos()
    const folder = phoneFolder(root, files)
    const standIns = new Set(fs.readdirSync(photoDir(root)))
    const stopped = await runAlbum(["--root", root, folder, slug], (child) => child.kill("SIGINT"))
    expect(stopped.code).toBe(1)
    expect(stopped.stdout).toMatch(
      /stopping after the photo being written …\n(.|\n)*stopped by Ctrl\+C: run it again to add the rest\n$/,
    )
    const half = eventState(root, standIns)
    expect(half.named.length).toBeGreaterThan(0)
    expect(half.named.length).toBeLessThan(many.length)
    expect(half.files).toEqual([...half.named].sort())
    expect(validateDataDir(path.join(root, "data"))).toEqual([])

    const rest = await runAlbum(["--root", root, folder, slug])
    expect([rest.code, rest.stdout.match(/^already in the event: /gm)?.length]).toEqual([0, half.named.length])
    const whole = eventState(root, standIns)
    expect(whole.named).toEqual(many.map((name) => `${name.toLowerCase().replace("_", "-")}.jpg`))
    expect(whole.files).toEqual(whole.named)
  }, 120000)

  it("killed half-way: every photo the YAML names exists, and the next run names what was written and writes the rest", async () => {
    const root = project()
    const files = await manyPhotos()
    const folder = phoneFolder(root, files)
    const standIns = new Set(fs.readdirSync(photoDir(root)))
    const killed = await runAlbum(["--root", root, folder, slug], (child) => child.kill("SIGKILL"))
    expect(killed.signal).toBe("SIGKILL")
    const half = eventState(root, standIns)
    expect(half.named.length).toBeLessThan(many.length)
    // The build takes the event: every photo named is there.
    expect(validateDataDir(path.join(root, "data"))).toEqual([])
    // Written but not named: at most the photo being written when the kill came.
    expect(half.files.filter((name) => !half.named.includes(name)).length).toBeLessThanOrEqual(1)

    const rest = await runAlbum(["--root", root, folder, slug])
    expect(rest.code).toBe(0)
    const whole = eventState(root, standIns)
    expect(whole.named).toEqual(many.map((name) => `${name.toLowerCase().replace("_", "-")}.jpg`))
    expect(whole.files).toEqual(whole.named)
    expect(new Set(whole.marks).size).toBe(many.length)
  }, 120000)

  it("names a photo a killed run wrote but did not name, instead of writing it again, and removes its temporary files", async () => {
    const root = project()
    const folder = phoneFolder(root, { "IMG_0001.jpg": await photo("#c33"), "IMG_0002.jpg": await photo("#3c3") })
    const standIns = new Set(fs.readdirSync(photoDir(root)))
    const yaml = fs.readFileSync(yamlOf(root), "utf8")
    await addAlbum(root, folder, slug)
    // As the kill leaves it between a photo's file and the YAML naming it, with the next photo half-written.
    fs.writeFileSync(yamlOf(root), yaml)
    fs.rmSync(path.join(photoDir(root), "img-0002.jpg"))
    fs.writeFileSync(path.join(photoDir(root), ".img-0002.jpg.album-part"), "half a photo")
    fs.writeFileSync(path.join(root, "data/events", `.${slug}.yaml.album-part`), "half a file")

    const again = await addAlbum(root, folder, slug)
    expect(again.outcomes).toEqual([
      { file: "IMG_0001.jpg", kind: "added", detail: `data/images/events/${slug}/img-0001.jpg` },
      { file: "IMG_0002.jpg", kind: "added", detail: `data/images/events/${slug}/img-0002.jpg` },
    ])
    expect(eventState(root, standIns)).toMatchObject({
      named: ["img-0001.jpg", "img-0002.jpg"],
      files: ["img-0001.jpg", "img-0002.jpg"],
    })
    expect(fs.readdirSync(path.join(root, "data/events")).filter((name) => name.startsWith("."))).toEqual([])
  })

  it.each([
    ["the event's YAML", (file: string) => file.endsWith(`${slug}.yaml.album-part`)],
    ["a photo", (file: string) => file.endsWith("img-0002.jpg.album-part")],
  ])(
    "a disk error writing %s half-way: stops with what to do, the photo undone, the ones before named",
    async (_, failing) => {
      const root = project()
      const folder = phoneFolder(root, {
        "IMG_0001.jpg": await photo("#c33"),
        "IMG_0002.jpg": await photo("#3c3"),
        "IMG_0003.jpg": await photo("#33c"),
      })
      const standIns = new Set(fs.readdirSync(photoDir(root)))
      const writeFileSync = fs.writeFileSync
      let writes = 0
      const spy = jest.spyOn(fs, "writeFileSync").mockImplementation((...args: Parameters<typeof fs.writeFileSync>) => {
        const file = args[0]
        if (typeof file === "string" && failing(file) && writes++ === (file.endsWith(".yaml.album-part") ? 1 : 0))
          throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })
        return writeFileSync(...args)
      })
      try {
        await expect(addAlbum(root, folder, slug)).rejects.toEqual(
          new AlbumStop(
            `stopped at IMG_0002.jpg: ENOSPC: no space left on device, write; the 1 photo(s) added before it are in data/events/${slug}.yaml and data/images/events/${slug}/. Fix that and run it again: it adds only the rest`,
          ),
        )
      } finally {
        spy.mockRestore()
      }
      const state = eventState(root, standIns)
      expect(state).toEqual({ named: ["img-0001.jpg"], files: ["img-0001.jpg"], marks: [expect.any(String)] })
      expect(fs.readdirSync(path.join(root, "data/events")).filter((name) => name.includes("album-part"))).toEqual([])
      expect(validateDataDir(path.join(root, "data"))).toEqual([])
    },
  )
})
