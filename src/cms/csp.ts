/**
 * What /admin/ adds to the site's one Content-Security-Policy: sources only, never 'unsafe-eval'.
 * The OAuth popup is a navigation the opener's policy does not govern.
 */
export const adminSources = {
  /** blob: unsaved uploads and photos read through the GitHub API. */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /** decap-server is reached on the site's own origin, so no http: source (the Observatory's 20 points). */
  connect: ["blob:", "https://api.github.com", "https://www.githubstatus.com"],
} as const
