/**
 * What /admin/ adds to the site's one Content-Security-Policy: sources only, never 'unsafe-eval' (JavaScript's eval).
 * The OAuth popup is a navigation the opener's policy does not govern.
 */
export const adminSources = {
  /**
   * 'wasm-unsafe-eval' lets the HEIC decoder compile its WebAssembly (src/cms/heic.ts); it allows no JavaScript eval.
   * The policy is one for every path, so the public pages get it too: they load no WebAssembly.
   */
  script: ["'wasm-unsafe-eval'"],
  /** blob: unsaved uploads and photos read through the GitHub API. */
  img: ["blob:", "https://avatars.githubusercontent.com"],
  /** githubstatus: Decap warns when GitHub is down. decap-server is on the site's own origin: no http: source. */
  connect: ["blob:", "https://api.github.com", "https://www.githubstatus.com"],
} as const
