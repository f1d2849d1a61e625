/** @jsxImportSource @emotion/react */
import { Global, css, keyframes } from "@emotion/react"
import { renderToStaticMarkup } from "react-dom/server"
import { renderWithCriticalCss } from "../../src/theme/critical-css"
import { createBrowserCache } from "../../src/theme/emotion-cache"

const fade = keyframes`from { opacity: 0 } to { opacity: 1 }`

function Page() {
  return (
    <main>
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />
      <p
        css={css`
          color: red;
        `}
      >
        Hallo
      </p>
      <p
        css={css`
          animation: ${fade} 1s;
        `}
      >
        Welt
      </p>
    </main>
  )
}

describe("renderWithCriticalCss", () => {
  const { html, styles } = renderWithCriticalCss(<Page />)
  const head = renderToStaticMarkup(<>{styles}</>)

  it("leaves no <style> in the body, but the class names Emotion gave the elements", () => {
    expect(html).not.toContain("<style")
    expect(html).toMatch(/<p class="css-[a-z0-9]+">Hallo<\/p>/)
  })

  it("puts the global styles first, in a tag GlobalStyles finds, marked as in place for Emotion", () => {
    expect(head).toMatch(/^<style data-emotion="css-global [a-z0-9]+" data-s="">body\{margin:0;\}<\/style>/)
  })

  it("puts every class, and the keyframes a class uses, in one tag naming each, in an attribute Emotion does not move", () => {
    const classes = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((match) => match[1])
    expect(classes).toHaveLength(2)
    // Emotion's cache moves <style data-emotion="css …"> to the end of <head> when it starts.
    expect(head).not.toMatch(/data-emotion="css /)
    const tag = head.match(/<style data-server-classes="([^"]+)" data-s="">(.*?)<\/style>/)
    expect(tag).not.toBeNull()
    const [, names, rules] = tag as RegExpMatchArray
    for (const name of classes) {
      expect(names.split(" ")).toContain(name)
      expect(rules).toContain(`.css-${name}{`)
    }
    expect(rules).toContain("color:red;")
    expect(rules).toMatch(/@keyframes animation-[a-z0-9]+\{from\{opacity:0;\}to\{opacity:1;\}\}/)
    expect(head.match(/<style/g)).toHaveLength(2)
  })

  it("the browser's Emotion cache counts exactly those rules as inserted, so it adds none of them again", () => {
    const names = (head.match(/data-server-classes="([^"]+)"/) as RegExpMatchArray)[1]
    const style = { getAttribute: (name: string) => (name === "data-server-classes" ? names : null) }
    const page = { querySelectorAll: (selector: string) => (selector === "style[data-server-classes]" ? [style] : []) }
    const cache = createBrowserCache(page as unknown as Document)
    const classes = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((match) => match[1])
    for (const name of classes) expect(cache.inserted[name]).toBe(true)
    expect(Object.keys(cache.inserted).sort()).toEqual(names.split(" ").sort())
    expect(Object.keys(cache.inserted).some((name) => name.startsWith("animation-"))).toBe(true)
  })

  it("a page without server styles (the development server) gets an empty cache that inserts as usual", () => {
    const cache = createBrowserCache({ querySelectorAll: () => [] } as unknown as Document)
    expect(cache.key).toBe("css")
    expect(cache.inserted).toEqual({})
  })
})
