import { localizedPath, type Language } from "../i18n/languages"

/** Link targets built the same way everywhere: tel:, mailto:, a partner's or an event's page. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, "")}`
}

export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join("&")
  return `mailto:${address}${query ? `?${query}` : ""}`
}

/** A partner's page (data/partners/<id>.yaml), without the language prefix. */
export function partnerPath(id: string): string {
  return `/partners/${id}/`
}

/** An event's page (data/events/<slug>.yaml), without the language prefix. */
export function eventPath(slug: string): string {
  return `/events/${slug}/`
}

/** An upcoming event's iCalendar file (written at build time by src/gatsby/calendar-files.ts), without the language prefix. */
export function eventCalendarPath(slug: string): string {
  return `/events/${slug}.ics`
}

/** The calendar of every event to subscribe to (src/gatsby/calendar-files.ts), without the language prefix. */
export const eventsFeedPath = "/events.ics"

/**
 * The feed's address for subscribing: webcal:// (which opens the calendar application's "subscribe"
 * instead of downloading the file once) on the site's host, in the page's language.
 */
export function eventsFeedSubscribeUrl(siteUrl: string, language: Language): string {
  return `webcal://${new URL(siteUrl).host}${localizedPath(eventsFeedPath, language)}`
}
