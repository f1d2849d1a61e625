import {
  loadChunksInTasks,
  runInTasks,
  type ChunkLoader,
} from "../../../plugins/gatsby-plugin-fast-start/browser/tasks"

/**
 * The browser's task queue, made visible: a MessageChannel whose messages the test
 * delivers by hand, so "in a task of its own" can be checked without timing anything.
 */
const queued: Array<() => void> = []
class QueuedMessageChannel {
  port1 = { onmessage: null as null | (() => void), close: () => undefined }
  port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) }
}
const realMessageChannel = globalThis.MessageChannel
beforeAll(() => {
  globalThis.MessageChannel = QueuedMessageChannel as unknown as typeof MessageChannel
})
afterAll(() => {
  globalThis.MessageChannel = realMessageChannel
})

/** Lets every pending promise callback run (but no task). */
const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe("runInTasks (how the app entry starts Gatsby's app)", () => {
  it("runs every step in a new task, the first one too, in order", async () => {
    const ran: string[] = []
    const done = runInTasks([() => ran.push("react"), async () => ran.push("i18n"), () => ran.push("app")])
    await microtasks()
    expect(ran).toEqual([])
    expect(queued).toHaveLength(1)
    queued.shift()?.()
    await microtasks()
    expect(ran).toEqual(["react"])
    expect(queued).toHaveLength(1)
    queued.shift()?.()
    await microtasks()
    expect(ran).toEqual(["react", "i18n"])
    queued.shift()?.()
    await done
    expect(ran).toEqual(["react", "i18n", "app"])
    expect(queued).toHaveLength(0)
  })

  it("stops at a failing step: nothing after it runs, and the failure is not swallowed", async () => {
    const ran: string[] = []
    const done = runInTasks([
      () => ran.push("react"),
      () => {
        throw new Error("chunk failed")
      },
      () => ran.push("app"),
    ])
    await microtasks()
    queued.shift()?.()
    await microtasks()
    queued.shift()?.()
    await expect(done).rejects.toThrow("chunk failed")
    expect(ran).toEqual(["react"])
    expect(queued).toHaveLength(0)
  })
})

describe("loadChunksInTasks (how every import() of a chunk is split from the tasks around it)", () => {
  /** A stand-in for webpack's runtime whose chunk arrives when the test says so. */
  function fakeRuntime() {
    const requested: Array<string | number> = []
    let arrive: (chunk: string) => void = () => undefined
    const runtime: ChunkLoader = {
      e: (chunkId) => {
        requested.push(chunkId)
        return new Promise<string>((resolve) => {
          arrive = resolve
        })
      },
    }
    return { runtime, requested, arrive: (chunk: string) => arrive(chunk) }
  }

  it("requests the chunk in a new task, not inside the task that asked for it", async () => {
    const { runtime, requested } = fakeRuntime()
    loadChunksInTasks(runtime)
    void runtime.e(453)
    await microtasks()
    expect(requested).toEqual([])
    expect(queued).toHaveLength(1)
    queued.shift()?.()
    await microtasks()
    expect(requested).toEqual([453])
  })

  it("hands the chunk on in a new task after it arrived, so the modules waiting for it run apart from its evaluation", async () => {
    const { runtime, arrive } = fakeRuntime()
    loadChunksInTasks(runtime)
    let loaded: unknown = "not yet"
    void runtime.e("component---src-pages-index-tsx").then((chunk) => {
      loaded = chunk
    })
    await microtasks()
    queued.shift()?.()
    await microtasks()
    arrive("chunk")
    await microtasks()
    expect(loaded).toBe("not yet")
    expect(queued).toHaveLength(1)
    queued.shift()?.()
    await microtasks()
    expect(loaded).toBe("chunk")
    expect(queued).toHaveLength(0)
  })

  it("passes a chunk that failed to load on as a failure", async () => {
    const runtime: ChunkLoader = { e: () => Promise.reject(new Error("ChunkLoadError: Loading chunk 453 failed.")) }
    loadChunksInTasks(runtime)
    const loading = runtime.e(453)
    await microtasks()
    queued.shift()?.()
    await expect(loading).rejects.toThrow("Loading chunk 453 failed")
    expect(queued).toHaveLength(0)
  })
})
