import { css } from "@emotion/react"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { PartnerCard } from "../components/partner/PartnerCard"
import { cardGridCss } from "../components/ui/styles"
import { Reveal } from "../components/ui/Reveal"

const innerCss = css`
  ${containerCss};
  padding-top: ${theme.space(16)};
  h2 {
    font-size: clamp(1.85rem, 4vw, 2.6rem);
  }
`

const subtitleCss = css`
  font-size: 1.2rem;
  font-weight: 600;
  color: ${theme.colors.primary};
`

const descriptionCss = css`
  max-width: 44rem;
  color: ${theme.colors.muted};
`

export function PartnersSection({
  section,
  partners,
  fadeMs,
  revealThreshold,
}: {
  section: NonNullable<Queries.HomePageQuery["home"]>["partnersSection"]
  partners: readonly Queries.PartnerCardFragment[]
  fadeMs: number
  revealThreshold: number
}) {
  return (
    <Reveal id="partners" aria-labelledby="partners-title" threshold={revealThreshold}>
      <div css={innerCss}>
        <h2 id="partners-title">{section.headline}</h2>
        <p css={subtitleCss}>{section.subtitle}</p>
        <p css={descriptionCss}>{section.description}</p>
        <ul css={cardGridCss}>
          {partners.map((partner) => (
            <li key={partner.yamlId}>
              <PartnerCard partner={partner} fadeMs={fadeMs} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  )
}
