import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import { Icon } from "../ui/icons"

const paths: Record<string, string> = {
  restaurant: "M7 3v8a2 2 0 0 0 2 2v8M11 3v8a2 2 0 0 1-2 2M17 3c-2 2-2 6 0 8v10",
  ramen: "M3 12h18a9 9 0 0 1-18 0zM8 8l3-5M13 8l5-5",
  beer: "M6 6h10v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM16 9h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M6 6a3 3 0 0 1 5-2 3 3 0 0 1 5 2",
  brewery:
    "M6 6h10v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM16 9h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M6 6a3 3 0 0 1 5-2 3 3 0 0 1 5 2",
  foot: "M9 21c-3 0-4-3-4-6s1-6 4-6 4 3 4 6-1 6-4 6zM14 5a1 1 0 1 0 0-.01M17 7a1 1 0 1 0 0-.01M19 10a1 1 0 1 0 0-.01",
  nails: "M8 21V10a4 4 0 0 1 8 0v11M8 10h8M10 3h4v4h-4z",
  city: "M3 21h18M5 21V9l5-4v16M10 21V11h9v10M13 14h1M16 14h1M13 17h1M16 17h1",
  fashion: "M12 6a2 2 0 1 1 2-2M12 6v2L3 15h18l-9-7",
}

/** One text line high: beside a name (flex, aligned to the start) it centres on the first line whatever follows. */
const lineCss = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: 1lh;
  color: ${theme.colors.primary};
`

export function PartnerIcon({ icon, size = 22 }: { icon: string; size?: number }) {
  return (
    <span css={lineCss}>
      <Icon d={paths[icon] ?? paths.city} size={size} strokeWidth={1.8} />
    </span>
  )
}
