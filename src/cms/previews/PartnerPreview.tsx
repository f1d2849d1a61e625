import { PartnerCard } from "../../components/partner/PartnerCard"
import { partnerFromEntry } from "./entry-data"
import { entryPreview } from "./preview"
import { siteSettings } from "./site-settings"

/** A partner as its card on the home page. */
export const PartnerPreview = entryPreview({
  layout: "side",
  fromEntry: (data, imageUrl, language) => partnerFromEntry(data, imageUrl("images"), language),
  render: (partner) => <PartnerCard partner={partner} fadeMs={siteSettings.carouselFadeHomeMs} eager />,
})
