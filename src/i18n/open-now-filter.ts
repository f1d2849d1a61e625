/** "Open now" as a filter of the partner list, by the rules of open-now.ts. */
import { openStatus, type Holiday, type HoursRules } from "./open-now"

/** The keys of the entries open at `now`; an entry without weekly hours is never open. */
export function openAt<E extends HoursRules & { readonly yamlId: string }>(
  entries: readonly E[],
  holidays: readonly Holiday[],
  now: Date,
): Set<string> {
  return new Set(
    entries.filter((entry) => openStatus(entry, holidays, now)?.open === true).map((entry) => entry.yamlId),
  )
}
