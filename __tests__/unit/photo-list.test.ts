/** The rules of the editor's photo lists (src/cms/photo-list.ts) and of photos not yet described. */
import { automaticDescription, isAutomaticDescription } from "../../src/content/photo-descriptions"
import {
  galleryForFile,
  moved,
  namesIn,
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
