/**
 * What the CMS at /admin/ needs beyond what the site's pages use, for the one
 * Content-Security-Policy every response carries (src/gatsby/headers.ts).
 * Only sources, never 'unsafe-eval' or inline scripts: the admin runs under the
 * site's strict script policy.
 */
export const adminSources = {
  /** Uploaded photos shown as blob: URLs before they are saved; the signed-in editor's GitHub avatar. */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /** GitHub's API (the GitHub backend); blob: reads for Decap's draft backup; decap-server on the editor's own machine (npm run cms). */
  connect: ["blob:", "https://api.github.com", "http://localhost:8081"],
} as const
