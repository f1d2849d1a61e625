import type { Map as ImmutableMap, List } from "immutable"
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

/** The URL of an image path of the field `name` (Decap resolves it against the field's media folders). */
export function assetUrl(props: PreviewProps, name: string): (path: string) => string {
  const field = props.fields.find((f) => f?.get("name") === name)
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
