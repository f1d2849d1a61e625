import { theme } from "../../theme/theme"

/** Decorative: the name is always beside it. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={theme.colors.primary} />
      <path
        d="M13 36V22a11 11 0 0 1 22 0v14"
        fill="none"
        stroke={theme.colors.onPrimary}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M19 36V24a5 5 0 0 1 10 0v12" fill="none" stroke={theme.colors.accent} strokeWidth="2.5" />
      <path d="M10 36h28" stroke={theme.colors.onPrimary} strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
