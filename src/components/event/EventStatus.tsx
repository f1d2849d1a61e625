import { css } from "@emotion/react"
import type { EventTimes } from "../../i18n/event-time"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { useUpcoming } from "../../hooks/use-upcoming"
import { pastPillCss, pillCss } from "../ui/styles"

const statusCss = css`
  ${pillCss};
  margin: ${theme.space(4)} 0 0;
  &[data-status="past"] {
    ${pastPillCss};
  }
`

/** By the visitor's clock after hydration: a page nobody rebuilt must not announce an event that is over. */
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
