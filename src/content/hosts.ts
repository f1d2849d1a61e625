/** Addresses from data/ checked before a link, frame or the CSP gives them power: https on a plain host only. */

/** Dot-separated DNS labels of lowercase letters, digits and inner hyphens (IDNs in their xn-- form), at least two. */
const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

/** A host name a policy or a link may name: "www.openstreetmap.org", not "*", "a b", "a;b" or "localhost". */
export const isPlainHost = (host: string): boolean => hostPattern.test(host)

/** The URL when `value` is an https address on a plain host, without port or credentials; else null. */
function httpsUrl(value: unknown): URL | null {
  if (typeof value !== "string") return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const plain = url.protocol === "https:" && !url.port && !url.username && !url.password && isPlainHost(url.hostname)
  return plain ? url : null
}

/** "https://<host>" of an https address on a plain host, for a policy's source list; else null. */
export function httpsOrigin(value: unknown): string | null {
  const url = httpsUrl(value)
  return url ? `https://${url.hostname}` : null
}

/** The address for an href or frame src; undefined for anything but https on a plain host (no `javascript:`). */
export function httpsHref(value: unknown): string | undefined {
  return httpsUrl(value) ? (value as string) : undefined
}
