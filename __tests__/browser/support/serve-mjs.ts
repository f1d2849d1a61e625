/**
 * scripts/serve.mjs as a child process (ts-jest cannot import ES modules) on a free port:
 * what `npm run bench` and `npm run cms` serve the site with. `proxy` as its --proxy option,
 * e.g. { "/api/v1": "http://localhost:8081" }.
 */
import { spawn, type ChildProcess } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "../../..")

export function startServeMjs(proxy: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const args = [path.join(root, "scripts/serve.mjs"), "--dir", "public", "--port", "0"]
    for (const [prefix, origin] of Object.entries(proxy)) args.push("--proxy", `${prefix}=${origin}`)
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] })
    let output = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const match = /at (http:\/\/localhost:\d+\/)/.exec(output)
      if (match) resolve({ child, url: match[1] })
    })
    child.once("exit", (code) => reject(new Error(`scripts/serve.mjs exited with ${code}: ${output}`)))
  })
}
