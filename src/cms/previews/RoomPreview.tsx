import { RoomSection } from "../../components/room/RoomSection"
import { roomFromEntry } from "./entry-data"
import { assetUrl, entryData, type PreviewProps } from "./PartnerPreview"
import { siteSettings } from "./site-settings"
import { SitePreview } from "./SitePreview"

/** A room as its section on the party-rooms page, in German and English. */
export function RoomPreview(props: PreviewProps) {
  const data = entryData(props)
  const imageUrl = assetUrl(props, "images")
  return (
    <SitePreview document={props.document} layout="stacked" resetKey={JSON.stringify(data)}>
      {(language) => (
        <RoomSection room={roomFromEntry(data, imageUrl, language)} fadeMs={siteSettings.carouselFadeMs} eager />
      )}
    </SitePreview>
  )
}
