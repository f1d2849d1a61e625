/**
 * The front of scripts/netlify-serve.mjs (startFront) before a stand-in for netlify-cli's server (which answers a post
 * with 405, as netlify-cli does) and one for decap-server. The browser tests check it before
 * the real netlify-cli (hosting.test.ts) and decap-server (cms.test.ts).
 *
 * The front runs in a child process: ts-jest compiles tests to CommonJS, and Jest's VM cannot
 * import() an ES module without --experimental-vm-modules.
 */
import { spawn, type ChildProcess } from "child_process"
import http from "http"
import path from "path"
import zlib from "zlib"

const page = `<!doctype html><title>Passage</title>${"<p>Freiung 9-11</p>".repeat(200)}`
const photo = Buffer.alloc(2048, 7)

/** Answers like netlify-cli: the page (or the photo) with headers of its own, 405 to a post. */
const netlify = http.createServer((req, res) => {
  req.resume().on("end", () => {
    if (req.method === "POST") {
      res.writeHead(405, { "content-type": "text/plain; charset=utf-8" })
      return res.end("Method Not Allowed")
    }
    const body = req.url === "/photo.jpg" ? photo : Buffer.from(`${page}<!-- ${req.method} ${req.url} -->`)
    res.writeHead(200, {
      "content-type": req.url === "/photo.jpg" ? "image/jpeg" : "text/html; charset=utf-8",
      "content-security-policy": "default-src 'self'",
      "cache-control": "public, max-age=0",
      "content-length": body.length,
    })
    res.end(body)
  })
})
/** Answers like decap-server: what it was asked, a moment later; counts the requests it holds at once. */
let held = 0
let mostHeld = 0
const decap = http.createServer((req, res) => {
  let body = ""
  mostHeld = Math.max(mostHeld, ++held)
  req.on("data", (chunk) => (body += chunk))
  req.on("end", () => {
    setTimeout(() => {
      held--
      res.writeHead(201, { "content-type": "application/json", "x-backend": "decap" })
      res.end(JSON.stringify({ method: req.method, url: req.url, body }))
    }, 20)
  })
})

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  )

let front: ChildProcess
let base: string
beforeAll(async () => {
  const [upstream, backend] = await Promise.all([listen(netlify), listen(decap)])
  const script = `
    import { startFront } from ${JSON.stringify(path.resolve(__dirname, "../../scripts/netlify-serve.mjs"))}
    const { url } = await startFront({ upstream: ${JSON.stringify(upstream)}, proxy: { "/api/v1": ${JSON.stringify(backend)} } })
    console.log(url)
  `
  front = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] })
  base = await new Promise<string>((resolve, reject) => {
    front.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()))
    front.once("exit", (code) => reject(new Error(`the front exited with ${code}`)))
  })
})
afterAll(() => {
  front?.kill()
  netlify.close()
  decap.close()
})

/** The raw answer (no fetch: it would undo the gzip), and its body as sent and decoded. */
function request(urlPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string }>(
    (resolve, reject) => {
      const req = http.request(new URL(urlPath, base), { method: options.method, headers: options.headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const raw = Buffer.concat(chunks)
          const text = (res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8")
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text })
        })
      })
      req.on("error", reject).end(options.body)
    },
  )
}

describe("gzip (npm run bench: transfer sizes as Netlify's CDN sends them)", () => {
  it("gzips text for a client that takes it, Netlify's headers unchanged", async () => {
    const answer = await request("/", { headers: { "accept-encoding": "gzip, deflate, br" } })
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(answer.headers.vary).toBe("Accept-Encoding")
    expect(answer.headers["content-security-policy"]).toBe("default-src 'self'")
    expect(answer.headers["cache-control"]).toBe("public, max-age=0")
    expect(answer.text).toBe(`${page}<!-- GET / -->`)
    expect(answer.raw.length).toBeLessThan(page.length / 10)
  })

  it("sends text as it is to a client that does not take gzip, and photos as they are", async () => {
    const plain = await request("/", { headers: { "accept-encoding": "identity" } })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(Number(plain.headers["content-length"])).toBe(plain.raw.length)
    const image = await request("/photo.jpg", { headers: { "accept-encoding": "gzip" } })
    expect(image.headers["content-encoding"]).toBeUndefined()
    expect(image.headers["content-type"]).toBe("image/jpeg")
    expect(image.raw).toEqual(photo)
  })
})

describe("form posts (Netlify Forms)", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" }

  it("answers a form's post with its action page", async () => {
    const body = "form-name=newsletter&email=gast%40example.at&bot-field="
    const answer = await request("/newsletter-thanks/", { method: "POST", headers: form, body })
    expect(answer.status).toBe(200)
    expect(answer.text).toBe(`${page}<!-- GET /newsletter-thanks/ -->`)
  })

  it("passes any other post on as it is", async () => {
    const answer = await request("/", { method: "POST", headers: form, body: "email=gast%40example.at" })
    expect(answer.status).toBe(405)
  })
})

describe("/api/v1 (npm run cms: decap-server on the site's own origin)", () => {
  it("passes requests under the prefix on to the backend, method, body and answer included", async () => {
    const body = '{"action":"info"}'
    const answer = await request("/api/v1", { method: "POST", headers: { "content-type": "application/json" }, body })
    expect(answer.status).toBe(201)
    expect(answer.headers["x-backend"]).toBe("decap")
    expect(JSON.parse(answer.text)).toEqual({ method: "POST", url: "/api/v1", body })
  })

  // decap-server answers 500 to a request that waited 3 s for its one git operation at a time (seen with an entry's
  // photos asked for together on a busy machine).
  it("passes them on one at a time, each answered with its own", async () => {
    mostHeld = 0
    const bodies = [1, 2, 3, 4, 5, 6].map((n) => `{"action":"getMediaFile","params":{"path":"${n}.jpg"}}`)
    const answers = await Promise.all(
      bodies.map((body) =>
        request("/api/v1", { method: "POST", headers: { "content-type": "application/json" }, body }),
      ),
    )
    expect(answers.map((answer) => (JSON.parse(answer.text) as { body: string }).body)).toEqual(bodies)
    expect(mostHeld).toBe(1)
  })

  it("lets a request whose client gave up before sending its body hold up none after it", async () => {
    await new Promise<void>((resolve) => {
      const url = new URL("/api/v1", base)
      const req = http.request(url, { method: "POST", headers: { "content-length": "100" } })
      req.on("error", () => resolve())
      req.write('{"action":', () => setTimeout(() => req.destroy(), 50))
    })
    const body = '{"action":"info"}'
    const answer = await request("/api/v1", { method: "POST", headers: { "content-type": "application/json" }, body })
    expect(JSON.parse(answer.text)).toEqual({ method: "POST", url: "/api/v1", body })
  })
})
