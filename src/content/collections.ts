/** Every collection of content, declared once. Pure (no file access): it runs in the editor's bundle too. */
import { eventTimesProblems } from "../i18n/event-time"
import { legalPlaceholders, placeholderNames, unknownLegalPlaceholders } from "../i18n/placeholders"
import { eventPath, partnerPath } from "./links"
import { newsletterProblems } from "./newsletter"
import { openingHoursProblems } from "./opening-hours-checks"
import { siteUrlProblems } from "./site-address"
import { takenDatesProblems } from "./taken-dates"
import { dataFolder, homeFile, imagesFolder, localesFolder, planFile, siteFile } from "./data-places"
import { planProblems, unitProblems, type Tenant } from "./plan"
import { namedByHandProblems, statedCountProblem, statedFactProblems } from "./site-facts"
import { emailDisplayProblems } from "./agreeing-fields"
import type { FieldProblem } from "./field-problem"

/** What a check may know beyond the file it checks. */
export interface CheckContext {
  /** Keys of another collection's entries; undefined where unknown (editor, or those files have problems). */
  keysOf(collection: string): readonly string[] | undefined
  /** Addresses the site already owns, by owner; undefined in the editor, where the slug's pattern refuses them. */
  reserved?: ReadonlyMap<string, string>
  /** The entries of another collection (a file collection: its one), as above; none in the editor. */
  entriesOf?(collection: string): readonly Record<string, unknown>[] | undefined
}

export { dataFolder, imagesFolder }

/** Where a collection's image fields upload to and what they write into the YAML. */
export interface MediaFolders {
  /** Repository path the upload goes to: "/data/images/partners/{{id}}". */
  media_folder: string
  /** Path written into the YAML file, relative to it: "../images/partners/{{id}}". */
  public_folder: string
}

/** A page for every entry of a folder collection, in both languages (gatsby-plugin-react-i18next adds /en/). */
export interface CollectionPages {
  /** The page's path without the language prefix, for an entry's key. */
  path: (key: string) => string
  template: string
  /** The order the pages are created in (a GraphQL sort, "{ order: ASC }"); none: GraphQL's order. */
  sort?: string
  /** The page's context carries the build's moment (`builtAt`): what is upcoming is decided as of the build. */
  builtAt?: boolean
}

/** The collection in the browser editor (Decap CMS). */
export interface EditorCollection {
  /** "Partner / partners": German first, the editors' language. */
  label: string
  /** One entry: "Partner / partner". */
  singular?: string
  description: string
  /** Editors may add and remove entries (folder collections). */
  create?: boolean
  delete?: boolean
  /** An entry's line in the list, e.g. "{{order}}. {{name}}". */
  summary?: string
  /** The list's order, as the site shows it, and the other orders an editor may choose. */
  sort?: { field: string; direction: "asc" | "desc"; label: string }
  sortableFields?: string[]
  /** Where its image fields upload to; none: `mediaFoldersOf`'s data/images/<name>/<key>/ (a file collection: data/images/<name>/). */
  media?: MediaFolders
  /** The name of the preview (src/cms/previews/index.ts); none: Decap's list of the fields; false: no preview pane. */
  preview?: string | false
  /** Fields whose value is one of a list the build knows, by field: `{ place: "eventPlaces" }`. */
  choices?: Record<string, string>
  /** Fields the editor keeps as they are and does not show: values pinned in the code (siteUrl). */
  hidden?: readonly string[]
}

/** What every collection declares, wherever its files are. */
interface CollectionBase {
  /** The collection's name: the editor's collection, the keys other checks use ("rooms"). */
  name: string
  /** One entry, in messages: `partner "miyako"`. */
  noun: string
  /** Who needs a missing field: "every partner", "this file". */
  owner: string
  schema: string
  /** The GraphQL node type, as gatsby-transformer-yaml names it (src/gatsby/yaml-type-name.ts). */
  nodeType: string
  /** Names of object types written in place, by pointer within the schema, where the default name is not right. */
  graphqlTypes?: Record<string, string>
  editor: EditorCollection
  /** What a schema cannot say, checked by the build and again before the editor saves. */
  check?: (data: Record<string, unknown>, context: CheckContext) => FieldProblem[]
}

/** A folder of YAML files, one per entry, each named after its key. */
export interface FolderCollection extends CollectionBase {
  folder: string
  /** The field that names an entry and equals its file name. */
  key: "id" | "slug"
  pages?: CollectionPages
}

export interface FileCollection extends CollectionBase {
  file: string
}

/** Content stored as YAML under `dataFolder`. */
export type Collection = FolderCollection | FileCollection

export function isFolderCollection(collection: Collection): collection is FolderCollection {
  return "folder" in collection
}

/** Strings with {{placeholders}} the legal page template does not know. */
function legalPlaceholderProblems(value: unknown, field = ""): FieldProblem[] {
  if (typeof value === "string") {
    return unknownLegalPlaceholders(value).map((name) => [
      field,
      `uses the unknown placeholder {{${name}}}; use one of ${legalPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
    ])
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => legalPlaceholderProblems(item, `${field}[${index}]`))
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, child]) =>
      legalPlaceholderProblems(child, field ? `${field}.${key}` : key),
    )
  }
  return []
}

/** A partner may come before its photos; once it has them, they need their description. */
function partnerPhotoProblems(data: Record<string, unknown>): FieldProblem[] {
  if (!Array.isArray(data.images) || data.images.length === 0 || data.imageAlt !== undefined) return []
  return [
    ["imageAlt", "is missing: a partner with photos needs it – say what the photos show (blind visitors hear it)"],
  ]
}

/** Paths the build, the editor and the host own, which no file under src/pages or static/ shows. */
const ownedElsewhere: Readonly<Record<string, string>> = {
  admin: "the editor (/admin/)",
  api: "the local editor's server (/api/)",
  "page-data": "Gatsby's page data (/page-data/)",
  static: "Gatsby's files (/static/)",
  "dev-404-page": "Gatsby's development 404 page",
}

/** Every first address segment the site already owns, with its owner: a legal page at /<slug>/ may take none. */
export function reservedAddresses(
  pageFiles: readonly string[],
  staticEntries: readonly string[],
  languages: readonly string[],
): Map<string, string> {
  const reserved = new Map<string, string>()
  const add = (name: string, owner: string) => {
    if (name && !reserved.has(name)) reserved.set(name, owner)
  }
  for (const file of pageFiles) {
    const first = file.split(/[\\/]/)[0].replace(/\.[jt]sx?$/, "")
    if (first !== "index") add(first, `a page of the site (src/pages/${file.split("\\").join("/")})`)
  }
  for (const language of languages) add(language, `the language prefix /${language}/`)
  for (const collection of collections) {
    if (!isFolderCollection(collection) || !collection.pages || collection.name === "legal") continue
    add(
      collection.pages.path("x").split("/")[1],
      `the ${collection.noun} pages (${collection.pages.path("<" + collection.key + ">")})`,
    )
  }
  for (const entry of staticEntries) add(entry, `a file or folder in static/ (/${entry})`)
  for (const [name, owner] of Object.entries(ownedElsewhere)) add(name, owner)
  return reserved
}

/** A legal page's address may not be one the site already owns: one page would silently replace the other. */
function legalSlugProblems(data: Record<string, unknown>, context: CheckContext): FieldProblem[] {
  const owner = typeof data.slug === "string" ? context.reserved?.get(data.slug) : undefined
  if (owner === undefined) return []
  const message = `is "${String(data.slug)}", an address the site already uses for ${owner}: choose another slug, e.g. "imprint", and name the file after it`
  return [["slug", message]]
}

/** An event's place is the passage or one of the rooms. */
function eventPlaceProblems(data: Record<string, unknown>, context: CheckContext): FieldProblem[] {
  const place = data.place
  const roomIds = context.keysOf("rooms")
  if (typeof place !== "string" || place === "passage" || !roomIds || roomIds.includes(place)) return []
  const message = `is "${place}", which is neither "passage" nor a room: use "passage" or one of ${roomIds.map((id) => `"${id}"`).join(", ")} (the ids in data/rooms/)`
  return [["place", message]]
}

/** The units of data/plan.yaml, where the plan can be read. */
function planUnits(context: CheckContext): string[] | undefined {
  const units: unknown = context.entriesOf?.("plan")?.[0]?.units
  if (!Array.isArray(units)) return undefined
  return units.flatMap((unit: { id?: unknown } | null) => (typeof unit?.id === "string" ? [unit.id] : []))
}

/** Every partner and room that names a unit, as far as their files can be read. */
function tenantsOf(context: CheckContext): Tenant[] {
  return ["partners", "rooms"].flatMap((name) => {
    const collection = folderCollectionNamed(name)
    return (context.entriesOf?.(name) ?? []).flatMap((entry) => {
      const key = entry[collection.key]
      return typeof entry.unit === "string" && typeof key === "string"
        ? [{ collection: name, noun: collection.noun, key, unit: entry.unit }]
        : []
    })
  })
}

/** Prose naming a room or a partner by hand, as far as their files can be read (none in the editor). */
function byHand(data: Record<string, unknown>, context: CheckContext): FieldProblem[] {
  const named = ["rooms", "partners"].flatMap((name) =>
    (context.entriesOf?.(name) ?? []).map((entry) => ({
      file: `${dataFolder}/${name}/${String(entry.id)}.yaml`,
      names: typeof entry.name === "object" && entry.name ? Object.values(entry.name) : [entry.name],
    })),
  )
  return namedByHandProblems(data, named)
}

/** A partner's or room's unit is one of the plan's and nobody else's (src/content/plan.ts). */
/** How many partners and rooms there are, where the check knows. */
function countsOf(context: CheckContext) {
  return { partnerCount: context.keysOf("partners")?.length, roomCount: context.keysOf("rooms")?.length }
}

function tenantProblems(name: string, data: Record<string, unknown>, context: CheckContext): FieldProblem[] {
  return unitProblems(data.unit, { collection: name, key: data.id }, planUnits(context), tenantsOf(context))
}

export const collections: readonly Collection[] = [
  {
    name: "partners",
    noun: "partner",
    owner: "every partner",
    folder: `${dataFolder}/partners`,
    schema: "partner.schema.json",
    nodeType: "PartnersYaml",
    key: "id",
    pages: { path: partnerPath, template: "src/templates/partner-page.tsx", sort: "{ order: ASC }" },
    editor: {
      label: "Partner / partners",
      singular: "Partner / partner",
      description:
        "Ein Eintrag je Betrieb (data/partners/<id>.yaml): Texte, Öffnungszeiten, Telefon, Website, Fotos. / One entry per business (data/partners/<id>.yaml): texts, opening hours, phone, website, photos.",
      create: true,
      delete: false,
      summary: "{{order}}. {{name}}",
      sort: { field: "order", direction: "asc", label: "Reihenfolge auf der Seite / order on the site" },
      sortableFields: ["name"],
      media: { media_folder: "/data/images/partners/{{id}}", public_folder: "../images/partners/{{id}}" },
      preview: "partner",
      choices: { kind: "partnerKinds", unit: "planUnits" },
    },
    check: (data, context) => [
      ...openingHoursProblems(data),
      ...tenantProblems("partners", data, context),
      ...partnerPhotoProblems(data),
    ],
  },
  {
    name: "rooms",
    noun: "room",
    owner: "every room",
    folder: `${dataFolder}/rooms`,
    schema: "room.schema.json",
    nodeType: "RoomsYaml",
    key: "id",
    editor: {
      label: "Partyräume / party rooms",
      singular: "Partyraum / party room",
      description:
        "Die zwei mietbaren Räume (data/rooms/<id>.yaml): Preis, Größe, Personen, Texte, Fotos, belegte Termine. / The two rooms for hire (data/rooms/<id>.yaml): price, size, capacity, texts, photos, taken dates.",
      create: false,
      delete: false,
      summary: "{{order}}. {{name.de}} / {{name.en}}",
      sort: { field: "order", direction: "asc", label: "Reihenfolge auf der Seite / order on the site" },
      media: { media_folder: "/data/images/rooms/{{id}}", public_folder: "../images/rooms/{{id}}" },
      preview: "room",
      choices: { unit: "planUnits" },
    },
    graphqlTypes: { "properties/takenDates/items": "RoomTakenDate" },
    check: (data, context) => [...takenDatesProblems(data), ...tenantProblems("rooms", data, context)],
  },
  {
    name: "events",
    noun: "event",
    owner: "every event",
    folder: `${dataFolder}/events`,
    schema: "event.schema.json",
    nodeType: "EventsYaml",
    key: "slug",
    graphqlTypes: {
      "properties/cover": "EventCover",
      "properties/photos/items": "EventPhoto",
      "properties/album": "LinkTo",
    },
    pages: { path: eventPath, template: "src/templates/event-page.tsx", sort: "{ start: DESC }", builtAt: true },
    editor: {
      label: "Veranstaltungen / events",
      singular: "Veranstaltung / event",
      description:
        "Eine Datei je Veranstaltung (data/events/<slug>.yaml), jede mit eigener Seite unter /events/<slug>/; ihre Fotos kommen in data/images/events/<slug>/. / One file per event (data/events/<slug>.yaml), each with its own page at /events/<slug>/; its photos go to data/images/events/<slug>/.",
      create: true,
      delete: true,
      summary: "{{start}} – {{title.de}}",
      sort: { field: "start", direction: "desc", label: "Beginn, die neueste zuerst / start, newest first" },
      sortableFields: ["slug"],
      choices: { place: "eventPlaces" },
      preview: "event",
    },
    // Not byHand: an event's texts may name a room or a business, as it was that evening.
    check: (data, context) => [...eventTimesProblems(data), ...eventPlaceProblems(data, context)],
  },
  {
    name: "home",
    noun: "home page",
    owner: "this file",
    file: homeFile,
    schema: "home.schema.json",
    nodeType: "HomeYaml",
    editor: {
      label: "Startseite / home page",
      description:
        "Die Texte der Startseite (data/home.yaml): Begrüßung, über die Passage, Geschichte, Vision, Partner-Einleitung und die Neuigkeiten; {{partnerCount}}, {{partnerKinds}} und {{roomCount}} füllt die Seite aus den Partnern und Räumen. / The home page's texts (data/home.yaml): welcome, about, history, vision, partners intro and the news; the site fills in {{partnerCount}}, {{partnerKinds}} and {{roomCount}} from the partners and rooms.",
      media: { media_folder: "/data/images/hero", public_folder: "images/hero" },
      preview: "home",
    },
    check: (data, context) => [
      ...statedFactProblems(data, {
        ...countsOf(context),
        openingHours: context.entriesOf?.("site")?.[0]?.openingHours,
      }),
      ...byHand(data, context),
    ],
  },
  {
    name: "legal",
    noun: "legal page",
    owner: "every legal page",
    folder: `${dataFolder}/legal`,
    schema: "legal.schema.json",
    nodeType: "LegalYaml",
    key: "slug",
    graphqlTypes: { "properties/sections/items": "LegalSection" },
    pages: { path: (slug) => `/${slug}/`, template: "src/templates/legal-page.tsx", sort: "{ order: ASC }" },
    editor: {
      label: "Rechtliches / legal pages",
      singular: "Rechtliche Seite / legal page",
      description:
        "Datenschutz, Nutzungsbedingungen & Impressum, Barrierefreiheit (data/legal/<slug>.yaml). Platzhalter wie {{name}} oder {{address}} füllt die Seite aus den Website-Fakten. / Privacy, terms & imprint, accessibility (data/legal/<slug>.yaml). Placeholders such as {{name}} or {{address}} are filled in from the site facts.",
      create: false,
      delete: false,
      summary: "{{title.de}} / {{title.en}}",
      sort: { field: "order", direction: "asc", label: "Reihenfolge im Fußbereich / order in the footer" },
      preview: "legal",
    },
    check: (data, context) => [
      ...legalSlugProblems(data, context),
      ...legalPlaceholderProblems(data),
      ...byHand(data, context),
    ],
  },
  {
    name: "plan",
    noun: "plan",
    owner: "this file",
    file: planFile,
    schema: "plan.schema.json",
    nodeType: "PlanYaml",
    graphqlTypes: {
      "properties/levels/items": "PlanLevel",
      "properties/units/items": "PlanUnit",
      "properties/entrances/items": "PlanEntrance",
      "properties/facilities/items": "PlanFacility",
      "properties/stepFreeRoutes/items": "PlanRoute",
    },
    editor: {
      label: "Plan der Passage / plan of the passage",
      description:
        "Geschosse, Flächen, Eingänge, Treppe, Lift, WC und stufenlose Wege (data/plan.yaml). Welcher Betrieb in welcher Fläche ist, steht beim Partner oder Partyraum. / Levels, units, entrances, stairs, lift, toilets and step-free routes (data/plan.yaml). Which business is in which unit is set on the partner or party room.",
      preview: false,
    },
    check: (data, context) => [...planProblems(data), ...byHand(data, context)],
  },
  {
    name: "site",
    noun: "site settings",
    owner: "this file",
    file: siteFile,
    schema: "site.schema.json",
    nodeType: "SiteYaml",
    editor: {
      label: "Website-Fakten / site facts",
      description:
        "Name, Adresse, Telefon, E-Mail, Öffnungszeiten der Passage, Kaution, Newsletter-Anbieter (data/site.yaml). / Name, address, phone, e-mail, the passage's opening hours, deposit, newsletter provider (data/site.yaml).",
      preview: false,
      hidden: ["siteUrl"],
    },
    check: (data, context) => [
      ...openingHoursProblems(data),
      ...newsletterProblems(data),
      ...siteUrlProblems(data),
      ...emailDisplayProblems(data),
      ...statedFactProblems(data, { ...countsOf(context), openingHours: data.openingHours }),
      ...byHand(data, context),
    ],
  },
]

export type { Words } from "../i18n/translate"

/** The word at a dotted key ("nav.homeLink"), or undefined. */
export function wordAt(words: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (group, part) =>
        group !== null && typeof group === "object" ? (group as Record<string, unknown>)[part] : undefined,
      words,
    )
}

/** Every dotted key of a file's words, groups excluded. */
function wordKeys(words: unknown, path = ""): string[] {
  if (words === null || typeof words !== "object" || Array.isArray(words)) return [path]
  return Object.entries(words).flatMap(([key, value]) => wordKeys(value, path ? `${path}.${key}` : key))
}

const placeholdersIn = (text: string): string[] => [...new Set(placeholderNames(text))].sort()

/** The interface words (buttons, menu, headings): one JSON file per language, edited in the browser too. */
export const interfaceWords = {
  name: "ui",
  /** The file of a language, relative to the project's root. */
  file: (language: string) => `${localesFolder}/${language}/translation.json`,
  /** Words a language may leave empty ("Uhr" after a time has no English word). */
  mayBeEmpty: { en: ["hours.clock"] } as Readonly<Record<string, readonly string[]>>,
  editor: {
    label: "Oberflächentexte / interface words",
    description:
      "Knöpfe, Menü, Überschriften und andere Wörter der Seite, je Sprache (locales/<Sprache>/translation.json). Wörter in {{doppelten geschweiften Klammern}} füllt die Seite aus: sie müssen bleiben. / Buttons, menu, headings and other words of the site, per language (locales/<language>/translation.json). Words in {{double braces}} are filled in by the site: keep them.",
  },
  /** The same keys and {{placeholders}} as the other languages, every word filled but `mayBeEmpty`. */
  check(words: unknown, language: string, others: Readonly<Record<string, unknown>>): FieldProblem[] {
    const own = wordKeys(words)
    const problems: FieldProblem[] = []
    for (const [language, other] of Object.entries(others)) {
      for (const key of wordKeys(other).filter((key) => !own.includes(key))) {
        problems.push([
          key,
          `is missing: the site needs this word in every language (${language}: ${JSON.stringify(wordAt(other, key))})`,
        ])
      }
    }
    const problemOf = (key: string): string | undefined => {
      const word = wordAt(words, key)
      const otherWords = Object.values(others)
      if (otherWords.length > 0 && otherWords.every((other) => wordAt(other, key) === undefined))
        return "is not a word the site uses – remove it, or check the spelling of its key"
      if (typeof word !== "string") return `must be a text in quotes (found ${JSON.stringify(word)})`
      if (word.trim() === "" && !interfaceWords.mayBeEmpty[language]?.includes(key)) return "must not be empty"
      const stated = statedCountProblem(word)
      if (stated) return stated
      for (const [otherLanguage, other] of Object.entries(others)) {
        const otherWord = wordAt(other, key)
        if (typeof otherWord !== "string") continue
        const [mine, theirs] = [placeholdersIn(word), placeholdersIn(otherWord)]
        if (mine.join() === theirs.join()) continue
        const shown = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(", ") : "none")
        return `has the placeholders ${shown(mine)}, but the ${otherLanguage} word has ${shown(theirs)}: the site fills in the same ones in every language (found ${JSON.stringify(word)})`
      }
    }
    for (const key of own) {
      const problem = problemOf(key)
      if (problem) problems.push([key, problem])
    }
    return problems
  },
} as const

/** The collection with this name; throws for an unknown one. */
export function collectionNamed(name: string): Collection {
  const collection = collections.find((c) => c.name === name)
  if (!collection) throw new Error(`no collection "${name}" in src/content/collections.ts`)
  return collection
}

/** The folder collection with this name; throws for an unknown one or a file collection. */
export function folderCollectionNamed(name: string): FolderCollection {
  const collection = collectionNamed(name)
  if (!isFolderCollection(collection)) throw new Error(`the collection "${name}" is one file, not a folder`)
  return collection
}

/** The collection a file belongs to, by its path relative to the project's root ("data/partners/miyako.yaml"). */
export function collectionOf(file: string): Collection | undefined {
  const normalized = file.split("\\").join("/")
  return collections.find((collection) => {
    if (!isFolderCollection(collection)) return collection.file === normalized
    const name = normalized.slice(collection.folder.length + 1)
    return normalized.startsWith(`${collection.folder}/`) && !name.includes("/") && name.endsWith(".yaml")
  })
}

/** Where an entry's file is: "data/partners/miyako.yaml", "data/site.yaml". */
export function fileOf(collection: Collection, key?: string): string {
  return isFolderCollection(collection) ? `${collection.folder}/${key ?? `<${collection.key}>`}.yaml` : collection.file
}

/** The glob of a collection's files, as editors' editors take it: "data/partners/*.yaml". */
export function globOf(collection: Collection): string {
  return isFolderCollection(collection) ? `${collection.folder}/*.yaml` : collection.file
}

export function placeOf(collection: Collection): string {
  return isFolderCollection(collection) ? collection.folder : collection.file
}

/** Where a collection's image fields upload to: its `editor.media`, or data/images/<name>/ (per entry: /<key>/). */
export function mediaFoldersOf(collection: Collection): MediaFolders {
  if (collection.editor.media) return collection.editor.media
  const folder = isFolderCollection(collection)
    ? `${imagesFolder}/${collection.name}/{{fields.${collection.key}}}`
    : `${imagesFolder}/${collection.name}`
  // The YAML holds the path relative to the entry's file: up from its folder to the data folder, then down.
  const up = "../".repeat(fileOf(collection, "x").split("/").length - 1 - dataFolder.split("/").length)
  return { media_folder: `/${folder}`, public_folder: `${up}${folder.slice(dataFolder.length + 1)}` }
}

/** Fields GraphQL names otherwise: gatsby-transformer-yaml renames a node's own `id` to `yamlId`. */
export const nodeFieldNames: Readonly<Record<string, string>> = { id: "yamlId" }

export function graphqlKey(collection: FolderCollection): string {
  return nodeFieldNames[collection.key] ?? collection.key
}
