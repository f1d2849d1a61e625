/** Every pair used for text is at least 4.5:1 (WCAG 2.2 AA). */
const light = {
  bg: "#fdf8f3",
  bgAlt: "#f6ebe0",
  surface: "#ffffff",
  text: "#1f1a17",
  muted: "#5b5048",
  primary: "#9a3412",
  primaryHover: "#7c2d12",
  onPrimary: "#ffffff",
  accent: "#a16207",
  border: "#d9c9b9",
  focus: "#1d4ed8",
  overlay: "rgba(20, 12, 6, 0.55)",
  dot1: "#f59e0b",
  dot2: "#c2410c",
}

/** Colours are custom properties: the system colour scheme applies without JavaScript or a hydration mismatch. */
export type Palette = typeof light

export const palettes: Record<"light" | "dark", Palette> = {
  light,
  dark: {
    bg: "#161210",
    bgAlt: "#201a16",
    surface: "#272019",
    text: "#f6efe8",
    muted: "#cdbfb2",
    primary: "#fdba74",
    primaryHover: "#fed7aa",
    onPrimary: "#1c0f06",
    accent: "#fcd34d",
    border: "#4a3d33",
    focus: "#93c5fd",
    overlay: "rgba(0, 0, 0, 0.65)",
    dot1: "#b45309",
    dot2: "#fb923c",
  },
}

const colors = Object.fromEntries(
  (Object.keys(light) as (keyof Palette)[]).map((key) => [key, `var(--color-${key})`]),
) as Palette

export const reducedMotionQuery = "(prefers-reduced-motion: reduce)"

export const theme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Fraunces, Georgia, "Times New Roman", serif',
  },
  /** space(4) === "1rem" */
  space: (n: number) => `${n * 0.25}rem`,
  radii: { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", round: "999px" },
  shadow: "0 10px 30px -12px rgba(0, 0, 0, 0.25)",
  maxWidth: "72rem",
  mq: { md: "@media (min-width: 640px)", lg: "@media (min-width: 1024px)", xl: "@media (min-width: 1280px)" },
  /** For a large <article> often below the first screen: not rendered until near, `height` reserved. */
  renderWhenNear: (height: string) => `content-visibility: auto; contain-intrinsic-size: auto ${height};`,
  motion: { reduce: `@media ${reducedMotionQuery}` },
} as const

export function paletteVariables(palette: Palette): string {
  return (Object.keys(palette) as (keyof Palette)[]).map((key) => `--color-${key}: ${palette[key]};`).join("\n")
}
