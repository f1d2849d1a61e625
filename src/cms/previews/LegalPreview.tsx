import { LegalContent } from "../../components/legal/LegalContent"
import { interpolate } from "../../i18n/translate"
import { legalFromEntry, siteFactsIn } from "./entry-data"
import { entryData, type PreviewProps } from "./PartnerPreview"
import { siteSettings } from "./site-settings"
import { SitePreview } from "./SitePreview"

/**
 * A legal page as the site shows it (src/templates/legal-page.tsx without the menu and footer),
 * in German and English, its {{placeholders}} filled in from data/site.yaml as the page fills
 * them. A placeholder the page does not know stays as typed (saving refuses it with the build's
 * message), where the build would stop.
 */
export function LegalPreview(props: PreviewProps) {
  const data = entryData(props)
  return (
    <SitePreview document={props.document} layout="stacked" resetKey={JSON.stringify(data)}>
      {(language) => (
        <LegalContent
          page={legalFromEntry(data, language)}
          site={siteFactsIn(siteSettings.facts, language)}
          fill={(text, values) => interpolate(text, values)}
        />
      )}
    </SitePreview>
  )
}
