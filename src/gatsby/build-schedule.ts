/**
 * When the published site needs a new build without anyone editing: the build writes
 * `/build-info.json` (`builtAt`, `nextChangeAt`, src/gatsby/next-change.ts), and a scheduled job
 * (`scripts/should-build.mjs`, run by .github/workflows/scheduled-build.yml) fetches it and asks
 * Netlify for a build only once `nextChangeAt` has passed. Every production deploy costs credits,
 * so a site with nothing due is not rebuilt.
 *
 * No imports: scripts/should-build.mjs loads this file with Node's own TypeScript support (Node 24
 * strips the types), so the scheduled job needs no `npm ci`.
 */

/** What the build publishes at /build-info.json. */
export interface BuildInfo {
  /** The build's moment (ISO 8601, UTC): what "upcoming" was measured against. */
  builtAt: string
  /** The first moment after `builtAt` at which the published site would change by itself, or null. */
  nextChangeAt: string | null
  /** What changes then, for people reading the file ("event advent-2026 ends"). */
  nextChange?: string | null
}

export interface BuildDecision {
  build: boolean
  /** One line for the job's log. */
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

/**
 * Build now? Only when the next change is due: `now` ≥ `nextChangeAt` > `builtAt`. Instants are
 * compared, never wall-clock times, so the days the clocks change need nothing special, and a job
 * that ran late (a missed run, a day without runs) still builds once: the new build's
 * `builtAt` is after the moment, its `nextChangeAt` the next one, so the run after it builds nothing.
 */
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

/** The first moment strictly after `after`, or null. */
export function firstAfter(moments: readonly Date[], after: Date): Date | null {
  let first: Date | null = null
  for (const moment of moments) {
    if (moment.getTime() > after.getTime() && (!first || moment.getTime() < first.getTime())) first = moment
  }
  return first
}

/**
 * The scheduled job's deploys over a period, for content that does not change in between (no
 * editor publishes): the job runs every `everyHours` from `from`, each build publishes the first
 * moment after it as `nextChangeAt`. Returns the instants of the builds it asks for.
 */
export function scheduledBuilds(
  moments: readonly Date[],
  from: Date,
  to: Date,
  everyHours: number,
  builtAt: Date = from,
): Date[] {
  if (!(everyHours > 0)) throw new Error(`everyHours must be positive (found ${everyHours})`)
  const builds: Date[] = []
  let info: BuildInfo = infoFor(moments, builtAt)
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
