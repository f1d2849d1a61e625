import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactElement, ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { emotionKey, serverClassesAttribute } from "./emotion-cache"

/**
 * Emotion's <style> elements in <body> are invalid and each restyles the page as it parses. The two
 * in <head> are named so nothing moves them later (`data-s` keeps Emotion's default cache off them).
 */
export function renderWithCriticalCss(body: ReactNode): { html: string; styles: ReactElement[] } {
  const cache = createCache({ key: emotionKey })
  cache.compat = true
  const globalNames: string[] = []
  const insert = cache.insert
  // <Global> and keyframes both insert with an empty selector.
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
  const styles = globalNames.map((name) => (
    <style
      key={`global-${name}`}
      data-emotion={`${emotionKey}-global ${name}`}
      data-s=""
      dangerouslySetInnerHTML={{ __html: rules(name) }}
    />
  ))
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
