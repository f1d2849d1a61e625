import { palettes, type Palette } from "../../src/theme/theme"

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const textPairs: [keyof Palette, keyof Palette][] = [
  ["text", "bg"],
  ["text", "bgAlt"],
  ["text", "surface"],
  ["muted", "bg"],
  ["muted", "bgAlt"],
  ["muted", "surface"],
  ["primary", "bg"],
  ["primary", "bgAlt"],
  ["primary", "surface"],
  ["primaryHover", "surface"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
]

describe.each(["light", "dark"] as const)("%s palette", (scheme) => {
  it.each(textPairs)("%s on %s reaches WCAG AA 4.5:1", (fg, bg) => {
    expect(contrast(palettes[scheme][fg], palettes[scheme][bg])).toBeGreaterThanOrEqual(4.5)
  })

  it("draws focus rings and control borders at 3:1 against the page", () => {
    expect(contrast(palettes[scheme].focus, palettes[scheme].bg)).toBeGreaterThanOrEqual(3)
    expect(contrast(palettes[scheme].muted, palettes[scheme].surface)).toBeGreaterThanOrEqual(3)
  })
})
