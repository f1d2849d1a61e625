/** @jsxImportSource @emotion/react */
import { Global, css, keyframes } from "@emotion/react"
import { renderToStaticMarkup } from "react-dom/server"
import { renderWithCriticalCss } from "../../src/theme/critical-css"

const fade = keyframes`from { opacity: 0 } to { opacity: 1 }`

function Page() {
  return (
    <main>
      <Global styles={css`body { margin: 0 }`} />
      <p css={css`color: red;`}>Hallo</p>
      <p css={css`animation: ${fade} 1s;`}>Welt</p>
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

  it("puts the global styles first, in a tag Emotion's <Global> adopts on hydration", () => {
    expect(head).toMatch(/^<style data-emotion="css-global [a-z0-9]+">body\{margin:0;\}<\/style>/)
  })

  it("puts every class, and the keyframes a class uses, in one tag naming each for Emotion's cache", () => {
    const classes = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((match) => match[1])
    expect(classes).toHaveLength(2)
    const tag = head.match(/<style data-emotion="css ([^"]+)">(.*?)<\/style>/)
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
})
