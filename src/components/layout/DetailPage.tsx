import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { theme } from "../../theme/theme"
import { Link } from "../ui/LocalizedLink"
import { Container } from "./Container"
import { Layout } from "./Layout"
import { PageHeader } from "./PageHeader"

const backCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 2.75rem;
  margin-bottom: ${theme.space(2)};
  font-weight: 600;
`

const bottomCss = css`
  margin: ${theme.space(10)} 0 0;
`

/** An event's or partner's page, with the way back to the list above and below. */
export function DetailPage({
  data,
  title,
  back,
  intro,
  children,
}: {
  data: Queries.LayoutDataFragment
  title: string
  back: { to: string; label: string }
  intro: ReactNode
  children: ReactNode
}) {
  const backLink = (
    <Link to={back.to} css={backCss}>
      <span aria-hidden="true">←</span> {back.label}
    </Link>
  )
  return (
    <Layout data={data}>
      <PageHeader title={title} before={backLink}>
        {intro}
      </PageHeader>
      <Container>
        {children}
        <p css={bottomCss}>{backLink}</p>
      </Container>
    </Layout>
  )
}
