/** The one build moment "upcoming" is measured against; SITE_BUILD_TIME fixes it (tests, previews). */
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
