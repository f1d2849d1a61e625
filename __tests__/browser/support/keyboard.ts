/**
 * Where a keyboard goes: every Tab stop from the top of a page, as a visitor presses Tab, until focus leaves the
 * page or comes round to the first stop again.
 */
import type { Page } from "playwright-core"

export interface TabStop {
  /** e.g. `button "Next image"`: the role or tag and the name a screen reader starts with. */
  what: string
  /** Which of the page's carousels (`.carousel`, in document order) the stop is in, or -1. */
  carousel: number
  /** Inside `#news` (the home page's news section). */
  inNews: boolean
  /**
   * The browser shows where focus is: it matches :focus-visible and draws an outline of 2 px or more (a link of the
   * plan's drawing: its shape's outline, 6 px).
   */
  focusShown: boolean
  /** Laid out, not visibility: hidden, and in no aria-hidden or inert subtree (a section fading in as it comes into view may still be transparent). */
  reachable: boolean
  /** The control of the stop before, again: a part the browser draws (a date field's day, month, year, picker). */
  again: boolean
}

/** The stop focus is on now, marked so that a second visit can be told apart. */
function describeFocus(): (Omit<TabStop, "again"> & { id: string }) | null {
  const element = document.activeElement as HTMLElement | SVGElement | null
  if (!element || element === document.body || element === document.documentElement) return null
  if (!element.dataset.tabStop) element.dataset.tabStop = String(document.querySelectorAll("[data-tab-stop]").length)
  const outlined = (at: Element | null) => {
    const style = at && getComputedStyle(at)
    return Boolean(style && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2)
  }
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim()
  const carousels = Array.from(document.querySelectorAll(".carousel"))
  return {
    id: element.dataset.tabStop,
    what: `${element.getAttribute("role") ?? element.tagName.toLowerCase()} "${name.slice(0, 60)}"`,
    carousel: carousels.findIndex((carousel) => carousel.contains(element)),
    inNews: Boolean(element.closest("#news")),
    focusShown:
      element.matches(":focus-visible") &&
      (outlined(element) ||
        // An event's card outlines the whole card (:focus-within).
        outlined(element.parentElement?.closest("article") ?? null) ||
        Array.from(element.querySelectorAll("polygon")).some(
          (shape) => parseFloat(getComputedStyle(shape).strokeWidth) >= 6,
        )),
    reachable: element.checkVisibility({ visibilityProperty: true }) && !element.closest("[aria-hidden=true], [inert]"),
  }
}

/** Every Tab stop from the top of `page` (loaded, nothing focused), at most `limit`. */
export async function tabStops(page: Page, limit = 400): Promise<TabStop[]> {
  const stops: (TabStop & { id: string })[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab")
    const stop = await page.evaluate(describeFocus)
    if (!stop || stops[0]?.id === stop.id) break
    stops.push({ ...stop, again: stops.at(-1)?.id === stop.id })
  }
  return stops.map(({ id: _id, ...stop }) => stop)
}
