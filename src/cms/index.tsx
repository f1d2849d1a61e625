/**
 * The admin at /admin/ (bundled by src/gatsby/admin.ts into public/admin/):
 * Decap CMS's core (React 19, from admin/node_modules) with only the backends
 * (GitHub; decap-server's proxy for `npm run cms`) and widgets this site uses,
 * the bilingual text widget, the site's YAML formats and previews that render
 * the site's own PartnerCard and RoomSection. The configuration is
 * public/admin/config.yml, generated from the schemas at build time.
 */
import CMS from "decap-cms-core"
import { parse as parseYaml } from "yaml"
import { GitHubBackend } from "decap-cms-backend-github"
import { ProxyBackend } from "decap-cms-backend-proxy"
import { de, en } from "decap-cms-locales"
import DecapCmsWidgetImage from "decap-cms-widget-image"
import DecapCmsWidgetList from "decap-cms-widget-list"
import DecapCmsWidgetNumber from "decap-cms-widget-number"
import DecapCmsWidgetObject from "decap-cms-widget-object"
import DecapCmsWidgetSelect from "decap-cms-widget-select"
import DecapCmsWidgetString from "decap-cms-widget-string"
import DecapCmsWidgetText from "decap-cms-widget-text"
import DecapCmsWidgetDatetime from "decap-cms-widget-datetime"
import { BilingualControl, BilingualListControl, BilingualListPreview, BilingualPreview } from "./BilingualWidget"
import { collections } from "../content/collections"
import { formats, interfaceWordsFormat, localBackendPath } from "./config"
import { cmsContent } from "./content-model"
import { previews } from "./previews"
import { documents, keyOrders } from "./key-orders"
import { createJsonFormat } from "./json-format"
import { createYamlFormat } from "./yaml-format"
import { saveProblem } from "./save-checks"
import { prepareUploadedPhotos } from "./photo-upload"
import { loadEveryEntryAfresh } from "./entry-navigation"

// Decap's types are written against the admin's React 19 types (admin/node_modules/@types/react),
// the site's components against React 18's: the components are handed over in Decap's terms.
type WidgetControl = NonNullable<Parameters<typeof CMS.registerWidget>[1]>
type WidgetPreview = NonNullable<Parameters<typeof CMS.registerWidget>[2]>
type PreviewTemplate = Parameters<typeof CMS.registerPreviewTemplate>[1]

// Photos from a phone: upright, scaled, without EXIF/GPS and safely named before Decap commits them.
prepareUploadedPhotos()
// An entry reached by its address (link, bookmark, back, forward) is loaded, not the open one's form kept.
loadEveryEntryAfresh()

CMS.registerBackend("github", GitHubBackend)
CMS.registerBackend("proxy", ProxyBackend)
for (const widget of [
  DecapCmsWidgetString,
  DecapCmsWidgetText,
  DecapCmsWidgetNumber,
  DecapCmsWidgetSelect,
  DecapCmsWidgetObject,
  DecapCmsWidgetList,
  DecapCmsWidgetImage,
  DecapCmsWidgetDatetime,
]) {
  CMS.registerWidget(widget.Widget())
}
CMS.registerWidget(
  "bilingual",
  BilingualControl as unknown as WidgetControl,
  BilingualPreview as unknown as WidgetPreview,
)
CMS.registerWidget(
  "bilingualList",
  BilingualListControl as unknown as WidgetControl,
  BilingualListPreview as unknown as WidgetPreview,
)
CMS.registerLocale("de", de)
CMS.registerLocale("en", en)

for (const [collection, { name, schemaLine, identifier }] of Object.entries(formats)) {
  const format = createYamlFormat({
    schemaLine,
    order: keyOrders[collection],
    identify: (data) => {
      if (identifier === null) return collection
      const id = data[identifier]
      return typeof id === "string" ? id : undefined
    },
  })
  CMS.registerCustomFormat(name, "yaml", format)
}
// The interface words: the default language's key order, as the files are written.
CMS.registerCustomFormat(interfaceWordsFormat, "json", createJsonFormat(cmsContent.words.de ?? {}))

// What a single field cannot check, checked as the build does before a save: an optional
// object filled in only partly, an event's times (real times in Vienna, the end after the start).
// Decap shows the message and saves nothing.
CMS.registerEventListener({
  name: "preSave",
  // Returning nothing leaves the entry as it is.
  handler: ({ entry }) => {
    const problem = saveProblem(
      documents,
      String(entry.get("collection")),
      entry.get("data").toJS() as Record<string, unknown>,
      String(entry.get("slug")),
      cmsContent.words,
    )
    if (problem) throw new Error(problem)
    return undefined
  },
})

// The previews the table names (src/content/collections.ts), rendering the site's own components.
for (const collection of collections) {
  const preview = collection.editor.preview
  if (!preview) continue
  const template = (previews as Record<string, unknown>)[preview]
  if (!template)
    throw new Error(
      `src/content/collections.ts: "${collection.name}" names the preview "${preview}", which src/cms/previews/index.ts does not have`,
    )
  CMS.registerPreviewTemplate(collection.name, template as PreviewTemplate)
}
const previewStyle = document.querySelector<HTMLMetaElement>('meta[name="cms-preview-style"]')?.content
if (previewStyle) CMS.registerPreviewStyle(previewStyle)
CMS.registerPreviewStyle("img { max-width: 100%; height: auto; }", { raw: true })

/**
 * config.yml is read here and handed to Decap whole (load_config_file: false), with the local
 * backend's URL on the admin's own origin, whatever port the local site server runs on (it
 * passes /api/v1 on to decap-server, the front of scripts/netlify-serve.mjs). Handing Decap only that one
 * field would make it ignore config.yml wherever a server does not send it as YAML.
 */
async function start(): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? "config.yml"
  const response = await fetch(href, { credentials: "same-origin" })
  if (!response.ok) throw new Error(`${href}: ${response.status} ${response.statusText}`)
  const config = parseYaml(await response.text()) as Record<string, unknown> & {
    local_backend?: Record<string, unknown>
  }
  const localBackend = { ...config.local_backend, url: new URL(localBackendPath, location.origin).href }
  CMS.init({ config: { ...config, local_backend: localBackend, load_config_file: false } } as unknown as Parameters<
    typeof CMS.init
  >[0])
}
void start()
