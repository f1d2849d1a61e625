import { runInTasks } from "../../../plugins/gatsby-plugin-fast-start/browser/tasks"

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
