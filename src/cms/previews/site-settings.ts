/** What the previews need from data/site.yaml, put in by the admin build (src/gatsby/admin.ts). */
export interface PreviewSiteSettings {
  email: string
  carouselFadeHomeMs: number
  carouselFadeMs: number
}

declare const __CMS_SITE__: PreviewSiteSettings

export const siteSettings: PreviewSiteSettings = __CMS_SITE__
