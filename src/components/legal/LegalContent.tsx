import { css } from "@emotion/react"
import { formatDate, formatEuro } from "../../i18n/format"
import type { Language } from "../../i18n/languages"
import { imprintFields, type ImprintField, type LegalPlaceholder } from "../../i18n/placeholders"
import { signUpOf } from "../../content/newsletter"
import { useLanguage } from "../../i18n/use-language"
import { theme } from "../../theme/theme"
import { addressLines, type AddressData } from "../contact/Address"
import { containerCss } from "../layout/Container"
import { PageHeader } from "../layout/PageHeader"

const bodyCss = css`
  ${containerCss};
  max-width: 48rem;
  h2 {
    font-size: 1.5rem;
    margin-top: ${theme.space(8)};
  }
`

const draftCss = css`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.bgAlt};
`

export interface LegalSiteFacts {
  name: string
  legalName: string
  address: AddressData
  phone: { display: string }
  email: { display: string }
  rental: { depositPerRoom: number }
  imprint?: Partial<Record<ImprintField, string | null>> | null
  newsletter?: Partial<Record<"provider" | "action" | "processor" | "retention", string | null>> | null
}

export interface LegalText {
  title: string
  /** Null only in the editor's preview while the date is not filled in. */
  updated: string | null
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}

export function placeholderValues(
  site: LegalSiteFacts,
  language: Language,
  toBeConfirmed: string,
): Record<LegalPlaceholder, string> {
  const imprint = site.imprint
  const newsletter = signUpOf(site.newsletter) ? site.newsletter : null
  return {
    name: site.name,
    legalName: site.legalName,
    address: addressLines(site.address).join(", "),
    phone: site.phone.display,
    email: site.email.display,
    depositPerRoom: formatEuro(site.rental.depositPerRoom, language),
    // Not supplied yet: npm run launch-check lists it.
    ...(Object.fromEntries(imprintFields.map((field) => [field, imprint?.[field] || toBeConfirmed])) as Record<
      ImprintField,
      string
    >),
    newsletterProvider: newsletter?.processor || toBeConfirmed,
    newsletterRetention: newsletter?.retention || toBeConfirmed,
  }
}

/** The legal page and its editor preview. */
export function LegalContent({
  page,
  site,
  fill,
}: {
  page: LegalText
  site: LegalSiteFacts
  fill: (text: string, values: Record<LegalPlaceholder, string>) => string
}) {
  const { t, language } = useLanguage()
  const values = placeholderValues(site, language, t("legal.toBeConfirmed"))
  return (
    <>
      <PageHeader title={page.title}>
        {page.updated && <p>{t("legal.updated", { date: formatDate(page.updated, language) })}</p>}
      </PageHeader>
      <div css={bodyCss}>
        <p css={draftCss}>{t("legal.draft")}</p>
        {page.sections.map((section, index) => (
          <section key={index} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>{fill(section.heading, values)}</h2>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{fill(paragraph, values)}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  )
}
