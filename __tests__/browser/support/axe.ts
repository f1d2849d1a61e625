/** axe-core (through @axe-core/playwright) for the browser tests. */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagAA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * axe's WCAG A/AA violations on the page as it is now, one readable line per element.
 * Legacy mode: axe runs in the page itself instead of collecting the results in an
 * extra blank page, three times faster here; that matters only for cross-origin
 * iframes, and the site has none (the map's iframe is loaded only on request).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagAA)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(" ")} – ${node.failureSummary?.replace(/\s+/g, " ")}`,
    ),
  )
}
