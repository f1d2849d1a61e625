import { localizedPath, type Language } from "../i18n/languages"

/** Link targets built the same way everywhere: tel:, mailto:, a partner's or an event's page. */

/** tel: with the digits only, and a "+" only in front (RFC 3966's global number). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d]/g, "")
  return `tel:${/^\s*\+/.test(number) ? "+" : ""}${digits}`
}

/**
 * A plain address only: anything else could carry a second recipient or header ("?bcc=", ",", a line break).
 * The pattern of `email` in schemas/defs.schema.json (a test keeps the two equal; the schema is too big for the browser).
 */
export const plainAddress =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** A header field's text (the subject): on one line, no control characters. */
const oneLine = (text: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  text.replace(/\r\n|[\r\n\u2028\u2029]/g, " ").replace(/[\u0000-\u001F\u007F-\u009F]/g, "")

/** The body's text: line breaks as CRLF (RFC 6068, %0D%0A), no other control characters but the tab. */
const bodyText = (text: string) =>
  text
    .replace(/\r\n|[\r\n\u2028\u2029]/g, "\n")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "")
    .replace(/\n/g, "\r\n")

/** mailto: (RFC 6068); an address that is not plain is left out, so data can never add a recipient or header. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = [
    ...(fields.subject ? [`subject=${encodeURIComponent(oneLine(fields.subject))}`] : []),
    ...(fields.body ? [`body=${encodeURIComponent(bodyText(fields.body))}`] : []),
  ].join("&")
  return `mailto:${plainAddress.test(address) ? address : ""}${query ? `?${query}` : ""}`
}

/** A partner's page (data/partners/<id>.yaml), without the language prefix. */
export const partnerPath = (id: string): string => `/partners/${id}/`

/** A party room's section of the rooms' page (data/rooms/<id>.yaml), without the language prefix. */
export const roomPath = (id: string): string => `/party-rooms/#${id}`

/** An event's page (data/events/<slug>.yaml), without the language prefix. */
export const eventPath = (slug: string): string => `/events/${slug}/`

/** An upcoming event's iCalendar file (written at build time by src/gatsby/calendar-files.ts), without the language prefix. */
export const eventCalendarPath = (slug: string): string => `/events/${slug}.ics`

/** The calendar of every event to subscribe to (src/gatsby/calendar-files.ts), without the language prefix. */
export const eventsFeedPath = "/events.ics"

/** webcal:// opens the calendar's "subscribe" instead of downloading the file once. */
export function eventsFeedSubscribeUrl(siteUrl: string, language: Language): string {
  return `webcal://${new URL(siteUrl).host}${localizedPath(eventsFeedPath, language)}`
}
