/** The admin at /admin/: Decap's core with only the backends and widgets this site uses. */
import CMS from "decap-cms-core"
import { removeDraftEntryMediaFile } from "decap-cms-core/dist/esm/actions/entries"
import { selectMediaFiles } from "decap-cms-core/dist/esm/reducers/mediaLibrary"
import { store } from "decap-cms-core/dist/esm/redux"
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
import { galleryImageControl, PhotoListControl } from "./PhotoListWidget"
import { BilingualControl, BilingualListControl } from "./BilingualWidget"
import { collections } from "../content/collections"
import { formats, interfaceWordsFormat, localBackendPath } from "./config"
import { cmsContent } from "./content-model"
import { previews } from "./previews"
import { keyOrder } from "./schema-fields"
import { createJsonFormat } from "./json-format"
import { createYamlFormat } from "./yaml-format"
import { saveProblem } from "./save-checks"
import { prepareUploadedPhotos } from "./photo-upload"
import { loadEveryEntryAfresh } from "./entry-navigation"
import { draftFiles, repositoryPath, writingOnlyNamedPhotos, type DraftMediaFile } from "./entry-photos"
import { fitTheEditorToPhones } from "./phone-layout"

// An upload is named apart from the files of the folder Decap's media library shows (Decap's own list of them).
prepareUploadedPhotos(() => selectMediaFiles(store.getState(), store.getState().mediaLibrary.get("field")))
loadEveryEntryAfresh()
fitTheEditorToPhones()

// Both write with an entry only the photos it names (entry-photos.ts); the open entry forgets those a save deleted.
const forget = (paths: string[]) => {
  const files = (store.getState().entryDraft.getIn(["entry", "mediaFiles"]) as { toJS(): DraftMediaFile[] }).toJS()
  for (const { id, path } of files)
    if (id && paths.includes(repositoryPath(path))) store.dispatch(removeDraftEntryMediaFile({ id }))
}
CMS.registerBackend("github", writingOnlyNamedPhotos(GitHubBackend as never, cmsContent.documents, forget))
CMS.registerBackend("proxy", writingOnlyNamedPhotos(ProxyBackend as never, cmsContent.documents, forget))
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
// No previews: every collection has a preview template of its own (which never asks a widget's) or none.
for (const [name, control] of [
  ["bilingual", BilingualControl],
  ["bilingualList", BilingualListControl],
  ["photoList", PhotoListControl],
  ["galleryImage", galleryImageControl(DecapCmsWidgetImage.Widget().controlComponent as never)],
] as const) {
  // Decap's types are React 19's, the site's components React 18's.
  CMS.registerWidget(name, control as never)
}
CMS.registerLocale("de", de)
CMS.registerLocale("en", en)

for (const [collection, { name, schemaFile, schemaLine, identifier }] of Object.entries(formats)) {
  const format = createYamlFormat({
    schemaLine,
    order: keyOrder(cmsContent.documents, schemaFile),
    identify: (data) => {
      const id = identifier === null ? collection : data[identifier]
      return typeof id === "string" ? id : undefined
    },
  })
  CMS.registerCustomFormat(name, "yaml", format)
}
CMS.registerCustomFormat(interfaceWordsFormat, "json", createJsonFormat(cmsContent.words.de ?? {}))

// Decap shows a thrown message and saves nothing.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const name = String(entry.get("collection"))
    const data = entry.get("data").toJS() as Record<string, unknown>
    const collection = collections.find((c) => c.name === name)
    const mediaFiles = entry.get("mediaFiles") as { toJS(): DraftMediaFile[] } | undefined
    const problem = saveProblem(
      cmsContent.documents,
      name,
      data,
      String(entry.get("slug")),
      cmsContent.words,
      collection && draftFiles(collection, data, mediaFiles?.toJS() ?? [], entry.get("newRecord") === true),
    )
    if (problem) throw new Error(problem)
    return undefined
  },
})

for (const collection of collections) {
  const preview = collection.editor.preview
  if (!preview) continue
  const template = (previews as Record<string, unknown>)[preview]
  if (!template)
    throw new Error(
      `src/content/collections.ts: "${collection.name}" names the preview "${preview}", which src/cms/previews/index.ts does not have`,
    )
  CMS.registerPreviewTemplate(collection.name, template as never)
}
const previewStyle = document.querySelector<HTMLMetaElement>('meta[name="cms-preview-style"]')?.content
if (previewStyle) CMS.registerPreviewStyle(previewStyle)
CMS.registerPreviewStyle("img { max-width: 100%; height: auto; }", { raw: true })

/**
 * Handed to Decap whole, with the local backend on the admin's own origin: handing it only that field
 * would make Decap ignore config.yml wherever a server does not send it as YAML.
 */
async function start(): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? "config.yml"
  const response = await fetch(href, { credentials: "same-origin" })
  if (!response.ok) throw new Error(`${href}: ${response.status} ${response.statusText}`)
  const config = parseYaml(await response.text()) as { local_backend?: Record<string, unknown> }
  const localBackend = { ...config.local_backend, url: new URL(localBackendPath, location.origin).href }
  CMS.init({ config: { ...config, local_backend: localBackend, load_config_file: false } } as never)
}
void start()
