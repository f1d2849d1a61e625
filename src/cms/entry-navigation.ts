/**
 * Every editor address loads the entry it names. Reached by a link, a bookmark, a typed address,
 * back or forward while another entry is open, the admin loads afresh at that address: Decap
 * would keep the open entry's form and save it under that entry's name (see entry-routes.ts).
 * With unsaved changes the editor is asked first, as Decap asks when leaving an entry; "cancel"
 * keeps the open entry, its changes and its address.
 */
import { history } from "decap-cms-core/dist/esm/routing/history"
import { opensAnotherEntry, routeOfHash, unsavedChangesQuestion } from "./entry-routes"

/**
 * Decap's editor asks the browser to confirm leaving when its entry has unsaved changes
 * (a `beforeunload` listener that sets `returnValue`): the same question, asked of it directly.
 */
function hasUnsavedChanges(): boolean {
  const probe = new Event("beforeunload", { cancelable: true })
  let asks = false
  Object.defineProperty(probe, "returnValue", {
    get: () => "",
    set: (value: unknown) => {
      if (value) asks = true
    },
  })
  window.dispatchEvent(probe)
  return asks || probe.defaultPrevented
}

/** Call once, before Decap starts: its router's listeners then come after these. */
export function loadEveryEntryAfresh(): void {
  let reloading = false
  // The editor has answered already: no second question from the browser.
  window.addEventListener(
    "beforeunload",
    (event) => {
      if (reloading) event.stopImmediatePropagation()
    },
    { capture: true },
  )
  window.addEventListener(
    "hashchange",
    (event) => {
      // Decap's own moves (to a new entry's address after its first save) have set its location already.
      const shown = history.location.pathname + history.location.search
      if (!opensAnotherEntry(shown, routeOfHash(location.hash))) return
      // Decap's router must not show the address with the open entry's form.
      event.stopImmediatePropagation()
      if (hasUnsavedChanges() && !window.confirm(unsavedChangesQuestion)) {
        window.history.replaceState(window.history.state, "", event.oldURL)
        return
      }
      reloading = true
      location.reload()
    },
    { capture: true },
  )
}
