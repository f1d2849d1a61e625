import { isList, isMap, List, type Map as ImmutableMap } from "immutable"
import type { ReactNode } from "react"
import type { Language } from "../../i18n/languages"
import type { Data, ImageUrl } from "./entry-data"
import { SitePreview } from "./SitePreview"

/** What Decap hands a preview template (the part these previews use). */
export interface PreviewProps {
  entry: ImmutableMap<string, unknown>
  fields: List<unknown>
  getAsset: (path: string, field?: ImmutableMap<unknown, unknown>) => { toString(): string }
  document: Document
}

/** A field's own fields: an object's or a list's (`fields`), or a list's single one (`field`). */
function innerFields(field: ImmutableMap<unknown, unknown>): List<unknown> {
  const inner = field.get("fields") ?? field.get("field")
  if (inner === undefined) return List()
  return isList(inner) ? inner : List([inner])
}

/**
 * The URL of an image path in the field `name`, or in a field inside it (`["cover", "image"]`, `["photos", "image"]`):
 * Decap resolves the path against that very field's media folders.
 */
function assetUrl(props: PreviewProps, name: string | readonly string[]): ImageUrl {
  let fields = props.fields
  let field: ImmutableMap<unknown, unknown> | undefined
  for (const part of typeof name === "string" ? [name] : name) {
    const found = fields.find((f) => isMap(f) && f.get("name") === part)
    // A photo list (PhotoListWidget.tsx) has no fields of its own: its media folders are its photos'.
    if (found === undefined && field?.has("media_folder")) break
    field = isMap(found) ? found : undefined
    fields = field ? innerFields(field) : List()
  }
  return (path) => String(props.getAsset(path, field))
}

function entryData(props: PreviewProps): Data {
  const data = props.entry.get("data")
  return isMap(data) ? data.toJS() : {}
}

/** A collection's preview: the entry as the site's query gives it (`fromEntry`), shown by the site's components. */
export function entryPreview<Page>({
  layout,
  fromEntry,
  render,
}: {
  layout: "side" | "stacked"
  fromEntry: (data: Data, imageUrl: (field: string | readonly string[]) => ImageUrl, language: Language) => Page
  render: (page: Page) => ReactNode
}) {
  return function Preview(props: PreviewProps) {
    const data = entryData(props)
    return (
      <SitePreview document={props.document} layout={layout} resetKey={JSON.stringify(data)}>
        {(language) => render(fromEntry(data, (field) => assetUrl(props, field), language))}
      </SitePreview>
    )
  }
}
