import { About } from "../../sections/About"
import { Hero } from "../../sections/Hero"
import { News } from "../../sections/News"
import { homeFromEntry } from "./entry-data"
import { assetUrl, entryData, type PreviewProps } from "./PartnerPreview"
import { siteSettings } from "./site-settings"
import { SitePreview } from "./SitePreview"

/**
 * The home page's texts in its own sections (src/pages/index.tsx), in German and English: the
 * welcome, about us with history and vision, and the news, newest first as the file lists them.
 * The partners' cards and the next event come from their own entries and are left out.
 */
export function HomePreview(props: PreviewProps) {
  const data = entryData(props)
  const imageUrl = assetUrl(props, ["hero", "image"])
  return (
    <SitePreview document={props.document} layout="stacked" resetKey={JSON.stringify(data)}>
      {(language) => {
        const home = homeFromEntry(data, imageUrl, language)
        return (
          <>
            <Hero hero={home.hero} siteName={siteSettings.facts.name} />
            <About about={home.about} />
            <News news={home.news} nextEvent={null} />
          </>
        )
      }}
    </SitePreview>
  )
}
