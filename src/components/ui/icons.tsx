/**
 * The site's line icons, drawn in the text's colour on a 24 × 24 grid. Decorative: the
 * button or link around an icon carries its name.
 */
const icons = {
  previous: { d: "M15 18l-6-6 6-6" },
  next: { d: "M9 18l6-6-6-6" },
  pause: { d: "M9 6v12M15 6v12" },
  play: { d: "M8 5l11 7-11 7z" },
  close: { d: "M6 6l12 12M18 6L6 18" },
  menu: { d: "M4 7h16M4 12h16M4 17h16" },
  /** Back to the top of the page; its point stays sharp. */
  top: { d: "M12 19V5M5 12l7-7 7 7", join: "miter" },
  /** An arrow out of a box: the link opens another site in a new tab. */
  newTab: { d: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" },
} as const satisfies Record<string, { d: string; join?: "miter" }>

export type IconName = keyof typeof icons

/** One line drawing `d` (a path on the 24 × 24 grid) with round ends and, unless told otherwise, round corners. */
export function LineIcon({
  d,
  size,
  strokeWidth,
  join = "round",
}: {
  d: string
  size: number
  strokeWidth: number
  join?: "round" | "miter"
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={join === "round" ? "round" : undefined}
      />
    </svg>
  )
}

/** An icon of the set: arrows and controls of the carousel and the lightbox, the menu, back to top, new tab. */
export function Icon({ name, size = 24, strokeWidth = 2.5 }: { name: IconName; size?: number; strokeWidth?: number }) {
  const icon: { d: string; join?: "miter" } = icons[name]
  return <LineIcon d={icon.d} size={size} strokeWidth={strokeWidth} join={icon.join} />
}
