/** The photos the editor writes with an entry: exactly those it names (src/cms/entry-photos.ts). */
import fs from "fs"
import path from "path"
import {
  draftFiles,
  namedAssets,
  photosNamedBy,
  photosNoLongerNamed,
  writingOnlyNamedPhotos,
} from "../../src/cms/entry-photos"
import { collections } from "../../src/content/collections"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"

const documents = readSchemaDocuments()
const root = path.resolve(__dirname, "../..")
const events = collections.find((collection) => collection.name === "events")!

/** An event as Decap serializes it: the cover and two gallery photos. */
const raw = `# yaml-language-server: $schema=../../schemas/event.schema.json
slug: sommerfest-2027
start: "2027-07-02 18:00"
cover:
  image: ../images/events/sommerfest-2027/cover.jpg
  alt: { de: Der Hof, en: The courtyard }
photos:
  - image: ../images/events/sommerfest-2027/pxl-20261120-181512345-mp.jpg
    alt: { de: Foto 1, en: Photo 1 }
  - image: ../images/events/sommerfest-2027/cover-2.jpg
    alt: { de: Foto 2, en: Photo 2 }
`
const file = { path: "data/events/sommerfest-2027.yaml", raw }
const folder = "data/images/events/sommerfest-2027"

describe("the photos an entry's file names", () => {
  it("are its image fields' paths, in the repository", () => {
    expect(photosNamedBy(documents, file)).toEqual([
      `${folder}/cover.jpg`,
      `${folder}/pxl-20261120-181512345-mp.jpg`,
      `${folder}/cover-2.jpg`,
    ])
  })

  it("are found in every real entry with photos, each a file on disk", () => {
    const named = fs.readdirSync(path.join(root, "data/events")).flatMap((name) => {
      const at = `data/events/${name}`
      return photosNamedBy(documents, { path: at, raw: fs.readFileSync(path.join(root, at), "utf8") }) ?? []
    })
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((photo) => !fs.existsSync(path.join(root, photo)))).toEqual([])
  })
})

describe("the files written with an entry", () => {
  it("are the photos it names: one chosen and removed again before saving is not written", () => {
    const assets = [
      { path: `${folder}/pxl-20261120-181512345-mp.jpg` },
      // Chosen, then removed from the list.
      { path: `/${folder}/pxl-20261120-181533017-mp.jpg` },
      { path: `/${folder}/cover-2.jpg` },
      { path: `${folder}/cover.jpg` },
    ]
    expect(namedAssets(documents, [file], assets)).toEqual([assets[0], assets[2], assets[3]])
  })

  it("are all kept when a file cannot be read or belongs to no collection: nothing is dropped on a guess", () => {
    const assets = [{ path: `${folder}/a.jpg` }]
    expect(namedAssets(documents, [{ path: file.path, raw: "photos: [" }], assets)).toEqual(assets)
    expect(namedAssets(documents, [{ path: "data/unknown/x.yaml", raw }], assets)).toEqual(assets)
  })
})

describe("the photos a save without drafts deletes (npm run cms)", () => {
  const removed = `${folder}/pxl-20261120-181512345-mp.jpg`
  // The first gallery photo removed, the cover moved to another folder's photo.
  const after = {
    path: file.path,
    raw: raw.replace(/ {2}- image: \S+pxl\S+\n.*\n/, "").replace("sommerfest-2027/cover.jpg", "carnival-2025/1.jpg"),
  }

  it("are those of its own folder it named before and names no more, none a second time", () => {
    expect(photosNamedBy(documents, after)).toEqual(["data/images/events/carnival-2025/1.jpg", `${folder}/cover-2.jpg`])
    expect(photosNoLongerNamed(documents, file, after, [])).toEqual([`${folder}/cover.jpg`, removed])
    expect(photosNoLongerNamed(documents, after, after, [])).toEqual([])
  })

  it("keep a photo another entry names, and every photo when a file cannot be read", () => {
    const partner = {
      path: "data/partners/da-tano.yaml",
      raw: `images:\n  - ../images/events/sommerfest-2027/cover.jpg\n`,
    }
    expect(photosNoLongerNamed(documents, file, after, [partner])).toEqual([removed])
    expect(photosNoLongerNamed(documents, file, after, [{ path: partner.path, raw: "images: [" }])).toEqual([])
    expect(photosNoLongerNamed(documents, { path: file.path, raw: "photos: [" }, after, [])).toEqual([])
    expect(
      photosNoLongerNamed(
        documents,
        file,
        { ...after, raw: after.raw.replace("slug: sommerfest-2027", "slug: ../x") },
        [],
      ),
    ).toEqual([])
  })
})

describe("the photos publishing a draft deletes (the editor on the live site)", () => {
  /** A backend with drafts as Decap's GitHub one behaves: a save goes to the entry's branch, publishing merges it. */
  class Drafts {
    main = new Map<string, string>([[file.path, raw]])
    branch = new Map<string, string>()
    deleted: string[][] = []
    async persistEntry(entry: { dataFiles: { path: string; raw: string }[]; assets: unknown[] }, _options: unknown) {
      for (const dataFile of entry.dataFiles) this.branch.set(dataFile.path, dataFile.raw)
    }
    async publishUnpublishedEntry(_collection: string, _slug: string) {
      for (const [at, text] of this.branch) this.main.set(at, text)
      this.branch.clear()
    }
    async getEntry(at: string) {
      if (!this.main.has(at)) throw new Error(`${at}: not found`)
      return { data: this.main.get(at)! }
    }
    async entriesByFolder(folder: string) {
      return [...this.main]
        .filter(([at]) => at.startsWith(`${folder}/`))
        .map(([at, text]) => ({ data: text, file: { path: at, raw: text } }))
    }
    async deleteFiles(paths: string[]) {
      this.deleted.push(paths)
    }
  }
  const after = { path: file.path, raw: raw.replace(/ {2}- image: \S+pxl\S+\n.*\n/, "") }

  it("a photo of the published entry the draft removed goes when the draft is published, not before", async () => {
    const forgotten: string[][] = []
    const backend = new (writingOnlyNamedPhotos(Drafts, documents, (paths) => forgotten.push(paths)))()
    await backend.persistEntry({ dataFiles: [after], assets: [] }, { useWorkflow: true, commitMessage: "draft" })
    expect(backend.deleted).toEqual([])
    await backend.publishUnpublishedEntry("events", "sommerfest-2027")
    expect(backend.deleted).toEqual([[`${folder}/pxl-20261120-181512345-mp.jpg`]])
    expect(forgotten).toEqual(backend.deleted)
  })

  it("a new entry's publishing deletes nothing", async () => {
    const backend = new (writingOnlyNamedPhotos(Drafts, documents, () => undefined))()
    backend.main.clear()
    await backend.persistEntry({ dataFiles: [after], assets: [] }, { useWorkflow: true, commitMessage: "draft" })
    await backend.publishUnpublishedEntry("events", "sommerfest-2027")
    expect(backend.deleted).toEqual([])
  })
})

describe("what the save check knows of an entry's photos", () => {
  const data = { slug: "carnival-2025" }
  const onDisk = { path: "data/images/events/carnival-2025/1.jpg", id: "x", draft: false }
  const uploaded = { path: "/data/images/events/carnival-2025/pxl-1.jpg", id: "y", draft: true }

  it("is the draft's files and the folders Decap listed: the entry's own, once it is saved", () => {
    expect(draftFiles(events, data, [onDisk, uploaded], false)).toEqual({
      paths: [onDisk.path, "data/images/events/carnival-2025/pxl-1.jpg"],
      folders: ["data/images/events/carnival-2025"],
    })
    // A new entry's folder was not listed when it opened (its address was empty): only what Decap found counts.
    expect(draftFiles(events, data, [uploaded], true).folders).toEqual([])
    expect(draftFiles(events, data, [], false).folders).toEqual(["data/images/events/carnival-2025"])
  })
})
