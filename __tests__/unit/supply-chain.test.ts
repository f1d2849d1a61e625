/**
 * The supply chain's rules (docs/security.md, "Supply chain"), checked on the files that carry
 * them: GitHub workflows with least privilege and actions pinned by commit; every install
 * script of a dependency reviewed in package.json "allowScripts" (root and admin/), approvals
 * pinned to the locked version, strict mode on; Dependabot's groups moving the families that
 * belong together.
 */
import fs from "fs"
import path from "path"
import { parse } from "yaml"

const root = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

type Step = { uses?: string; with?: Record<string, unknown> }
type Job = { permissions?: unknown; uses?: string; steps?: Step[] }
type Workflow = { on: unknown; permissions?: unknown; jobs: Record<string, Job> }

const workflowFiles = fs
  .readdirSync(path.join(root, ".github/workflows"))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `.github/workflows/${name}`)

/** A permissions block that grants nothing but reading (`{}`, `read-all`, or scopes set to read/none). */
function readOnly(permissions: unknown): boolean {
  if (permissions === "read-all") return true
  if (permissions === null || typeof permissions !== "object") return false
  return Object.values(permissions).every((level) => level === "read" || level === "none")
}

describe("GitHub workflows", () => {
  it("there are workflows to check", () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining([".github/workflows/ci.yml", ".github/workflows/scheduled-build.yml"]),
    )
  })

  describe.each(workflowFiles)("%s", (file) => {
    const text = read(file)
    const workflow = parse(text) as Workflow
    const jobs = Object.entries(workflow.jobs)
    const steps = jobs.flatMap(([, job]) => job.steps ?? [])

    it("sets read-only permissions at the top, and no job asks for more", () => {
      expect(workflow.permissions).toBeDefined()
      expect(readOnly(workflow.permissions)).toBe(true)
      for (const [, job] of jobs) if (job.permissions !== undefined) expect(readOnly(job.permissions)).toBe(true)
    })

    it("does not run on pull_request_target or workflow_run (a fork's code with the repository's token)", () => {
      const triggers = typeof workflow.on === "string" ? [workflow.on] : Object.keys(workflow.on as object)
      expect(triggers).not.toContain("pull_request_target")
      expect(triggers).not.toContain("workflow_run")
    })

    it("uses every action by a full commit SHA, with the release it is in a comment", () => {
      const uses = [...jobs.map(([, job]) => job.uses), ...steps.map((step) => step.uses)].filter(
        (u): u is string => u !== undefined,
      )
      expect(uses.length).toBeGreaterThan(0)
      for (const u of uses) {
        if (u.startsWith("./")) continue // an action of this repository: same commit as the workflow
        expect(u).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/)
        const line = text.split("\n").find((l) => l.includes(`uses: ${u}`))
        expect(line).toMatch(/ # v\d+\.\d+\.\d+$/)
      }
    })

    it("checks out without leaving the token in .git/config, and caches no dependencies", () => {
      for (const step of steps) {
        if (step.uses?.startsWith("actions/checkout@")) expect(step.with?.["persist-credentials"]).toBe(false)
        if (step.uses?.startsWith("actions/setup-node@")) {
          expect(step.with?.cache).toBeUndefined()
          expect(step.with?.["package-manager-cache"]).toBe(false)
        }
      }
    })
  })

  it("CI runs the full suite (.ci/run) on pull requests and on main", () => {
    const ci = parse(read(".github/workflows/ci.yml")) as Workflow & {
      on: { pull_request?: unknown; push?: { branches: string[] } }
    }
    expect(ci.on.pull_request).toBeDefined()
    expect(ci.on.push?.branches).toEqual(["main"])
    const runs = Object.values(ci.jobs).flatMap((job) => (job.steps ?? []).map((s) => (s as { run?: string }).run))
    expect(runs).toContain(".ci/run")
  })
})

type LockEntry = { name?: string; version?: string; hasInstallScript?: boolean; link?: boolean }

/** Name of a lockfile entry: its own (aliases) or the last node_modules/ segment of its path. */
const lockName = (key: string, entry: LockEntry) => entry.name ?? key.slice(key.lastIndexOf("node_modules/") + 13)

/**
 * The dependencies whose install scripts npm would run: those the lockfile marks with
 * hasInstallScript, and those installed with a binding.gyp and no install or preinstall
 * script, for which npm runs `node-gyp rebuild` by itself (the lockfile does not say so).
 */
function withInstallScripts(dir: string): { name: string; version: string }[] {
  const lock = JSON.parse(read(path.join(dir, "package-lock.json"))) as { packages: Record<string, LockEntry> }
  const found: { name: string; version: string }[] = []
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === "" || entry.link) continue
    let runs = entry.hasInstallScript === true
    const installed = path.join(root, dir, key)
    if (!runs && fs.existsSync(path.join(installed, "binding.gyp"))) {
      const manifest = JSON.parse(fs.readFileSync(path.join(installed, "package.json"), "utf8"))
      const scripts: Record<string, string> = manifest.scripts ?? {}
      runs = manifest.gypfile !== false && !scripts.install && !scripts.preinstall
    }
    if (runs) found.push({ name: lockName(key, entry), version: entry.version ?? "" })
  }
  return found
}

/** `name`, or `name@1.2.3` / `name@1.2.3 || 1.2.4` (the forms npm accepts; no ranges). */
function parseKey(key: string): { name: string; versions: string[] | null } {
  const at = key.indexOf("@", 1)
  if (at < 0) return { name: key, versions: null }
  return {
    name: key.slice(0, at),
    versions: key
      .slice(at + 1)
      .split("||")
      .map((v) => v.trim()),
  }
}

describe.each([".", "admin"])("install scripts of %s/package.json's dependencies", (dir) => {
  const pkg = JSON.parse(read(path.join(dir, "package.json"))) as { allowScripts?: Record<string, boolean> }
  const policy = pkg.allowScripts ?? {}
  const scripts = withInstallScripts(dir)

  it("has an allowScripts field", () => {
    expect(pkg.allowScripts).toBeDefined()
  })

  it("approves only exact versions, each one the lockfile installs", () => {
    for (const [key, allowed] of Object.entries(policy)) {
      expect(typeof allowed).toBe("boolean")
      if (!allowed) continue
      const { name, versions } = parseKey(key)
      expect({ key, pinned: versions !== null }).toEqual({ key, pinned: true })
      for (const version of versions ?? []) {
        expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
        expect(scripts).toContainEqual({ name, version })
      }
    }
  })

  it("reviews every dependency with an install script (approved or denied), and nothing else", () => {
    const covered = ({ name, version }: { name: string; version: string }) =>
      Object.keys(policy).some((key) => {
        const k = parseKey(key)
        return k.name === name && (k.versions === null || k.versions.includes(version))
      })
    expect(scripts.filter((s) => !covered(s)).map((s) => `${s.name}@${s.version}`)).toEqual([])
    const stale = Object.keys(policy).filter((key) => !scripts.some((s) => s.name === parseKey(key).name))
    expect(stale).toEqual([])
  })
})

describe("strict mode", () => {
  it(".npmrc makes an install fail on an install script allowScripts does not name", () => {
    expect(read(".npmrc")).toMatch(/^strict-allow-scripts=true$/m)
  })

  it("nothing turns the policy off: no --ignore-scripts or --dangerously-allow-all-scripts in CI or on Netlify", () => {
    const off = /dangerously-allow-all-scripts|ignore-scripts|strict-allow-scripts(=| )false|no-strict-allow-scripts/
    const files = [".ci/run", "netlify.toml", ".npmrc", "admin/package.json", "package.json", ...workflowFiles]
    expect(files.filter((file) => off.test(read(file)))).toEqual([])
  })
})

describe("Dependabot", () => {
  type Group = { patterns: string[]; "exclude-patterns"?: string[] }
  type Update = { "package-ecosystem": string; directory: string; groups?: Record<string, Group> }
  const config = parse(read(".github/dependabot.yml")) as { updates: Update[] }
  const glob = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\/@]/g, "\\$&").replace(/\*/g, ".*")}$`)
  const groupsOf = (update: Update, name: string) =>
    Object.entries(update.groups ?? {})
      .filter(
        ([, g]) =>
          g.patterns.some((p) => glob(p).test(name)) && !(g["exclude-patterns"] ?? []).some((p) => glob(p).test(name)),
      )
      .map(([group]) => group)
  const update = (ecosystem: string, directory: string) =>
    config.updates.find((u) => u["package-ecosystem"] === ecosystem && u.directory === directory)
  const dependencies = (dir: string) => {
    const pkg = JSON.parse(read(path.join(dir, "package.json")))
    return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies })
  }

  it("updates the site's packages, the CMS's and the workflows' actions", () => {
    expect(update("npm", "/")).toBeDefined()
    expect(update("npm", "/admin")).toBeDefined()
    expect(update("github-actions", "/")).toBeDefined()
  })

  it.each([
    ["/", "gatsby", /^(gatsby(-(?!plugin-react-i18next).*)?|@netlify\/plugin-gatsby)$/],
    ["/", "i18n", /^(i18next|react-i18next|gatsby-plugin-react-i18next)$/],
    ["/", "react", /^(@types\/)?react(-dom)?$/],
    ["/admin", "decap", /^decap-cms-/],
    ["/admin", "react", /^react(-dom)?$/],
  ])("in %s, group %s holds its whole family; no dependency is in two groups", (directory, group, family) => {
    const dir = directory === "/" ? "." : directory.slice(1)
    const u = update("npm", directory) as Update
    const names = dependencies(dir)
    const members = names.filter((name) => family.test(name))
    expect(members.length).toBeGreaterThan(1)
    for (const name of members) expect({ name, groups: groupsOf(u, name) }).toEqual({ name, groups: [group] })
    for (const name of names) expect(groupsOf(u, name).length).toBeLessThanOrEqual(1)
  })
})
