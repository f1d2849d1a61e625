import { css } from "@emotion/react"
import { formatEventDay, formatEventTime } from "../../i18n/format"
import { parseEventTime, viennaIsoString } from "../../i18n/event-time"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { addressLines, type AddressData } from "../contact/Address"
import { Fact, FactList } from "../ui/FactList"
import { Link } from "../ui/LocalizedLink"
import { roomPath } from "../../content/links"
import { panelCss } from "../ui/styles"

const factsCss = css`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  ${panelCss};
  dd {
    margin: ${theme.space(1)} 0 0;
  }
  dd strong,
  dd a {
    font-weight: 700;
  }
  dd span {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.colors.muted};
    font-size: 0.95rem;
  }
`

export interface EventPlace {
  site: { name: string; address: AddressData }
  /** Null for the passage itself. */
  room: { yamlId: string; name: string } | null
}

export function EventFacts({ event, place }: { event: { start: string; end?: string | null }; place: EventPlace }) {
  const { t, language } = useLanguage()
  const address = addressLines(place.site.address).slice(0, -1).join(", ")
  return (
    <FactList css={factsCss} data-event-facts>
      <Fact label={t("eventPage.when")}>
        <time dateTime={viennaIsoString(parseEventTime(event.start))}>
          <strong>{formatEventDay(event.start, language)}</strong>
          <span>{formatEventTime(event.start, event.end, language)}</span>
        </time>
      </Fact>
      <Fact label={t("eventPage.where")} data-place={place.room?.yamlId ?? "passage"}>
        {place.room ? (
          <Link to={roomPath(place.room.yamlId)}>{place.room.name}</Link>
        ) : (
          <strong>{place.site.name}</strong>
        )}
        <span>{place.room ? `${place.site.name}, ${address}` : address}</span>
      </Fact>
    </FactList>
  )
}
