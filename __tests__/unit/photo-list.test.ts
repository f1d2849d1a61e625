/** The rules of the editor's photo lists (src/cms/photo-list.ts) and of photos not yet described. */
import { automaticDescription, isAutomaticDescription } from "../../src/content/photo-descriptions"
import {
  alreadyListed,
  galleryForFile,
  moved,
  namesIn,
  placePhoto,
  progressText,
  resolveFolder,
  shownDescription,
  undescribedCount,
  uniquePhotoName,
} from "../../src/cms/photo-list"

describe("a photo list's folder", () => {
  it("fills in the entry's values as Decap does, and refuses while one is empty or not a plain name", () => {
    expect(resolveFolder("../images/events/{{fields.slug}}", { slug: "sommerfest-2027" })).toBe(
      "../images/events/sommerfest-2027",
    )
    expect(resolveFolder("../images/partners/{{id}}", { id: "miyako" })).toBe("../images/partners/miyako")
    expect(resolveFolder("images/home", {})).toBe("images/home")
    for (const slug of [undefined, "", "Sommer Fest", "../x", "a/b", 7])
      expect([slug, resolveFolder("../images/events/{{fields.slug}}", { slug })]).toEqual([slug, undefined])
  })
})

describe("a stored photo's name", () => {
  it("is safe and never one the list or the same upload already has", () => {
    const taken = namesIn([{ image: "../images/events/x/img-0001.jpg" }, { image: "../images/events/x/foto.jpg" }])
    expect(uniquePhotoName("IMG_0001.JPG", taken)).toBe("img-0001-2.jpg")
    taken.add("img-0001-2.jpg")
    expect(uniquePhotoName("img_0001.jpeg", taken)).toBe("img-0001-3.jpg")
    expect(uniquePhotoName("Foto 2 Ü.png", taken)).toBe("foto-2-ue.jpg")
    expect(uniquePhotoName("😀.jpg", taken)).toBe("foto-2.jpg")
  })
})

describe("a photo chosen, chosen again, removed and chosen once more", () => {
  // As the entry's draft knows its folder: the cover on disk, and one phone photo uploaded (Decap's id: its content).
  const folder = "../images/events/sommerfest-2027"
  const cover = { name: "cover.jpg", id: "c0ve7" }
  const pxl = { name: "pxl-20261120-181512345-mp.jpg", id: "a1b2" }

  it("is known by its content: the list's photo is kept once, and said so", () => {
    const items = [{ image: `${folder}/${pxl.name}` }]
    expect(placePhoto("PXL_20261120_181512345.MP.jpg", [pxl.id], items, [cover, pxl])).toEqual({
      kind: "listed",
      index: 0,
    })
    // Renamed on the phone, the same photo is still the same.
    expect(placePhoto("Sommerfest.jpg", [pxl.id], items, [cover, pxl])).toEqual({ kind: "listed", index: 0 })
    expect(alreadyListed(0, pxl.name)).toBe(
      "schon in der Liste als Foto 1 (pxl-20261120-181512345-mp.jpg), es bleibt einmal darin / already in the list as photo 1 (pxl-20261120-181512345-mp.jpg), kept once",
    )
  })

  it("is named again without a second file once removed, and a gallery photo like the cover is named so", () => {
    // Removed from the list: its file is still in the draft, and comes back under its own name.
    expect(placePhoto("PXL_20261120_181512345.MP.jpg", [pxl.id], [], [cover, pxl])).toEqual({
      kind: "named",
      name: pxl.name,
    })
    expect(placePhoto("Cover.JPG", [cover.id], [], [cover, pxl])).toEqual({ kind: "named", name: "cover.jpg" })
    // A folder holding the same photo twice (by hand): the one the list names is the one it is.
    const copy = { name: "pxl-copy.jpg", id: pxl.id }
    expect(placePhoto("x.jpg", [pxl.id], [{ image: `${folder}/${pxl.name}` }], [copy, cover, pxl])).toEqual({
      kind: "listed",
      index: 0,
    })
  })

  it("is stored under a name nothing in the folder or the list has when its content is new", () => {
    // "Cover.JPG" beside the cover "cover.jpg": the cover stays, the new photo is "cover-2.jpg".
    expect(placePhoto("Cover.JPG", ["n3w"], [], [cover])).toEqual({ kind: "new", name: "cover-2.jpg" })
    // Another photo under the same phone name (a second camera's), and a name only the list has (its file missing).
    expect(placePhoto("PXL_20261120_181512345.MP.jpg", ["0th3r"], [], [cover, pxl])).toEqual({
      kind: "new",
      name: "pxl-20261120-181512345-mp-2.jpg",
    })
    expect(placePhoto("IMG_0001.JPG", ["n3w"], [{ image: `${folder}/img-0001.jpg` }], [])).toEqual({
      kind: "new",
      name: "img-0001-2.jpg",
    })
  })
})

describe("the progress line", () => {
  it("counts what is done apart from what was refused or was already in the list", () => {
    expect(progressText(3, 13)).toBe("3 von 13 Fotos fertig / 3 of 13 photos done")
    expect(progressText(10, 13, 2, 1)).toBe(
      "10 von 13 Fotos fertig, 1 schon in der Liste, 2 abgelehnt / 10 of 13 photos done, 1 already in the list, 2 refused",
    )
  })
})

describe("reordering", () => {
  it("moves one item, clamped to the list, and leaves the list as it was", () => {
    const list = ["a", "b", "c", "d"]
    expect(moved(list, 3, 0)).toEqual(["d", "a", "b", "c"])
    expect(moved(list, 0, 1)).toEqual(["b", "a", "c", "d"])
    expect(moved(list, 1, -5)).toEqual(["b", "a", "c", "d"])
    expect(moved(list, 1, 99)).toEqual(["a", "c", "d", "b"])
    expect(moved(list, 9, 0)).toEqual(list)
    expect(list).toEqual(["a", "b", "c", "d"])
  })
})

describe("photos not yet described", () => {
  const title = { de: "Sommerfest 2027", en: "Summer party 2027" }

  it("get the automatic description of their place, renumbered as they move; a description of their own stays", () => {
    const items = [
      { image: "a.jpg" },
      { image: "b.jpg", alt: { de: "Der Hof", en: "" } },
      { image: "c.jpg", alt: automaticDescription(title, 1), caption: { de: "Prost", en: "Cheers" } },
    ]
    expect(galleryForFile(items, title)).toEqual([
      { image: "a.jpg", alt: { de: "Sommerfest 2027, Foto 1", en: "Summer party 2027, photo 1" } },
      // One language typed: kept as it is, so the save check asks for the other.
      { image: "b.jpg", alt: { de: "Der Hof", en: "" } },
      {
        image: "c.jpg",
        alt: { de: "Sommerfest 2027, Foto 3", en: "Summer party 2027, photo 3" },
        caption: { de: "Prost", en: "Cheers" },
      },
    ])
    expect(undescribedCount(items)).toBe(2)
    expect(galleryForFile([{ image: "a.jpg" }], undefined)).toEqual([
      { image: "a.jpg", alt: { de: "Foto 1 der Veranstaltung", en: "Photo 1 of the event" } },
    ])
  })

  it("show empty boxes (the automatic text is their placeholder) and are told from a description of one's own", () => {
    expect(shownDescription(automaticDescription(title, 4))).toEqual({ de: "", en: "" })
    expect(shownDescription({ de: "Der Hof", en: "The yard" })).toEqual({ de: "Der Hof", en: "The yard" })
    expect(isAutomaticDescription(undefined)).toBe(true)
    expect(isAutomaticDescription({ de: " ", en: "" })).toBe(true)
    expect(isAutomaticDescription({ de: "Foto 12 der Veranstaltung", en: "Photo 12 of the event" })).toBe(true)
    // What an editor may well type is theirs.
    expect(isAutomaticDescription({ de: "Foto 1", en: "Photo 1" })).toBe(false)
    expect(isAutomaticDescription({ de: "Tanz, Foto 2", en: "" })).toBe(false)
    expect(isAutomaticDescription({ de: "Unser bestes Foto 2", en: "Our best photo 2" })).toBe(false)
    expect(isAutomaticDescription({ de: "Gäste mit Fotos 2", en: "Guests, photo 2" })).toBe(false)
  })
})
