/** A message is not throttled like a nested `setTimeout`. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** The first step too: the task that evaluates the bundle is long enough by itself. */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await nextTask()
    await step()
  }
}
