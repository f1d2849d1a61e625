import { css } from "@emotion/react"
import type { EventTimes } from "../../i18n/event-time"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { useUpcoming } from "../../hooks/use-upcoming"

const statusCss = css`
  display: inline-block;
  margin: ${theme.space(4)} 0 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.round};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  &[data-status="upcoming"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &[data-status="past"] {
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
  }
`

/**
 * "Upcoming" or "Past": as of the build in the HTML, then by the visitor's clock, so that a
 * page nobody rebuilt does not announce an event that is over.
 */
export function EventStatus({ event, builtAt }: { event: EventTimes; builtAt: string }) {
  const { t } = useLanguage()
  const upcoming = useUpcoming(event, builtAt)
  const status = upcoming ? "upcoming" : "past"
  return (
    <p>
      <span css={statusCss} data-status={status} data-built-at={builtAt}>
        {t(`eventPage.${status}`)}
      </span>
    </p>
  )
}
