/** Events as iCalendar (RFC 5545) in Vienna wall-clock times with their VTIMEZONE: the right hour anywhere. Pure. */
import { eventEndInstant, eventTimeZone, parseWallClock } from "../i18n/event-time"
import { viennaWallClock, type WallClock } from "../i18n/vienna-time"

export interface CalendarEvent {
  /** Unique and stable for the event, the same in both languages' files: "<slug>@<site host>". */
  uid: string
  /** Vienna wall-clock times as the YAML has them, "2027-02-05 20:00". */
  start: string
  end?: string | null
  summary: string
  description: string
  location: string
  url: string
  /** When the file was written (the build time). */
  stamp: Date
}

/** Europe/Vienna since 1996 (EU rules). */
const viennaTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${eventTimeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
]

/** A TEXT value (RFC 5545, 3.3.11): line breaks as \n (a raw one starts a property), forbidden controls dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n|[\r\n\u2028\u2029]/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  )
}

/** A URI value (the event's page): as the URL parser writes it, which percent-encodes spaces and control characters. */
function uriValue(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`not a web address: ${JSON.stringify(url)}`)
  return parsed.href
}

/** Folded after at most 75 octets (RFC 5545, 3.1), no UTF-8 character split. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const lines: string[] = []
  let current = ""
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = lines.length === 0 ? 75 : 74 // a continuation's leading space counts
    if (octets + size > limit) {
      lines.push(current)
      current = ""
      octets = 0
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join("\r\n ")
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0")

/** 20270205T200000 */
function localDateTime(wall: WallClock): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}00`
}

/** 20261125T003000Z */
function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]|\.\d{3}/g, "")
}

/** The calendar's own lines before its components (RFC 5545, 3.6): who wrote it, that it publishes. */
const calendarHeader = [
  "VERSION:2.0",
  "PRODID:-//Freiung Passage Wels//Website//DE",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
]

/** A VEVENT's lines. An event without an end lasts until Vienna's midnight, as on the site. */
function veventLines(event: CalendarEvent): string[] {
  const start = parseWallClock(event.start)
  if (!start) throw new Error(`"${event.start}" is not a date and time written as YYYY-MM-DD HH:mm`)
  const end = viennaWallClock(eventEndInstant(event))
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${eventTimeZone}:${localDateTime(start)}`,
    `DTEND;TZID=${eventTimeZone}:${localDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${uriValue(event.url)}`,
    "END:VEVENT",
  ]
}

const fileText = (lines: string[]) => lines.map(foldLine).join("\r\n") + "\r\n"

export function icalendar(event: CalendarEvent): string {
  return fileText(["BEGIN:VCALENDAR", ...calendarHeader, ...viennaTimeZone, ...veventLines(event), "END:VCALENDAR"])
}

export interface CalendarFeed {
  /** The calendar's name as calendar applications show it (X-WR-CALNAME), e.g. "Freiung Passage – Events". */
  name: string
  description: string
  events: readonly CalendarEvent[]
}

/** How often a subscribed calendar asks for the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL): twice a day. */
const refresh = "PT12H"

/** Every event for subscribing: the same VEVENTs and UIDs as the single files, so calendars recognise them. */
export function icalendarFeed(feed: CalendarFeed): string {
  const events = [...feed.events].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid))
  return fileText([
    "BEGIN:VCALENDAR",
    ...calendarHeader,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-CALDESC:${escapeText(feed.description)}`,
    `X-WR-TIMEZONE:${eventTimeZone}`,
    // RFC 7986's name and refresh interval, and the older X- forms Apple's and Microsoft's calendars read.
    `NAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...viennaTimeZone,
    ...events.flatMap(veventLines),
    "END:VCALENDAR",
  ])
}
