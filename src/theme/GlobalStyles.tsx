import { Global, css } from "@emotion/react"
import { emotionKey } from "./emotion-cache"
import { fontFaces } from "./fonts"
import { palettes, paletteVariables, theme } from "./theme"

const styles = css`
  ${fontFaces}
  :root {
    color-scheme: light dark;
    ${paletteVariables(palettes.light)}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      ${paletteVariables(palettes.dark)}
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 5rem;
  }
  ${theme.motion.reduce} {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 1.0625rem;
    line-height: 1.6;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    font-weight: 600;
    line-height: 1.2;
    margin: 0 0 0.5em;
    text-wrap: balance;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${theme.colors.primaryHover};
  }
  img {
    max-width: 100%;
  }
  /* Painted the moment it arrives, not when a script has seen it load. */
  .gatsby-image-wrapper [data-main-image] {
    opacity: 1 !important;
    transition: none !important;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  button {
    font: inherit;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`

/** <Global> would move the server's <style> on hydration, restyling the whole page for nothing. */
const inPageFromServer =
  typeof document !== "undefined" &&
  document.querySelector(`style[data-emotion="${emotionKey}-global ${styles.name}"]`) !== null

export function GlobalStyles() {
  return inPageFromServer ? null : <Global styles={styles} />
}
