import type { Actions, Page } from "gatsby"
import { buildTime } from "./build-time"
import { viennaIsoString } from "../i18n/event-time"
import { nextEventSlug, readEventTimes, type EventTimesWithSlug } from "./event-data"

interface I18nContext {
  language: string
  routed: boolean
  originalPath: string
}

/** gatsby-plugin-react-i18next gives the English 404 page the matchPath "/en/en/*"; client navigation needs "/en/*". */
export function fixLocalized404(
  page: Page<{ i18n?: I18nContext }>,
  actions: Pick<Actions, "createPage" | "deletePage">,
): boolean {
  const i18n = page.context?.i18n
  if (!i18n || !i18n.routed || !/^\/404\/?$/.test(i18n.originalPath)) return false
  const wanted = `/${i18n.language}/*`
  if (page.matchPath === wanted) return false
  actions.deletePage(page)
  actions.createPage({ ...page, matchPath: wanted })
  return true
}

/** The events list and home page get `builtAt` (home also `nextEvent`); returns whether it replaced the page. */
export function addEventContext(
  page: Page<{ i18n?: I18nContext; builtAt?: string; nextEvent?: string }>,
  actions: Pick<Actions, "createPage" | "deletePage">,
  events: () => readonly EventTimesWithSlug[] = readEventTimes,
  now: () => string = buildTime,
): boolean {
  const originalPath = page.context?.i18n?.originalPath ?? page.path
  if (originalPath !== "/" && originalPath !== "/events/") return false
  if (page.context?.builtAt !== undefined) return false
  const builtAt = now()
  const nextEvent = originalPath === "/" ? { nextEvent: nextEventSlug(events(), new Date(builtAt)) } : {}
  const context = { ...page.context, builtAt, ...nextEvent }
  actions.deletePage(page)
  actions.createPage({ ...page, context })
  return true
}

/** The party-rooms page gets the build's Vienna day (`today`); returns whether it replaced the page. */
export function addInquiryContext(
  page: Page<{ i18n?: I18nContext; today?: string }>,
  actions: Pick<Actions, "createPage" | "deletePage">,
  now: () => string = buildTime,
): boolean {
  const originalPath = page.context?.i18n?.originalPath ?? page.path
  if (originalPath !== "/party-rooms/" || page.context?.today !== undefined) return false
  const context = { ...page.context, today: viennaIsoString(new Date(now())).slice(0, 10) }
  actions.deletePage(page)
  actions.createPage({ ...page, context })
  return true
}

export const onCreatePage = ({ page, actions }: { page: Page<{ i18n?: I18nContext }>; actions: Actions }) => {
  if (fixLocalized404(page, actions)) return
  if (addInquiryContext(page, actions)) return
  addEventContext(page, actions)
}
