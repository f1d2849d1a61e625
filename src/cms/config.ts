/**
 * The Decap CMS configuration (written to public/admin/config.yml at build time):
 * the backend, the local backend, and one collection per collection of YAML files the
 * editors change in the browser, with the fields generated from the schemas.
 *
 * Pure: it gets the schema documents and returns plain data.
 */
import {
  collections,
  fileOf,
  imagesFolder,
  interfaceWords,
  isFolderCollection,
  mediaFoldersOf,
  wordAt,
  type Collection,
  type Words,
} from "../content/collections"
import type { CmsCollection as DecapCollection, CmsCollectionFile } from "decap-cms-core"
import { fieldsFromSchema, type CmsField, type SchemaDocuments, type SelectOption } from "./schema-fields"

/** Port of `decap-server` (npm run cms); Decap asks it only when the admin runs on localhost. */
import localBackend from "./local-backend.json"

/**
 * decap-server (npm run cms) listens on this port; the admin asks for it on its own
 * origin under localBackend.path, and the front of the local site server passes it on
 * (scripts/netlify-serve.mjs), so the site's one Content-Security-Policy needs no http: source. The URL in
 * config.yml is where `npm run cms` serves the site by default; the admin replaces it with
 * its own origin when it starts (src/cms/index.tsx), whatever the port.
 */
export const localBackendPort = localBackend.port
export const localBackendPath = localBackend.path

/**
 * The GitHub repository the editors' changes go to, and its published branch.
 * TODO(client): the passage's repository on GitHub is not known yet; on Netlify the
 * build takes it from the site's linked repository instead (REPOSITORY_URL, see
 * githubRepository), so this value only matters for builds elsewhere.
 */
export const defaultRepository = { repo: "freiung-passage/website", branch: "main" } as const

/** "owner/name" of a GitHub repository URL (Netlify's REPOSITORY_URL: https://github.com/owner/name or git@github.com:owner/name.git). */
export function githubRepository(url: string | undefined): string | undefined {
  const match = url?.trim().match(/^(?:https:\/\/github\.com\/|git@github\.com:)([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/)
  return match?.[1]
}

/** The schema line of a collection's files: "../../schemas/partner.schema.json" from data/partners/. */
export function schemaLineOf(collection: Collection): string {
  const depth = fileOf(collection, "x").split("/").length - 1
  return `# yaml-language-server: $schema=${"../".repeat(depth)}schemas/${collection.schema}`
}

/**
 * How the editor reads and writes a collection's files (registered in src/cms/index.tsx): one custom format per
 * collection, which writes the file's schema line back and keeps comments (see yaml-format.ts).
 */
export const formats = Object.fromEntries(
  collections.map((collection) => [
    collection.name,
    {
      // Decap's format name, e.g. "yaml-partners".
      name: `yaml-${collection.name}`,
      schemaFile: collection.schema,
      // The file's first line: the schema VS Code reads, relative to the file.
      schemaLine: schemaLineOf(collection),
      // The field that names an entry's file in a folder collection; null for a single file.
      identifier: isFolderCollection(collection) ? collection.key : null,
    },
  ]),
)

/** The interface words' format: JSON as the files are written (two spaces, a final line break), keys in their order. */
export const interfaceWordsFormat = "json-ui"

/** Decap's collection, with this site's fields (its own widgets among them). */
type CmsCollection = Omit<DecapCollection, "fields" | "files"> & {
  fields?: CmsField[]
  files?: Array<Omit<CmsCollectionFile, "fields"> & { fields: CmsField[] }>
}

/** A commit per save that says what changed, in the editors' language. */
const commitMessages = {
  create: 'CMS: neu {{collection}} „{{slug}}“ / new {{collection}} "{{slug}}"',
  update: 'CMS: {{collection}} „{{slug}}“ geändert / {{collection}} "{{slug}}" changed',
  delete: 'CMS: {{collection}} „{{slug}}“ gelöscht / {{collection}} "{{slug}}" deleted',
  uploadMedia: "CMS: Foto {{path}} hochgeladen / photo {{path}} uploaded",
  deleteMedia: "CMS: Foto {{path}} gelöscht / photo {{path}} deleted",
}

/** A collection of src/content/collections.ts as Decap's configuration. */
export function cmsCollection(
  collection: Collection,
  documents: SchemaDocuments,
  lists: Readonly<Record<string, readonly SelectOption[]>>,
): CmsCollection {
  const editor = collection.editor
  const fields = fieldsFromSchema(documents, collection.schema, mediaFoldersOf(collection)).map((field): CmsField => {
    // Kept in the file as it is, offered to no one (src/content/site-address.ts).
    if (editor.hidden?.includes(field.name)) return { name: field.name, label: field.label, widget: "hidden" }
    // A value of a list the build knows (an event's place: the passage or one of the rooms; the build accepts
    // nothing else), as a choice. Left empty, the schema's default holds.
    const list = editor.choices?.[field.name]
    if (!list) return field
    if (!lists[list]) throw new Error(`no list of choices "${list}" for the field "${field.name}"`)
    const { pattern: _pattern, ...rest } = field
    return { ...rest, widget: "select", options: [...lists[list]] }
  })
  const common = {
    name: collection.name,
    label: editor.label,
    description: editor.description,
    format: formats[collection.name].name,
    ...(editor.preview === false ? { editor: { preview: false } } : {}),
  }
  if (!isFolderCollection(collection)) {
    return {
      ...common,
      delete: false,
      files: [{ name: collection.name, label: `${editor.label} (${collection.file})`, file: collection.file, fields }],
    }
  }
  const key = collection.key
  return {
    ...common,
    ...(editor.singular ? { label_singular: editor.singular } : {}),
    folder: collection.folder,
    extension: "yaml",
    create: editor.create ?? false,
    delete: editor.delete ?? false,
    identifier_field: key,
    // {{slug}} would be Decap's own slug of the entry's title: the field is {{fields.slug}}.
    slug: key === "slug" ? "{{fields.slug}}" : `{{${key}}}`,
    ...(editor.summary ? { summary: editor.summary } : {}),
    ...(editor.sort || editor.sortableFields
      ? {
          sortable_fields: [
            ...(editor.sort
              ? [{ field: editor.sort.field, label: editor.sort.label, default_sort: editor.sort.direction }]
              : []),
            ...(editor.sortableFields ?? []),
          ],
        }
      : {}),
    fields,
  }
}

/** A word's field: its key as the label, the other languages' words as the hint. */
function wordFields(words: Words, others: Record<string, Words>, language: string, path = ""): CmsField[] {
  return Object.entries(words).map(([key, value]) => {
    const at = path ? `${path}.${key}` : key
    if (typeof value === "object") {
      return {
        name: key,
        label: key,
        widget: "object",
        collapsed: true,
        fields: wordFields(value, others, language, at),
      }
    }
    const hint = Object.entries(others)
      .map(([other, otherWords]) => `${other.toUpperCase()}: ${String(wordAt(otherWords, at) ?? "–")}`)
      .join(" · ")
    const mayBeEmpty = interfaceWords.mayBeEmpty[language]?.includes(at) ?? false
    return {
      name: key,
      label: key,
      widget: value.length > 70 ? "text" : "string",
      required: !mayBeEmpty,
      ...(hint ? { hint } : {}),
    }
  })
}

/** "Englisch / English": a language's name as the editor's bilingual labels give names (Node's ICU). */
const bilingualLanguageName = (language: string): string =>
  ["de", "en"]
    .map((labelLanguage) => new Intl.DisplayNames([labelLanguage], { type: "language" }).of(language))
    .join(" / ")

/** The interface words of every language, one file each, with the fields of the words each file has. */
export function interfaceWordsCollection(words: Readonly<Record<string, Words>>): CmsCollection {
  return {
    name: interfaceWords.name,
    label: interfaceWords.editor.label,
    description: interfaceWords.editor.description,
    format: interfaceWordsFormat,
    delete: false,
    editor: { preview: false },
    files: Object.entries(words).map(([language, own]) => ({
      name: language,
      label: `${bilingualLanguageName(language)} (${interfaceWords.file(language)})`,
      file: interfaceWords.file(language),
      fields: wordFields(
        own,
        Object.fromEntries(Object.entries(words).filter(([other]) => other !== language)),
        language,
      ),
    })),
  }
}

/**
 * @param choices the lists `editor.choices` names (readChoices): an event's place ("passage" and
 *   the ids of data/rooms/), a partner's kind, a partner's or room's unit, each value with its label.
 * @param words the interface words of each language (locales/<language>/translation.json).
 */
export function cmsConfig(
  documents: SchemaDocuments,
  siteUrl: string,
  choices: Readonly<Record<string, readonly SelectOption[]>>,
  words: Readonly<Record<string, Words>>,
  repo: string = defaultRepository.repo,
) {
  return {
    // Editors sign in with their GitHub account; Netlify's OAuth service (base_url) holds the
    // GitHub OAuth App's secret and hands the CMS a token (README: CMS on Netlify). Each
    // draft is a branch cms/<collection>/<entry> with a pull request; publishing squash-merges it.
    backend: {
      name: "github",
      repo,
      branch: defaultRepository.branch,
      base_url: "https://api.netlify.com",
      // The narrowest GitHub scope that can write to a public repository (Decap asks for `repo`,
      // every private repository the editor can reach, by default). A private one needs `repo` (README).
      auth_scope: "public_repo",
      squash_merges: true,
      commit_messages: commitMessages,
    },
    // `npm run cms`: decap-server writes straight into this working copy (only on localhost).
    // It offers only the simple publish mode there, so Decap saves directly, without drafts.
    local_backend: { url: `http://localhost:9000${localBackendPath}`, allowed_hosts: ["localhost", "127.0.0.1"] },
    // A save is a draft (a pull request, which Netlify builds as a deploy preview); it goes
    // live only when an editor sets it to ready and publishes it.
    publish_mode: "editorial_workflow",
    locale: "de",
    site_url: siteUrl,
    display_url: siteUrl,
    // Uploads outside a collection's own folder (none today) would land here.
    media_folder: imagesFolder,
    public_folder: "images",
    // "Vorschau anzeigen / View preview" on a draft: the link of the pull request's deploy
    // preview, from the commit status Netlify sets on GitHub (context "…deploy-preview").
    show_preview_links: true,
    search: false,
    collections: [
      ...collections.map((collection) => cmsCollection(collection, documents, choices)),
      interfaceWordsCollection(words),
    ],
  }
}
