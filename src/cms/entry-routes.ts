/**
 * The admin's addresses (Decap's hash routes) that open the editor, and when moving between two
 * of them needs a fresh load. Pure: src/cms/entry-navigation.ts acts on it.
 *
 * Decap keeps its editor mounted from one editor address to the next and loads an entry only
 * when the editor mounts, so a second entry reached by address keeps the first one's form.
 */

/** "/collections/partners/entries/miyako" from "#/collections/partners/entries/miyako". */
export function routeOfHash(hash: string): string {
  const raw = hash.replace(/^#/, "")
  let path: string
  try {
    path = decodeURI(raw)
  } catch {
    path = raw
  }
  return path.startsWith("/") ? path : `/${path}`
}

/**
 * The editor address a route is, as one string ("partners/miyako", "events/new"), or undefined.
 * /edit/<collection>/<entry> is Decap's redirect to the entry's address, the same entry.
 */
export function editorOf(route: string): string | undefined {
  const path = route.split("?")[0].replace(/\/+$/, "")
  const entry = path.match(/^\/(?:collections\/([^/]+)\/entries|edit\/([^/]+))\/(.+)$/)
  if (entry) return `${entry[1] ?? entry[2]}/${entry[3]}`
  const created = path.match(/^\/collections\/([^/]+)\/new$/)
  return created ? `${created[1]}/new${route.includes("?") ? route.slice(route.indexOf("?")) : ""}` : undefined
}

/** Does going from the editor at `shown` to `next` open another entry (or another new one) in the same editor? */
export function opensAnotherEntry(shown: string, next: string): boolean {
  const from = editorOf(shown)
  const to = editorOf(next)
  return from !== undefined && to !== undefined && from !== to
}

/** Asked before an entry with unsaved changes is left for another by its address. */
export const unsavedChangesQuestion =
  "Dieser Eintrag hat ungespeicherte Änderungen; sie gehen verloren, wenn Sie einen anderen Eintrag öffnen. Trotzdem öffnen? / This entry has unsaved changes; they are lost if you open another entry. Open it anyway?"
