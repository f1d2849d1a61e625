import { About } from "../../sections/About"
import { Hero } from "../../sections/Hero"
import { News } from "../../sections/News"
import { homeFromEntry } from "./entry-data"
import { entryPreview } from "./preview"
import { siteSettings } from "./site-settings"

/** The home page's own texts in its sections, without other entries' (the partners' cards, the next event). */
export const HomePreview = entryPreview({
  layout: "stacked",
  fromEntry: (data, imageUrl, language) =>
    homeFromEntry(data, imageUrl(["hero", "image"]), language, siteSettings.counted),
  render: (home) => (
    <>
      <Hero hero={home.hero} siteName={siteSettings.facts.name} />
      <About about={home.about} />
      <News news={home.news} nextEvent={null} />
    </>
  ),
})
