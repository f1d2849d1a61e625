/** Decap would keep the open entry's form for another entry's address, and save it under that name. */
import { history } from "decap-cms-core/dist/esm/routing/history"
import { opensAnotherEntry, routeOfHash, unsavedChangesQuestion } from "./entry-routes"

/** Asks Decap's own `beforeunload` listener, which sets `returnValue` for unsaved changes. */
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

/** Call once, before Decap starts, so its router's listeners come after these. */
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
      // Decap's own moves (after a new entry's first save) have set its location already.
      const shown = history.location.pathname + history.location.search
      if (!opensAnotherEntry(shown, routeOfHash(location.hash))) return
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
