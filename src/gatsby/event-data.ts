import { dataDir, readEntries } from "../content/data-files"
import { isUpcoming, parseEventTime, type EventTimes } from "../i18n/event-time"

export interface EventTimesWithSlug extends EventTimes {
  readonly slug: string
}

/** Slug, start and end of every event, for onCreatePage, which runs before GraphQL. */
export function readEventTimes(root: string = dataDir): EventTimesWithSlug[] {
  return readEntries<{ slug: string; start: string; end?: string | null }>("events", root).map(({ data }) => ({
    slug: data.slug,
    start: data.start,
    end: data.end ?? null,
  }))
}

/** The slug of the soonest event that is not over at `now`, or "" when none is (a GraphQL `eq` that finds nothing). */
export function nextEventSlug(events: readonly EventTimesWithSlug[], now: Date): string {
  const upcoming = events
    .filter((event) => isUpcoming(event, now))
    .sort((a, b) => parseEventTime(a.start).getTime() - parseEventTime(b.start).getTime())
  return upcoming[0]?.slug ?? ""
}
