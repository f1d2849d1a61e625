/**
 * When the published site needs a new build without anyone editing. Every deploy costs credits.
 * No imports: scripts/should-build.mjs loads this with Node's type stripping, without `npm ci`.
 */

/** What the build publishes at /build-info.json. */
export interface BuildInfo {
  builtAt: string
  /** The first moment after `builtAt` at which the published site would change by itself, or null. */
  nextChangeAt: string | null
  nextChange?: string | null
}

export interface BuildDecision {
  build: boolean
  reason: string
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

function instant(value: unknown): Date | null {
  if (typeof value !== "string" || !isoInstant.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The file's content as BuildInfo, or the reason it is not one (the job then fails loudly and builds nothing). */
export function parseBuildInfo(value: unknown): BuildInfo | string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "it is not a JSON object"
  const record = value as Record<string, unknown>
  if (!instant(record.builtAt)) return `"builtAt" is not an ISO 8601 instant (found ${JSON.stringify(record.builtAt)})`
  if (record.nextChangeAt !== null && !instant(record.nextChangeAt))
    return `"nextChangeAt" is neither null nor an ISO 8601 instant (found ${JSON.stringify(record.nextChangeAt)})`
  return {
    builtAt: record.builtAt as string,
    nextChangeAt: record.nextChangeAt as string | null,
    nextChange: typeof record.nextChange === "string" ? record.nextChange : null,
  }
}

/** Build only once the next change is due (`now` ≥ `nextChangeAt` > `builtAt`); instants, so clock changes need nothing. */
export function shouldBuild(info: BuildInfo, now: Date): BuildDecision {
  const builtAt = new Date(info.builtAt)
  const what = info.nextChange ? ` (${info.nextChange})` : ""
  if (info.nextChangeAt === null)
    return { build: false, reason: `nothing on the site changes by itself (built ${info.builtAt})` }
  const due = new Date(info.nextChangeAt)
  if (due.getTime() <= builtAt.getTime())
    return {
      build: false,
      reason: `nextChangeAt ${info.nextChangeAt} is not after builtAt ${info.builtAt}: the published file is wrong, a build would not fix it`,
    }
  if (now.getTime() < due.getTime())
    return { build: false, reason: `the next change${what} is due at ${info.nextChangeAt}, not yet` }
  return {
    build: true,
    reason: `the change due at ${info.nextChangeAt}${what} has passed since the build of ${info.builtAt}`,
  }
}

export function firstAfter(moments: readonly Date[], after: Date): Date | null {
  let first: Date | null = null
  for (const moment of moments)
    if (moment.getTime() > after.getTime() && (!first || moment.getTime() < first.getTime())) first = moment
  return first
}

/** The instants the scheduled job builds at over a period without edits (scripts/build-plan.mjs). */
export function scheduledBuilds(moments: readonly Date[], from: Date, to: Date, everyHours: number): Date[] {
  if (!(everyHours > 0)) throw new Error(`everyHours must be positive (found ${everyHours})`)
  const builds: Date[] = []
  let info: BuildInfo = infoFor(moments, from)
  for (let run = from.getTime(); run <= to.getTime(); run += everyHours * 3600_000) {
    const now = new Date(run)
    if (shouldBuild(info, now).build) {
      builds.push(now)
      info = infoFor(moments, now)
    }
  }
  return builds
}

function infoFor(moments: readonly Date[], builtAt: Date): BuildInfo {
  return { builtAt: builtAt.toISOString(), nextChangeAt: firstAfter(moments, builtAt)?.toISOString() ?? null }
}
