// @ts-check
/**
 * A server run as a child process (netlify-cli's, decap-server): a free port for it, started, ready
 * once its output says so, stopped (on Ctrl+C too: stopOnSignals). Used by scripts/netlify-serve.mjs
 * and scripts/cms.mjs.
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import net from "node:net"

/**
 * `port` if nothing listens there on 127.0.0.1 (with 0: a port nothing listens on now); rejects (EADDRINUSE) if
 * something does.
 * @param {number} port
 * @returns {Promise<number>}
 */
export async function freePort(port) {
  const probe = net.createServer().listen(port, "127.0.0.1")
  await once(probe, "listening")
  const { port: free } = /** @type {net.AddressInfo} */ (probe.address())
  await new Promise((resolve) => probe.close(resolve))
  return free
}

/**
 * @param {string} name what the errors call it
 * @param {string} command
 * @param {string[]} args
 * @param {{ ready: RegExp, timeoutMs: number, cwd?: string, env?: NodeJS.ProcessEnv, group?: boolean }} options
 *   `ready`: what its output says once it serves; `group`: it starts processes of its own, stopped with it
 * @returns {Promise<{ stop: () => Promise<void>, exited: Promise<void> }>} stop() resolves once it has exited
 */
export async function startServerProcess(name, command, args, { ready, timeoutMs, cwd, env, group = false }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: group })
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    try {
      if (child.exitCode === null && child.signalCode === null) {
        if (group) process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM")
        else child.kill("SIGTERM")
      }
    } catch {
      // already gone
    }
    await exited
  }
  let output = ""
  await new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ why) => {
      clearTimeout(timer)
      reject(new Error(`${name} ${why}:\n${output}`))
    }
    // Not left running (holding its port) after a failed start.
    const timer = setTimeout(() => {
      fail(`did not start within ${timeoutMs / 1000} s`)
      stop()
    }, timeoutMs)
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString()
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve(undefined)
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.once("exit", (code) => fail(`stopped (exit ${code}) before it was ready`))
  })
  return { stop, exited }
}

/** Stops servers on Ctrl+C or SIGTERM, then exits. @param {Array<() => Promise<void>>} stops */
export function stopOnSignals(...stops) {
  const stop = () => Promise.allSettled(stops.map((each) => each())).then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}
