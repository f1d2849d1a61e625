import fs from "fs"
import path from "path"
import { eventEndInstant, parseEventTime, parseWallClock, viennaInstant } from "../i18n/event-time"
import { addDays, twoDigits } from "../i18n/calendar-days"
import { holidayListDays } from "../i18n/special-days"
import { readEntries } from "../content/data-files"
import type { BuildInfo } from "./build-schedule"
import { publicHolidays, type PublicHoliday } from "./public-holidays"

/** The moments the published site changes by itself; the scheduled job rebuilds after each (build-schedule.ts). */

export interface ChangeMoment {
  at: Date
  what: string
}

/** The instants a source must cover at least: endless series (the public holidays) are cut to it. */
export interface MomentSpan {
  from: Date
  to: Date
}

/** Every moment a source knows of, past ones included; `dataDir` is the site's data/. */
export type MomentSource = (dataDir: string, span: MomentSpan) => ChangeMoment[]

/** The span a build looks ahead: two years, far beyond the next build. */
const spanFrom = (from: Date): MomentSpan => ({ from, to: new Date(from.getTime() + 2 * 366 * 86_400_000) })

/** An event becomes past at its end (or the midnight after its first day): src/i18n/event-time.ts. */
export const eventEnds: MomentSource = (dataDir) =>
  readEntries<{ slug: string; start: string; end?: string | null }>("events", dataDir).map(({ data }) => ({
    at: eventEndInstant(data),
    what: `event ${data.slug} ends`,
  }))

/** "2026-12-24" (or a YAML date) → the Vienna midnight that starts that day, `days` later. */
function viennaMidnight(value: unknown, days = 0): Date | null {
  const text =
    value instanceof Date
      ? `${value.getUTCFullYear()}-${twoDigits(value.getUTCMonth() + 1)}-${twoDigits(value.getUTCDate())}`
      : typeof value === "string"
        ? value.trim()
        : ""
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null
  const [year, month, day] = addDays(text, days).split("-").map(Number)
  return viennaInstant({ year, month, day, hour: 0, minute: 0 })
}

/** A `from` or `to` of an exception: a day ("2026-12-24", the whole day) or a Vienna time ("2026-12-24 14:00"). */
function exceptionBound(value: unknown, bound: "from" | "to"): Date | null {
  if (typeof value === "string" && parseWallClock(value.trim())) {
    try {
      return parseEventTime(value.trim())
    } catch {
      return null
    }
  }
  return viennaMidnight(value, bound === "to" ? 1 : 0)
}

function exceptionMoments(exceptions: unknown, owner: string): ChangeMoment[] {
  if (!Array.isArray(exceptions)) return []
  return exceptions.flatMap((exception: unknown) => {
    if (exception === null || typeof exception !== "object") return []
    const { from, to } = exception as { from?: unknown; to?: unknown }
    const start = exceptionBound(from, "from")
    const last = to ?? from
    const end = to == null ? viennaMidnight(from, 1) : exceptionBound(to, "to")
    const leaves = viennaMidnight(typeof last === "string" ? last.trim().slice(0, 10) : last, 1)
    const label = `${owner}: opening hours exception ${String(from instanceof Date ? from.toISOString().slice(0, 10) : from)}`
    return [
      ...(start ? [{ at: start, what: `${label} starts` }] : []),
      ...(end ? [{ at: end, what: `${label} ends` }] : []),
      ...(leaves && end && leaves.getTime() !== end.getTime()
        ? [{ at: leaves, what: `${label} leaves the special days` }]
        : []),
    ]
  })
}

/** Opening-hours exceptions change the hours shown when they start and end. */
export const openingHoursExceptions: MomentSource = (dataDir) => [
  ...readEntries<{ exceptions?: unknown } | null>("site", dataDir).flatMap(({ data }) =>
    exceptionMoments(data?.exceptions, "site"),
  ),
  ...readEntries<{ id?: string; exceptions?: unknown } | null>("partners", dataDir).flatMap(({ data, absolute }) =>
    exceptionMoments(data?.exceptions, `partner ${data?.id ?? path.basename(absolute, ".yaml")}`),
  ),
]

const holidayYears = new Map<number, PublicHoliday[]>()
/** A year's public holidays, computed once (date-holidays is slow enough to matter across a year of builds). */
function holidaysOf(year: number): PublicHoliday[] {
  if (!holidayYears.has(year)) holidayYears.set(year, publicHolidays(new Date(Date.UTC(year, 0, 1)), 12))
  return holidayYears.get(year)!
}

/** Partner pages list the holidays of the coming `holidayListDays` days (src/i18n/special-days.ts). */
export const publicHolidayDays: MomentSource = (dataDir, span) => {
  const listed = readEntries<{ openingHours?: unknown } | null>("partners", dataDir).some(
    ({ data }) => Array.isArray(data?.openingHours) && data.openingHours.length > 0,
  )
  if (!listed) return []
  const horizon = (holidayListDays + 1) * 86_400_000
  const first = new Date(span.from.getTime() - horizon).getUTCFullYear()
  const last = new Date(span.to.getTime() + horizon).getUTCFullYear()
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index)
  return years.flatMap(holidaysOf).flatMap(({ date, name }) => {
    const enters = viennaMidnight(addDays(date, -holidayListDays))
    const leaves = viennaMidnight(date, 1)
    const label = `public holiday ${date} (${name.de})`
    return [
      ...(enters ? [{ at: enters, what: `${label} enters the special days` }] : []),
      ...(leaves ? [{ at: leaves, what: `${label} leaves the special days` }] : []),
    ]
  })
}

/** A taken day leaves the party-rooms list at the midnight after it (src/content/taken-dates.ts). */
export const takenDaysOver: MomentSource = (dataDir) =>
  readEntries<{ id?: string; takenDates?: unknown } | null>("rooms", dataDir).flatMap(({ data: room, absolute }) => {
    if (!Array.isArray(room?.takenDates)) return []
    const id = room.id ?? path.basename(absolute, ".yaml")
    return room.takenDates.flatMap((entry: unknown) => {
      if (entry === null || typeof entry !== "object") return []
      const { date, until } = entry as { date?: unknown; until?: unknown }
      const leaves = viennaMidnight(until ?? date, 1)
      return leaves ? [{ at: leaves, what: `room ${id}: taken day ${String(date)} is over` }] : []
    })
  })

export const momentSources: readonly MomentSource[] = [
  eventEnds,
  openingHoursExceptions,
  publicHolidayDays,
  takenDaysOver,
]

/** Every moment of every source (at least those of `span`: two years from now unless given), soonest first. */
export function changeMoments(
  dataDir: string,
  sources: readonly MomentSource[] = momentSources,
  span: MomentSpan = spanFrom(new Date()),
): ChangeMoment[] {
  return sources.flatMap((source) => source(dataDir, span)).sort((a, b) => a.at.getTime() - b.at.getTime())
}

/** The first moment strictly after the build, or null when nothing changes by itself. */
export function nextChange(
  dataDir: string,
  builtAt: Date,
  sources: readonly MomentSource[] = momentSources,
): ChangeMoment | null {
  return (
    changeMoments(dataDir, sources, spanFrom(builtAt)).find((moment) => moment.at.getTime() > builtAt.getTime()) ?? null
  )
}

/** What /build-info.json says for a build at `builtAt`. */
export function buildInfo(dataDir: string, builtAt: Date): BuildInfo {
  const next = nextChange(dataDir, builtAt)
  return {
    builtAt: builtAt.toISOString(),
    nextChangeAt: next ? next.at.toISOString() : null,
    nextChange: next ? next.what : null,
  }
}

export const buildInfoFile = "build-info.json"

/** onPostBuild: writes public/build-info.json and says in the build log when the site next changes. */
export function writeBuildInfo(
  { reporter }: { reporter: { info(message: string): void } },
  publicDir: string,
  dataDir: string,
  builtAt: Date,
): BuildInfo {
  const info = buildInfo(dataDir, builtAt)
  fs.writeFileSync(path.join(publicDir, buildInfoFile), JSON.stringify(info, null, 2) + "\n")
  reporter.info(
    info.nextChangeAt
      ? `${buildInfoFile}: the site next changes by itself at ${info.nextChangeAt} (${info.nextChange}); the scheduled build waits until then`
      : `${buildInfoFile}: nothing on the site changes by itself; the scheduled build waits for an editor's change`,
  )
  return info
}
