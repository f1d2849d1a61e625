import createCache, { type EmotionCache } from "@emotion/cache"

export const emotionKey = "css"
export const serverClassesAttribute = "data-server-classes"

/** Emotion's own adoption moves the server's <style>, which restyles the whole page for nothing. */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: emotionKey })
  for (const style of doc.querySelectorAll(`style[${serverClassesAttribute}]`)) {
    for (const name of (style.getAttribute(serverClassesAttribute) ?? "").split(" ")) {
      if (name) cache.inserted[name] = true
    }
  }
  return cache
}
