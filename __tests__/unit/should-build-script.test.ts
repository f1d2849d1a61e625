/**
 * scripts/should-build.mjs as the scheduled job runs it (a child process on this Node, which strips
 * the types of src/gatsby/build-schedule.ts itself) against a stand-in for the published site's
 * /build-info.json and for Netlify's build hook, which records the posts it gets.
 */
import { spawn } from "child_process"
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { parse } from "yaml"

/** Run from a folder holding only what the job's sparse checkout fetches, so a file it leaves out fails here. */
const root = path.resolve(__dirname, "../..")
const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/scheduled-build.yml"), "utf8"))
const checkout = workflow.jobs.build.steps.find(
  (step: { with?: Record<string, string> }) => step.with?.["sparse-checkout"],
)
const sparse = fs.mkdtempSync(path.join(os.tmpdir(), "sparse-checkout-"))
for (const file of checkout.with["sparse-checkout"].trim().split("\n")) {
  fs.mkdirSync(path.dirname(path.join(sparse, file)), { recursive: true })
  fs.copyFileSync(path.join(root, file), path.join(sparse, file))
}
const script = path.join(sparse, "scripts/should-build.mjs")

let buildInfo: { status: number; body: string } = { status: 200, body: "{}" }
const requests: string[] = []
const server = http.createServer((req, res) => {
  req.resume().on("end", () => {
    requests.push(`${req.method} ${req.url}`)
    if (req.method === "POST" && req.url?.startsWith("/hook")) return res.writeHead(200).end()
    if (req.url === "/build-info.json") {
      res.writeHead(buildInfo.status, { "content-type": "application/json" })
      return res.end(buildInfo.body)
    }
    res.writeHead(404).end()
  })
})
let origin = ""
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  fs.rmSync(sparse, { recursive: true, force: true })
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  requests.length = 0
})

function run(args: string[], env: Record<string, string> = { NETLIFY_BUILD_HOOK: `${origin}/hook` }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", script, "--site", origin, ...args],
      { env: { PATH: process.env.PATH ?? "", TZ: "America/New_York", ...env } },
    )
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("close", (code) => resolve({ code, output: output.trim() }))
  })
}

const published = {
  builtAt: "2026-11-25T10:00:00.000Z",
  nextChangeAt: "2026-12-12T19:00:00.000Z",
  nextChange: "event advent-2026 ends",
}

describe("scripts/should-build.mjs", () => {
  it("asks for no build before the next change is due", async () => {
    buildInfo = { status: 200, body: JSON.stringify(published) }
    const { code, output } = await run(["--now", "2026-12-12T18:59:00Z"])
    expect(code).toBe(0)
    expect(output).toBe(
      "No build: the next change (event advent-2026 ends) is due at 2026-12-12T19:00:00.000Z, not yet.",
    )
    expect(requests).toEqual(["GET /build-info.json"])
  })

  it("posts to the build hook once the change has passed, a day late too", async () => {
    buildInfo = { status: 200, body: JSON.stringify(published) }
    const { code, output } = await run(["--now", "2026-12-13T19:30:00Z"])
    expect(code).toBe(0)
    expect(output).toContain("Build: the change due at 2026-12-12T19:00:00.000Z (event advent-2026 ends) has passed")
    expect(output).toContain("Netlify was asked for a build.")
    expect(requests).toEqual([
      "GET /build-info.json",
      `POST /hook?trigger_title=${encodeURIComponent("Scheduled: event advent-2026 ends")}`,
    ])
  })

  it("does nothing at all without the secret", async () => {
    const { code, output } = await run(["--now", "2026-12-13T19:30:00Z"], {})
    expect(code).toBe(0)
    expect(output).toMatch(/^No NETLIFY_BUILD_HOOK secret: nothing to do/)
    expect(requests).toEqual([])
  })

  it("fails without building when the site has no build-info.json or a wrong one", async () => {
    buildInfo = { status: 404, body: "" }
    let result = await run(["--now", "2026-12-13T19:30:00Z"])
    expect(result.code).toBe(1)
    expect(result.output).toBe(
      `${origin}/build-info.json answered 404: no build (deploy the site once by hand so that the file exists).`,
    )
    buildInfo = { status: 200, body: JSON.stringify({ builtAt: "soon", nextChangeAt: null }) }
    result = await run(["--now", "2026-12-13T19:30:00Z"])
    expect(result.code).toBe(1)
    expect(result.output).toContain('"builtAt" is not an ISO 8601 instant')
    expect(requests.filter((request) => request.startsWith("POST"))).toEqual([])
  })
})
