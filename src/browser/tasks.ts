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

/** Runs each step in a task of its own, in order; a failing step stops the rest. */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask()
    await step()
  }
}
