/**
 * Versioned, so it can be cached for a year. `font-display: optional`: a late font is not swapped in,
 * so headings never move once painted.
 */
export const headingFontFile = "/fonts/fraunces-v5.3.0-latin-600.woff2"

export const fontFaces = `
@font-face {
  font-family: "Fraunces";
  font-style: normal;
  font-weight: 600;
  font-display: optional;
  src: url(${headingFontFile}) format("woff2");
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
`
