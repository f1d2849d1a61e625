import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactElement, ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { emotionKey } from "./emotion-key"
import { serverClassesAttribute } from "./emotion-cache"

export interface CriticalRender {
  /** The page's body, without a single <style> element in it. */
  html: string
  /** For <head>: the page's global styles, then every class it uses, in the order React rendered them. */
  styles: ReactElement[]
}

/**
 * Server-renders a page with all of Emotion's CSS collected for <head>, instead of the
 * <style> elements Emotion puts before each styled element by default (invalid in <body>,
 * and each one makes the browser restyle the page while it parses).
 *
 * Emotion's "compat" mode records every rule in `cache.inserted` instead of rendering it.
 * The head gets two <style> elements, named so that the browser never has to move them
 * (moving a <style> restyles and lays out the whole page again):
 * - the global styles, `data-emotion="css-global <name>"`, which GlobalStyles finds and
 *   leaves alone;
 * - every class and keyframes, listed in `data-server-classes`, which the browser's cache
 *   (src/theme/emotion-cache.ts) marks as inserted.
 * Both carry `data-s`, Emotion's mark of a <style> already in place, which keeps the
 * default cache Emotion creates when it loads from moving them to the end of <head>.
 */
export function renderWithCriticalCss(body: ReactNode): CriticalRender {
  const cache = createCache({ key: emotionKey })
  cache.compat = true
  const globalNames: string[] = []
  const insert = cache.insert
  // <Global> inserts with an empty selector, class names with ".css-<name>", and the
  // keyframes a class uses also with an empty selector, named "animation-<hash>".
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const isKeyframes = serialized.name.startsWith("animation-")
    if (selector === "" && !isKeyframes && !globalNames.includes(serialized.name)) globalNames.push(serialized.name)
    return insert(selector, serialized, sheet, shouldCache)
  }

  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>)

  const rules = (name: string) => {
    const value = cache.inserted[name]
    return typeof value === "string" ? value : ""
  }
  const classNames = Object.keys(cache.inserted).filter((name) => !globalNames.includes(name) && rules(name) !== "")
  const styles = [
    ...globalNames.map((name) => (
      <style
        key={`global-${name}`}
        data-emotion={`${emotionKey}-global ${name}`}
        data-s=""
        dangerouslySetInnerHTML={{ __html: rules(name) }}
      />
    )),
  ]
  if (classNames.length > 0) {
    styles.push(
      <style
        key="classes"
        {...{ [serverClassesAttribute]: classNames.join(" ") }}
        data-s=""
        dangerouslySetInnerHTML={{ __html: classNames.map(rules).join("") }}
      />,
    )
  }
  return { html, styles }
}
