import { List, type Map as ImmutableMap } from "immutable"
import { PartnerCard } from "../../components/partner/PartnerCard"
import { partnerFromEntry } from "./entry-data"
import { siteSettings } from "./site-settings"
import { SitePreview } from "./SitePreview"

/** What Decap hands a preview template (the part these previews use). */
export interface PreviewProps {
  entry: ImmutableMap<string, unknown>
  fields: List<ImmutableMap<string, unknown>>
  getAsset: (path: string, field?: ImmutableMap<string, unknown>) => { toString(): string }
  document: Document
}

/**
 * The URL of an image path of the field `name`, or of a field inside it (`["cover", "image"]`):
 * Decap resolves the path against that very field's media folders.
 */
export function assetUrl(props: PreviewProps, name: string | readonly string[]): (path: string) => string {
  let fields: List<ImmutableMap<string, unknown>> | undefined = props.fields
  let field: ImmutableMap<string, unknown> | undefined
  for (const part of typeof name === "string" ? [name] : name) {
    field = fields?.find((f) => f?.get("name") === part)
    // An object's or a list's fields (`fields`), or a list's single field (`field`).
    const inner: unknown = field?.get("fields") ?? field?.get("field")
    fields = inner === undefined ? undefined : ((List.isList(inner) ? inner : List([inner])) as typeof fields)
  }
  return (path) => String(props.getAsset(path, field))
}

export function entryData(props: PreviewProps): Record<string, unknown> {
  const data = props.entry.get("data") as { toJS?: () => Record<string, unknown> } | undefined
  return data?.toJS ? data.toJS() : {}
}

/** A partner as its card on the home page, in German and English. */
export function PartnerPreview(props: PreviewProps) {
  const data = entryData(props)
  const imageUrl = assetUrl(props, "images")
  return (
    <SitePreview document={props.document} layout="side" resetKey={JSON.stringify(data)}>
      {(language) => (
        <PartnerCard
          partner={partnerFromEntry(data, imageUrl, language)}
          fadeMs={siteSettings.carouselFadeHomeMs}
          eager
        />
      )}
    </SitePreview>
  )
}
