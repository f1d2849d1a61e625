import { css } from "@emotion/react"
import { theme } from "../theme/theme"
import { containerCss } from "../components/layout/Container"
import { columnsCss, panelCss, pillCss } from "../components/ui/styles"

const sectionCss = css`
  background: ${theme.colors.bgAlt};
  padding: ${theme.space(8)} 0 ${theme.space(14)};
`

const innerCss = css`
  ${containerCss};
  h2 {
    font-size: clamp(1.85rem, 4vw, 2.6rem);
    max-width: 40rem;
  }
`

const badgeCss = css`
  ${pillCss};
  margin: 0 0 ${theme.space(3)};
  font-size: 0.85rem;
  letter-spacing: 0.06em;
`

const introCss = css`
  ${columnsCss(`${theme.space(2)} ${theme.space(8)}`, { lg: "minmax(0, 1fr) minmax(0, 1fr)" })};
`

const cardsCss = css`
  ${columnsCss(theme.space(6), { md: "minmax(0, 1fr) minmax(0, 1fr)" })};
  margin-top: ${theme.space(8)};
  article {
    padding: ${theme.space(6)};
    ${panelCss};
    border-top: 4px solid ${theme.colors.primary};
  }
  h3 {
    font-size: 1.4rem;
  }
  p {
    margin: 0;
  }
`

export function About({ about }: { about: NonNullable<Queries.HomePageQuery["home"]>["about"] }) {
  return (
    <section id="about" css={sectionCss} aria-labelledby="about-title">
      <div css={innerCss}>
        <p css={badgeCss}>{about.badge}</p>
        <h2 id="about-title">{about.title}</h2>
        <div css={introCss}>
          {about.intro.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <div css={cardsCss}>
          {[about.history, about.vision].map((card, index) => (
            <article key={index}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
