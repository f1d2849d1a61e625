/** The previews a collection may name in src/content/collections.ts (`editor.preview`). */
import { EventPreview } from "./EventPreview"
import { HomePreview } from "./HomePreview"
import { LegalPreview } from "./LegalPreview"
import { PartnerPreview } from "./PartnerPreview"
import { RoomPreview } from "./RoomPreview"

export const previews = {
  partner: PartnerPreview,
  room: RoomPreview,
  event: EventPreview,
  home: HomePreview,
  legal: LegalPreview,
}
