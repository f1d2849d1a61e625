/** Resolves in a new task (a message is not throttled like a nested `setTimeout`). */
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

/**
 * Runs each step in a task of its own, in order; a failing step stops the rest. The first
 * step too: the task that evaluates the bundle (and compiles it) ends before any step runs.
 */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await nextTask()
    await step()
  }
}
