import { theme } from "../../theme/theme"

export function WaveDivider() {
  return (
    <svg
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block", width: "100%", height: "clamp(2.5rem, 6vw, 5rem)" }}
    >
      <path d="M0 40c120 26 240 39 360 26S600 14 720 14s240 39 360 39 240-26 360-26v53H0z" fill={theme.colors.bgAlt} />
    </svg>
  )
}
