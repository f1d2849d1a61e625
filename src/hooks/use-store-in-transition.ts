import { startTransition, useEffect, useState } from "react"

/** Not `useSyncExternalStore`, which re-renders every user in one task after hydration. Keep `subscribe` and `read`'s identity. */
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
