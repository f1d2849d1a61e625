import { editorOf, opensAnotherEntry, routeOfHash } from "../../src/cms/entry-routes"

describe("the admin's editor addresses", () => {
  it("reads the route of the address's hash, decoded", () => {
    expect(routeOfHash("#/collections/partners/entries/miyako")).toBe("/collections/partners/entries/miyako")
    expect(routeOfHash("#collections/events/entries/f%C3%BCnf")).toBe("/collections/events/entries/fünf")
    expect(routeOfHash("#/collections/events/entries/100%")).toBe("/collections/events/entries/100%")
    expect(routeOfHash("")).toBe("/")
  })

  it("names the entry an editor address opens, whichever way it is written", () => {
    expect(editorOf("/collections/partners/entries/miyako")).toBe("partners/miyako")
    expect(editorOf("/collections/partners/entries/miyako/")).toBe("partners/miyako")
    expect(editorOf("/edit/partners/miyako")).toBe("partners/miyako")
    expect(editorOf("/collections/home/entries/home")).toBe("home/home")
    expect(editorOf("/collections/events/new")).toBe("events/new")
    expect(editorOf("/collections/events/new?title=x")).toBe("events/new?title=x")
    for (const other of ["/", "/collections/partners", "/collections/partners/filter/x", "/workflow", "/search/x"])
      expect([other, editorOf(other)]).toEqual([other, undefined])
  })

  it("needs a fresh load only from one editor to another entry's", () => {
    const daTano = "/collections/partners/entries/da-tano"
    expect(opensAnotherEntry(daTano, "/collections/partners/entries/miyako")).toBe(true)
    expect(opensAnotherEntry(daTano, "/collections/home/entries/home")).toBe(true)
    expect(opensAnotherEntry("/collections/ui/entries/de", "/collections/ui/entries/en")).toBe(true)
    expect(opensAnotherEntry(daTano, "/collections/events/new")).toBe(true)
    expect(opensAnotherEntry("/collections/events/new", "/collections/events/entries/carnival-2025")).toBe(true)
    expect(opensAnotherEntry(daTano, "/edit/partners/miyako")).toBe(true)
    // The same entry, or a route Decap loads itself (its collection list mounts the editor afresh).
    expect(opensAnotherEntry(daTano, `${daTano}/`)).toBe(false)
    expect(opensAnotherEntry(daTano, "/edit/partners/da-tano")).toBe(false)
    expect(opensAnotherEntry(daTano, "/collections/partners")).toBe(false)
    expect(opensAnotherEntry("/collections/partners", daTano)).toBe(false)
    expect(opensAnotherEntry("/workflow", daTano)).toBe(false)
  })
})
