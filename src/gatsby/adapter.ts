import createNetlifyAdapter from "gatsby-adapter-netlify"

/**
 * Netlify's adapter, declared rather than installed by Gatsby on Netlify's build
 * machines (Gatsby 5.12+ does that when NETLIFY is set), so that a local build,
 * CI and Netlify run the same, pinned adapter with the same options. It writes
 * its own block into public/_headers and public/_redirects after onPostBuild
 * (src/gatsby/headers.ts, src/gatsby/redirects.ts make the site's rules agree
 * with it) and, on Netlify, restores and saves Gatsby's cache between builds.
 *
 * imageCDN off: the photos are processed at build time by gatsby-plugin-sharp
 * and served as files, like every other asset.
 */
export function hostingAdapter() {
  return createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false })
}
