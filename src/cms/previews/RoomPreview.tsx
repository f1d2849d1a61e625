import { RoomSection } from "../../components/room/RoomSection"
import { roomFromEntry } from "./entry-data"
import { entryPreview } from "./preview"
import { siteSettings } from "./site-settings"

/** A room as its section on the party-rooms page. */
export const RoomPreview = entryPreview({
  layout: "stacked",
  fromEntry: (data, imageUrl, language) => roomFromEntry(data, imageUrl("images"), language),
  render: (room) => <RoomSection room={room} fadeMs={siteSettings.carouselFadeMs} eager />,
})
