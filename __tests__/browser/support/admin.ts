/**
 * The browser editor at /admin/ as the passage's staff use it, for the tests that drive it
 * (cms.test.ts, editor-tasks.test.ts):
 *
 *   const editor = useLocalEditor()
 *   const { page, problems } = await editor.openAdmin("#/collections/rooms/entries/party-cellar")
 *   const saved = await draftReviewPublish(editor, page, "cms/rooms/party-cellar", file, editor.published(file))
 *
 * decap-server (the local backend) runs in its git mode, which offers the editorial
 * workflow like GitHub (or, `useLocalEditor("fs")`, in its fs mode as `npm run cms` runs it), on a throw-away Git repository holding a copy of this working copy's data/
 * and locales/: the real checkout is never written, branched or committed. Each test starts from
 * that copy on `main`, without drafts.
 *
 * The site is served as `npm run cms` serves it (globalSetup: netlify-cli's server, and before it a
 * front of scripts/netlify-serve.mjs, which passes /api/v1 on to decap-server, so the admin asks it
 * on its own origin): a front and a decap-server port per Jest worker, so that two files can edit at once.
 */
import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core"
import { adminSources } from "../../../src/cms/csp"
import { localBackendPath } from "../../../src/cms/config"
import { CHROMIUM_ARGS, CHROMIUM_PATH, urlOn } from "./browser"

const root = path.resolve(__dirname, "../../..")

export interface AdminPage {
  page: Page
  context: BrowserContext
  /** Console errors and warnings, uncaught errors and Content-Security-Policy violations. */
  problems: string[]
  requests: string[]
  /** The actions the admin posted to its backend, in order ("getEntry", "persistEntry", …). */
  actions: string[]
  /** Texts of the confirmation dialogs the editor was asked (and accepted). */
  dialogs: string[]
}

export interface LocalEditor {
  readonly browser: Browser
  /** The throw-away repository decap-server works in, and its first commit. */
  readonly repo: string
  readonly initialCommit: string
  git(...args: string[]): string
  /** A file as the published branch (main) has it. */
  published(file: string): string
  /** The same, or null when main has no such file. */
  publishedOrNull(file: string): string | null
  /** The repository's branches: `main` and a cms/… branch per open draft. */
  branches(): string[]
  /**
   * /admin/ in a fresh context, under the site's one policy (public/_headers), signed in to the local
   * backend. `answer` says how the editor answers a confirmation (accepted unless it says false).
   */
  openAdmin(hash?: string, answer?: (message: string) => boolean, device?: Device): Promise<AdminPage>
}

/** The screen the admin is opened on: a computer's by default (1,400 × 1,000), or a phone's, touched. */
export type Device = BrowserContextOptions

/**
 * A phone as the staff hold one: 390 × 844 CSS px, touch (an iPhone 14's or a Pixel 7's screen); a computer's screen
 * (1,440 × 900).
 */
export const devices = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
  computer: { viewport: { width: 1440, height: 900 } },
} as const satisfies Record<string, Device>

export const phone: Device = devices.phone

/** This worker's front and the port of its decap-server (globalSetup.mjs starts a front per Jest worker). */
function editorFront(): { url: string; backendPort: number } {
  const fronts = JSON.parse(process.env.EDITOR_FRONTS ?? "[]") as { url: string; backendPort: number }[]
  const front = fronts[Number(process.env.JEST_WORKER_ID ?? 1) - 1]
  if (!front) throw new Error("EDITOR_FRONTS has no front for this Jest worker: run the browser tests through jest")
  return front
}

/** `path` on this worker's front. */
export function editorUrl(path = "/"): string {
  return urlOn(editorFront().url, path)
}

/**
 * decap-server in git mode on its port, on 127.0.0.1 only (`npm run cms` starts it in fs mode, on the working copy:
 * scripts/cms.mjs); its output says so if the port is taken. Git mode checks out branches and commits everything in
 * the folder it is given (`git add .`): only ever the throw-away repository.
 */
function startBackend(repo: string, port: number, mode: "git" | "fs"): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repo,
        MODE: mode,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 20000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening on/i.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`decap-server exited with ${code}:\n${output}`))
    })
  })
}

/** decap-server's answer when the admin asks for the draft of an entry that has none (Decap asks before it opens an entry). */
const noDraftYet = (action: string | undefined, status: number) => action === "unpublishedEntry" && status === 404

/** The throw-away repository, decap-server and a browser for this test file; call it at the file's top level. */
export function useLocalEditor(mode: "git" | "fs" = "git"): LocalEditor {
  let browser: Browser | undefined
  let backend: ChildProcess | undefined
  let repo = ""
  let initialCommit = ""

  /**
   * git in the throw-away repository. decap-server works in it too, and a request the admin made
   * just before a test ended may still hold git's index lock: then wait for it (up to 10 s).
   */
  function git(...args: string[]): string {
    for (let attempt = 1; ; attempt++) {
      try {
        return execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()
      } catch (error) {
        const stderr = String((error as { stderr?: unknown }).stderr ?? "")
        if (!stderr.includes("index.lock") || attempt >= 50) throw error
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
      }
    }
  }

  const published = (file: string): string => git("show", `main:${file}`) + "\n"

  // Both questions go to one commit of main: decap-server may move main between them (a delete being published).
  function publishedOrNull(file: string): string | null {
    const commit = git("rev-parse", "main")
    return git("ls-tree", "--name-only", commit, file) === file ? git("show", `${commit}:${file}`) + "\n" : null
  }

  const branches = (): string[] => git("for-each-ref", "--format=%(refname:short)", "refs/heads").split("\n").sort()

  beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "passage-cms-"))
    fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true })
    fs.cpSync(path.join(root, "locales"), path.join(repo, "locales"), { recursive: true })
    git("init", "-q", "-b", "main")
    git("config", "user.name", "CMS test")
    git("config", "user.email", "cms-test@example.invalid")
    git("config", "commit.gpgsign", "false")
    git("add", "-A")
    git("commit", "-q", "-m", "data/ and locales/ as in the working copy")
    initialCommit = git("rev-parse", "HEAD")
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
    backend = await startBackend(repo, editorFront().backendPort, mode)
  }, 60000)

  // Back to the copied data/ on main alone (no drafts).
  beforeEach(() => {
    git("checkout", "-q", "-f", "main")
    git("reset", "-q", "--hard", initialCommit)
    git("clean", "-q", "-fd")
    for (const branch of branches()) if (branch !== "main") git("branch", "-q", "-D", branch)
  })

  afterAll(async () => {
    await browser?.close()
    if (backend && backend.exitCode === null) {
      const exited = new Promise((resolve) => backend!.once("exit", resolve))
      backend.kill("SIGTERM")
      await exited
    }
    if (repo) fs.rmSync(repo, { recursive: true, force: true })
  })

  async function openAdmin(
    hash = "",
    answer: (message: string) => boolean = () => true,
    device: Device = { viewport: { width: 1400, height: 1000 } },
  ): Promise<AdminPage> {
    const context = await browser!.newContext(device)
    const page = await context.newPage()
    page.on("close", () => context.close().catch(() => undefined))
    const problems: string[] = []
    const requests: string[] = []
    const dialogs: string[] = []
    const actions: string[] = []
    page.on("request", (request) => {
      requests.push(request.url())
      if (request.url() === editorUrl(localBackendPath) && request.method() === "POST")
        actions.push((request.postDataJSON() as { action?: string } | null)?.action ?? "")
    })
    const expected404 = new Set<string>()
    page.on("response", (response) => {
      if (response.status() < 400) return
      const action = (response.request().postDataJSON() as { action?: string } | null)?.action
      if (response.url() === editorUrl(localBackendPath) && noDraftYet(action, response.status()))
        expected404.add(response.url())
      else
        problems.push(
          `[response] ${response.status()} ${response.request().method()} ${response.url()} ${action ?? ""}`,
        )
    })
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return
      // The browser's own line for each such answer; the answer itself is checked above.
      if (/^Failed to load resource: .* 404/.test(message.text()) && expected404.has(message.location().url)) return
      problems.push(`[${message.type()}] ${message.text()}`)
    })
    page.on("pageerror", (error) => problems.push(`[pageerror] ${error.message}`))
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void (dialog.type() === "alert" || answer(dialog.message()) ? dialog.accept() : dialog.dismiss())
    })
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const admin = await page.goto(editorUrl("/admin/"))
    // The one policy every response carries: the site's, no eval, no http: source.
    const policy = (await admin!.allHeaders())["content-security-policy"]
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/'unsafe-eval'|http:/)
    for (const source of adminSources.connect) expect(policy).toContain(source)
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByText("Partner / partners").first().waitFor()
    if (hash) await page.goto(editorUrl(`/admin/${hash}`))
    return { page, context, problems, requests, actions, dialogs }
  }

  return {
    get browser() {
      return browser!
    },
    get repo() {
      return repo
    },
    get initialCommit() {
      return initialCommit
    },
    git,
    published,
    publishedOrNull,
    branches,
    openAdmin,
  }
}

/**
 * The actions of `admin` that change the repository: a save, an upload, a status change, a publish, a delete. Decap
 * checks an entry (its fields, then the site's checks before it saves) before it asks for any of them, so once the
 * refusal is shown, none asked for means none will be.
 */
export const writes = (admin: Pick<AdminPage, "actions">): string[] =>
  admin.actions.filter((action) => /^(persist|delete|update|publish)/.test(action))

export async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** Waits until an input shows `value` (a field Decap fills once it has loaded the entry). */
export async function valueBecomes(input: Locator, value: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if ((await input.inputValue()) === value) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for the input to show ${value} (it shows ${await input.inputValue()})`)
}

/**
 * Waits until a text area (or input) of the form shows `value` (Decap fills the form once it has loaded the entry;
 * the admin may be loading afresh meanwhile).
 */
export async function fieldShowing(
  page: Page,
  value: string,
  tag: "textarea" | "input" = "textarea",
): Promise<Locator> {
  for (let i = 0; i < 150; i++) {
    const id = await page
      .evaluate(
        ([tag, value]) =>
          [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(tag)].find((f) => f.value === value)
            ?.id ?? null,
        [tag, value] as const,
      )
      .catch(() => null)
    if (id) return page.locator(`${tag}[id="${id}"]`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for a ${tag} showing ${JSON.stringify(value)}`)
}

/** The labels an editor clicks to take a change from a draft to the site (docs/editors.md, "Speichern und veröffentlichen"). */
export const publishing = {
  save: "Speichern",
  status: (status: string) => `Status: ${status}`,
  draft: "Entwurf",
  inReview: "Zur Überprüfung",
  ready: "Abgeschlossen",
  publish: "Veröffentlichen",
  publishNow: "Jetzt veröffentlichen",
} as const

/** The workflow status button ("Status: Entwurf"). */
export const statusButton = (page: Page, status: string) => page.getByText(publishing.status(status), { exact: true })

async function setStatus(page: Page, from: string, to: string): Promise<void> {
  await statusButton(page, from).click()
  await page.getByRole("menuitem", { name: to }).click()
  await statusButton(page, to).waitFor()
}

/** Saves the entry as a draft (a branch, nothing published) and waits until the editor says so. */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByRole("button", { name: publishing.save, exact: true }).click()
  await statusButton(page, publishing.draft).waitFor()
}

/**
 * What an editor does with a change: save it as a draft (a branch, nothing published),
 * set it to "in review", then "ready", and publish it. Checks the repository at each step;
 * returns the file as main then has it.
 */
export async function draftReviewPublish(
  editor: LocalEditor,
  page: Page,
  draftBranch: string,
  file: string,
  before: string | null,
): Promise<string> {
  await saveDraft(page)
  // A draft: its own branch; the published branch is untouched.
  expect(editor.branches()).toEqual([draftBranch, "main"])
  expect(editor.publishedOrNull(file)).toBe(before)

  await setStatus(page, publishing.draft, publishing.inReview)
  await setStatus(page, publishing.inReview, publishing.ready)
  expect(editor.publishedOrNull(file)).toBe(before)

  await page.getByRole("button", { name: publishing.publish, exact: true }).click()
  await page.getByRole("menuitem", { name: publishing.publishNow }).click()
  await waitFor(() => !editor.branches().includes(draftBranch), `${draftBranch} to be merged into main`)
  expect(editor.branches()).toEqual(["main"])
  return editor.published(file)
}

/**
 * Drags a list item by its handle to above another's, in steps as a hand would (Decap's sortable
 * list follows moves, not jumps). Both handles must be on screen.
 */
export async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  const height = page.viewportSize()?.height ?? 0
  if (!from || !to || to.y < 0 || from.y + from.height > height) {
    throw new Error(
      `dragAbove: both handles must be on screen (from ${JSON.stringify(from)}, to ${JSON.stringify(to)})`,
    )
  }
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  for (let y = from.y + from.height / 2; y > to.y - 40; y -= 20) {
    await page.mouse.move(x, y)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
  await page.mouse.up()
}

/** The file input of Decap's media library (a photo list has one of its own). */
export const decapFileInput = "input[type=file]:not([data-photo-picker])"

/** Uploads a photo through the last empty image field's "Wähle ein Bild" (choose an image) and uses it. */
export async function uploadPhoto(page: Page, name: string, photo: Buffer, mimeType = "image/jpeg"): Promise<void> {
  await page.getByRole("button", { name: "Wähle ein Bild", exact: true }).last().click()
  await page.locator(decapFileInput).setInputFiles({ name, mimeType, buffer: photo })
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click()
  // The media library closes (it covers the form until then).
  await page.locator('[role="dialog"][aria-modal="true"]').waitFor({ state: "detached" })
}

/** The label of a photo list's button that opens the file dialog (src/cms/PhotoListWidget.tsx). */
export const addPhotosLabel = "Fotos hinzufügen / add photos"

/**
 * Chooses `files` in one file dialog of the form's photo list (its button, "Fotos hinzufügen"), and waits until every
 * one is fitted and stored, found in the list already, or refused (the upload's progress is no longer busy).
 */
export async function choosePhotos(
  page: Page,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<void> {
  const progress = page.locator("[data-photo-list] [data-progress]").first()
  const batch = Number(await progress.getAttribute("data-batch"))
  const chooser = page.waitForEvent("filechooser")
  await page.getByText(addPhotosLabel, { exact: true }).click()
  await (await chooser).setFiles(files)
  await page
    .locator(`[data-photo-list] [data-progress][data-batch="${batch + 1}"][aria-busy="false"]`)
    .getByText(`von ${files.length} Fotos fertig`, { exact: false })
    .waitFor()
}
