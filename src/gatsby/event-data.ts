import fs from "fs"
import path from "path"
import { isUpcoming, parseEventTime, type EventTimes } from "../i18n/event-time"
import { readYaml } from "./yaml-file"

/** data/events/: one file per event. */
export const eventsDir = path.resolve(__dirname, "../../data/events")

export interface EventTimesWithSlug extends EventTimes {
  readonly slug: string
}

/**
 * Slug, start and end of every event, read from the YAML files (validated by onPreBootstrap
 * before anything reads them): what onCreatePage needs before GraphQL is there.
 */
export function readEventTimes(dir: string = eventsDir): EventTimesWithSlug[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => {
      const event = readYaml<{ slug: string; start: string; end?: string | null }>(path.join(dir, file))
      return { slug: event.slug, start: event.start, end: event.end ?? null }
    })
}

/** The slug of the soonest event that is not over at `now`, or "" when none is (a GraphQL `eq` that finds nothing). */
export function nextEventSlug(events: readonly EventTimesWithSlug[], now: Date): string {
  const upcoming = events
    .filter((event) => isUpcoming(event, now))
    .sort((a, b) => parseEventTime(a.start).getTime() - parseEventTime(b.start).getTime())
  return upcoming[0]?.slug ?? ""
}
