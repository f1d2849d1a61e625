import fs from "fs"
import path from "path"
import { collectionNamed, dataFolder, fileOf } from "../content/collections"
import { isAutomaticDescription, type Description } from "../content/photo-descriptions"
import { imprintFields } from "../i18n/placeholders"
import { parseYaml } from "./yaml-file"
import { readEntries } from "../content/data-files"

/** The launch checklist (`npm run launch-check`): what the passage still has to supply before going live. */

export interface OpenItem {
  /** Relative to the project's root, with forward slashes: "data/site.yaml". */
  file: string
  line: number
  what: string
}

/** Where the checklist looks for notes and placeholder texts (tests, docs and build output are not the site). */
export const scannedPaths = [dataFolder, "src", "static", "netlify.toml", ".github"]
const skippedFolders = new Set(["node_modules", "public", ".cache", "__tests__", "docs", "images"])
const textFile = /\.(ya?ml|tsx?|m?js|cjs|json|toml|md|txt|html|css|svg)$/

const clientNote = /TODO\(client\):\s*(.*)/
/** Texts the site's files use for a fact still to be supplied. */
const placeholderText = /\[(wird ergänzt|to be confirmed)\]/g

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return textFile.test(relative) ? [relative] : []
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && skippedFolders.has(entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(root, `${relative}/${entry.name}`))
}

export function notesAndPlaceholders(root: string): OpenItem[] {
  const items: OpenItem[] = []
  for (const file of scannedPaths.flatMap((relative) => filesUnder(root, relative))) {
    const lines = fs.readFileSync(path.join(root, file), "utf8").split(/\r?\n/)
    lines.forEach((text, index) => {
      const note = clientNote.exec(text)
      if (note) items.push({ file, line: index + 1, what: `to confirm: ${note[1].replace(/\s*(\*\/|-->)\s*$/, "")}` })
      // In comments (YAML's #, TypeScript's //, /* and *) the texts only explain themselves.
      if (/^\s*(#|\/\/|\/\*|\*)/.test(text)) return
      const found = [...new Set([...text.matchAll(placeholderText)].map((match) => match[0]))]
      if (found.length > 0) items.push({ file, line: index + 1, what: `a fact still to supply: ${found.join(", ")}` })
    })
  }
  return items
}

/** A host or repository that only stands in for the real one. */
const placeholderHost = /(^|\.)(example\.(org|com|net|at)|localhost)$/i
const placeholderRepository = /^(owner\/repo|user\/repo|example\/.*|.*\/example)$/i

const labels: Record<(typeof imprintFields)[number], string> = {
  legalForm: "legal form",
  registerNumber: "company register number",
  registerCourt: "register court",
  vatId: "VAT number (UID)",
  chamber: "chamber",
  authority: "supervisory authority",
}

/** The facts of data/site.yaml the checklist needs; the site's address and the repository name. */
export function siteFacts(root: string, env: NodeJS.ProcessEnv = {}): OpenItem[] {
  const file = fileOf(collectionNamed("site"))
  const full = path.join(root, file)
  if (!fs.existsSync(full)) return [{ file, line: 1, what: `${file} is missing` }]
  const source = fs.readFileSync(full, "utf8")
  const { data, lines } = parseYaml(source, file)
  const site = (data ?? {}) as Record<string, unknown>
  const sourceLines = source.split(/\r?\n/)
  const object = (value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const filled = (value: unknown): boolean =>
    typeof value === "string"
      ? value.trim() !== ""
      : value !== null && typeof value === "object"
        ? Object.values(value).length > 0 && Object.values(value).every(filled)
        : value !== undefined && value !== null
  const items: OpenItem[] = []
  /** The line of a field, else of the first line that mentions `word` (the commented example), else 1. */
  const lineOf = (pointer: string, word: string) =>
    lines.get(pointer) ?? Math.max(1, sourceLines.findIndex((text) => text.includes(word)) + 1)
  const open = (pointer: string, word: string, what: string) => items.push({ file, line: lineOf(pointer, word), what })

  const siteUrl = typeof site.siteUrl === "string" ? site.siteUrl : ""
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).hostname : ""
  if (!host || placeholderHost.test(host))
    open("/siteUrl", "siteUrl", `the site's address is a placeholder (${siteUrl})`)

  const imprint = object(site.imprint)
  for (const field of imprintFields)
    if (!filled(imprint[field]))
      open(`/imprint/${field}`, field, `the imprint's ${labels[field]} is not filled in (imprint.${field})`)

  const provider = object(site.newsletter).provider
  if (typeof provider !== "string" || provider.trim() === "" || provider.trim() === "none")
    open("/newsletter/provider", "newsletter", "no newsletter provider is configured (newsletter.provider)")

  const notificationEmail = object(site.forms).notificationEmail
  const noted = typeof notificationEmail === "string" && /^[^@\s]+@[^@\s]+$/.test(notificationEmail)
  if (!noted || placeholderHost.test(notificationEmail.split("@")[1]))
    open(
      "/forms/notificationEmail",
      "notificationEmail",
      noted
        ? `the form notifications' address is a placeholder (${notificationEmail})`
        : "no address for Netlify's form notifications is noted (forms.notificationEmail; set it at Netlify: Forms → Form notifications)",
    )

  items.push(...repositoryName(root, env))
  return items
}

/** The GitHub repository the CMS writes to: REPOSITORY_URL on Netlify, else `defaultRepository` in src/cms/config.ts. */
function repositoryName(root: string, env: NodeJS.ProcessEnv): OpenItem[] {
  if (env.REPOSITORY_URL && /github\.com[/:][\w.-]+\/[\w.-]+/.test(env.REPOSITORY_URL)) return []
  const file = "src/cms/config.ts"
  const full = path.join(root, file)
  if (!fs.existsSync(full)) return []
  const lines = fs.readFileSync(full, "utf8").split(/\r?\n/)
  const index = lines.findIndex((text) => /defaultRepository\s*=\s*\{\s*repo:/.test(text))
  const repo = index >= 0 ? /repo:\s*"([^"]*)"/.exec(lines[index])?.[1] : undefined
  if (index < 0 || !repo) return [{ file, line: 1, what: "no defaultRepository with a repo found" }]
  return placeholderRepository.test(repo)
    ? [{ file, line: index + 1, what: `the CMS's GitHub repository is a placeholder (${repo})` }]
    : []
}

/**
 * Gallery photos still without a description of their own (added many at once, by the editor or `npm run album`): the
 * site names them "<title>, Foto n" until then (src/content/photo-descriptions.ts).
 */
export function undescribedPhotos(root: string): OpenItem[] {
  return readEntries<{ photos?: unknown }>("events", path.join(root, dataFolder)).flatMap(({ file, data, lines }) => {
    const photos = data?.photos
    if (!Array.isArray(photos)) return []
    return photos.flatMap((photo: { image?: unknown; alt?: Partial<Description> }, index) => {
      if (!photo || !isAutomaticDescription(photo.alt)) return []
      const line = lines.get(`/photos/${index}/alt`) ?? lines.get(`/photos/${index}`) ?? 1
      const what = `photo ${index + 1} (${String(photo.image)}) has no description of its own yet (photos[${index}].alt): the site calls it "${photo.alt?.de ?? ""}"`
      return [{ file, line, what }]
    })
  })
}

/** Partners listed before their photos arrived: the site shows their icon and name instead. */
export function photosToCome(root: string): OpenItem[] {
  return readEntries<{ images?: unknown }>("partners", path.join(root, dataFolder))
    .filter(({ data }) => !Array.isArray(data?.images) || data.images.length === 0)
    .map(({ file, lines }) => ({
      file,
      line: lines.get("/images") ?? 1,
      what: `photos to come (images): the site shows the partner's icon and name until they arrive`,
    }))
}

export function launchCheck(root: string, env: NodeJS.ProcessEnv = {}): OpenItem[] {
  return [
    ...notesAndPlaceholders(root),
    ...siteFacts(root, env),
    ...undescribedPhotos(root),
    ...photosToCome(root),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** The checklist as printed: one line per item, `file:line: what`. */
export function formatLaunchCheck(items: readonly OpenItem[]): string {
  if (items.length === 0) return "Launch check: nothing left to supply – ready to go live."
  return [
    `Launch check: ${items.length} ${items.length === 1 ? "thing" : "things"} the passage still has to supply before going live:`,
    ...items.map((item) => `  ${item.file}:${item.line}: ${item.what}`),
  ].join("\n")
}

/** onPreBootstrap: warns loudly in a Netlify production build while anything is open; never fails. */
export function warnOpenItems(
  { reporter }: { reporter: { warn(message: string): void; info(message: string): void } },
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): OpenItem[] {
  let items: OpenItem[]
  try {
    items = launchCheck(root, env)
  } catch (error) {
    reporter.warn(`Launch check could not run: ${(error as Error).message}`)
    return []
  }
  if (items.length === 0) return items
  if (env.CONTEXT === "production") {
    const rule = "!".repeat(72)
    reporter.warn(
      [rule, "THIS PRODUCTION SITE IS NOT READY TO GO LIVE (README: Going live)", formatLaunchCheck(items), rule].join(
        "\n",
      ),
    )
  } else {
    reporter.info(`Launch check: ${items.length} items still to supply before going live (npm run launch-check)`)
  }
  return items
}
