/** The Decap CMS configuration (public/admin/config.yml, written at build time), fields from the schemas. Pure. */
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

import localBackend from "./local-backend.json"

/**
 * decap-server (npm run cms) listens on this port; the admin asks for it on its own origin under this path, which the
 * local site server passes on (scripts/netlify-serve.mjs), so the Content-Security-Policy needs no http: source.
 */
export const localBackendPort = localBackend.port
export const localBackendPath = localBackend.path

/**
 * The GitHub repository the editors' changes go to, and its published branch. TODO(client): not known yet; on Netlify
 * the build takes the site's linked repository instead (REPOSITORY_URL), so this matters only for builds elsewhere.
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

/** One custom format per collection (yaml-format.ts): it writes the file's schema line back and keeps comments. */
export const formats = Object.fromEntries(
  collections.map((collection) => [
    collection.name,
    {
      name: `yaml-${collection.name}`,
      schemaFile: collection.schema,
      schemaLine: schemaLineOf(collection),
      // The field that names an entry's file in a folder collection; null for a single file.
      identifier: isFolderCollection(collection) ? collection.key : null,
    },
  ]),
)

export const interfaceWordsFormat = "json-ui"

type CmsCollection = Omit<DecapCollection, "fields" | "files"> & {
  fields?: CmsField[]
  files?: Array<Omit<CmsCollectionFile, "fields"> & { fields: CmsField[] }>
}

export const commitMessages = {
  create: 'CMS: neu {{collection}} „{{slug}}“ / new {{collection}} "{{slug}}"',
  update: 'CMS: {{collection}} „{{slug}}“ geändert / {{collection}} "{{slug}}" changed',
  delete: 'CMS: {{collection}} „{{slug}}“ gelöscht / {{collection}} "{{slug}}" deleted',
  uploadMedia: "CMS: Foto {{path}} hochgeladen / photo {{path}} uploaded",
  deleteMedia: "CMS: Foto {{path}} gelöscht / photo {{path}} deleted",
}

export function cmsCollection(
  collection: Collection,
  documents: SchemaDocuments,
  lists: Readonly<Record<string, readonly SelectOption[]>>,
): CmsCollection {
  const editor = collection.editor
  const fields = fieldsFromSchema(documents, collection.schema, mediaFoldersOf(collection)).map((field): CmsField => {
    if (editor.hidden?.includes(field.name)) return { name: field.name, label: field.label, widget: "hidden" }
    // A value of a list the build knows (an event's place), as a choice. Left empty, the schema's default holds.
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
 * @param choices the lists `editor.choices` names (readChoices), each value with its label.
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
    // Netlify's OAuth service (base_url) holds the GitHub OAuth App's secret and hands the CMS a token.
    backend: {
      name: "github",
      repo,
      branch: defaultRepository.branch,
      base_url: "https://api.netlify.com",
      // The narrowest scope that writes to a public repository; Decap's default, `repo`, reaches every private one.
      auth_scope: "public_repo",
      squash_merges: true,
      commit_messages: commitMessages,
    },
    // `npm run cms`: decap-server writes straight into this working copy, without drafts (only on localhost).
    local_backend: { url: `http://localhost:9000${localBackendPath}`, allowed_hosts: ["localhost", "127.0.0.1"] },
    // A save is a draft (a pull request, which Netlify builds as a deploy preview) until it is published.
    publish_mode: "editorial_workflow",
    locale: "de",
    site_url: siteUrl,
    display_url: siteUrl,
    // Uploads outside a collection's own folder (none today) would land here.
    media_folder: imagesFolder,
    public_folder: "images",
    // A draft's link to its deploy preview, from the commit status Netlify sets on GitHub.
    show_preview_links: true,
    search: false,
    collections: [
      ...collections.map((collection) => cmsCollection(collection, documents, choices)),
      interfaceWordsCollection(words),
    ],
  }
}
