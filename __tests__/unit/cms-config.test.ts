import fs from "fs"
import path from "path"
import {
  cmsCollection,
  cmsConfig,
  defaultRepository,
  formats,
  githubRepository,
  localBackendPort,
} from "../../src/cms/config"
import {
  aboveZeroPattern,
  fieldsFromSchema,
  keyOrder,
  type CmsField,
  type SchemaDocuments,
} from "../../src/cms/schema-fields"
import { readSchemaDocuments } from "../../src/gatsby/schema-files"
import {
  collectionNamed,
  collections,
  folderCollectionNamed,
  interfaceWords,
  mediaFoldersOf,
  type Collection,
} from "../../src/content/collections"
import { readChoices, readInterfaceWords } from "../../src/gatsby/site-data"
import { readYaml } from "../../src/gatsby/yaml-file"

const root = path.resolve(__dirname, "../..")
// The previews' names as src/cms/previews/index.ts exports them (read as text: the previews need the admin's React).
const previewNames = Object.fromEntries(
  [...fs.readFileSync(path.join(root, "src/cms/previews/index.ts"), "utf8").matchAll(/^\s+(\w+): \w+Preview,$/gm)].map(
    (match) => [match[1], true],
  ),
)

const documents: SchemaDocuments = readSchemaDocuments()
const choices = readChoices(path.join(root, "data"))
const words = readInterfaceWords()
const config = cmsConfig(documents, "https://www.freiung-passage.at", choices, words)
const collection = (name: string) => config.collections.find((c) => c.name === name)!
const field = (fields: CmsField[] | undefined, ...names: string[]): CmsField => {
  let current: CmsField | undefined
  let list = fields
  for (const name of names) {
    current = list?.find((f) => f.name === name)
    if (!current) throw new Error(`no field ${names.join(".")}`)
    list = current.fields
  }
  return current!
}

function allFields(fields: CmsField[] | undefined): CmsField[] {
  return (fields ?? []).flatMap((f) => [f, ...allFields(f.fields), ...(f.field ? [f.field] : [])])
}

describe("CMS configuration", () => {
  const partners = collection("partners")
  const rooms = collection("rooms")
  const events = collection("events")
  const site = collection("site").files![0]

  it("has a collection for every collection of the table, and the interface words", () => {
    expect(config.collections.map((c) => c.name)).toEqual([...collections.map((c) => c.name), interfaceWords.name])
    expect(partners.folder).toBe("data/partners")
    expect(rooms.folder).toBe("data/rooms")
    expect(events.folder).toBe("data/events")
    expect(site.file).toBe("data/site.yaml")
    expect(partners.identifier_field).toBe("id")
    expect(partners.slug).toBe("{{id}}")
  })

  it("lets editors change the home page's news (add, reorder, remove), the legal pages and the interface words", () => {
    const home = collection("home").files![0]
    expect(home.file).toBe("data/home.yaml")
    const items = field(home.fields, "news", "items")
    expect(items.widget).toBe("list")
    expect(items.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(["title", "text"]))
    const legal = collection("legal")
    expect(legal).toMatchObject({ folder: "data/legal", create: false, delete: false, identifier_field: "slug" })
    expect(field(legal.fields, "sections").widget).toBe("list")
    const ui = collection("ui")
    expect(ui.files!.map((f) => f.file)).toEqual(["locales/de/translation.json", "locales/en/translation.json"])
    expect(ui.files!.map((f) => f.label)).toEqual([
      "Deutsch / German (locales/de/translation.json)",
      "Englisch / English (locales/en/translation.json)",
    ])
    const homeLink = field(ui.files![1].fields, "nav", "homeLink")
    expect(homeLink).toMatchObject({ widget: "string", required: true, hint: "DE: {{name}} – zur Startseite" })
    // English needs no word after a time ("22:00"); German has "Uhr".
    expect(field(ui.files![1].fields, "hours", "clock").required).toBe(false)
    expect(field(ui.files![0].fields, "hours", "clock").required).toBe(true)
  })

  it("lists partners, rooms and legal pages in the site's order, events the newest first", () => {
    expect(partners.sortable_fields![0]).toMatchObject({ field: "order", default_sort: "asc" })
    expect(collection("rooms").sortable_fields![0]).toMatchObject({ field: "order", default_sort: "asc" })
    expect(collection("legal").sortable_fields![0]).toMatchObject({ field: "order", default_sort: "asc" })
    expect(events.sortable_fields![0]).toMatchObject({ field: "start", default_sort: "desc" })
  })

  it("offers a date and time picker for an event's start and end, writing Vienna wall-clock time", () => {
    expect(field(events.fields, "start")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD HH:mm",
      required: true,
    })
    expect(field(events.fields, "end")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD HH:mm",
      required: false,
    })
  })

  it('says "optional" once: Decap adds it to every field that is not required, the labels do not', () => {
    for (const f of config.collections.flatMap((c) => allFields(c.fields ?? c.files!.flatMap((file) => file.fields)))) {
      expect(f.label).not.toMatch(/freiwillig|optional/i)
    }
    expect(field(events.fields, "end").label).toBe("Ende / end")
  })

  it("names only previews the admin has", () => {
    const named = collections.flatMap((c) => (c.editor.preview ? [c.editor.preview] : []))
    expect(named.length).toBeGreaterThan(0)
    for (const name of named) expect(Object.keys(previewNames)).toContain(name)
  })

  it("signs editors in with GitHub through Netlify's OAuth service and commits to the repository's main branch", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: defaultRepository.repo,
      branch: "main",
      base_url: "https://api.netlify.com",
      squash_merges: true,
    })
    // The narrowest scope that writes to a public repository; Decap's default, `repo`, reaches every private one.
    expect(config.backend.auth_scope).toBe("public_repo")
    expect(config.backend.commit_messages.update).toBe(
      'CMS: {{collection}} „{{slug}}“ geändert / {{collection}} "{{slug}}" changed',
    )
    expect(cmsConfig(documents, "https://www.freiung-passage.at", choices, words, "passage/site").backend.repo).toBe(
      "passage/site",
    )
  })

  it("makes every change a draft (a pull request with its deploy preview link) that goes live only when published", () => {
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.show_preview_links).toBe(true)
  })

  it("uses decap-server on localhost (npm run cms), from this computer only", () => {
    // On the admin's own origin (the local site server passes /api/v1 on to decap-server), so the policy needs no http: source.
    expect(config.local_backend).toEqual({
      url: "http://localhost:9000/api/v1",
      allowed_hosts: ["localhost", "127.0.0.1"],
    })
    expect(localBackendPort).toBe(8081)
  })

  it("reads the repository from Netlify's REPOSITORY_URL", () => {
    expect(githubRepository("https://github.com/freiung/passage-site")).toBe("freiung/passage-site")
    expect(githubRepository("git@github.com:freiung/passage.site.git")).toBe("freiung/passage.site")
    expect(githubRepository("https://gitlab.com/freiung/passage-site")).toBeUndefined()
    expect(githubRepository(undefined)).toBeUndefined()
  })

  it("asks for every field of each schema, in the schema's order, each with a label and a hint", () => {
    for (const [fields, file] of [
      [partners.fields, "partner.schema.json"],
      [rooms.fields, "room.schema.json"],
      [events.fields, "event.schema.json"],
      [site.fields, "site.schema.json"],
    ] as const) {
      expect(fields!.map((f) => f.name)).toEqual(Object.keys(documents[file].properties!))
      for (const f of allFields(fields)) {
        expect(f.label).toMatch(/ \/ /) // "Deutsch / English"
        // A hidden field (the site's address, pinned in the code) shows nothing to hint at.
        if (f.widget !== "hidden") expect(f.hint).toMatch(/ \/ /)
      }
    }
  })

  it("has hints written for a form, not for YAML", () => {
    const hints = config.collections.flatMap((c) => [
      ...allFields(c.fields),
      ...(c.files ?? []).flatMap((f) => allFields(f.fields)),
    ])
    for (const f of hints) {
      expect(f.hint ?? "").not.toMatch(/`|Anführungszeichen|in quotes|Klammern|brackets/)
    }
  })

  it("marks exactly the schema's required fields as required", () => {
    const required = documents["partner.schema.json"].required!
    // A list the schema lets be empty ("openingHours: []": no fixed hours) is optional in the form (Decap takes a
    // required list to need an entry) and starts as [], so the file keeps the key the build requires.
    const mayBeEmpty = ["openingHours"]
    for (const f of partners.fields!)
      expect([f.name, f.required]).toEqual([f.name, required.includes(f.name) && !mayBeEmpty.includes(f.name)])
    expect(field(partners.fields, "openingHours")).toMatchObject({ widget: "list", required: false, default: [] })
    expect(field(partners.fields, "website").required).toBe(false)
    // An optional object's parts are optional in the form too (Decap would demand them even with the whole left
    // empty); the save check refuses one filled in partly (cms-save-checks.test.ts).
    expect(field(partners.fields, "phone").required).toBe(false)
    expect(field(partners.fields, "phone", "href").required).toBe(false)
    expect(field(events.fields, "album", "url").required).toBe(false)
    // A list's entries keep their required parts (a photo list's are its widget's, PhotoListWidget.tsx).
    expect(field(partners.fields, "openingHours", "days").required).toBe(true)
  })

  it("writes German and English side by side in one bilingual field", () => {
    expect(field(partners.fields, "description").widget).toBe("bilingual")
    const features = field(rooms.fields, "features")
    expect(features).toMatchObject({ widget: "bilingualList", min: 1, required: true })
  })

  it("offers the seven weekdays and checks times like the build", () => {
    const hours = field(partners.fields, "openingHours")
    expect(hours.widget).toBe("list")
    const days = field(hours.fields, "days")
    expect(days).toMatchObject({ widget: "select", multiple: true, min: 1, required: true })
    expect(days.options!.map((o) => o.value)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    const closes = field(hours.fields, "closes")
    const [pattern, message] = closes.pattern!
    expect(new RegExp(pattern).test("24:00")).toBe(true)
    expect(new RegExp(pattern).test("9:00")).toBe(false)
    expect(message).toMatch(/HH:MM/)
    expect(new RegExp(field(hours.fields, "opens").pattern![0]).test("24:00")).toBe(false)
  })

  it("checks numbers and intervals like the build", () => {
    expect(field(partners.fields, "homeCarouselInterval")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1000,
    })
    const price = field(rooms.fields, "pricePerDay")
    expect(price).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
      label: "Preis pro Tag / price per day (euros)",
    })
    expect(price.pattern).toEqual([aboveZeroPattern, "must be more than 0"])
    expect(new RegExp(aboveZeroPattern).test("0")).toBe(false)
    expect(new RegExp(aboveZeroPattern).test("0.00")).toBe(false)
    expect(new RegExp(aboveZeroPattern).test("384.5")).toBe(true)
    expect(field(site.fields, "copyrightYear")).toMatchObject({ value_type: "int", min: 2000, max: 2100 })
    expect(field(site.fields, "ui", "revealThreshold")).toMatchObject({ value_type: "float", min: 0, max: 1 })
  })

  it("checks e-mail addresses and web addresses like the build", () => {
    const email = new RegExp(field(partners.fields, "email").pattern![0])
    expect(email.test("Office@Example.at")).toBe(true)
    expect(email.test("office@")).toBe(false)
    // A plain address: nothing a mailto: link would read as more headers or recipients.
    expect(email.test("office@example.at?bcc=spy@evil.example")).toBe(false)
    expect(email.test("a@b.at,spy@evil.example")).toBe(false)
    expect(email.test('"office"@example.at')).toBe(false)
    const website = new RegExp(field(partners.fields, "website").pattern![0])
    expect(website.test("https://www.example.at")).toBe(true)
    expect(website.test("http://www.example.at")).toBe(false)
    expect(website.test("https://www.exa mple.at")).toBe(false)
    // The site's address is the code's (src/content/site-address.ts): kept in the file, offered to no one.
    expect(field(site.fields, "siteUrl")).toEqual({ name: "siteUrl", label: expect.any(String), widget: "hidden" })
    expect(website.test("https://*/x")).toBe(false)
    expect(website.test("https://evil.example;script-src/")).toBe(false)
    // The map: OpenStreetMap's embed only, the same pattern as the build's.
    // A legal page's address: none the site already uses, the language prefix /en/ included.
    const [slugPattern, slugMessage] = field(collection("legal").fields, "slug").pattern!
    expect(new RegExp(slugPattern).test("privacy")).toBe(true)
    for (const taken of ["partners", "admin", "en", "party-rooms"])
      expect(new RegExp(slugPattern).test(taken)).toBe(false)
    expect(slugMessage).toContain("not an address the site already uses")
    const embed = new RegExp(field(site.fields, "map", "embedUrl").pattern![0])
    expect(embed.test("https://www.openstreetmap.org/export/embed.html?bbox=14.02%2C48.15&layer=mapnik")).toBe(true)
    expect(embed.test("https://evil.example/export/embed.html?bbox=1")).toBe(false)
  })

  it("uploads photos into the folders the site reads and writes paths relative to the YAML file", () => {
    // The first photo: Decap's image field, offering the photos of the list beside it (no second upload).
    expect(field(partners.fields, "image")).toMatchObject({
      widget: "galleryImage",
      gallery: "images",
      media_folder: "/data/images/partners/{{id}}",
      public_folder: "../images/partners/{{id}}",
    })
    // Many photos in one go; a partner may have none yet, a room not.
    expect(field(partners.fields, "images")).toMatchObject({
      widget: "photoList",
      required: false,
      media_folder: "/data/images/partners/{{id}}",
    })
    expect(field(partners.fields, "images").min).toBeUndefined()
    expect(field(rooms.fields, "images")).toMatchObject({ min: 1, required: true })
    expect(field(partners.fields, "images").describe).toBeUndefined()
    expect(field(rooms.fields, "images")).toMatchObject({
      widget: "photoList",
      public_folder: "../images/rooms/{{id}}",
    })
    // An event's photos go to a folder of its own, named after its slug (the file's name).
    for (const image of [field(events.fields, "cover", "image"), field(events.fields, "photos")]) {
      expect(image).toMatchObject({
        media_folder: "/data/images/events/{{fields.slug}}",
        public_folder: "../images/events/{{fields.slug}}",
      })
    }
    // What the build accepts as an image path:
    const imagePath = new RegExp(documents["defs.schema.json"].definitions!.imagePath.pattern!)
    expect(imagePath.test("../images/partners/da-tano/neu.jpg")).toBe(true)
    expect(imagePath.test("images/events/neu.jpg")).toBe(true)
  })

  it("gives a collection that names no media folders a folder of its own under data/images/, as the events have", () => {
    const withoutMedia = <C extends Collection>(c: C): C => ({ ...c, editor: { ...c.editor, media: undefined } })
    // The events' folders are the default's: a folder per event, named after its slug.
    expect(mediaFoldersOf(withoutMedia(folderCollectionNamed("events")))).toEqual({
      media_folder: "/data/images/events/{{fields.slug}}",
      public_folder: "../images/events/{{fields.slug}}",
    })
    expect(mediaFoldersOf(withoutMedia(folderCollectionNamed("partners")))).toEqual({
      media_folder: "/data/images/partners/{{fields.id}}",
      public_folder: "../images/partners/{{fields.id}}",
    })
    // A file collection: one folder, the path relative to data/<file>.yaml.
    expect(mediaFoldersOf(withoutMedia(collectionNamed("home")))).toEqual({
      media_folder: "/data/images/home",
      public_folder: "images/home",
    })
    // Its image fields take them: an image field needs no media folders in the table.
    const cover = cmsCollection(withoutMedia(folderCollectionNamed("events")), documents, choices)
    expect(field(cover.fields, "cover", "image")).toMatchObject({
      widget: "galleryImage",
      media_folder: "/data/images/events/{{fields.slug}}",
      public_folder: "../images/events/{{fields.slug}}",
    })
  })

  it("lets editors create and delete events, each a file named after its slug, listed by start", () => {
    expect(events).toMatchObject({
      create: true,
      delete: true,
      extension: "yaml",
      format: formats.events.name,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      summary: "{{start}} – {{title.de}}",
    })
    // Every event file is named after its slug, as the collection's slug template names new ones.
    for (const file of fs.readdirSync(path.join(root, "data/events")))
      expect(readYaml<{ slug: string }>(path.join(root, "data/events", file)).slug + ".yaml").toBe(file)
    expect(field(events.fields, "slug").required).toBe(true)
    expect(field(events.fields, "end").required).toBe(false)
    const start = new RegExp(field(events.fields, "start").pattern![0])
    expect(start.test("2027-02-05 20:00")).toBe(true)
    expect(start.test("5.2.2027 20:00")).toBe(false)
  })

  it("offers the passage and each room as an event's place, as the build accepts them", () => {
    const place = field(events.fields, "place")
    expect(place).toMatchObject({ widget: "select", required: false })
    expect(place.pattern).toBeUndefined()
    const rooms = fs.readdirSync(path.join(root, "data/rooms")).map((file) => file.replace(/\.yaml$/, ""))
    expect(place.options!.map((o) => o.value).sort()).toEqual(["passage", ...rooms].sort())
    expect(place.options![0]).toEqual({ label: "Die Passage / the passage", value: "passage" })
    const cellar = readYaml<{ name: { de: string; en: string } }>(path.join(root, "data/rooms/party-cellar.yaml"))
    expect(place.options).toContainEqual({ label: `${cellar.name.de} / ${cellar.name.en}`, value: "party-cellar" })
  })

  it("gives an event's photos the photo list with a description in both languages each, and the cover their choice", () => {
    const photos = field(events.fields, "photos")
    // The build requires the key but takes an empty list (before the event): the form starts with none and needs none.
    expect(photos).toMatchObject({ widget: "photoList", describe: true, required: false, default: [] })
    expect(field(events.fields, "cover", "image")).toMatchObject({ widget: "galleryImage", gallery: "photos" })
    // A collection without a photo list keeps Decap's image field.
    const images = allFields(collection("home").fields).filter((f) => /image/i.test(f.widget))
    expect(images.map((f) => f.widget)).toEqual(images.map(() => "image"))
  })

  it("lets editors list a room's taken dates: a day, or several days up to the last", () => {
    const taken = field(rooms.fields, "takenDates")
    expect(taken).toMatchObject({ widget: "list", required: false, label: "Belegte Termine / taken dates" })
    expect(taken.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["date", "string", true],
      ["until", "string", false],
    ])
    const date = new RegExp(field(rooms.fields, "takenDates", "date").pattern![0])
    expect(date.test("2026-12-05")).toBe(true)
    expect(date.test("5.12.2026")).toBe(false)
    // The editor's hint speaks of the form, not of YAML.
    expect(taken.hint).not.toMatch(/`/)
  })

  it("fails on a schema keyword it does not know instead of ignoring a rule", () => {
    const changed: SchemaDocuments = JSON.parse(JSON.stringify(documents))
    ;(changed["room.schema.json"].properties!.capacity as Record<string, unknown>).multipleOf = 2
    expect(() => fieldsFromSchema(changed, "room.schema.json", { media_folder: "/x", public_folder: "x" })).toThrow(
      'room.schema.json/capacity: the CMS does not know the schema keyword "multipleOf"',
    )
  })

  it("knows each file's key order and which values are written plain or in brackets", () => {
    const order = keyOrder(documents, formats.partners.schemaFile)
    expect(order.keys).toEqual(Object.keys(documents["partner.schema.json"].properties!))
    expect(order.children!.id.plain).toBe(true)
    expect(order.children!.icon.plain).toBe(true)
    expect(order.children!.images.items!.plain).toBe(true)
    expect(order.children!.name.plain).toBeUndefined()
    expect(order.children!.openingHours.items!.children!.days.flow).toBe(true)
    expect(order.children!.phone.keys).toEqual(["href", "display"])
  })
})
