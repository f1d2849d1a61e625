/**
 * What the CMS at /admin/ needs beyond what the site's pages use, for the one
 * Content-Security-Policy every response carries (src/gatsby/headers.ts).
 * Only sources, never 'unsafe-eval' or inline scripts: the admin runs under the
 * site's strict script policy. The admin bundle has no eval at start-up: Decap's
 * ajv config check, its TOML parser and its WebAssembly WebP encoder are replaced
 * by shims, ts-invariant's Function() call is patched out (src/gatsby/admin.ts), and
 * __tests__/unit/cms-bundle.test.ts and the CMS browser test keep it so.
 *
 * Not needed: the GitHub sign-in opens Netlify's OAuth page (api.netlify.com) in a
 * popup window, a navigation the opener's policy does not govern, and the token comes
 * back by postMessage; frames, fonts and styles are the site's own.
 */
export const adminSources = {
  /**
   * blob: uploaded photos shown before they are saved, and photos Decap reads through the
   * GitHub API; avatars.githubusercontent.com: the signed-in editor's GitHub avatar.
   */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /**
   * blob: Decap reads uploads back from blob: URLs (draft backup); api.github.com: the GitHub
   * backend (files, branches, pull requests, commit statuses for deploy preview links);
   * www.githubstatus.com: Decap's GitHub backend asks GitHub's status page every few minutes
   * and tells the editor when GitHub is down. decap-server (npm run cms) is reached on the
   * site's own origin, through the local front's /api/v1 (scripts/netlify-serve.mjs), so the policy
   * names no http: source (the HTTP Observatory takes 20 points for one).
   */
  connect: ["blob:", "https://api.github.com", "https://www.githubstatus.com"],
} as const
