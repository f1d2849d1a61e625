import type { SiteFacts } from "../../content/site-facts"

/** What the previews need from data/site.yaml and data/rooms/, put in by the admin build (src/gatsby/admin.ts). */
export interface PreviewSiteSettings {
  email: string
  carouselFadeHomeMs: number
  carouselFadeMs: number
  /** The facts a legal text's {{placeholders}} and an event's page show, as data/site.yaml has them (texts as { de, en }). */
  facts: PreviewSiteFacts
  /** The party rooms an event may take place in (data/rooms/): id and name as { de, en }. */
  rooms: ReadonlyArray<{ id: string; name: unknown }>
  /** What the home page's {{partnerCount}}, {{partnerKinds}} and {{roomCount}} are counted from. */
  counted: SiteFacts
}

export interface PreviewSiteFacts {
  name: string
  legalName: string
  address: {
    street: string
    street2?: string | null
    postalCode: string
    city: string
    country: unknown
  }
  phone: { display: string }
  email: { display: string }
  rental: { depositPerRoom: number }
  /** The imprint's facts; the bilingual ones as { de, en }. */
  imprint?: Record<string, unknown> | null
  /** `newsletter` of data/site.yaml; processor and retention as { de, en }. */
  newsletter?: Record<string, unknown> | null
}

declare const __CMS_SITE__: PreviewSiteSettings

export const siteSettings: PreviewSiteSettings = __CMS_SITE__
