import { LegalContent } from "../../components/legal/LegalContent"
import { interpolate } from "../../i18n/translate"
import { legalFromEntry, siteFactsIn } from "./entry-data"
import { entryPreview } from "./preview"
import { siteSettings } from "./site-settings"

/** A legal page without the menu and footer; a placeholder it does not know stays as typed (saving refuses it). */
export const LegalPreview = entryPreview({
  layout: "stacked",
  fromEntry: (data, _imageUrl, language) => ({
    page: legalFromEntry(data, language),
    site: siteFactsIn(siteSettings.facts, language),
  }),
  render: ({ page, site }) => (
    <LegalContent page={page} site={site} fill={(text, values) => interpolate(text, values)} />
  ),
})
