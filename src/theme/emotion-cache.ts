import createCache, { type EmotionCache } from "@emotion/cache"
import { emotionKey } from "./emotion-key"

/**
 * The attribute of the server-rendered <style> that lists the class names (and keyframes)
 * whose rules it holds (written by src/theme/critical-css.tsx).
 */
export const serverClassesAttribute = "data-server-classes"

/**
 * Emotion's cache for the browser, told which rules the server already put into <head>.
 *
 * Emotion's own way to adopt server-rendered styles (a `data-emotion="css <names>"`
 * attribute) moves the <style> element to the end of <head> when the cache starts: the
 * browser then restyles, lays out and paints the whole page again, for nothing. This
 * cache reads the names from an attribute Emotion does not look for, marks them as
 * inserted so they are not added twice, and leaves the element where it is. Where the
 * page has no such element (the development server), it inserts styles as usual.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: emotionKey })
  for (const style of doc.querySelectorAll(`style[${serverClassesAttribute}]`)) {
    for (const name of (style.getAttribute(serverClassesAttribute) ?? "").split(" ")) {
      if (name) cache.inserted[name] = true
    }
  }
  return cache
}
