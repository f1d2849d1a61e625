/** Decap loads an entry only when its editor mounts, and keeps it mounted from one address to the next. */

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

/** "partners/miyako", "events/new", or undefined; /edit/… is Decap's redirect to the same entry. */
export function editorOf(route: string): string | undefined {
  const path = route.split("?")[0].replace(/\/+$/, "")
  const entry = path.match(/^\/(?:collections\/([^/]+)\/entries|edit\/([^/]+))\/(.+)$/)
  if (entry) return `${entry[1] ?? entry[2]}/${entry[3]}`
  const created = path.match(/^\/collections\/([^/]+)\/new$/)
  return created ? `${created[1]}/new${route.includes("?") ? route.slice(route.indexOf("?")) : ""}` : undefined
}

export function opensAnotherEntry(shown: string, next: string): boolean {
  const from = editorOf(shown)
  const to = editorOf(next)
  return from !== undefined && to !== undefined && from !== to
}

export const unsavedChangesQuestion =
  "Dieser Eintrag hat ungespeicherte Änderungen; sie gehen verloren, wenn Sie einen anderen Eintrag öffnen. Trotzdem öffnen? / This entry has unsaved changes; they are lost if you open another entry. Open it anyway?"
