import { css } from "@emotion/react"

/** Paths on a 24 × 24 grid. */
export const icons = {
  previous: "M15 18l-6-6 6-6",
  next: "M9 18l6-6-6-6",
  pause: "M9 6v12M15 6v12",
  play: "M8 5l11 7-11 7z",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 7h16M4 12h16M4 17h16",
  /** Drawn `sharp`. */
  top: "M12 19V5M5 12l7-7 7 7",
  newTab: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
}

/** Decorative: the button or link around it carries its name. */
export function Icon({
  d,
  size = 24,
  strokeWidth = 2.5,
  sharp = false,
}: {
  d: string
  size?: number
  strokeWidth?: number
  sharp?: boolean
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={sharp ? undefined : "round"}
      />
    </svg>
  )
}

export const iconButtonCss = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  cursor: pointer;
`
