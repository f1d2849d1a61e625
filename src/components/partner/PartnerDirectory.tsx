import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useMemo, useState } from "react"
import { Link } from "../ui/LocalizedLink"
import { useLanguage } from "../../i18n/use-language"
import { useMinute } from "../../hooks/use-minute"
import { openAt } from "../../i18n/open-now-filter"
import { kindCounts, partnerKindPath, type PartnerKind } from "../../content/partner-kinds"
import { partnerPath } from "../../content/links"
import { theme } from "../../theme/theme"
import { secondaryButtonCss } from "../ui/Button"
import { HolidayCalendarProvider, type HolidayCalendar } from "../hours/holiday-calendar"
import { OpeningHours } from "../contact/OpeningHours"
import { OpenNow } from "../hours/OpenNow"
import { hasOpeningHours } from "../../fragments/partner-summary"
import { halfWidthSizes } from "../../images/carousel-images"
import { PartnerContactList, PartnerWebsite } from "./PartnerContact"
import { PartnerIcon } from "./PartnerIcon"
import { PartnerPhotos } from "./PartnerPhotos"
import { bareListCss, categoryCss } from "../ui/styles"

export const query = graphql`
  fragment PartnerEntry on PartnersYaml {
    ...PartnerSummary
    email
  }
`

const entryCss = css`
  display: grid;
  /* The photos' own width must not widen the column. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)} ${theme.space(10)};
  /* Not centred: a centred column moves when the one beside it grows as the page streams in. */
  align-items: start;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h2 {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 1.9rem);
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-family: ${theme.fonts.body};
    font-size: 1.05rem;
  }
`

/** By name, not by :first- or :last-of-type: while the page streams in, the photos are the last child for a moment. */
const columnCss = (column: 1 | 2) => css`
  ${theme.mq.lg} {
    grid-row: 1;
    grid-column: ${column};
  }
`

const entryCategoryCss = css`
  ${categoryCss};
  margin: ${theme.space(2)} 0 0;
  font-size: 0.9rem;
`

const descriptionCss = css`
  margin: ${theme.space(4)} 0 0;
`

const statusCss = css`
  margin-top: ${theme.space(4)};
`

const factsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(5)} ${theme.space(10)};
  margin-top: ${theme.space(5)};
`

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(6)} 0 0;
`

function PartnerEntry({
  partner,
  fadeMs,
  mediaSide,
  eager = false,
}: {
  partner: Queries.PartnerEntryFragment
  fadeMs: number
  /** On wide screens; on phones the photos go on top. */
  mediaSide: "left" | "right"
  eager?: boolean
}) {
  const { t } = useLanguage()
  const id = partner.yamlId
  return (
    <article css={entryCss} aria-labelledby={`partner-${id}`} data-media-side={mediaSide}>
      <PartnerPhotos
        css={columnCss(mediaSide === "left" ? 1 : 2)}
        partner={partner}
        sizes={halfWidthSizes}
        fadeMs={fadeMs}
        eager={eager}
      />
      <div css={columnCss(mediaSide === "left" ? 2 : 1)}>
        <h2 id={`partner-${id}`}>
          <PartnerIcon icon={partner.icon} size={26} />
          {partner.name}
        </h2>
        <p css={entryCategoryCss}>{partner.category}</p>
        <p css={descriptionCss}>{partner.description}</p>
        {/* Not in the hours' column: its words would widen it after hydration and push the contact down. */}
        {partner.openingHours.length > 0 && (
          <div css={statusCss}>
            <OpenNow rules={partner} />
          </div>
        )}
        {(hasOpeningHours(partner) || partner.phone || partner.email) && (
          <div css={factsCss}>
            {hasOpeningHours(partner) && (
              <div>
                <h3 id={`partner-${id}-hours`}>{t("hours.title")}</h3>
                <OpeningHours entries={partner.openingHours} note={partner.openingHoursNote} />
              </div>
            )}
            {(partner.phone || partner.email) && (
              <div>
                <h3 id={`partner-${id}-contact`}>{t("partnersPage.contact")}</h3>
                <PartnerContactList phone={partner.phone} email={partner.email} />
              </div>
            )}
          </div>
        )}
        <p css={actionsCss}>
          <PartnerWebsite name={partner.name} website={partner.website} />
          <Link to={partnerPath(id)} css={secondaryButtonCss}>
            {t("partner.learnMore")}
            <span className="visually-hidden">: {partner.name}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}

const kindsCss = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(3)};
    ${bareListCss};
  }
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    line-height: 1.6;
  }
  a[aria-current] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
`

/* The button and its count come with the visitor's clock: their place is kept from the first paint. */
const toolbarCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  min-height: 2.75rem;
  margin: ${theme.space(5)} 0 ${theme.space(10)};
  &:not([data-ready]) {
    visibility: hidden;
  }
  button[aria-pressed="true"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  p {
    contain: inline-size;
    flex: 1 1 12rem;
    min-height: 1.5em;
    margin: 0;
    font-weight: 600;
  }
`

const listCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(16)};
  ${bareListCss};
  margin: 0 0 ${theme.space(16)};
  /* Below the first screen; an entry is about 30rem on desktops, 55rem on phones. */
  > li + li {
    ${theme.renderWhenNear("45rem")}
  }
`

interface DirectoryProps {
  partners: readonly Queries.PartnerEntryFragment[]
  /** The kind of every partner of the passage, for the counts. */
  kinds: readonly { readonly kind: string }[]
  /** This page's kind; null on the list of all. */
  kind: PartnerKind | null
  fadeMs: number
  calendar: HolidayCalendar | null
}

/** Narrowed by kind through links (a page per kind) and, with JavaScript, to those open now by the visitor's clock. */
export function PartnerDirectory({ partners, kinds, kind, fadeMs, calendar }: DirectoryProps) {
  const { t } = useLanguage()
  const [openOnly, setOpenOnly] = useState(false)
  const minute = useMinute()
  const open = minute === null ? null : openAt(partners, calendar?.holidays ?? [], new Date(minute * 60_000))
  const counts = kindCounts(kinds)
  // The same elements on every render: a photo's GatsbyImage given new props would replace its painted markup.
  const entries = useMemo(
    () =>
      partners.map((partner, index) => (
        <PartnerEntry
          key={partner.yamlId}
          partner={partner}
          fadeMs={fadeMs}
          mediaSide={index % 2 === 0 ? "left" : "right"}
          eager={index === 0}
        />
      )),
    [partners, fadeMs],
  )
  return (
    <HolidayCalendarProvider value={calendar}>
      <nav css={kindsCss} aria-label={t("partnersPage.kinds")}>
        <ul>
          <li>
            <Link to="/partners/" aria-current={kind === null ? "page" : undefined}>
              {t("partnersPage.kindLink", { kind: t("partnersPage.allKinds"), count: kinds.length })}
            </Link>
          </li>
          {counts.map(({ kind: each, count }) => (
            <li key={each}>
              <Link to={partnerKindPath(each)} aria-current={each === kind ? "page" : undefined}>
                {t("partnersPage.kindLink", { kind: t(`partnerKinds.${each}`), count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={toolbarCss} data-ready={open ? "" : undefined}>
        <button
          type="button"
          css={secondaryButtonCss}
          aria-pressed={openOnly}
          disabled={!open}
          onClick={() => setOpenOnly((on) => !on)}
        >
          {t("partnersPage.openNowOnly")}
        </button>
        <p role="status" data-open-count="">
          {open &&
            (open.size === 0
              ? t("partnersPage.noneOpenNow")
              : t("partnersPage.openNowCount", { count: open.size, total: partners.length }))}
        </p>
      </div>
      {partners.length === 0 && <p>{t("partnersPage.noneOfKind")}</p>}
      <ul css={listCss}>
        {partners.map((partner, index) => (
          <li key={partner.yamlId} id={partner.yamlId} hidden={openOnly && open !== null && !open.has(partner.yamlId)}>
            {entries[index]}
          </li>
        ))}
      </ul>
    </HolidayCalendarProvider>
  )
}
