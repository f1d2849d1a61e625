/**
 * Netlify Identity for the passage's editors: invitation, password, sign-in.
 * Bundled (no script from identity.netlify.com) and loaded only off localhost:
 * on localhost the CMS uses decap-server (npm run cms), and Identity would only
 * ask for a Netlify site URL.
 *
 * The widget starts itself when it loads (at DOMContentLoaded while the page is
 * still loading); initialising it first, in German, needs the admin's script to
 * run while the document is loading (it sits at the end of <body>). Git Gateway's
 * login page looks for `window.netlifyIdentity` when its module loads, so
 * index.tsx loads that module after this.
 */
export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]"
}

interface NetlifyIdentity {
  init(options?: { locale?: string }): void
}

declare global {
  interface Window {
    netlifyIdentity?: NetlifyIdentity
  }
}

export async function loadIdentity(): Promise<void> {
  // The package is UMD marked as an ES module: loaded, it sets window.netlifyIdentity.
  await import("netlify-identity-widget")
  // Handles the links of invitation and password e-mails (#invite_token=…, #recovery_token=…).
  window.netlifyIdentity?.init({ locale: "de" })
}
