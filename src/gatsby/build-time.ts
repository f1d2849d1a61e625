/**
 * The moment the site is built: what "upcoming" is measured against on the server (the
 * browser measures it against its own clock again, EventStatus). One value for the whole
 * build, so that the list, the home page and every event page agree. SITE_BUILD_TIME (an
 * ISO 8601 instant, e.g. 2027-01-01T12:00:00Z) fixes it, for the tests and for a preview
 * of the site on another day.
 */
let builtAt: string | undefined

export function buildTime(env: NodeJS.ProcessEnv = process.env): string {
  if (builtAt) return builtAt
  const fixed = env.SITE_BUILD_TIME
  if (fixed !== undefined && fixed !== "") {
    const date = new Date(fixed)
    if (!/^\d{4}-\d{2}-\d{2}T/.test(fixed) || Number.isNaN(date.getTime()))
      throw new Error(`SITE_BUILD_TIME must be an ISO 8601 instant such as 2027-01-01T12:00:00Z (found "${fixed}")`)
    builtAt = date.toISOString()
  } else builtAt = new Date().toISOString()
  return builtAt
}

/** Forgets the build time (tests). */
export function resetBuildTime(): void {
  builtAt = undefined
}
