import { startTransition, useEffect, useState } from "react"

/**
 * `useSyncExternalStore` re-renders every user in one task after hydration when the store differs
 * from the server's value; a transition yields to input. `subscribe` and `read` must keep their identity.
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
