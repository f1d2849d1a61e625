/**
 * The Decap CMS configuration (written to public/admin/config.yml at build time):
 * the backend, the local backend, and one collection per kind of YAML file the
 * editors change in the browser, with the fields generated from the schemas.
 *
 * Pure: it gets the schema documents and returns plain data.
 */
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

/**
 * One custom format per kind of file: it writes the file's schema line back and keeps comments
 * (see yaml-format.ts). `identifier`: the field that names an entry's file in a folder collection.
 */
export const formats = {
  partner: {
    name: "yaml-partner",
    schemaFile: "partner.schema.json",
    schemaLine: "# yaml-language-server: $schema=../../schemas/partner.schema.json",
    identifier: "id",
  },
  room: {
    name: "yaml-room",
    schemaFile: "room.schema.json",
    schemaLine: "# yaml-language-server: $schema=../../schemas/room.schema.json",
    identifier: "id",
  },
  event: {
    name: "yaml-event",
    schemaFile: "event.schema.json",
    schemaLine: "# yaml-language-server: $schema=../../schemas/event.schema.json",
    identifier: "slug",
  },
  site: {
    name: "yaml-site",
    schemaFile: "site.schema.json",
    schemaLine: "# yaml-language-server: $schema=../schemas/site.schema.json",
    identifier: null,
  },
} as const

export type FormatKey = keyof typeof formats

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description: string
  format: string
  extension?: string
  folder?: string
  create?: boolean
  delete?: boolean
  identifier_field?: string
  slug?: string
  summary?: string
  sortable_fields?: string[]
  media_folder?: string
  public_folder?: string
  editor?: { preview: boolean }
  fields?: CmsField[]
  files?: Array<{ name: string; label: string; file: string; description?: string; fields: CmsField[] }>
}

export interface CmsConfig {
  backend: {
    name: string
    repo: string
    branch: string
    base_url: string
    squash_merges: boolean
    commit_messages: Record<string, string>
  }
  local_backend: { url: string; allowed_hosts: string[] }
  locale: string
  site_url: string
  display_url: string
  logo_url?: string
  media_folder: string
  public_folder: string
  publish_mode?: string
  show_preview_links: boolean
  search: boolean
  collections: CmsCollection[]
}

/** A commit per save that says what changed, in the editors' language. */
const commitMessages = {
  create: 'CMS: neu {{collection}} „{{slug}}“ / new {{collection}} "{{slug}}"',
  update: 'CMS: {{collection}} „{{slug}}“ geändert / {{collection}} "{{slug}}" changed',
  delete: 'CMS: {{collection}} „{{slug}}“ gelöscht / {{collection}} "{{slug}}" deleted',
  uploadMedia: "CMS: Foto {{path}} hochgeladen / photo {{path}} uploaded",
  deleteMedia: "CMS: Foto {{path}} gelöscht / photo {{path}} deleted",
}

/**
 * An event's place as a choice: the passage or one of the rooms (the build accepts nothing
 * else). Left empty, the event is in the passage, as in the build.
 */
function withPlaceChoice(fields: CmsField[], places: readonly SelectOption[]): CmsField[] {
  return fields.map((field) => {
    if (field.name !== "place") return field
    const { pattern: _pattern, ...rest } = field
    return { ...rest, widget: "select", options: [...places] }
  })
}

/**
 * @param places the choices for an event's place: "passage" and the ids of data/rooms/, with
 *   their names (readAdminSite).
 */
export function cmsConfig(
  documents: SchemaDocuments,
  siteUrl: string,
  places: readonly SelectOption[],
  repo: string = defaultRepository.repo,
): CmsConfig {
  return {
    // Editors sign in with their GitHub account; Netlify's OAuth service (base_url) holds the
    // GitHub OAuth App's secret and hands the CMS a token (README: CMS on Netlify). Each
    // draft is a branch cms/<collection>/<entry> with a pull request; publishing squash-merges it.
    backend: {
      name: "github",
      repo,
      branch: defaultRepository.branch,
      base_url: "https://api.netlify.com",
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
    media_folder: "data/images",
    public_folder: "images",
    // "Vorschau anzeigen / View preview" on a draft: the link of the pull request's deploy
    // preview, from the commit status Netlify sets on GitHub (context "…deploy-preview").
    show_preview_links: true,
    search: false,
    collections: [
      {
        name: "partners",
        label: "Partner / partners",
        label_singular: "Partner / partner",
        description:
          "Ein Eintrag je Betrieb (data/partners/<id>.yaml): Texte, Öffnungszeiten, Telefon, Website, Fotos. / One entry per business (data/partners/<id>.yaml): texts, opening hours, phone, website, photos.",
        folder: "data/partners",
        extension: "yaml",
        format: formats.partner.name,
        create: true,
        delete: false,
        identifier_field: "id",
        slug: "{{id}}",
        summary: "{{order}}. {{name}}",
        sortable_fields: ["order", "name"],
        fields: fieldsFromSchema(documents, formats.partner.schemaFile, {
          media_folder: "/data/images/partners/{{id}}",
          public_folder: "../images/partners/{{id}}",
        }),
      },
      {
        name: "rooms",
        label: "Partyräume / party rooms",
        label_singular: "Partyraum / party room",
        description:
          "Die zwei mietbaren Räume (data/rooms/<id>.yaml): Preis, Größe, Personen, Texte, Fotos. / The two rooms for hire (data/rooms/<id>.yaml): price, size, capacity, texts, photos.",
        folder: "data/rooms",
        extension: "yaml",
        format: formats.room.name,
        create: false,
        delete: false,
        identifier_field: "id",
        slug: "{{id}}",
        summary: "{{order}}. {{name.de}} / {{name.en}}",
        fields: fieldsFromSchema(documents, formats.room.schemaFile, {
          media_folder: "/data/images/rooms/{{id}}",
          public_folder: "../images/rooms/{{id}}",
        }),
      },
      {
        name: "events",
        label: "Veranstaltungen / events",
        label_singular: "Veranstaltung / event",
        description:
          "Eine Datei je Veranstaltung (data/events/<slug>.yaml), jede mit eigener Seite unter /events/<slug>/; ihre Fotos kommen in data/images/events/<slug>/. / One file per event (data/events/<slug>.yaml), each with its own page at /events/<slug>/; its photos go to data/images/events/<slug>/.",
        folder: "data/events",
        extension: "yaml",
        format: formats.event.name,
        create: true,
        delete: true,
        identifier_field: "slug",
        slug: "{{fields.slug}}",
        summary: "{{start}} – {{title.de}}",
        sortable_fields: ["start", "slug"],
        fields: withPlaceChoice(
          fieldsFromSchema(documents, formats.event.schemaFile, {
            media_folder: "/data/images/events/{{fields.slug}}",
            public_folder: "../images/events/{{fields.slug}}",
          }),
          places,
        ),
      },
      {
        name: "site",
        label: "Website-Fakten / site facts",
        description:
          "Name, Adresse, Telefon, E-Mail, Öffnungszeiten der Passage, Kaution (data/site.yaml). / Name, address, phone, e-mail, the passage's opening hours, deposit (data/site.yaml).",
        format: formats.site.name,
        delete: false,
        editor: { preview: false },
        files: [
          {
            name: "site",
            label: "Website-Fakten / site facts (data/site.yaml)",
            file: "data/site.yaml",
            fields: fieldsFromSchema(documents, formats.site.schemaFile),
          },
        ],
      },
    ],
  }
}
