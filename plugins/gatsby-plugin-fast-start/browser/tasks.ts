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

/** What webpack's runtime offers for `import()`: `e` loads a chunk (and the chunks it needs). */
export interface ChunkLoader {
  e: (chunkId: string | number) => Promise<unknown>
}

/**
 * Makes every `import()` of a chunk start in a task of its own and continue in a new task
 * once the chunk has arrived. Without it, the code that asks for a chunk (Gatsby's loader,
 * inside the task that received the page's data) also creates and inserts its `<script>`,
 * and the code that waits for it (the page's modules, the loader's next steps) runs inside
 * the task that compiled the chunk: two tasks that each grew past what a phone does
 * within 50 ms. The modules still run in the same order, once each.
 */
export function loadChunksInTasks(runtime: ChunkLoader): void {
  const load = runtime.e
  runtime.e = async (chunkId) => {
    await nextTask()
    const chunk = await load(chunkId)
    await nextTask()
    return chunk
  }
}
