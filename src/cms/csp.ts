/**
 * What the CMS at /admin/ needs beyond what the site's pages use, for the one
 * Content-Security-Policy every response carries (src/gatsby/headers.ts).
 * Only sources, never 'unsafe-eval' or inline scripts: the admin runs under the
 * site's strict script policy.
 */
export const adminSources = {
  /** Uploaded photos shown as blob: URLs before they are saved; the signed-in editor's GitHub avatar. */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /**
   * GitHub's API (the GitHub backend); blob: reads for Decap's draft backup. decap-server
   * (npm run cms) is reached through the local server on the site's own origin, so the
   * policy names no http: source (the HTTP Observatory takes 20 points for one).
   */
  connect: ["blob:", "https://api.github.com"],
} as const
