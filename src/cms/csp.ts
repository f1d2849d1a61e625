/**
 * What /admin/ adds to the site's one Content-Security-Policy: sources only, never 'unsafe-eval'.
 * The OAuth popup is a navigation the opener's policy does not govern.
 */
export const adminSources = {
  /** blob: unsaved uploads and photos read through the GitHub API. */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /** githubstatus: Decap warns when GitHub is down. decap-server is on the site's own origin: no http: source. */
  connect: ["blob:", "https://api.github.com", "https://www.githubstatus.com"],
} as const
