import { startTransition, useEffect, useState } from "react"

/**
 * `useSyncExternalStore` for values that differ between the build and the visitor's browser
 * (the clock): `serverValue` on the server and while React hydrates, then `read()` after
 * hydration and on every `subscribe` call, each rendered in a transition. With
 * `useSyncExternalStore`, a store that differs from the server's value makes React re-render
 * every user at once right after hydration, a synchronous update in one task; a transition
 * lets React render them in slices that yield to the visitor's input.
 *
 * `subscribe` and `read` must keep their identity between renders (module functions or
 * `useCallback`), as for `useSyncExternalStore`.
 */
export function useStoreInTransition<Value>(
  subscribe: (onChange: () => void) => () => void,
  read: () => Value,
  serverValue: Value,
): Value {
  const [value, setValue] = useState(serverValue)
  useEffect(() => {
    const update = () => {
      const next = read()
      startTransition(() => setValue(() => next))
    }
    update()
    return subscribe(update)
  }, [subscribe, read])
  return value
}
